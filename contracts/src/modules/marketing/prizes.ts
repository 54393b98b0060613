import { z } from 'zod';
import { fenToYuan } from '../../money.js';
import { hundredths, wholeNumber } from '../../number-schemas.js';
import { decimalsMessage } from '../../numbers.js';

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
const stock = (min: number) => wholeNumber('奖品库存', { min, max: 1_000_000 });
const rate = hundredths('中奖概率', { min: 0, max: RATE_FULL, show: (v) => `${v / 100}%` });

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

/** The largest value of a lottery prize: 1 000 000 points, or a red packet of ¥1,000,000.00. */
const VALUE_MAX = 100_000_000;

/**
 * What is wrong with a prize's value for its kind, or null: points are a whole number, a red packet is fen (a
 * person types yuan with up to two decimals, so a fraction of a fen had a third decimal), a coupon is one
 * picked. The kinds without a value take any.
 */
function valueProblem(type: number, value: number): string | null {
  if (type === LOTTERY_PRIZE.coupon) return Number.isInteger(value) && value >= 1 ? null : '请选择优惠券';
  const money = type === LOTTERY_PRIZE.redPacket;
  if (!money && type !== LOTTERY_PRIZE.points) return null;
  const label = money ? '红包金额' : '赠送积分';
  if (Number.isNaN(value)) return `${label}应为数字`;
  if (value < 0) return `${label}不能为负数`;
  if (!Number.isInteger(value)) return decimalsMessage(label, money ? 2 : 0);
  if (value < 1) return `请输入${label}`;
  if (value > VALUE_MAX) return `${label}不能大于 ${money ? fenToYuan(VALUE_MAX) : VALUE_MAX}`;
  return null;
}

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
    // NaN is what a box holds that is not a number: its kind's check below says so in its own words.
    value: z.union([z.number(), z.nan()], { error: '请输入奖品数值' }),
    stock: stock(0),
    rate,
  })
  .superRefine((p, ctx) => {
    const need = (message: string, path: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
    const problem = valueProblem(p.type, p.value);
    if (problem) need(problem, 'value');
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

/**
 * Each of a lottery prize's problems by its field, all at once: the schema's check of what the kind needs waits
 * for every field to pass, so a red packet of ¥1.999 with odds of 1.555% heard only about the odds. The grid's
 * editor shows these at their boxes.
 */
export function lotteryPrizeProblems(p: LotteryPrize): Map<keyof LotteryPrize, string> {
  const problems = new Map<keyof LotteryPrize, string>();
  const shape = lotteryPrizeSchema.shape;
  for (const key of Object.keys(shape) as (keyof LotteryPrize)[]) {
    const issue = shape[key].safeParse(p[key]).error?.issues[0];
    if (issue) problems.set(key, issue.message);
  }
  const value = valueProblem(p.type, p.value);
  if (value && !problems.has('value')) problems.set('value', value);
  if (p.type !== LOTTERY_PRIZE.none && p.stock < 1 && !problems.has('stock')) problems.set('stock', '请输入奖品库存');
  return problems;
}
