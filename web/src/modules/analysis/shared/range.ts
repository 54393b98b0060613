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
 * contract's own rules (ordered, at most a year, not after today). Anything else is 近7天.
 */
export function readRange(search: URLSearchParams, today = chinaToday()): RangeState {
  const preset = search.get('preset') as Preset | null;
  if (preset === 'custom') {
    const parsed = analysisRange.safeParse({ startDate: search.get('startDate'), endDate: search.get('endDate') });
    if (parsed.success) return { preset, ...parsed.data };
  }
  const known = PRESETS.some((p) => p.value === preset && p.value !== 'custom');
  const chosen = known ? (preset as Exclude<Preset, 'custom'>) : DEFAULT;
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
