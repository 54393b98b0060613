import { Select } from 'antd';
import { type CSSProperties, useEffect, useMemo, useState } from 'react';
import { trpc } from '../app/trpc';
import { pickerLoad } from '../widgets/load-error/LoadError';
import { type ListInput, type NamedResource, type ResourceName, type Row, resourceHooks } from './api';

/** At most this many items are offered at once; typing narrows them. */
const PAGE = 50;

export interface ResourceSelectProps<N extends ResourceName> {
  resource: NamedResource<N>;
  /** How one item reads as an option. */
  label: (row: Row<N>) => string;
  value?: number | number[] | null;
  onChange?: (value: number | number[] | null) => void;
  multiple?: boolean;
  /** List parameters that limit the choice (open classes only, a course's lessons). */
  query?: Record<string, unknown>;
  /** Items shown but not to be chosen (students already in the class). */
  disabled?: (row: Row<N>) => boolean;
  placeholder?: string;
  allowClear?: boolean;
  style?: CSSProperties;
  id?: string;
  'aria-label'?: string;
}

export interface Option {
  value: number;
  label: string;
  disabled?: boolean;
}

/**
 * The options of a picker: the items of the page shown, then every chosen item that page does not hold, under
 * the name it was last seen with (or its number until it is known), so a choice never shows as a bare id.
 */
export function selectOptions<R extends { id: number }>(
  rows: readonly R[],
  label: (row: R) => string,
  known: ReadonlyMap<number, string>,
  chosen: readonly number[],
  disabled?: (row: R) => boolean,
): Option[] {
  const out: Option[] = rows.map((r) => ({ value: r.id, label: label(r), disabled: disabled?.(r) || undefined }));
  const shown = new Set(out.map((o) => o.value));
  for (const id of chosen) if (!shown.has(id)) out.push({ value: id, label: known.get(id) ?? `#${id}` });
  return out;
}

type Client = Record<string, { get: { query(input: { id: number }): Promise<unknown> } }>;

/**
 * A picker of a resource's items (a class's course, its teachers, a notice's students): the first page of the
 * list, narrowed by typing when the resource takes a keyword; chosen items outside the page are read by id.
 */
export function ResourceSelect<N extends ResourceName>(p: ResourceSelectProps<N>) {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const hooks = resourceHooks(p.resource);
  const input = { page: 1, size: PAGE, ...(keyword && p.resource.keyword ? { keyword } : {}), ...p.query };
  const list = hooks.list.useQuery(input as ListInput<N>);
  const rows = useMemo(
    () => ((list.data as { list: Row<N>[] } | undefined)?.list ?? []) as Array<Row<N> & { id: number }>,
    [list.data],
  );
  const chosen = useMemo(
    () => (Array.isArray(p.value) ? p.value : typeof p.value === 'number' ? [p.value] : []),
    [p.value],
  );
  const [known, setKnown] = useState<ReadonlyMap<number, string>>(new Map());
  const { label } = p;
  useEffect(() => {
    if (rows.length === 0) return;
    setKnown((prev) => new Map([...prev, ...rows.map((r) => [r.id, label(r)] as const)]));
  }, [rows, label]);

  // Chosen items the page does not hold are read one by one, once.
  const utils = trpc.useUtils();
  const missing = chosen.filter((id) => !known.has(id) && !rows.some((r) => r.id === id));
  const missingKey = missing.join(',');
  const canGet = Boolean(p.resource.calls.get);
  // biome-ignore lint/correctness/useExhaustiveDependencies: missingKey stands for the ids still unknown
  useEffect(() => {
    if (!canGet || missing.length === 0 || list.isFetching) return;
    const client = utils.client as unknown as Client;
    void Promise.all(
      missing.map((id) =>
        client[p.resource.name]?.get.query({ id }).then(
          (row) => [id, label(row as Row<N>)] as const,
          () => [id, `#${id}`] as const,
        ),
      ),
    ).then((found) => setKnown((prev) => new Map([...prev, ...found.filter((f) => f !== undefined)])));
  }, [missingKey, canGet, list.isFetching]);

  const options = selectOptions(rows, label, known, chosen, p.disabled);
  return (
    <Select<number | number[]>
      id={p.id}
      mode={p.multiple ? 'multiple' : undefined}
      value={p.multiple ? chosen : (chosen[0] ?? null)}
      onChange={(v) => p.onChange?.(v ?? null)}
      options={options}
      loading={list.isFetching}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      onBlur={() => setTyped('')}
      allowClear={p.allowClear}
      placeholder={p.placeholder}
      style={p.style}
      aria-label={p['aria-label']}
      {...pickerLoad(list, p.resource.title)}
      maxTagCount="responsive"
    />
  );
}
