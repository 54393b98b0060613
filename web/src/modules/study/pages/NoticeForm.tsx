import { studyNotice, TARGET_CLASS, TARGET_STUDENT } from '@console/contracts';
import { ResourceForm } from '../../../engine';
import { useNumberParam } from '../shared/ids';
import { studyPaths } from '../shared/paths';
import { ClassSelect, StudentSelect } from '../shared/pickers';

/** 新增通知 (`?id=` edits one): to classes or to students, in rich text with pictures and a recording. */
export function NoticeForm() {
  const id = useNumberParam('id');
  return (
    <ResourceForm
      resource={studyNotice}
      id={id}
      title={id ? '编辑通知' : '新增通知'}
      backTo={studyPaths.notices}
      initial={() => ({ target: TARGET_CLASS, classIds: [], studentIds: [] })}
      fields={{
        classIds: {
          render: () => <ClassSelect multiple query={{ status: 1 }} aria-label="接收班级" />,
          visible: (v) => v.target === TARGET_CLASS,
        },
        studentIds: {
          render: () => <StudentSelect multiple aria-label="接收学员" />,
          visible: (v) => v.target === TARGET_STUDENT,
        },
      }}
    />
  );
}
