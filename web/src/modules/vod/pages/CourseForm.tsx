import { PAY_TYPE, VOD_CONTENT_TYPE, vodCourse } from '@console/contracts';
import { useParams } from 'react-router-dom';
import { trpc } from '../../../app/trpc';
import { ResourceForm } from '../../../engine';
import { CategorySelect } from '../../../widgets/category/CategorySelect';
import { TeacherSelect } from '../../../widgets/teacher/TeacherSelect';
import { FreeSections } from '../FreeSections';
import { VOD_INDEX } from '../paths';

const paid = (v: Record<string, unknown>) => v.payType === PAY_TYPE.paid;

/**
 * 新增课程 / 编辑课程: category, name, cover, lecturer (a teacher), free or paid with its price, the free
 * preview sections, introduction (≤ 200), details and the shelf. A free course sends no price.
 */
export function CourseForm() {
  const params = useParams();
  const id = Number(params.id);
  const courseId = Number.isInteger(id) && id > 0 ? id : undefined;
  // The form loads the same course; this read shares its cache and names the lecturer.
  const course = trpc.vodCourse.get.useQuery({ id: courseId ?? 0 }, { enabled: courseId !== undefined });
  const lecturer = course.data?.teacherName ? { id: course.data.teacherId, name: course.data.teacherName } : null;
  return (
    <ResourceForm
      resource={vodCourse}
      backTo={VOD_INDEX}
      initial={() => ({ payType: PAY_TYPE.paid, freeSectionIds: [] })}
      transform={(v) => (paid(v) ? v : { ...v, price: '', originalPrice: '' })}
      fields={{
        categoryId: {
          render: () => (
            <CategorySelect
              contentType={VOD_CONTENT_TYPE}
              check
              managePath={`${VOD_INDEX}?type=${VOD_CONTENT_TYPE}`}
              placeholder="请选择课程分类"
              style={{ width: 280 }}
              aria-label="课程分类"
            />
          ),
        },
        teacherId: { render: () => <TeacherSelect known={lecturer} aria-label="讲师" /> },
        price: { visible: paid },
        originalPrice: { visible: paid },
        freeSectionIds: {
          visible: paid,
          render: () => <FreeSections courseId={courseId} />,
          extra: '也可以在章节列表里逐个开关',
        },
      }}
    />
  );
}
