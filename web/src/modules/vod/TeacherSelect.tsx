import { TEACHER_EMPLOYMENT } from '@console/contracts';
import { Select } from 'antd';
import { useDeferredValue, useState } from 'react';
import { trpc } from '../../app/trpc';

export interface TeacherSelectProps {
  value?: number;
  onChange?: (id: number | undefined) => void;
  id?: string;
}

const LEFT = TEACHER_EMPLOYMENT.find((e) => e.label === '离职')?.value;

/**
 * A course's lecturer: a teacher of /teacher, searched by name. The chosen teacher shows even when it is not
 * on the first page of the search; a teacher who has left is shown but cannot be chosen.
 */
export function TeacherSelect(p: TeacherSelectProps) {
  const [keyword, setKeyword] = useState('');
  const deferred = useDeferredValue(keyword.trim());
  const list = trpc.teacher.list.useQuery({ page: 1, size: 50, ...(deferred ? { keyword: deferred } : {}) });
  const rows = list.data?.list ?? [];
  const missing = p.value !== undefined && !rows.some((t) => t.id === p.value);
  const chosen = trpc.teacher.get.useQuery({ id: p.value ?? 0 }, { enabled: missing && p.value !== undefined });
  const options = [...rows, ...(missing && chosen.data ? [chosen.data] : [])].map((t) => ({
    value: t.id,
    label: t.employment === LEFT ? `${t.name}（离职）` : t.title ? `${t.name} · ${t.title}` : t.name,
    disabled: t.employment === LEFT && t.id !== p.value,
  }));
  return (
    <Select
      id={p.id}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      value={p.value}
      onChange={(v: number | undefined) => p.onChange?.(v)}
      loading={list.isFetching}
      options={options}
      placeholder="请选择讲师"
      notFoundContent={list.isFetching ? '加载中…' : '没有找到讲师'}
      style={{ width: 280 }}
      aria-label="讲师"
    />
  );
}
