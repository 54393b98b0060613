import { Select } from 'antd';
import { useDeferredValue, useState } from 'react';
import { trpc } from '../../app/trpc';
import { pickerLoad } from '../../widgets/load-error/LoadError';

export interface CourseSelectProps {
  value?: number;
  onChange?: (id: number | undefined) => void;
  placeholder?: string;
  allowClear?: boolean;
  style?: React.CSSProperties;
}

/** A course, searched by name; the chosen one shows even when it is not on the search's first page. */
export function CourseSelect(p: CourseSelectProps) {
  const [keyword, setKeyword] = useState('');
  const deferred = useDeferredValue(keyword.trim());
  const list = trpc.vodCourse.list.useQuery({ page: 1, size: 50, ...(deferred ? { keyword: deferred } : {}) });
  const rows = list.data?.list ?? [];
  const missing = p.value !== undefined && !rows.some((c) => c.id === p.value);
  const chosen = trpc.vodCourse.get.useQuery({ id: p.value ?? 0 }, { enabled: missing && p.value !== undefined });
  const options = [...rows, ...(missing && chosen.data ? [chosen.data] : [])].map((c) => ({
    value: c.id,
    label: `${c.title}（${c.sectionCount} 节）`,
  }));
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      value={p.value}
      onChange={(v: number | undefined) => p.onChange?.(v)}
      allowClear={p.allowClear}
      loading={list.isFetching}
      options={options}
      placeholder={p.placeholder ?? '请选择课程'}
      {...pickerLoad(list, '课程', '没有找到课程')}
      style={{ width: 320, maxWidth: '100%', ...p.style }}
      aria-label="课程"
    />
  );
}
