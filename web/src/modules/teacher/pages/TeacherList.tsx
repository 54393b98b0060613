import { teacher } from '@console/contracts';
import { Avatar, Space, Typography } from 'antd';
import { ResourceList } from '../../../engine';

/** 讲师管理: the school's teachers, searched by name or phone and filtered by status, sex and subject. */
export function TeacherList() {
  return (
    <ResourceList
      resource={teacher}
      columns={{
        avatar: false,
        name: {
          title: '讲师',
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
