/**
 * The business runs on China time (Asia/Shanghai, UTC+8 all year, no daylight saving): every date the console
 * shows, defaults to or checks is that zone's, whatever the zone of the machine or the browser.
 */
export const CHINA_OFFSET_MS = 8 * 3600 * 1000;

const iso = (ms: number) => new Date(ms + CHINA_OFFSET_MS).toISOString();

/** 'YYYY-MM-DD' of `ms` in China time. */
export const chinaDate = (ms: number): string => iso(ms).slice(0, 10);

/** 'YYYY-MM-DD HH:mm:ss' of `ms` in China time. */
export const chinaDateTime = (ms: number): string => `${iso(ms).slice(0, 10)} ${iso(ms).slice(11, 19)}`;

export const chinaToday = (): string => chinaDate(Date.now());
export const chinaNow = (): string => chinaDateTime(Date.now());

/** Milliseconds of a China-time 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm:ss'; NaN when it is not one. */
export function chinaMs(text: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/.exec(text);
  if (!m) return Number.NaN;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
  return Date.UTC(+y!, +mo! - 1, +d!, +h, +mi, +s) - CHINA_OFFSET_MS;
}
