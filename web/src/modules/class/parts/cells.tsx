import type { TeacherRef } from '@console/contracts';
import { Flex, Image, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';

/** A course as a list shows it: its cover beside its name and a line under it. */
export function CourseCell({ name, cover, line }: { name: string; cover: string; line?: ReactNode }) {
  return (
    <Flex gap={12} align="center" style={{ minWidth: 220 }}>
      <Image
        src={cover || undefined}
        width={72}
        height={48}
        style={{ objectFit: 'cover', borderRadius: 4 }}
        alt=""
        preview={false}
      />
      <span>
        <Typography.Text strong>{name}</Typography.Text>
        {line ? (
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            {line}
          </Typography.Text>
        ) : null}
      </span>
    </Flex>
  );
}

/** The teachers of a course, by the names the upstream answered. */
export function TeachersCell({ teachers }: { teachers: readonly TeacherRef[] }) {
  if (teachers.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Space size={[0, 4]} wrap>
      {teachers.map((t) => (
        <Tag key={t.id}>{t.name}</Tag>
      ))}
    </Space>
  );
}
