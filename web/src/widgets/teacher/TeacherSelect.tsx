import { TEACHER_EMPLOYMENT, type TeacherRef } from '@console/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { trpc } from '../../app/trpc';
import { pickerLoad } from '../load-error/LoadError';
import { teacherOptions } from './options';

const LEFT = TEACHER_EMPLOYMENT.find((e) => e.label === '离职')?.value;

interface Common {
  id?: string;
  placeholder?: string;
  /** The chosen teachers as the item answered them, so the choice reads before any search. */
  known?: readonly TeacherRef[] | TeacherRef | null;
  'aria-label'?: string;
}
export type TeacherSelectProps = Common &
  (
    | { multiple: true; value?: number[]; onChange?: (ids: number[]) => void; max?: number }
    | { multiple?: false; value?: number | null; onChange?: (id: number | undefined) => void }
  );

/**
 * Picks teachers of the shared teacher entity (a course's teachers, a circle's owner), searched by name on the
 * upstream. A teacher who has left cannot be newly chosen, but stays shown where already chosen.
 */
export function TeacherSelect(p: TeacherSelectProps) {
  const [keyword, setKeyword] = useState('');
  const list = trpc.teacher.list.useQuery(
    { page: 1, size: 50, keyword: keyword.trim() || undefined },
    { placeholderData: keepPreviousData },
  );
  const chosen = p.multiple ? (p.value ?? []) : p.value ? [p.value] : [];
  const known = Array.isArray(p.known) ? p.known : p.known ? [p.known as TeacherRef] : [];
  const options = teacherOptions(list.data?.list ?? [], chosen, known, LEFT);
  const common = {
    id: p.id,
    options,
    loading: list.isFetching,
    placeholder: p.placeholder ?? '请选择讲师',
    'aria-label': p['aria-label'],
    showSearch: { filterOption: false, onSearch: setKeyword },
    onBlur: () => setKeyword(''),
    style: { width: '100%', maxWidth: 480 },
    ...pickerLoad(list, '讲师', '没有找到讲师'),
  } as const;
  return p.multiple ? (
    <Select<number[]>
      {...common}
      mode="multiple"
      value={chosen}
      maxCount={p.max}
      onChange={(ids) => {
        setKeyword('');
        p.onChange?.(ids);
      }}
    />
  ) : (
    <Select<number>
      {...common}
      allowClear
      value={p.value ?? undefined}
      onChange={(id) => {
        setKeyword('');
        p.onChange?.(id ?? undefined);
      }}
    />
  );
}
