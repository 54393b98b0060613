import { PAY_TYPE, VOD_CONTENT_TYPE, vodCourse } from '@console/contracts';
import { useParams } from 'react-router-dom';
import { ResourceForm } from '../../../engine';
import { CategorySelect } from '../../../widgets/category/CategorySelect';
import { FreeSections } from '../FreeSections';
import { VOD_INDEX } from '../paths';
import { TeacherSelect } from '../TeacherSelect';

const paid = (v: Record<string, unknown>) => v.payType === PAY_TYPE.paid;

/**
 * 新增课程 / 编辑课程: category, name, cover, lecturer (a teacher), free or paid with its price, the free
 * preview sections, introduction (≤ 200), details and the shelf. A free course sends no price.
 */
export function CourseForm() {
  const params = useParams();
  const id = Number(params.id);
  const courseId = Number.isInteger(id) && id > 0 ? id : undefined;
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
        teacherId: { render: () => <TeacherSelect /> },
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
