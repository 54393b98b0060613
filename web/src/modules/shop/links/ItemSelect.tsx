import type { AnyResource, FieldDef } from '@console/contracts';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { type NamedResource, type ResourceName, resourceHooks } from '../../../engine/api';
import { pickerLoad } from '../../../widgets/load-error/LoadError';

/** The field an item is called by: its first keyword text field (a course's title, a product's name). */
export function titleField(resource: AnyResource): string {
  const entry = Object.entries(resource.fields as Record<string, FieldDef>).find(
    ([, d]) => d.meta.kind === 'text' && d.meta.keyword,
  );
  return entry?.[0] ?? 'name';
}

/** An item chosen for a link: its id and what it is called. */
export interface ChosenItem {
  id: number;
  title: string;
}

const PAGE = 20;

/**
 * One item of another module, picked through that module's contract (its `list` with a keyword), never its
 * pages: the first page of the list, narrowed by typing. The chosen item keeps the title it was chosen with.
 */
export function ItemSelect(p: {
  resource: AnyResource;
  value: ChosenItem | null;
  onChange: (item: ChosenItem | null) => void;
  placeholder: string;
  id?: string;
}) {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  // Which resource is chosen at run time (the kind of link); every one of them has a `list` with paging.
  const hooks = resourceHooks(p.resource as NamedResource<ResourceName>);
  const list = hooks.list.useQuery({ page: 1, size: PAGE, ...(keyword ? { keyword } : {}) } as never);
  const field = titleField(p.resource);
  const rows = ((list.data as { list?: Array<Record<string, unknown>> } | undefined)?.list ?? []).map((r) => ({
    value: Number(r.id),
    label: String(r[field] ?? `#${String(r.id)}`),
  }));
  const options =
    p.value && !rows.some((r) => r.value === p.value?.id)
      ? [{ value: p.value.id, label: p.value.title }, ...rows]
      : rows;
  return (
    <Select<number>
      id={p.id}
      value={p.value?.id ?? null}
      options={options}
      onChange={(v) => {
        const o = options.find((x) => x.value === v);
        p.onChange(o ? { id: o.value, title: o.label.slice(0, 50) } : null);
      }}
      loading={list.isFetching}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      onBlur={() => setTyped('')}
      placeholder={p.placeholder}
      aria-label={p.placeholder}
      {...pickerLoad(list, p.resource.title)}
      style={{ width: '100%' }}
    />
  );
}
