import type { LessonConflict } from '@console/contracts';
import { Alert, List, Tag, Typography } from 'antd';

const KIND: Record<LessonConflict['kind'], { label: string; color: string }> = {
  teacher: { label: '老师冲突', color: 'red' },
  room: { label: '教室冲突', color: 'volcano' },
  class: { label: '班级冲突', color: 'orange' },
  student: { label: '学员冲突', color: 'gold' },
};

/** The clashes of a schedule or a move, each with the lesson it clashes with; nothing is saved while any stay. */
export function ConflictList({ conflicts, action }: { conflicts: readonly LessonConflict[]; action: string }) {
  return (
    <Alert
      type="error"
      showIcon
      title={`有 ${conflicts.length} 处冲突，请调整后再${action}`}
      description={
        <List
          size="small"
          dataSource={conflicts.slice(0, 50)}
          renderItem={(c) => (
            <List.Item style={{ paddingInline: 0 }}>
              <Typography.Text>
                <Tag color={KIND[c.kind].color}>{KIND[c.kind].label}</Tag>
                {c.date} {c.startTime}-{c.endTime}：{c.message}
              </Typography.Text>
            </List.Item>
          )}
          footer={conflicts.length > 50 ? `另有 ${conflicts.length - 50} 处冲突未列出` : undefined}
        />
      }
    />
  );
}
