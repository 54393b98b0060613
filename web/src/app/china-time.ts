import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/zh-cn';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { CHINA_ZONE } from './china-zone';

dayjs.extend(utc);
dayjs.extend(timezone);
// Week and month names in Chinese, for formats and antd's pickers alike.
dayjs.locale('zh-cn');

/** Now, on China's clock (see china-zone.ts). `now` is for tests. */
export function chinaNow(now: number | Date = Date.now()): Dayjs {
  return dayjs(now).tz(CHINA_ZONE);
}

/** Today's date in China, 'YYYY-MM-DD'. */
export function chinaToday(now?: number | Date): string {
  return chinaNow(now).format('YYYY-MM-DD');
}

/** An instant shown on China's clock. */
export function formatChina(at: number | Date, format: string): string {
  return chinaNow(at).format(format);
}

/** Whether a calendar day ('YYYY-MM-DD' of a picker's date) is before today in China. */
export function isBeforeChinaToday(day: Dayjs, now?: number | Date): boolean {
  return day.format('YYYY-MM-DD') < chinaToday(now);
}
