import { useCallback, useState } from 'react';
import { STORAGE_PREFIX } from '../../../session/storage';
import type { ClueScope } from '../shared/types';

/** The list's optional columns in display order; name and the actions column are always shown. */
export const OPTIONAL_COLUMNS = [
  { key: 'phone', title: '手机号', default: true },
  { key: 'status', title: '状态', default: true },
  { key: 'source', title: '来源', default: true },
  { key: 'tags', title: '标签', default: true },
  { key: 'follower', title: '跟进人', default: true },
  { key: 'intention', title: '意向课程', default: false },
  { key: 'remark', title: '备注', default: false },
  { key: 'createTime', title: '创建时间', default: true },
  { key: 'lastFollowTime', title: '最近跟进', default: true },
  { key: 'nextFollowTime', title: '下次跟进', default: false },
] as const;
export type OptionalColumn = (typeof OPTIONAL_COLUMNS)[number]['key'];

const KNOWN = new Set<string>(OPTIONAL_COLUMNS.map((c) => c.key));
export const DEFAULT_COLUMNS: OptionalColumn[] = OPTIONAL_COLUMNS.filter((c) => c.default).map((c) => c.key);

export const columnsKey = (scope: ClueScope, recycled: boolean) =>
  `${STORAGE_PREFIX}clueColumns_${scope}${recycled ? '_recycle' : ''}`;

/** The stored choice, or the defaults when nothing (or nothing readable) is stored. */
export function parseColumns(raw: string | null): OptionalColumn[] {
  if (raw === null) return DEFAULT_COLUMNS;
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return DEFAULT_COLUMNS;
    const picked = new Set(value.filter((k): k is OptionalColumn => typeof k === 'string' && KNOWN.has(k)));
    // Kept in display order, whatever order they were stored in.
    return OPTIONAL_COLUMNS.map((c) => c.key).filter((k) => picked.has(k));
  } catch {
    return DEFAULT_COLUMNS;
  }
}

/** The visible optional columns of one list, remembered in local storage per list. */
export function useColumnSettings(scope: ClueScope, recycled: boolean) {
  const key = columnsKey(scope, recycled);
  const [visible, setVisible] = useState<OptionalColumn[]>(() => parseColumns(localStorage.getItem(key)));
  const save = useCallback(
    (next: OptionalColumn[]) => {
      const ordered = parseColumns(JSON.stringify(next));
      setVisible(ordered);
      localStorage.setItem(key, JSON.stringify(ordered));
    },
    [key],
  );
  const reset = useCallback(() => {
    localStorage.removeItem(key);
    setVisible(DEFAULT_COLUMNS);
  }, [key]);
  return { visible, save, reset };
}
