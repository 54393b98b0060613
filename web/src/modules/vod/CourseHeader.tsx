import { ArrowLeftOutlined } from '@ant-design/icons';
import { formatYuan, PAY_TYPE } from '@console/contracts';
import { Flex, Image, Skeleton, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { RouterOutputs } from '../../app/trpc';
import { Button } from '../../widgets/busy';
import { Heading } from '../../widgets/Heading';
import { VOD_INDEX } from './paths';

type Course = RouterOutputs['vodCourse']['get'];

/** The course a section or learner page belongs to: cover, name, price, counts, and the way back. */
export function CourseHeader({ course, extra }: { course: Course | undefined; extra?: ReactNode }) {
  const navigate = useNavigate();
  if (!course) return <Skeleton.Input active style={{ width: 320, marginBottom: 16 }} />;
  return (
    <Flex gap={16} align="center" wrap style={{ marginBottom: 16 }}>
      <Image
        src={course.cover}
        width={112}
        height={63}
        style={{ objectFit: 'cover', borderRadius: 6 }}
        alt=""
        preview={false}
      />
      <Flex vertical gap={4} style={{ minWidth: 0, flex: 1 }}>
        <Heading look={5} style={{ margin: 0 }} ellipsis={{ tooltip: course.title }}>
          {course.title}
        </Heading>
        <Space size={8} wrap>
          {course.payType === PAY_TYPE.free ? (
            <Tag color="green">免费</Tag>
          ) : (
            <Tag color="orange">{formatYuan(course.price ?? 0)}</Tag>
          )}
          <Tag color={course.isShow === '1' ? 'blue' : 'default'}>{course.isShow === '1' ? '已上架' : '未上架'}</Tag>
          <Typography.Text type="secondary">
            讲师 {course.teacherName || '—'} · {course.sectionCount} 个章节 · {course.learnerCount} 名学员
          </Typography.Text>
        </Space>
      </Flex>
      <Space wrap>
        {extra}
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(VOD_INDEX)}>
          返回课程列表
        </Button>
      </Space>
    </Flex>
  );
}
