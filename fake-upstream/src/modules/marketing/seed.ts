import {
  type AnyResource,
  campaignResources,
  FEE,
  type FormField,
  LOTTERY_PRIZE,
  PLAYWAYS,
  type PlaywayKey,
  VALIDITY,
} from '@console/contracts';
import type { FakeData } from '../../kit/fake-data.js';
import { type SeedSpec, seedStore } from '../../kit/seed.js';
import type { SeedContext } from '../../kit/seed-context.js';
import type { ResourceStore } from '../../kit/store.js';
import { PRIMARY_SHOP } from '../../state/shops.js';
import type { Rng } from '../../util/random.js';
import { DAY_MS, formatDate, formatDateTime, startOfDay } from '../../util/time.js';
import { formsState } from '../forms/index.js';
import { type Plan, tally, wonByPrize } from './plans.js';
import { planKey } from './records.js';

const HOUR = 3_600_000;
/** The form of the demo activity: the forms module's demo form, with a field of every type. */
export const DEMO_SIGN_UP_FORM = 1;
/** Campaigns per playway: enough to page through, in every status. */
export const CAMPAIGNS_PER_PLAYWAY = 32;

/**
 * The demo campaign of each playway (id 1): running, with people in it, named for the e2e tests and the
 * screenshots. The other campaigns are generated.
 */
export const DEMO_CAMPAIGNS: Record<PlaywayKey, string> = {
  boost: '春季美术体验课助力',
  group: '少儿创意美术 3 人团',
  signUp: '周末亲子陶艺体验活动',
  superGame: '开学季大转盘赢好礼',
  lottery: '周年庆幸运九宫格',
  seckill: '钢琴启蒙课限时秒杀',
  coupon: '新学员 50 元体验券',
};

/** A prize's picture: square, captioned with its name. */
const image = (g: FakeData, text: string) => g.image(text, { w: 400, h: 400 });

const GIFTS = [
  '精美画册',
  '儿童画板套装',
  '书法字帖礼盒',
  '乐高积木',
  '卡通保温杯',
  '绘本礼盒',
  '水彩笔套装',
  '围棋入门套装',
];
/** Prizes a shop of another subject gives: what its students use, and a cup anyone can. */
const SUBJECT_GIFTS: Readonly<Record<string, readonly string[]>> = {
  英语: ['英文绘本礼盒', '英语单词闪卡', '英语点读笔', '卡通保温杯', '英文儿歌绘本'],
  舞蹈: ['少儿练功服', '软底练功鞋', '舞蹈发饰套装', '卡通保温杯', '芭蕾纱裙'],
  书法: ['书法字帖礼盒', '文房四宝套装', '兼毫毛笔套装', '卡通保温杯', '国画颜料套装'],
  围棋: ['围棋入门套装', '云子围棋', '折叠木质棋盘', '卡通保温杯', '死活题集'],
};

/** The prizes of the shop's campaigns: the primary shop's are the ones the tests know. */
const giftsOf = (g: FakeData): readonly string[] =>
  (g.shop.id === PRIMARY_SHOP ? undefined : SUBJECT_GIFTS[g.shop.subjects[0] ?? '']) ?? GIFTS;

const SEASONS = ['春季', '暑期', '秋季', '寒假', '国庆', '新年', '开学季', '周年庆', '六一'];

interface Window {
  start: number;
  end: number;
  on: '0' | '1';
}

/**
 * The i-th campaign's window: running, ended and not started in turn (the demo first, running), some
 * switched off: ended ones, one in its window (已下架) and one before its start (未上架) in every eighteen.
 * Times are on the half hour, as people set them.
 */
function windowOf(i: number, rng: Rng, now: number): Window {
  const day = startOfDay(now);
  const at = (d: number, h: number) => day + d * DAY_MS + h * HOUR;
  const on = i % 9 === 7 || i % 18 === 12 || i % 18 === 14 ? '0' : '1';
  switch (i % 3) {
    case 0: {
      const start = at(-rng.int(12, 40), rng.int(8, 10));
      return { start, end: at(rng.int(5, 45), 22), on };
    }
    case 1: {
      const start = at(-rng.int(60, 300), 9);
      return { start, end: start + rng.int(10, 40) * DAY_MS + 13 * HOUR, on };
    }
    default: {
      const start = at(rng.int(2, 30), rng.int(9, 19));
      return { start, end: start + rng.int(7, 40) * DAY_MS, on };
    }
  }
}

type Gen = (g: FakeData, i: number) => unknown;

