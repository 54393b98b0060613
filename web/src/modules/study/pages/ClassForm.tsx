import { studyClass } from '@console/contracts';
import type { FormInstance } from 'antd';
import { trpc } from '../../../app/trpc';
import { type FieldOverride, ResourceForm } from '../../../engine';
import { useNumberParam } from '../shared/ids';
import { MissingId } from '../shared/MissingId';
import { studyPaths } from '../shared/paths';
import { CourseSelect, RoomSelect, TeacherSelect } from '../shared/pickers';
import { answerOf } from '../shared/settled';

/** The course picker of a new class: choosing a course brings its lessons per attendance along. */
function CourseField(p: { value?: number; onChange?: (v: number | null) => void; id?: string; form: FormInstance }) {
  const utils = trpc.useUtils();
  return (
    <CourseSelect
      id={p.id}
      value={p.value}
      aria-label="课程"
      onChange={async (v) => {
        p.onChange?.(v as number | null);
        if (typeof v !== 'number') return;
        const course = await answerOf(utils.studyCourse.get.fetch({ id: v }));
        if (!course) return;
        if (!p.form.isFieldTouched('deductLessons')) p.form.setFieldValue('deductLessons', course.deductLessons);
      }}
    />
  );
}

const fields = (creating: boolean): Record<string, FieldOverride> => ({
  courseId: { render: ({ form }) => (creating ? <CourseField form={form} /> : <CourseSelect aria-label="课程" />) },
  teacherIds: {
    render: () => <TeacherSelect multiple aria-label="上课老师" />,
    extra: '第一位老师为排课时的默认上课老师',
  },
  roomId: { render: () => <RoomSelect allowClear aria-label="教室" /> },
  leaveDeduct: { extra: '学员请假时是否也扣课时' },
  absentDeduct: { extra: '学员未到（未请假）时是否扣课时' },
});

/** 新增班级: a class of a course, its capacity, teachers and room; students are added from the class list. */
export function ClassCreate() {
  return (
    <ResourceForm
      resource={studyClass}
      title="新增班级"
      backTo={studyPaths.classes}
      initial={() => ({ capacity: 12, deductLessons: 1 })}
      fields={fields(true)}
    />
  );
}

/** 编辑班级 (`?id=`). */
export function ClassEdit() {
  const id = useNumberParam('id');
  if (!id) return <MissingId what="班级" back={studyPaths.classes} />;
  return (
    <ResourceForm resource={studyClass} id={id} title="编辑班级" backTo={studyPaths.classes} fields={fields(false)} />
  );
}
