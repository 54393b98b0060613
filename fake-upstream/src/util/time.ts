/**
 * Dates as the upstream shows them: China Standard Time (UTC+8, no daylight saving), whatever the machine's
 * time zone, so seeds, "today" and exports read the same everywhere.
 */
const CST_OFFSET_MS = 8 * 3600_000;
export const DAY_MS = 86_400_000;

const pad = (n: number) => String(n).padStart(2, '0');

function cst(ms: number): Date {
  return new Date(ms + CST_OFFSET_MS);
}

/** 'YYYY-MM-DD' in China time. */
export function formatDate(ms: number): string {
  const d = cst(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** 'YYYY-MM-DD HH:mm:ss' in China time. */
export function formatDateTime(ms: number): string {
  const d = cst(ms);
  return `${formatDate(ms)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** Midnight (China time) of the day `ms` falls in. */
export function startOfDay(ms: number): number {
  return Math.floor((ms + CST_OFFSET_MS) / DAY_MS) * DAY_MS - CST_OFFSET_MS;
}

/**
 * Reads 'YYYY-MM-DD', 'YYYY-MM-DD HH:mm' or 'YYYY-MM-DD HH:mm:ss' as China time, or an ISO text with its own
 * offset. Null when the text is not a date.
 */
export function parseDateTime(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  if (m) {
    const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
    const ms = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)) - CST_OFFSET_MS;
    // Date.UTC rolls 2024-02-31 over to March; a date that does not format back was not a real date.
    return formatDate(ms) === `${y}-${mo}-${d}` ? ms : null;
  }
  const iso = Date.parse(text);
  return /\d{4}-\d{2}-\d{2}T/.test(text) && Number.isFinite(iso) ? iso : null;
}

/** Object-key date folders (`yyyy/mm/dd/`) use UTC, as the gateway's STS issuer does. */
export function utcDateFolders(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}/${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/`;
}