/** Each playway's own vocabulary and the values its rules need (prices in order, prizes that add up). */
function generators(playway: PlaywayKey): Record<string, Gen> {
  switch (playway) {
    case 'boost':
      return {
        title: (g) => `${g.pick(SEASONS)}助力赢${g.pick(giftsOf(g))}`,
        helpersNeeded: (g) => g.pick([3, 5, 5, 8, 10]),
        helpsPerFriend: () => 1,
        launchesPerPerson: (g) => g.pick([1, 1, 2]),
        hours: (g) => g.pick([24, 48, 72]),
        prizes: (g) => g.some(giftsOf(g), 1, 3).map((name) => ({ name, image: image(g, name), stock: g.int(50, 200) })),
      };
    case 'group':
      return {
        title: (g) => `${g.course()} ${g.pick([2, 3, 3, 5])} 人团`,
        productName: (g) => `${g.course()} ${g.pick([4, 8, 10, 12, 24])} 课时`,
        originalPrice: (g) => g.int(20, 120) * 1000,
        groupPrice: () => 0,
        teamSize: (g) => g.pick([2, 3, 3, 5]),
        teamHours: (g) => g.pick([24, 48]),
        stock: (g) => g.int(300, 900),
        perOrderLimit: () => 1,
        perPersonLimit: (g) => g.pick([1, 2, 3]),
      };
    case 'signUp':
      return {
        title: (g) =>
          `${g.pick(SEASONS)}${g.course()}${g.pick(['公开课', '体验活动', '作品展', '分享会', '亲子活动'])}`,
        capacity: (g) => g.pick([300, 400, 500, 800]),
        feeType: (g) => g.pick([FEE.free, FEE.free, FEE.paid]),
        price: () => 0,
      };
    case 'superGame':
      return {
        title: (g) => `${g.pick(SEASONS)}${g.pick(['大转盘', '九宫格', '砸金蛋', '刮刮乐'])}赢好礼`,
        gameType: (g) => g.int(1, 4),
        playsPerPerson: (g) => g.pick([3, 5, 10]),
        playsPerDay: () => 1,
        winsPerPerson: () => 1,
        prizes: (g) =>
          g.some(giftsOf(g), 2, 4).map((name, k) => ({
            name,
            image: image(g, name),
            stock: g.int(40, 120),
            rate: [800, 1500, 2000, 1200][k] ?? 500,
          })),
        winText: () => '恭喜您中奖啦',
        loseText: () => '很遗憾，再接再厉',
      };
    case 'lottery':
      return {
        title: (g) => `${g.pick(SEASONS)}幸运大抽奖`,
        drawLimitType: (g) => g.pick([1, 2]),
        drawLimit: (g) => g.pick([1, 3, 5]),
        costPoints: (g) => g.pick([0, 0, 10, 20]),
        prizes: (g) => lotteryPrizes(g),
      };
    case 'seckill':
      return {
        title: (g) => `${g.course()}限时秒杀`,
        productName: (g) => `${g.course()} ${g.pick([1, 4, 8])} 课时`,
        originalPrice: (g) => g.int(10, 80) * 1000,
        seckillPrice: () => 0,
        stock: (g) => g.int(200, 600),
        perOrderLimit: () => 1,
        perPersonLimit: (g) => g.pick([1, 2]),
        slotStart: (g) => g.pick([10, 12, 19, 20]),
        slotHours: (g) => g.pick([1, 2, 3]),
      };
    case 'coupon':
      return {
        // Named from its values once they are drawn (couponTitle).
        title: () => '',
        faceValue: (g) => g.int(2, 9) * 1000,
        thresholdType: (g) => g.pick([0, 1, 1]),
        threshold: (g) => g.int(20, 99) * 1000,
        scope: (g) => g.pick([1, 1, 2, 3]),
        scopeItems: (g) =>
          g.some(g.shop.id === PRIMARY_SHOP ? ['美术', '书法', '钢琴', '舞蹈', '英语', '编程'] : g.shop.courses, 1, 3),
        validityType: (g) => g.pick([VALIDITY.afterClaim, VALIDITY.afterClaim, VALIDITY.fixed]),
        validDays: (g) => g.pick([7, 15, 30, 60]),
        issueMode: (g) => g.pick([1, 1, 2, 3]),
        total: (g) => g.pick([0, 500, 1000, 2000]),
        perPerson: () => 1,
      };
  }
}

const yuan = (fen: unknown) => Number(fen) / 100;

/** A coupon's name says what it is worth and when it applies: 满 900 减 80 元券, 80 元无门槛券, 钢琴专享 50 元券. */
export function couponTitle(v: Record<string, unknown>): string {
  const face = yuan(v.faceValue);
  const items = Array.isArray(v.scopeItems) ? (v.scopeItems as string[]) : [];
  const scope = Number(v.scope) !== 1 && items[0] ? `${items[0]}专享 ` : '';
  return Number(v.thresholdType) === 1
    ? `${scope}满 ${yuan(v.threshold)} 减 ${face} 元券`
    : `${scope}${face} 元无门槛券`;
}

