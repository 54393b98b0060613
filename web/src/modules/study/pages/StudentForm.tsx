import { studyStudent } from '@console/contracts';
import { ResourceForm } from '../../../engine';
import { useNumberParam } from '../shared/ids';
import { MissingId } from '../shared/MissingId';
import { studyPaths } from '../shared/paths';

/** 新增学员: a new student is a prospect (潜在) until they join a class, the parent's phone first. */
export function StudentCreate() {
  return (
    <ResourceForm
      resource={studyStudent}
      title="新增学员"
      backTo={studyPaths.students}
      initial={() => ({ type: 1, relation: 3 })}
    />
  );
}

/** 编辑学员 (`?id=`): back to their profile once saved. */
export function StudentEdit() {
  const id = useNumberParam('id');
  if (!id) return <MissingId what="学员" back={studyPaths.students} />;
  return <ResourceForm resource={studyStudent} id={id} title="编辑学员" backTo={studyPaths.studentInfo(id)} />;
}
