import { LESSON_STATUS, type Lesson, optionLabel } from '@console/contracts';
import { Descriptions, Flex, Tag } from 'antd';
import { Button } from '../../../widgets/busy';
import { LinkButton } from '../../../widgets/LinkButton';
import { lessonWhen } from '../shared/format';
import { studyPaths } from '../shared/paths';

/** A lesson's particulars, with roll call and (while it can move) 调课. */
export function LessonCard({ lesson: l, onMove }: { lesson: Lesson; onMove?: () => void }) {
  return (
    <Flex vertical gap={8} style={{ maxWidth: 300 }}>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'class', label: '班级', children: l.className },
          { key: 'when', label: '时间', children: lessonWhen(l) },
          { key: 'teacher', label: '老师', children: l.teacherName },
          { key: 'room', label: '教室', children: l.roomName || '—' },
          { key: 'students', label: '人数', children: `${l.studentCount}/${l.capacity}` },
          {
            key: 'status',
            label: '状态',
            children: <Tag color={l.status === 2 ? 'green' : 'default'}>{optionLabel(LESSON_STATUS, l.status)}</Tag>,
          },
          ...(l.content ? [{ key: 'content', label: '内容', children: l.content }] : []),
        ]}
      />
      <Flex gap={8}>
        <LinkButton to={`${studyPaths.signIn}?lessonId=${l.id}`} size="small" type="primary">
          {l.status === 2 ? '点名详情' : '点名'}
        </LinkButton>
        {onMove ? (
          <Button size="small" onClick={onMove}>
            调课
          </Button>
        ) : null}
      </Flex>
    </Flex>
  );
}