/** Eight prizes of a lottery grid, two of them 未中奖, odds adding up to 100%. */
function lotteryPrizes(g: FakeData) {
  const gifts = g.some(giftsOf(g), 2, 2);
  const cells: Array<[number, string, number, number, number]> = [
    [LOTTERY_PRIZE.goods, gifts[0] ?? '画册', 0, g.int(10, 30), 300],
    [LOTTERY_PRIZE.points, '100 积分', 100, 2000, 1500],
    [LOTTERY_PRIZE.none, '谢谢参与', 0, 0, 2500],
    [LOTTERY_PRIZE.redPacket, '5 元红包', 500, g.int(50, 100), 700],
    [LOTTERY_PRIZE.points, '20 积分', 20, 5000, 2000],
    [LOTTERY_PRIZE.none, '再接再厉', 0, 0, 2000],
    [LOTTERY_PRIZE.goods, gifts[1] ?? '水彩笔', 0, g.int(10, 30), 500],
    [LOTTERY_PRIZE.points, '50 积分', 50, 3000, 500],
  ];
  return cells.map(([type, name, value, stock, rate]) => ({
    type,
    name,
    image: type === LOTTERY_PRIZE.none ? '' : image(g, name),
    value,
    stock,
    rate,
  }));
}

/** The team sizes group buys are seeded with. */
const TEAM_SIZES = [2, 3, 5];

/**
 * A campaign's name says what it offers: a boost the prize it gives first, a group buy its course and team
 * size, a flash sale its course (the values were drawn apart; the name follows them). A name already on the
 * list is a later term (第2期).
 */
function nameForValues(playway: PlaywayKey, v: Record<string, unknown>, named: ReadonlySet<string>): void {
  const course = String(v.productName ?? '').replace(/ \d+ 课时$/, '');
  let title = String(v.title);
  if (playway === 'boost' && Array.isArray(v.prizes) && v.prizes[0])
    title = title.replace(/助力赢.*$/, `助力赢${(v.prizes[0] as { name: string }).name}`);
  if (playway === 'group') {
    // A course's group buy of a size already on the list is one of another size, while one is free.
    const size = [Number(v.teamSize), ...TEAM_SIZES].find((n) => !named.has(`${course} ${n} 人团`));
    if (size !== undefined) v.teamSize = size;
    title = `${course} ${Number(v.teamSize)} 人团`;
  }
  if (playway === 'seckill') title = `${course}限时秒杀`;
  if (playway !== 'boost' && playway !== 'group' && playway !== 'seckill') return;
  let term = 1;
  while (named.has(term === 1 ? title : `${title}（第${term}期）`)) term++;
  v.title = term === 1 ? title : `${title}（第${term}期）`;
}

/** The demo campaign's own values (id 1 of each playway). */
function demoRow(playway: PlaywayKey): Record<string, unknown> {
  const base = { title: DEMO_CAMPAIGNS[playway], isShow: '1' };
  switch (playway) {
    case 'boost':
      return { ...base, helpersNeeded: 5, hours: 48 };
    case 'group':
      return { ...base, productName: '少儿创意美术 12 课时', originalPrice: 128_000, teamSize: 3 };
    case 'signUp':
      return { ...base, address: '杭州市西湖区文一西路万达广场 3 楼 302', feeType: FEE.paid, capacity: 400 };
    case 'seckill':
      return { ...base, productName: '钢琴启蒙课 4 课时', originalPrice: 48_000 };
    case 'coupon':
      // 新学员 50 元体验券: fifty yuan off, with no threshold, on everything.
      return { ...base, faceValue: 5000, thresholdType: 0, scope: 1 };
    default:
      return base;
  }
}

/**
 * The form the i-th activity collects with, and the snapshot of its fields: the demo activity uses the demo form
 * (every type of field); the others a seeded form that asks for a phone number, as sign-up forms do.
 */
function signUpForms(ctx: SeedContext): (i: number) => { formId: number; formFields: FormField[] } {
  const g = ctx.fake(635_000);
  const forms = formsState.of(ctx);
  const fit = forms.forms.live().filter((row) => forms.itemsOf(row).some((f) => f.type === 'phone'));
  const demo = ctx.shop.id === PRIMARY_SHOP;
  return (i) => {
    const row = i === 0 && demo ? forms.forms.get(DEMO_SIGN_UP_FORM) : g.pick(fit);
    return { formId: row.id, formFields: structuredClone(forms.itemsOf(row)) };
  };
}

