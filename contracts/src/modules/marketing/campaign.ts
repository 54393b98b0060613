import { z } from 'zod';
import { type CrossFieldRule, f, readOnly, SHELF_STATES } from '../../resource.js';
import { chinaMs } from '../../time.js';

/**
 * What every playway's campaign shares (docs/DOMAIN.md §1): a name and a cover, a time window, a status
 * derived from the window and the on/off switch, a share title and image, a rules text and a rich-text detail.
 */
export const CAMPAIGN_STATUS = [
  { value: 1, label: '未开始' },
  { value: 2, label: '进行中' },
  { value: 3, label: '已结束' },
  { value: 4, label: '已下架' },
  { value: 5, label: '未上架' },
] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUS)[number]['value'];
export const CAMPAIGN = {
  notStarted: 1,
  running: 2,
  ended: 3,
  /** Switched off during its window: switching it on again resumes it. */
  off: 4,
  /** Switched off before its start: it will not start until it is switched on. */
  notOn: 5,
} as const satisfies Record<string, CampaignStatus>;

/** A campaign's window and switch, as `campaignStatus` reads them. */
export interface CampaignClock {
  /** 'YYYY-MM-DD HH:mm:ss', China time. */
  start: string;
  end: string;
  /** The on/off switch ('1' on). */
  on: string;
}

/**
 * The status of a campaign of any playway, the one rule the lists' label and filter both read: past its end →
 * 已结束, whatever the switch; before it, switched off → 未上架 before its start and 已下架 after it (a switch
 * turned off is not an end: switched on again, the campaign goes on); switched on → 未开始 before its start,
 * else 进行中. The end is exclusive: at the end moment the campaign is over. An unreadable start counts as not
 * started, an unreadable end as not ended.
 */
export function campaignStatus(c: CampaignClock, now: number): CampaignStatus {
  const start = chinaMs(c.start);
  const end = chinaMs(c.end);
  if (now >= end) return CAMPAIGN.ended;
  const started = now >= start;
  if (c.on !== '1') return started ? CAMPAIGN.off : CAMPAIGN.notOn;
  return started ? CAMPAIGN.running : CAMPAIGN.notStarted;
}

export const statusLabel = (s: CampaignStatus): string => CAMPAIGN_STATUS.find((o) => o.value === s)?.label ?? '';

/** A rule that the `end` field's moment is after the `start` field's, reported on the end. */
export function laterRule(start: string, end: string, message: string): CrossFieldRule {
  return {
    path: end,
    message,
    test: (v) => typeof v[start] !== 'string' || typeof v[end] !== 'string' || String(v[end]) > String(v[start]),
  };
}

/** A rule that the `late` field's moment is not before the `early` field's, reported on `late`. */
export function notBeforeRule(early: string, late: string, message: string): CrossFieldRule {
  return {
    path: late,
    message,
    test: (v) => typeof v[early] !== 'string' || typeof v[late] !== 'string' || String(v[late]) >= String(v[early]),
  };
}

/** A rule that the number in `low` is below (or at most) the number in `high`, reported on `low`. */
export function belowRule(low: string, high: string, message: string, o: { orEqual?: boolean } = {}): CrossFieldRule {
  return {
    path: low,
    message,
    test: (v) => {
      const a = v[low];
      const b = v[high];
      if (typeof a !== 'number' || typeof b !== 'number') return true;
      return o.orEqual ? a <= b : a < b;
    },
  };
}

/** Both limits of a sale: one order's quantity may not exceed what one person may buy in all. */
export const limitsRule = belowRule('perOrderLimit', 'perPersonLimit', '单次限购不能超过每人限购', { orEqual: true });

/** The first fields of a campaign's form and list: its name and its cover. */
export function campaignHead(o: { title?: string; cover?: string } = {}) {
  return {
    title: f.text(o.title ?? '活动名称', { required: true, max: 30, keyword: true, semantic: 'title' }),
    cover: f.image(o.cover ?? '活动封面', { required: true, compress: true, help: '建议尺寸 750×420 像素' }),
  };
}

/** The window of a campaign; labels say what it is a window of (领取时间 for coupons). */
export function campaignWindow(o: { start?: string; end?: string } = {}) {
  return {
    startTime: f.datetime(o.start ?? '开始时间', { required: true }),
    endTime: f.datetime(o.end ?? '结束时间', { required: true }),
  };
}

/** What follows the playway's own fields: the derived status, the count, the switch, sharing, rules, detail. */
export function campaignTail(o: { participants: string; rules?: string; detail?: string; keepParticipants?: boolean }) {
  return {
    status: readOnly(f.select('活动状态', CAMPAIGN_STATUS, { required: true })),
    participants: readOnly(
      f.number(o.participants, { required: true, max: 100_000_000, keep: o.keepParticipants === true }),
    ),
    isShow: f.switch('上架状态', { states: SHELF_STATES }),
    shareTitle: f.text('分享标题', { max: 30, column: false, placeholder: '不填则使用活动名称' }),
    shareImage: f.image('分享图片', { column: false, help: '建议尺寸 500×400 像素，不填则使用活动封面' }),
    rules: f.textarea(o.rules ?? '活动规则', { max: 1000 }),
    detail: f.richText(o.detail ?? '活动详情'),
  };
}

/** The window's order rule every campaign has. */
export const windowRule = (o: { start?: string; end?: string } = {}) =>
  laterRule('startTime', 'endTime', `${o.end ?? '结束时间'}必须晚于${o.start ?? '开始时间'}`);

/** A figure of a data page: a count, an amount in fen, or a rate in hundredths of a percent. */
export const FIGURE_UNITS = ['count', 'fen', 'rate'] as const;
export const figureSchema = z.object({
  label: z.string(),
  value: z.number(),
  unit: z.enum(FIGURE_UNITS),
});
export type Figure = z.infer<typeof figureSchema>;

/** One prize's stock on a data page. */
export const prizeStockSchema = z.object({
  name: z.string(),
  /** What the prize is (积分, 商品…), where a playway has kinds. */
  kind: z.string(),
  /** False for what has no stock (a lottery's 未中奖 cells). */
  limited: z.boolean(),
  stock: z.number().int(),
  won: z.number().int(),
  /** Hundredths of a percent; null where a prize has no odds (boost prizes). */
  rate: z.number().int().nullable(),
});
export type PrizeStock = z.infer<typeof prizeStockSchema>;

/**
 * A campaign's data page figures: the cards, the series of the daily chart over the campaign's days (up to
 * today), and the prizes' stock where the playway has prizes.
 */
export const campaignStatsSchema = z.object({
  figures: z.array(figureSchema),
  series: z.array(z.object({ key: z.string(), label: z.string(), unit: z.enum(FIGURE_UNITS) })),
  daily: z.array(z.object({ date: z.string(), values: z.record(z.string(), z.number()) })),
  prizes: z.array(prizeStockSchema),
});
export type CampaignStats = z.infer<typeof campaignStatsSchema>;

/** Input of a data page's figures: the campaign. */
export const statsInput = z.object({ id: z.number().int().positive() });

/** A rate in hundredths of a percent as it reads: 1250 → '12.50%'. */
export function formatRate(bp: number): string {
  return `${(bp / 100).toFixed(2)}%`;
}

/** The rate of `part` in `whole` in hundredths of a percent, rounded; 0 of nothing. */
export function rateOf(part: number, whole: number): number {
  return whole > 0 ? Math.round((part * 10_000) / whole) : 0;
}
