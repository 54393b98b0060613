import { DEFAULT_PAGE_SIZE, fromQuery, orderListInput } from '@console/contracts';
import type { RouterInputs } from '../../../app/trpc';
import '../../../widgets/form/zod-locale';

export type OrderListQuery = RouterInputs['order']['list'] & { page: number; size: number };

const DEFAULTS = { page: 1, size: DEFAULT_PAGE_SIZE, searchField: 'orderNo' } as const;

/**
 * The order list's query lives in the address (tab, filters, search, page): read with the contract's own
 * schema, so a hand-edited address never sends an invalid query; anything unreadable is the first page.
 */
export function readOrderQuery(search: URLSearchParams): OrderListQuery {
  const raw: Record<string, string> = {};
  for (const [k, v] of search) if (v !== '') raw[k] = v;
  const parsed = orderListInput.safeParse(fromQuery(orderListInput, raw));
  return (parsed.success ? parsed.data : { ...DEFAULTS }) as OrderListQuery;
}

/** The address query of a list query: defaults and empty values left out. */
export function writeOrderQuery(q: Partial<OrderListQuery>): URLSearchParams {
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) {
    if (v === undefined || v === null || v === '') continue;
    if (DEFAULTS[k as keyof typeof DEFAULTS] === v) continue;
    out.set(k, String(v));
  }
  return out;
}

/** The filters of a query without its page: what the export takes. */
export function filtersOf(q: OrderListQuery): Omit<OrderListQuery, 'page' | 'size'> {
  const { page: _page, size: _size, ...filters } = q;
  return filters;
}
