import { DEFAULT_PAGE_SIZE } from '@console/contracts';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

type Set = (value: string | number | null | undefined) => void;

/**
 * A list filter kept in the address (`?teacherId=3`), beside the engine's own: the list reads it with its
 * contract schema, and a change goes back to the first page.
 */
export function useUrlParam(name: string): [string | undefined, Set] {
  const [search, setSearch] = useSearchParams();
  const value = search.get(name) ?? undefined;
  const set = useCallback<Set>(
    (next) => {
      setSearch((prev) => {
        const out = new URLSearchParams(prev);
        if (next === null || next === undefined || next === '') out.delete(name);
        else out.set(name, String(next));
        out.delete('page');
        return out;
      });
    },
    [name, setSearch],
  );
  return [value || undefined, set];
}

/** A filter by id (a teacher, a class): a positive whole number or nothing. */
export function useUrlFilter(name: string): [number | undefined, Set] {
  const [raw, set] = useUrlParam(name);
  const n = Number(raw);
  return [Number.isInteger(n) && n > 0 ? n : undefined, set];
}

/** Several address parameters changed at once (two separate changes in one go would lose the first). */
export function useUrlPatch(): (patch: Record<string, string | number | null | undefined>) => void {
  const [, setSearch] = useSearchParams();
  return useCallback(
    (patch) =>
      setSearch((prev) => {
        const out = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(patch)) {
          if (v === null || v === undefined || v === '') out.delete(k);
          else out.set(k, String(v));
        }
        return out;
      }),
    [setSearch],
  );
}

/**
 * A hand-written list's page and page size, kept in the address (`?page=2&size=50`) as the engine's lists keep
 * theirs, and what its ListPagination calls on a change (both at once: a new size starts at page 1).
 */
export function useUrlPage(): { page: number; size: number; onChange: (page: number, size: number) => void } {
  const [search] = useSearchParams();
  const patch = useUrlPatch();
  const whole = (name: string, fallback: number) => {
    const n = Number(search.get(name));
    return Number.isInteger(n) && n > 0 ? n : fallback;
  };
  const onChange = useCallback((page: number, size: number) => patch({ page, size }), [patch]);
  return { page: whole('page', 1), size: whole('size', DEFAULT_PAGE_SIZE), onChange };
}
