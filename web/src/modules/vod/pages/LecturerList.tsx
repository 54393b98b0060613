import { teacher } from '@console/contracts';
import { Avatar, Space, Typography } from 'antd';
import { ResourceList } from '../../../engine';
import { LinkButton } from '../../../widgets/LinkButton';
import { coursesOfTeacher, TEACHER_BASE } from '../paths';

/** The lecturers tab: the school's teachers (the one teacher entity of /teacher), with their courses. */
export function LecturerList() {
  return (
    <ResourceList
      resource={teacher}
      base={TEACHER_BASE}
      title="讲师列表"
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
      rowActions={(r) => (
        <LinkButton type="link" size="small" to={coursesOfTeacher(r.id)}>
          课程
        </LinkButton>
      )}
    />
  );
}
