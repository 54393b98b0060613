import { officialStudent } from '@console/contracts';
import { ResourceList } from '../../../engine';

/** 典型学员. */
export function StudentList() {
  return <ResourceList resource={officialStudent} columns={{ avatar: { title: '照片' }, school: false }} />;
}
