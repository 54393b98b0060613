import type { TeacherRef } from '@console/contracts';
import type { FieldOverride } from '../../../engine';
import { TeacherSelect } from '../../../widgets/teacher/TeacherSelect';

/** The form control of a course's teachers: the shared teacher picker, one to five. */
export function teacherField(known: readonly TeacherRef[] | undefined): FieldOverride {
  return {
    render: () => <TeacherSelect multiple max={5} known={known} placeholder="请选择授课老师" aria-label="授课老师" />,
    extra: '最多 5 位，讲师在「讲师管理」中维护',
  };
}
