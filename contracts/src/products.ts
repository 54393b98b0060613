/** Product ids and names of spec §3. */
export const PRODUCTS = {
  app: 1,
  miniProgram: 2,
  tiktok: 3,
  boost: 5,
  onlineCourse: 6,
  groupBuy: 7,
  businessCard: 8,
  superGame: 9,
  signIn: 10,
  checkIn: 11,
  mall: 14,
  infoLock: 16,
  oldBringsNew: 17,
  lottery: 18,
  promoter: 22,
  quickSignUp: 23,
  shareEarn: 24,
  growthCalendar: 32,
  seckill: 33,
  form: 34,
  coupon: 35,
} as const;

export type ProductId = (typeof PRODUCTS)[keyof typeof PRODUCTS];

export const PRODUCT_NAMES: Record<ProductId, string> = {
  1: 'APP/H5',
  2: '小程序',
  3: '抖音',
  5: '助力',
  6: '在线课程',
  7: '拼团',
  8: '电子名片',
  9: '超级游戏',
  10: '签到',
  11: '打卡',
  14: '商城',
  16: '信息锁',
  17: '老带新',
  18: '抽奖',
  22: '推广员',
  23: '快速报名',
  24: '分享赚',
  32: '成长日历',
  33: '秒杀',
  34: '表单',
  35: '优惠券',
};

/** The three editions; route tables are chosen by this (spec §6). */
export const EDITIONS = [1, 2, 3] as const;
export type Edition = (typeof EDITIONS)[number];
