import { MSG } from '@console/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMessage } from '../app/message';
import { useConfirm } from '../widgets/confirm';
import {
  type ListInput,
  type NamedResource,
  type ResourceName,
  type Row,
  resourceHooks,
  useAction,
  useInvalidate,
} from './api';
import { readListQuery, writeListQuery } from './list-params';

export interface UseResourceListOptions {
  /** Query parameters the page fixes (not in the address): the form whose data is listed. */
  fixed?: Record<string, unknown>;
  /** List the recycle bin (the resource's `recycleList`) instead of the live items. */
  bin?: boolean;
  /** Deleting moves items to the recycle bin (the resource's `recycle` call), after its own confirmation. */
  recycle?: boolean;
}

/** The confirmation and result of moving items to the recycle bin (deleting for good keeps spec §8's). */
export const RECYCLE_MSG = {
  confirm: (n: number) => (n > 1 ? `确定将选中的 ${n} 项移入回收站吗？` : '确定将该项移入回收站吗？'),
  done: '已移入回收站',
  restored: '恢复成功',
} as const;

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
  // A page lists either the live items or the bin for its whole life, so this is always the same hook.
  const list = (o.bin ? hooks.recycleList : hooks.list).useQuery(query as ListInput<N>, {
    placeholderData: keepPreviousData,
  });
  const remove = hooks.removeMany?.useMutation();
  const action = useAction(resource);
  // A resource's list output is a page (ResourceName says so); TypeScript cannot see it through a generic name.
  const page = list.data as { list: Row<N>[]; total: number } | undefined;

  const setQuery = useCallback(
    (patch: Record<string, unknown>) => {
      const next = { ...query, ...patch };
      for (const k of Object.keys(o.fixed ?? {})) delete next[k];
      setSearch(writeListQuery(next, search), { replace: false });
    },
    [query, search, setSearch, o.fixed],
  );

  /**
   * Asks, deletes, tells: '删除成功!' or '已取消删除' (spec §8); with `recycle`, asks to move the items to the
   * recycle bin and tells '已移入回收站'. Resolves whether anything went.
   */
  const confirmDelete = useCallback(
    async (ids: number[]): Promise<boolean> => {
      const toBin = o.recycle === true && !o.bin;
      if (!toBin && !remove) return false;
      let deleted = false;
      const ok = await confirm({
        content: toBin
          ? RECYCLE_MSG.confirm(ids.length)
          : ids.length > 1
            ? MSG.deleteManyConfirm
            : MSG.deleteOneConfirm,
        danger: true,
        onOk: async () => {
          // A failed delete has been told by the error policy; the dialog closes either way.
          const gone = toBin ? action.mutateAsync({ key: 'recycle', input: { ids } }) : remove?.mutateAsync({ ids });
          deleted = await Promise.resolve(gone).then(
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
      void message.success(toBin ? RECYCLE_MSG.done : MSG.deleteSuccess);
      // The last row of a later page gone: show the page before rather than an empty one.
      const left = (page?.total ?? 0) - ids.length;
      if (query.page > 1 && left <= (query.page - 1) * query.size) setQuery({ page: query.page - 1 });
      await invalidate();
      return true;
    },
    [remove, action, confirm, message, invalidate, page?.total, query, setQuery, o.recycle, o.bin],
  );

  /** Takes items out of the recycle bin. */
  const restore = useCallback(
    async (ids: number[]) => {
      await action.mutateAsync({ key: 'restore', input: { ids } });
      void message.success(RECYCLE_MSG.restored);
      await invalidate();
    },
    [action, message, invalidate],
  );

  // One array per answer, so pages keyed on the rows do not see a new list on every render.
  const rows = useMemo(() => page?.list ?? [], [page]);
  return {
    query,
    setQuery,
    list,
    rows,
    total: page?.total ?? 0,
    confirmDelete,
    restore,
    confirmHolder,
    invalidate,
    hooks,
  };
}
