import { defineModule } from '../../module.js';
import { boost, boostClaim, boostInitiator } from './boost.js';
import { coupon, couponIssue } from './coupon.js';
import { gamePlay, superGame } from './game.js';
import { group, groupTeam } from './group.js';
import { lottery, lotteryRecord } from './lottery.js';
import { marketingCalls } from './overview.js';
import { seckill, seckillOrder } from './seckill.js';
import { signUp, signUpEntry } from './sign-up.js';

export * from './boost.js';
export * from './campaign.js';
export * from './coupon.js';
export * from './game.js';
export * from './group.js';
export * from './lottery.js';
export * from './overview.js';
export * from './playways.js';
export * from './prizes.js';
export * from './seckill.js';
export * from './sign-up.js';

/** Each playway's campaign resource, by its key (the URL segment under /marketing). */
export const campaignResources = { boost, group, signUp, superGame, lottery, seckill, coupon } as const;

/** The records of each playway's data page. */
export const recordResources = [
  boostInitiator,
  boostClaim,
  groupTeam,
  signUpEntry,
  gamePlay,
  lotteryRecord,
  seckillOrder,
  couponIssue,
] as const;

/** Marketing campaigns (/marketing, product 5): the playways, their records and the all-playways list. */
export const marketingContracts = defineModule({
  name: 'marketing',
  resources: [boost, group, signUp, superGame, lottery, seckill, coupon, ...recordResources],
  calls: { marketing: marketingCalls },
});
