import { studyClass, studyCourse, studyRoom, studyStudent, teacher } from '@console/contracts';
import type { CSSProperties } from 'react';
import { ResourceSelect } from '../../../engine';

/** What every picker of the study centre takes from a form item or a page. */
export interface PickerProps {
  value?: number | number[] | null;
  onChange?: (value: number | number[] | null) => void;
  multiple?: boolean;
  query?: Record<string, unknown>;
  placeholder?: string;
  allowClear?: boolean;
  style?: CSSProperties;
  id?: string;
  'aria-label'?: string;
  /** Ids offered but not to be chosen (students already in a class). */
  exclude?: readonly number[];
}

const width = (p: PickerProps) => p.style ?? { width: p.multiple ? '100%' : 240, maxWidth: '100%' };

/** Teachers of the shared teacher entity; those who left are shown but cannot be given lessons. */
export function TeacherSelect(p: PickerProps) {
  return (
    <ResourceSelect
      {...p}
      style={width(p)}
      resource={teacher}
      label={(t) => (t.employment === 3 ? `${t.name}（离职）` : t.name)}
      disabled={(t) => t.employment === 3 || (p.exclude?.includes(t.id) ?? false)}
      placeholder={p.placeholder ?? '请选择老师'}
    />
  );
}

export function CourseSelect(p: PickerProps) {
  return (
    <ResourceSelect
      {...p}
      style={width(p)}
      resource={studyCourse}
      label={(c) => c.name}
      placeholder={p.placeholder ?? '请选择课程'}
    />
  );
}

export function ClassSelect(p: PickerProps) {
  return (
    <ResourceSelect
      {...p}
      style={width(p)}
      resource={studyClass}
      label={(c) => (c.status === 2 ? `${c.name}（已结课）` : c.name)}
      placeholder={p.placeholder ?? '请选择班级'}
    />
  );
}

export function RoomSelect(p: PickerProps) {
  return (
    <ResourceSelect
      {...p}
      style={width(p)}
      resource={studyRoom}
      label={(r) => `${r.name}（${r.capacity} 人）`}
      placeholder={p.placeholder ?? '请选择教室'}
    />
  );
}

/** Students by name, with the phone's last four digits to tell namesakes apart. */
export function StudentSelect(p: PickerProps) {
  return (
    <ResourceSelect
      {...p}
      style={width(p)}
      resource={studyStudent}
      label={(s) => `${s.name}（${s.phone.slice(-4)}）`}
      disabled={(s) => p.exclude?.includes(s.id) ?? false}
      placeholder={p.placeholder ?? '输入姓名搜索学员'}
    />
  );
}
