import { type AnalysisRange, addDays, analysisRange, chinaToday, previousRange } from '@console/contracts';
import '../../../widgets/form/zod-locale';

export const PRESETS = [
  { value: 'today', label: '今日' },
  { value: 'yesterday', label: '昨日' },
  { value: 'last7', label: '近7天' },
  { value: 'last30', label: '近30天' },
  { value: 'month', label: '本月' },
  { value: 'custom', label: '自定义' },
] as const;
export type Preset = (typeof PRESETS)[number]['value'];

export interface RangeState extends AnalysisRange {
  preset: Preset;
  /** Why the range in the address was not used (shown above the figures), when it was not. */
  refused?: string;
}

/** The days of a preset, counted back from `today` (China time). */
export function presetRange(preset: Exclude<Preset, 'custom'>, today: string): AnalysisRange {
  switch (preset) {
    case 'today':
      return { startDate: today, endDate: today };
    case 'yesterday':
      return { startDate: addDays(today, -1), endDate: addDays(today, -1) };
    case 'last7':
      return { startDate: addDays(today, -6), endDate: today };
    case 'last30':
      return { startDate: addDays(today, -29), endDate: today };
    case 'month':
      return { startDate: `${today.slice(0, 8)}01`, endDate: today };
  }
}

const DEFAULT: Exclude<Preset, 'custom'> = 'last7';

/**
 * The range in the address: `?preset=last30`, or `?preset=custom&startDate=…&endDate=…` checked with the
 * contract's own rules (ordered, at most a year, not after today). Anything else is 近7天, and says why: a
 * person who opened a link must not read 近7天's figures as the days they asked for.
 */
export function readRange(search: URLSearchParams, today = chinaToday()): RangeState {
  const preset = search.get('preset');
  const fallback = (refused: string): RangeState => ({ preset: DEFAULT, ...presetRange(DEFAULT, today), refused });
  if (preset === 'custom') {
    const start = search.get('startDate');
    const end = search.get('endDate');
    if (!start || !end) return fallback('地址中的自定义时间不完整，已显示近7天的数据');
    const parsed = analysisRange.safeParse({ startDate: start, endDate: end });
    if (parsed.success) return { preset, ...parsed.data };
    const why = parsed.error.issues[0]?.message ?? '日期有误';
    return fallback(`地址中的自定义时间 ${start} 至 ${end} 无效（${why}），已显示近7天的数据`);
  }
  if (preset === null) return { preset: DEFAULT, ...presetRange(DEFAULT, today) };
  const known = PRESETS.find((p) => p.value === preset && p.value !== 'custom');
  if (!known) return fallback(`地址中的时间范围「${preset}」无效，已显示近7天的数据`);
  const chosen = known.value as Exclude<Preset, 'custom'>;
  return { preset: chosen, ...presetRange(chosen, today) };
}

export function writeRange(r: RangeState): URLSearchParams {
  const out = new URLSearchParams();
  if (r.preset !== DEFAULT) out.set('preset', r.preset);
  if (r.preset === 'custom') {
    out.set('startDate', r.startDate);
    out.set('endDate', r.endDate);
  }
  return out;
}

/** What the range is compared with (环比), in words. */
export function comparedWith(r: AnalysisRange): string {
  const prev = previousRange(r.startDate, r.endDate);
  return prev.startDate === prev.endDate ? prev.startDate : `${prev.startDate} 至 ${prev.endDate}`;
}
