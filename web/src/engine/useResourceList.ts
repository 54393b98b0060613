import { MSG } from '@console/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMessage } from '../app/message';
import { useConfirm } from '../widgets/confirm';
import { type ListInput, type NamedResource, type ResourceName, type Row, resourceHooks, useInvalidate } from './api';
import { deleteQuestion, rowName } from './delete-question';
import { readListQuery, writeListQuery } from './list-params';

export interface UseResourceListOptions {
  /** Query parameters the page fixes (not in the address): the form whose data is listed. */
  fixed?: Record<string, unknown>;
  /** List the recycle bin (the resource's `recycleList`) rather than the live items. */
  recycled?: boolean;
  /** What one item is called where the module's word differs from the resource's title (教师 for 讲师). */
  noun?: string;
  /** Its items are files or photos: a deletion asks with the spec's file messages, not by name. */
  files?: boolean;
}

/**
 * A resource's list state: the query in the address, the page of rows, and deleting with the confirmations
 * and results of spec §8. The table page and the photo grid both run on it.
 */
export function useResourceList<N extends ResourceName>(resource: NamedResource<N>, o: UseResourceListOptions = {}) {
  const message = useMessage();
  const [confirm, confirmHolder] = useConfirm();
  const [search, setSearch] = useSearchParams();
  const hooks = resourceHooks(resource);
  const invalidate = useInvalidate(resource);
  const fixedKey = JSON.stringify(o.fixed ?? {});
  // biome-ignore lint/correctness/useExhaustiveDependencies: fixedKey stands for o.fixed's content
  const query = useMemo(() => readListQuery(resource, search, o.fixed), [resource, search, fixedKey]);
  // A page lists one of the two for its whole life (a page that switches remounts its list).
  const source = o.recycled ? hooks.recycleList : hooks.list;
  const list = source.useQuery(query as ListInput<N>, { placeholderData: keepPreviousData });
  const remove = hooks.removeMany?.useMutation();
  // A resource's list output is a page (ResourceName says so); TypeScript cannot see it through a generic name.
  const page = list.data as { list: Row<N>[]; total: number } | undefined;

  const setQuery = useCallback(
    (patch: Record<string, unknown>) => {
      const next = { ...query, ...patch };
      for (const k of Object.keys(o.fixed ?? {})) delete next[k];
      // Rendered at once, not as a transition: a click that follows a search (查询 then 导出) must act on it.
      setSearch(writeListQuery(next, search), { replace: false, flushSync: true });
    },
    [query, search, setSearch, o.fixed],
  );

  /** Asks, deletes, tells: '删除成功!' or '已取消删除'. Resolves whether anything was deleted. */
  const confirmDelete = useCallback(
    async (ids: number[]): Promise<boolean> => {
      if (!remove) return false;
      let deleted = false;
      const ok = await confirm({
        content: deleteQuestion({
          what: o.noun ?? resource.title,
          names: ids.flatMap((id) => {
            const row = page?.list.find((r) => (r as { id?: number }).id === id);
            const name = row ? rowName(resource.fields, row) : undefined;
            return name ? [name] : [];
          }),
          count: ids.length,
          files: o.files,
        }),
        danger: true,
        onOk: async () => {
          // A failed delete has been told by the error policy; the dialog closes either way.
          deleted = await remove.mutateAsync({ ids }).then(
            () => true,
            () => false,
          );
        },
      });
      if (!ok) {
        void message.info(MSG.deleteCancelled);
        return false;
      }
      if (!deleted) return false;
      void message.success(MSG.deleteSuccess);
      // The last row of a later page gone: show the page before rather than an empty one.
      const left = (page?.total ?? 0) - ids.length;
      if (query.page > 1 && left <= (query.page - 1) * query.size) setQuery({ page: query.page - 1 });
      await invalidate();
      return true;
    },
    [remove, confirm, message, invalidate, page, query, setQuery, resource, o.files, o.noun],
  );

  // One array per answer, so pages keyed on the rows do not see a new list on every render.
  const rows = useMemo(() => page?.list ?? [], [page]);
  return {
    query,
    setQuery,
    list,
    rows,
    total: page?.total ?? 0,
    confirm,
    confirmDelete,
    confirmHolder,
    invalidate,
    hooks,
  };
}
