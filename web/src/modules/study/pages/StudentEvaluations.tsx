import { studyEvaluation } from '@console/contracts';
import { Flex, Image, Tag, Typography } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { ResourceForm, ResourceList } from '../../../engine';
import { Modal } from '../../../widgets/busy';
import { studyPaths } from '../shared/paths';
import { StudentSelect } from '../shared/pickers';
import { ScoreRate } from '../shared/ScoreRate';
import { useUrlFilter, useUrlParam } from '../shared/url-filter';

const PAGE = studyPaths.evaluations;

/**
 * 学员评价: teachers' evaluations of students (most written at roll call), whether parents have read them; a
 * new one or a change is written in a dialog over the list (`?form=new|{id}`).
 */
export function StudentEvaluations() {
  const navigate = useNavigate();
  const [studentId, setStudentId] = useUrlFilter('studentId');
  const [form] = useUrlParam('form');
  const id = form && form !== 'new' ? Number(form) : undefined;
  const listed = studentId ? `${PAGE}?studentId=${studentId}` : PAGE;
  const close = () => navigate(listed);
  return (
    <>
      <ResourceList
        resource={studyEvaluation}
        title="学员评价"
        createTo={`${PAGE}?form=new`}
        editTo={(e) => `${PAGE}?form=${e}`}
        header={
          <Flex wrap gap={12} style={{ marginBottom: 12 }}>
            <StudentSelect
              value={studentId}
              onChange={(v) => setStudentId(v as number | null)}
              allowClear
              aria-label="按学员筛选"
            />
          </Flex>
        }
        columns={{
          studentName: { render: (v: string, r) => <Link to={studyPaths.studentInfo(r.studentId)}>{v}</Link> },
          score: { width: 120, render: (v: number) => <ScoreRate disabled value={v} style={{ fontSize: 14 }} /> },
          className: { render: (v: string) => v || '—' },
          lessonTime: { render: (v: string) => v || '—' },
          isRead: {
            render: (v: number) => <Tag color={v === 1 ? 'green' : 'default'}>{v === 1 ? '已读' : '未读'}</Tag>,
          },
        }}
        extraColumns={[
          {
            key: 'content',
            title: '评价内容',
            render: (_: unknown, r) => (
              <Flex vertical gap={4} style={{ maxWidth: 320 }}>
                <Typography.Paragraph ellipsis={{ rows: 2, tooltip: r.content }} style={{ margin: 0 }}>
                  {r.content}
                </Typography.Paragraph>
                {r.images?.length ? (
                  <Image.PreviewGroup>
                    <Flex gap={4}>
                      {r.images.slice(0, 3).map((src) => (
                        <Image
                          key={src}
                          src={src}
                          width={40}
                          height={40}
                          style={{ objectFit: 'cover', borderRadius: 4 }}
                          alt="评价图片"
                        />
                      ))}
                    </Flex>
                  </Image.PreviewGroup>
                ) : null}
              </Flex>
            ),
          },
          { key: 'createTime', dataIndex: 'createTime', title: '评价时间', width: 170 },
        ]}
      />
      <Modal
        open={form !== undefined}
        footer={null}
        width={820}
        onCancel={close}
        destroyOnHidden
        title={id ? '编辑评价' : '写评价'}
      >
        <ResourceForm
          resource={studyEvaluation}
          id={id}
          title={<Typography.Text type="secondary">家长会在小程序收到评价</Typography.Text>}
          initial={() => ({ studentId, score: 5 })}
          fields={{
            studentId: { render: () => <StudentSelect aria-label="学员" /> },
            lessonId: { hidden: true },
            score: { render: () => <ScoreRate /> },
          }}
          afterSave={close}
          backTo={listed}
        />
      </Modal>
    </>
  );
}