/**
 * Seeds the campaigns of every playway the shop has bought (none of the others), and how many people took part
 * in each that has started (`planned`, by plan key): their plans are made on first read (state.ts). The named
 * demo campaigns are the primary shop's.
 */
export function seedCampaigns(
  ctx: SeedContext,
  stores: Record<PlaywayKey, ResourceStore>,
  planned: Map<string, number>,
): void {
  const keys = Object.keys(campaignResources) as PlaywayKey[];
  const demo = ctx.shop.id === PRIMARY_SHOP;
  keys.forEach((playway, p) => {
    const product = PLAYWAYS.find((w) => w.key === playway)?.productId;
    if (product === undefined || !ctx.shop.has(product)) return;
    const forms = playway === 'signUp' ? signUpForms(ctx) : undefined;
    const store = stores[playway];
    const rng = ctx.rng(610_000 + p);
    const windows = Array.from({ length: CAMPAIGNS_PER_PLAYWAY }, (_, i) => windowOf(i, rng, ctx.now));
    const own = generators(playway);
    const spec: SeedSpec<AnyResource> = {
      count: CAMPAIGNS_PER_PLAYWAY,
      rows: demo ? [demoRow(playway)] : [],
      days: 200,
      values: {
        ...own,
        startTime: (_g, i) => formatDateTime(windows[i]!.start),
        endTime: (_g, i) => formatDateTime(windows[i]!.end),
        isShow: (_g, i) => windows[i]!.on,
        shareTitle: () => '',
        shareImage: () => '',
        rules: (g) => g.text(200),
        detail: (g) => g.html(),
      },
    };
    const rows = seedStore(store, ctx.fake(620_000 + p), spec);
    const g = ctx.fake(630_000 + p);
    // Titles already given in this playway: a name that comes again is a later term (第2期).
    const named = new Set<string>();
    for (const [i, row] of rows.entries()) {
      const v = row.values;
      // Values that follow from others: prices under the original, the activity after its sign-up window.
      if (playway === 'group') v.groupPrice = Math.round((Number(v.originalPrice) * g.pick([6, 7, 8])) / 1000) * 100;
      if (playway === 'seckill')
        v.seckillPrice = Math.round((Number(v.originalPrice) * g.pick([4, 5, 6])) / 1000) * 100;
      if (playway === 'signUp') {
        const signEnd = windows[i]!.end;
        const activity = startOfDay(signEnd) + g.int(1, 5) * DAY_MS + g.pick([9, 10, 14]) * HOUR;
        v.activityStart = formatDateTime(activity);
        v.activityEnd = formatDateTime(activity + g.pick([2, 3, 4]) * HOUR);
        if (v.feeType === FEE.paid) v.price = g.pick([2900, 3900, 9900, 19_900]);
        // Seeded live: only the recycle bin's activities have a 删除时间 (the seed's kinds would make it a count).
        delete v.deleteTime;
        if (forms) Object.assign(v, forms(i));
      }
      if (playway === 'coupon' && v.validityType === VALIDITY.fixed) {
        v.validStart = formatDate(windows[i]!.start);
        v.validEnd = formatDate(windows[i]!.end + g.int(10, 60) * DAY_MS);
      }
      if (playway === 'coupon' && !(demo && i === 0)) v.title = couponTitle(v);
      if (!(demo && i === 0)) nameForValues(playway, v, named);
      named.add(String(v.title));
      planned.set(
        planKey(playway, row.id),
        demo && i === 0 && playway === 'boost' ? ctx.size('marketing.boostInitiators', 236) : g.int(200, 320),
      );
    }
    // The demo campaign is the newest, so it heads its list.
    const first = rows[0];
    if (demo && first) first.createdAt = first.updatedAt = ctx.now - HOUR;
  });
}

/**
 * What a campaign's plan settles on it: its counters, and the stock that covers what was won or sold (a shop
 * never gave out more than it had).
 */
export function settle(playway: PlaywayKey, v: Record<string, unknown>, plan: Plan, rng: Rng): void {
  Object.assign(v, tally(plan, v));
  if (playway === 'group') v.stock = Math.max(Number(v.stock), Number(v.sold) + rng.int(20, 100));
  if (playway === 'boost' && Array.isArray(v.prizes)) {
    const won = wonByPrize(plan, v.prizes.length);
    v.prizes = (v.prizes as Array<{ stock: number }>).map((prize, k) => ({
      ...prize,
      stock: Math.max(prize.stock, (won[k] ?? 0) + rng.int(5, 40)),
    }));
  }
}
