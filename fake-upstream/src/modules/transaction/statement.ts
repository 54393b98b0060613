import type { Bill, BillPeriod, Flow, FlowDirection, FlowType } from '@console/contracts';
import { DAY_MS, formatDate, formatDateTime, parseDateTime, startOfDay } from '../../util/time.js';
import type { FlowRow, Ledger } from './ledger.js';

export interface FlowQuery {
  direction?: FlowDirection;
  type?: FlowType;
  keyword?: string;
  startDate?: string;
  endDate?: string;
}

export function flowView(f: FlowRow): Flow {
  const { at, orderId: _orderId, ...rest } = f;
  return { ...rest, time: formatDateTime(at) };
}

/** Flow lines a query selects, newest first. */
export function* selectFlows(ledger: Ledger, q: FlowQuery): Generator<FlowRow> {
  const from = q.startDate ? (parseDateTime(q.startDate) ?? 0) : Number.NEGATIVE_INFINITY;
  const to = q.endDate ? (parseDateTime(q.endDate) ?? 0) + DAY_MS : Number.POSITIVE_INFINITY;
  const kw = q.keyword?.trim() ?? '';
  for (let i = ledger.flows.length - 1; i >= 0; i--) {
    const f = ledger.flows[i] as FlowRow;
    if (f.at >= to) continue;
    if (f.at < from) break;
    if (q.direction !== undefined && f.direction !== q.direction) continue;
    if (q.type !== undefined && f.type !== q.type) continue;
    if (kw !== '' && !f.tradeNo.includes(kw) && !(f.orderNo ?? '').includes(kw)) continue;
    yield f;
  }
}

/** A page of flow lines with what the whole selection adds up to. */
export function flowPage(ledger: Ledger, q: FlowQuery & { page: number; size: number }) {
  const start = (q.page - 1) * q.size;
  const list: Flow[] = [];
  let total = 0;
  let income = 0;
  let expense = 0;
  for (const f of selectFlows(ledger, q)) {
    if (total >= start && list.length < q.size) list.push(flowView(f));
    total++;
    if (f.direction === 'in') income += f.amount;
    else expense += f.amount;
  }
  return { list, total, income, expense };
}

/** The first day of the period (China time) that `ms` falls in. */
function periodStart(ms: number, period: BillPeriod): number {
  const day = startOfDay(ms);
  if (period === 'day') return day;
  const d = new Date(day + 8 * 3_600_000);
  if (period === 'week') return day - ((d.getUTCDay() + 6) % 7) * DAY_MS;
  return day - (d.getUTCDate() - 1) * DAY_MS;
}

function periodEnd(start: number, period: BillPeriod): number {
  if (period === 'day') return start;
  if (period === 'week') return start + 6 * DAY_MS;
  const d = new Date(start + 8 * 3_600_000);
  const next = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) - 8 * 3_600_000;
  return next - DAY_MS;
}

/** Bills by day, week (Monday to Sunday) or month: each period that had flow lines, newest first. */
export function bills(ledger: Ledger, q: { period: BillPeriod; startDate?: string; endDate?: string }): Bill[] {
  const out: Bill[] = [];
  let current: Bill | null = null;
  let currentStart = Number.NaN;
  for (const f of selectFlows(ledger, { startDate: q.startDate, endDate: q.endDate })) {
    const start = periodStart(f.at, q.period);
    if (start !== currentStart) {
      const end = periodEnd(start, q.period);
      const first = formatDate(start);
      current = {
        period: q.period === 'day' ? first : q.period === 'week' ? `${first} ~ ${formatDate(end)}` : first.slice(0, 7),
        startDate: first,
        endDate: formatDate(end),
        income: 0,
        expense: 0,
        net: 0,
        count: 0,
      };
      currentStart = start;
      out.push(current);
    }
    const b = current as Bill;
    if (f.direction === 'in') b.income += f.amount;
    else b.expense += f.amount;
    b.net = b.income - b.expense;
    b.count++;
  }
  return out;
}
