import { classCourse } from '@console/contracts';
import { useParams } from 'react-router-dom';
import { trpc } from '../../../app/trpc';
import { ResourceForm } from '../../../engine';
import { teacherField } from '../parts/teacher-field';

/** 新增线下课程 / 编辑线下课程: new courses are charged by lesson and go on the shelf when saved. */
export function CourseForm() {
  const id = Number(useParams().id);
  // The form loads the same item; this read shares its cache and names the chosen teachers.
  const item = trpc.classCourse.get.useQuery({ id }, { enabled: id > 0 });
  return (
    <ResourceForm
      resource={classCourse}
      fields={{ teacherIds: teacherField(item.data?.teachers) }}
      initial={() => ({ chargeMode: 1, lessonCount: 12, capacity: 12 })}
    />
  );
}
