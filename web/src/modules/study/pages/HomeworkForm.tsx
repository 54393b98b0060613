import { studyHomework } from '@console/contracts';
import { ResourceForm } from '../../../engine';
import { useNumberParam } from '../shared/ids';
import { MissingId } from '../shared/MissingId';
import { studyPaths } from '../shared/paths';

/** 布置作业 (`/createHomework/{clockId}`): a homework of a homework series, due after now. */
export function HomeworkCreate() {
  const checkId = useNumberParam('clockId');
  if (!checkId) return <MissingId what="作业打卡" back={studyPaths.checks} />;
  return (
    <ResourceForm resource={studyHomework} parentId={checkId} title="布置作业" backTo={studyPaths.diaryInfo(checkId)} />
  );
}

/** 编辑作业 (`/editHomework/{id}`): back to its submissions once saved. */
export function HomeworkEdit() {
  const id = useNumberParam('id');
  if (!id) return <MissingId what="作业" back={studyPaths.checks} />;
  return <ResourceForm resource={studyHomework} id={id} title="编辑作业" backTo={studyPaths.homeworkInfo(id)} />;
}
