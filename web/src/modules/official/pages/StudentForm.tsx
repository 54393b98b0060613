import { officialStudent } from '@console/contracts';
import { ResourceForm } from '../../../engine';

export function StudentForm() {
  return <ResourceForm resource={officialStudent} fields={{ avatar: { extra: '建议使用 1:1 的正面照片' } }} />;
}
