import { type AnyResource, DEFAULT_PAGE_SIZE, fromQuery } from '@console/contracts';
import '../widgets/form/zod-locale';

/**
 * A list's query lives in the address (`?page=2&size=50&keyword=…&isShow=1`): reloads, tabs and the back
 * button keep it. It is read with the contract's own list schema, so a hand-edited address cannot send an
 * invalid query; anything unreadable falls back to the first page.
 */
export function readListQuery(
  resource: AnyResource,
  search: URLSearchParams,
  fixed: Record<string, unknown> = {},
): Record<string, unknown> & { page: number; size: number } {
  return readQuery(resource.listInput, search, fixed);
}

/** `readListQuery` for a paged call that is not a resource's list (a documented call), by its input schema. */
export function readQuery(
  schema: AnyResource['listInput'],
  search: URLSearchParams,
  fixed: Record<string, unknown> = {},
): Record<string, unknown> & { page: number; size: number } {
  const raw: Record<string, string> = {};
  for (const [k, v] of search) if (v !== '') raw[k] = v;
  const parsed = schema.safeParse({ ...fromQuery(schema, raw), ...fixed });
  if (parsed.success) return parsed.data as Record<string, unknown> & { page: number; size: number };
  const fallback = schema.safeParse({ ...fixed });
  return (fallback.success ? fallback.data : { page: 1, size: DEFAULT_PAGE_SIZE, ...fixed }) as Record<
    string,
    unknown
  > & {
    page: number;
    size: number;
  };
}

/** The address query for a list query: defaults and empty values left out. */
export function writeListQuery(
  query: Record<string, unknown>,
  keep: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const out = new URLSearchParams(keep);
  for (const [k, v] of Object.entries(query)) {
    const isDefault = (k === 'page' && v === 1) || (k === 'size' && v === DEFAULT_PAGE_SIZE);
    if (v === undefined || v === null || v === '' || isDefault) out.delete(k);
    else out.set(k, String(v));
  }
  return out;
}
