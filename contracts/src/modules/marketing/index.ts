import { defineModule } from '../../module.js';
import { code, CODES as P } from '../../permissions/index.js';
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
  needs: {
    marketing: code(P.marketing),
    boost: { read: code(P.marketing), write: code(P.boost) },
    group: { read: code(P.marketing), write: code(P.group) },
    signUp: { read: code(P.marketing), write: code(P.signUp) },
    superGame: { read: code(P.marketing), write: code(P.superGame) },
    lottery: { read: code(P.marketing), write: code(P.lottery) },
    seckill: { read: code(P.marketing), write: code(P.seckill) },
    coupon: { read: code(P.marketing), write: code(P.coupon) },
    boostInitiator: { read: code(P.marketing), write: code(P.boost), calls: { export: code(P.boostExport) } },
    boostClaim: { read: code(P.marketing), write: code(P.boost), calls: { export: code(P.boostExport) } },
    groupTeam: { read: code(P.marketing), write: code(P.group), calls: { export: code(P.groupExport) } },
    signUpEntry: {
      read: code(P.marketing),
      write: code(P.signUp),
      calls: { export: code(P.signUpExport), writeOff: code(P.signUpWriteOff) },
    },
    gamePlay: { read: code(P.marketing), write: code(P.superGame), calls: { export: code(P.superGameExport) } },
    lotteryRecord: { read: code(P.marketing), write: code(P.lottery), calls: { export: code(P.lotteryExport) } },
    seckillOrder: { read: code(P.marketing), write: code(P.seckill), calls: { export: code(P.seckillExport) } },
    couponIssue: { read: code(P.marketing), write: code(P.coupon), calls: { export: code(P.couponExport) } },
  },
});
