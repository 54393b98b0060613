import { LEARNER_SOURCES, vodLearner } from '@console/contracts';
import { Progress, Tag, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { trpc } from '../../../app/trpc';
import { ResourceList } from '../../../engine';
import { LoadError } from '../../../widgets/load-error/LoadError';
import { CourseHeader } from '../CourseHeader';
import { learnersPath, VOD_INDEX } from '../paths';

const SOURCE_COLORS: Record<number, string> = { 1: 'blue', 2: 'gold', 3: 'purple' };
const empty = <Typography.Text type="secondary">—</Typography.Text>;

/**
 * 学员列表 (spec §2 /vod/course/user/:id): who studies a course and how far they are — name, phone, progress,
 * first study, completion and where they came from — searched, filtered and exported as a spreadsheet.
 */
export function LearnerList() {
  const params = useParams();
  const _navigate = useNavigate();
  const courseId = Number(params.id);
  const course = trpc.vodCourse.get.useQuery({ id: courseId });
  if (course.error)
    return (
      <LoadError
        error={course.error}
        onRetry={course.refetch}
        retrying={course.isFetching}
        what="课程"
        back={{ to: VOD_INDEX, label: '返回课程列表' }}
      />
    );
  return (
    <ResourceList
      resource={vodLearner}
      base={learnersPath(courseId)}
      fixed={{ courseId }}
      title="学员列表"
      header={<CourseHeader course={course.data} />}
      columns={{
        updateDate: false,
        progress: {
          title: '学习进度',
          width: 180,
          render: (v: unknown, r) => (
            <Progress
              percent={Number(v)}
              size="small"
              format={(p) => `${p}%`}
              aria-label={`${r.name} 学习进度`}
              style={{ width: 140, margin: 0 }}
            />
          ),
        },
        completeTime: {
          render: (v: unknown) => (v ? String(v) : <Typography.Text type="secondary">未完成</Typography.Text>),
        },
        lastStudyTime: { render: (v: unknown) => (v ? String(v) : empty) },
        source: {
          render: (v: unknown) => (
            <Tag color={SOURCE_COLORS[Number(v)]}>{LEARNER_SOURCES.find((s) => s.value === v)?.label ?? '—'}</Tag>
          ),
        },
      }}
    />
  );
}
