import { teacher } from '@console/contracts';
import { ResourceForm } from '../../../engine';
import { LECTURERS_TAB } from '../paths';

/** 新增讲师 / 编辑讲师 of online courses: the teacher entity's own form, back to the lecturers tab. */
export function LecturerForm() {
  return <ResourceForm resource={teacher} backTo={LECTURERS_TAB} initial={() => ({ employment: 1 })} />;
}
