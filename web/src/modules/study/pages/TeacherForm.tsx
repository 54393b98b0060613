import { teacher } from '@console/contracts';
import { ResourceForm } from '../../../engine';
import { useNumberParam } from '../shared/ids';
import { MissingId } from '../shared/MissingId';
import { studyPaths } from '../shared/paths';

/** 新增教师: a new teacher starts full time. */
export function TeacherCreate() {
  return (
    <ResourceForm
      resource={teacher}
      title="新增教师"
      backTo={studyPaths.teachers}
      initial={() => ({ employment: 1 })}
    />
  );
}

/** 编辑教师 (`?id=`). */
export function TeacherEdit() {
  const id = useNumberParam('id');
  if (!id) return <MissingId what="教师" back={studyPaths.teachers} />;
  return <ResourceForm resource={teacher} id={id} title="编辑教师" backTo={studyPaths.teachers} />;
}
