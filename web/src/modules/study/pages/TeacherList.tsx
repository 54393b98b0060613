import { teacher } from '@console/contracts';
import { Avatar, Space, Typography } from 'antd';
import { ResourceList } from '../../../engine';
import { studyPaths } from '../shared/paths';

/** 教师管理: the school's teachers (the shared teacher entity), with the lessons and hours they have taught. */
export function TeacherList() {
  return (
    <ResourceList
      resource={teacher}
      title="教师管理"
      noun="教师"
      createTo={studyPaths.teacherCreate}
      editTo={studyPaths.teacherEdit}
      columns={{
        avatar: false,
        name: {
          title: '教师',
          render: (_: unknown, r) => (
            <Space>
              <Avatar src={r.avatar || undefined} alt="" size={36}>
                {r.name.slice(0, 1)}
              </Avatar>
              <span>
                <Typography.Text strong>{r.name}</Typography.Text>
                {r.title ? (
                  <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                    {r.title}
                  </Typography.Text>
                ) : null}
              </span>
            </Space>
          ),
        },
      }}
    />
  );
}
