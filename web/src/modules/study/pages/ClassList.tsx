import { studyClass } from '@console/contracts';
import { Flex, Progress, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useMessage } from '../../../app/message';
import { trpc } from '../../../app/trpc';
import { ResourceList, type Row, useInvalidate } from '../../../engine';
import { Button, Popconfirm } from '../../../widgets/busy';
import { LinkButton } from '../../../widgets/LinkButton';
import { studyPaths } from '../shared/paths';
import { CourseSelect, TeacherSelect } from '../shared/pickers';
import { answerOf } from '../shared/settled';
import { useUrlFilter } from '../shared/url-filter';
import { ClassStudents } from './ClassStudents';

/** 班级管理: classes with their course, teachers, room and how full they are; students, scheduling and 结课. */
export function ClassList() {
  const [courseId, setCourseId] = useUrlFilter('courseId');
  const [teacherId, setTeacherId] = useUrlFilter('teacherId');
  const [open, setOpen] = useState<Row<'studyClass'> | null>(null);
  const message = useMessage();
  const finish = trpc.studyClass.finish.useMutation();
  const invalidate = useInvalidate(studyClass);
  return (
    <>
      <ResourceList
        resource={studyClass}
        title="班级管理"
        createTo={studyPaths.classCreate}
        editTo={studyPaths.classEdit}
        header={
          <Flex wrap gap={12} style={{ marginBottom: 12 }}>
            <CourseSelect
              value={courseId}
              onChange={(v) => setCourseId(v as number | null)}
              allowClear
              aria-label="按课程筛选"
            />
            <TeacherSelect
              value={teacherId}
              onChange={(v) => setTeacherId(v as number | null)}
              allowClear
              aria-label="按老师筛选"
            />
          </Flex>
        }
        // How full a class is and whether it is open matter more than its deduction switches on a narrow list.
        priorities={{
          studentCount: 8,
          status: 7,
          scheduled: 6,
          courseName: 6,
          teacherNames: 6,
          roomName: 6,
          leaveDeduct: 3,
          absentDeduct: 3,
        }}
        columns={{
          name: { render: (v: string) => <Typography.Text strong>{v}</Typography.Text> },
          capacity: false,
          deductLessons: { title: '扣课时/节' },
          studentCount: {
            title: '学员',
            render: (v: number, r) => (
              <Flex vertical style={{ width: 96 }}>
                <span>
                  {v}/{r.capacity}
                </span>
                <Progress
                  percent={Math.round((v / r.capacity) * 100)}
                  size="small"
                  showInfo={false}
                  aria-label={`${r.name} 已有 ${v} 人，容量 ${r.capacity} 人`}
                />
              </Flex>
            ),
          },
          status: {
            render: (v: number) => <Tag color={v === 2 ? 'default' : 'green'}>{v === 2 ? '已结课' : '未结课'}</Tag>,
          },
          scheduled: {
            render: (v: number) => <Tag color={v === 1 ? 'blue' : 'orange'}>{v === 1 ? '已排课' : '未排课'}</Tag>,
          },
        }}
        rowActions={(r) => (
          <>
            <Button type="link" size="small" onClick={() => setOpen(r)}>
              学员
            </Button>
            {r.status === 1 ? (
              <>
                <LinkButton to={studyPaths.schedule(r.id)} type="link" size="small">
                  排课
                </LinkButton>
                <Popconfirm
                  title={`确定「${r.name}」结课吗？`}
                  description="结课后不能再排课，还没上的课会被取消"
                  okText="结课"
                  cancelText="取消"
                  onConfirm={async () => {
                    const out = await answerOf(finish.mutateAsync({ id: r.id }));
                    if (!out) return;
                    void message.success(
                      out.cancelledLessons > 0 ? `已结课，取消了 ${out.cancelledLessons} 节未上的课` : '已结课',
                    );
                    await invalidate();
                  }}
                >
                  <Button type="link" size="small">
                    结课
                  </Button>
                </Popconfirm>
              </>
            ) : null}
          </>
        )}
      />
      <ClassStudents klass={open} onClose={() => setOpen(null)} />
    </>
  );
}
