import { z } from 'zod';

/**
 * Prizes of the playways that give them: boost rewards, game prizes with their odds, and the lottery's eight
 * prizes of the 3×3 grid with their kinds. Odds are hundredths of a percent (10 000 = 100%), so they add up
 * exactly; a person types them as percentages with up to two decimals.
 */
export const RATE_FULL = 10_000;

const imageUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v === '' || /^https?:\/\/\S+$/.test(v), '奖品图片地址应以 http:// 或 https:// 开头');
const prizeName = z
  .string({ error: '请输入奖品名称' })
  .trim()
  .min(1, '请输入奖品名称')
  .max(20, '奖品名称不能超过 20 个字');
const stock = (min: number) =>
  z
    .number({ error: '请输入奖品库存' })
    .int('奖品库存应为整数')
    .min(min, min === 0 ? '奖品库存不能小于 0' : '奖品库存不能小于 1')
    .max(1_000_000, '奖品库存不能大于 1000000');
const rate = z
  .number({ error: '请输入中奖概率' })
  .int('中奖概率最多两位小数')
  .min(0, '中奖概率不能小于 0')
  .max(RATE_FULL, '中奖概率不能大于 100%');

const sumOf = (items: ReadonlyArray<{ rate: number }>) => items.reduce((s, p) => s + p.rate, 0);

/** A boost reward: what a successful initiator receives, while stock lasts. */
export const boostPrizeSchema = z.object({ name: prizeName, image: imageUrl, stock: stock(1) });
export type BoostPrize = z.infer<typeof boostPrizeSchema>;
export const boostPrizesSchema = z
  .array(boostPrizeSchema, { error: '请至少添加一个奖品' })
  .min(1, '请至少添加一个奖品')
  .max(5, '奖品最多 5 个');

/** A game prize with its odds; what the odds leave over is 未中奖. */
export const gamePrizeSchema = z.object({
  name: prizeName,
  image: imageUrl,
  stock: stock(1),
  rate: rate.min(1, '中奖概率不能为 0'),
});
export type GamePrize = z.infer<typeof gamePrizeSchema>;
export const gamePrizesSchema = z
  .array(gamePrizeSchema, { error: '请至少添加一个奖品' })
  .min(1, '请至少添加一个奖品')
  .max(8, '奖品最多 8 个')
  .refine((items) => sumOf(items) <= RATE_FULL, '中奖概率之和不能超过 100%');

/** What a lottery prize is ([CRMEB] lottery): nothing, points, a coupon, goods shipped by post, a red packet. */
export const LOTTERY_PRIZE_TYPES = [
  { value: 1, label: '未中奖' },
  { value: 2, label: '积分' },
  { value: 3, label: '优惠券' },
  { value: 4, label: '商品' },
  { value: 5, label: '红包' },
] as const;
export type LotteryPrizeType = (typeof LOTTERY_PRIZE_TYPES)[number]['value'];
export const LOTTERY_PRIZE = { none: 1, points: 2, coupon: 3, goods: 4, redPacket: 5 } as const;
/** Prizes on the grid: the 3×3 grid's eight outer cells, the draw button in the middle. */
export const LOTTERY_GRID_SIZE = 8;

/**
 * One cell of the grid. `value` is what the kind needs: points for 积分, fen for 红包, the coupon's id for
 * 优惠券; 商品 and 未中奖 need none. Every prize but 未中奖 needs stock.
 */
export const lotteryPrizeSchema = z
  .object({
    type: z.literal(
      LOTTERY_PRIZE_TYPES.map((t) => t.value),
      { error: '请选择奖品类型' },
    ),
    name: prizeName,
    image: imageUrl,
    value: z.number({ error: '请输入奖品数值' }).int('奖品数值应为整数').min(0).max(100_000_000),
    stock: stock(0),
    rate,
  })
  .superRefine((p, ctx) => {
    const need = (message: string, path: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
    if (p.type === LOTTERY_PRIZE.points && p.value < 1) need('请输入赠送积分', 'value');
    if (p.type === LOTTERY_PRIZE.redPacket && p.value < 1) need('请输入红包金额', 'value');
    if (p.type === LOTTERY_PRIZE.coupon && p.value < 1) need('请选择优惠券', 'value');
    if (p.type !== LOTTERY_PRIZE.none && p.stock < 1) need('请输入奖品库存', 'stock');
  });
export type LotteryPrize = z.infer<typeof lotteryPrizeSchema>;
export const lotteryPrizesSchema = z
  .array(lotteryPrizeSchema, { error: '请设置 8 个奖品' })
  .length(LOTTERY_GRID_SIZE, '抽奖奖品必须为 8 个')
  .refine((items) => items.length !== LOTTERY_GRID_SIZE || sumOf(items) === RATE_FULL, '奖品概率之和必须为 100%');

/** The sum of some prizes' odds (hundredths of a percent). */
export const rateSum = sumOf;

/** Stored prizes: tolerant of what a later version adds. */
export const storedBoostPrize = z.looseObject({ name: z.string(), image: z.string(), stock: z.number() });
export const storedGamePrize = storedBoostPrize.extend({ rate: z.number() });
export const storedLotteryPrize = storedGamePrize.extend({ type: z.number(), value: z.number() });
