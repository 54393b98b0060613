import { CloudUploadOutlined } from '@ant-design/icons';
import { formatYuan, PAY_TYPE, vodCourse } from '@console/contracts';
import { Alert, Image, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { trpc } from '../../../app/trpc';
import { ResourceList } from '../../../engine';
import { Button } from '../../../widgets/busy';
import { LinkButton } from '../../../widgets/LinkButton';
import { batchPath, COURSE_BASE, learnersPath, sectionsPath, VOD_INDEX } from '../paths';

/** The courses tab: searched by name, filtered by category, price and shelf; a lecturer's courses from `?teacherId=`. */
export function CourseList({ toolbar }: { toolbar?: ReactNode }) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const teacherId = Number(search.get('teacherId'));
  const teacher = trpc.teacher.get.useQuery({ id: teacherId }, { enabled: teacherId > 0 });
  return (
    <ResourceList
      resource={vodCourse}
      base={COURSE_BASE}
      title="课程列表"
      header={
        teacherId > 0 ? (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            title={`讲师「${teacher.data?.name ?? '…'}」的课程`}
            action={
              <Button size="small" onClick={() => navigate(VOD_INDEX)}>
                查看全部课程
              </Button>
            }
          />
        ) : null
      }
      toolbar={
        <>
          {toolbar}
          <Button icon={<CloudUploadOutlined />} onClick={() => navigate(batchPath())}>
            批量上传
          </Button>
        </>
      }
      columns={{
        cover: false,
        payType: false,
        originalPrice: false,
        title: {
          title: '课程',
          render: (_: unknown, r) => (
            <Space>
              <Image
                src={r.cover}
                width={96}
                height={54}
                style={{ objectFit: 'cover', borderRadius: 4 }}
                alt=""
                preview={false}
              />
              <span style={{ display: 'inline-block', maxWidth: 260 }}>
                <Typography.Text strong ellipsis={{ tooltip: r.title }}>
                  {r.title}
                </Typography.Text>
                {r.description ? (
                  <Typography.Text type="secondary" ellipsis style={{ display: 'block', fontSize: 12 }}>
                    {r.description}
                  </Typography.Text>
                ) : null}
              </span>
            </Space>
          ),
        },
        teacherName: false,
        price: {
          title: '价格',
          render: (_: unknown, r) =>
            r.payType === PAY_TYPE.free ? (
              <Tag color="green">免费</Tag>
            ) : (
              <Space size={4} direction="vertical">
                <Typography.Text>{formatYuan(r.price ?? 0)}</Typography.Text>
                {r.originalPrice ? (
                  <Typography.Text delete type="secondary" style={{ fontSize: 12 }}>
                    {formatYuan(r.originalPrice)}
                  </Typography.Text>
                ) : null}
              </Space>
            ),
        },
      }}
      // The lecturer comes from the teacher entity; as a column of its own it stays when narrow screens drop counts.
      extraColumns={[
        {
          key: 'teacher',
          title: '讲师',
          width: 110,
          render: (_: unknown, r) =>
            r.teacherName ? r.teacherName : <Typography.Text type="secondary">—</Typography.Text>,
        },
      ]}
      rowActions={(r) => (
        <>
          <LinkButton type="link" size="small" to={sectionsPath(r.id)}>
            章节
          </LinkButton>
          <LinkButton type="link" size="small" to={learnersPath(r.id)}>
            学员
          </LinkButton>
        </>
      )}
    />
  );
}
