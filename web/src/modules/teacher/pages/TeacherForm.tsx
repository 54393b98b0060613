import { teacher } from '@console/contracts';
import { ResourceForm } from '../../../engine';

/** 新增讲师 / 编辑讲师: one form for both; new teachers start full time and shown on the storefront. */
export function TeacherForm() {
  return <ResourceForm resource={teacher} initial={() => ({ employment: 1 })} />;
}
