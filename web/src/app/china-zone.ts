/**
 * The business runs on China time (Asia/Shanghai), whatever the browser's zone: the server's times are China
 * time, and every date the console shows or defaults to is in that zone. China has kept UTC+8 without daylight
 * saving since 1991, so code that must stay small (the login page's expiry check) can use the fixed offset;
 * everything else goes through china-time.ts.
 */
export const CHINA_ZONE = 'Asia/Shanghai';
export const CHINA_UTC_OFFSET_MS = 8 * 3600_000;

/** The instant of a China wall-clock time (month 1–12). */
export function chinaWallClock(y: number, month: number, d: number, h = 0, mi = 0, s = 0): number {
  return Date.UTC(y, month - 1, d, h, mi, s) - CHINA_UTC_OFFSET_MS;
}
