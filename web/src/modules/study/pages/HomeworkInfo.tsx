import { SUBMISSION_STATUS, type Submission, submissionCalls } from '@console/contracts';
import { Card, Descriptions, Flex, Form, Image, Input, Tabs, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFormDraft } from '../../../app/drafts';
import { markFieldErrors } from '../../../app/form-errors';
import { useMessage } from '../../../app/message';
import { trpc } from '../../../app/trpc';
import { ListPagination, ListTable } from '../../../engine';
import { Button, Modal } from '../../../widgets/busy';
import { SafeHtml } from '../../../widgets/editor/SafeHtml';
import { schemaRule } from '../../../widgets/form/checks';
import { NumberInput } from '../../../widgets/form/NumberInput';
import { LoadError } from '../../../widgets/load-error/LoadError';
import { useCheckedForm } from '../shared/checked';
import { useNumberParam } from '../shared/ids';
import { MissingId } from '../shared/MissingId';
import { studyPaths } from '../shared/paths';

const shape = submissionCalls.review.input.shape;

/** 作业详情 (`/study/check/homeworkInfo/{id}`): the homework, who has handed it in, and reviewing each submission. */
export function HomeworkInfo() {
  const id = useNumberParam('id');
  const navigate = useNavigate();
  const homework = trpc.studyHomework.get.useQuery({ id: id ?? 0 }, { enabled: Boolean(id) });
  const [status, setStatus] = useState<1 | 2>(2);
  const [page, setPage] = useState({ page: 1, size: 20 });
  const submissions = trpc.studySubmission.list.useQuery(
    { ...page, homeworkId: id ?? 0, status },
    { enabled: Boolean(id) },
  );
  const [reviewing, setReviewing] = useState<Submission | null>(null);
  if (!id) return <MissingId what="作业" back={studyPaths.checks} />;
  if (homework.error)
    return (
      <LoadError
        error={homework.error}
        onRetry={homework.refetch}
        retrying={homework.isFetching}
        what="作业"
        back={{ to: studyPaths.checks, label: '返回打卡管理' }}
      />
    );
  const h = homework.data;
  return (
    <Flex vertical gap={16}>
      <Card
        loading={!h}
        title={h?.title ?? '作业'}
        extra={h ? <Button onClick={() => navigate(studyPaths.editHomework(h.id))}>编辑</Button> : null}
      >
        {h ? (
          <>
            <Descriptions
              column={{ xs: 1, md: 3 }}
              items={[
                { key: 'deadline', label: '截止时间', children: h.deadline },
                { key: 'submitted', label: '已提交', children: `${h.submitCount}/${h.total}` },
                { key: 'reviewed', label: '已批改', children: h.reviewedCount },
              ]}
            />
            <SafeHtml html={h.requirements} />
            {h.images?.length ? (
              <Image.PreviewGroup>
                <Flex gap={8} wrap>
                  {h.images.map((src) => (
                    <Image
                      key={src}
                      src={src}
                      width={96}
                      height={96}
                      style={{ objectFit: 'cover', borderRadius: 4 }}
                      alt="作业配图"
                    />
                  ))}
                </Flex>
              </Image.PreviewGroup>
            ) : null}
          </>
        ) : null}
      </Card>
      <Card title="提交情况">
        <Tabs
          activeKey={String(status)}
          onChange={(k) => {
            setStatus(Number(k) as 1 | 2);
            setPage({ page: 1, size: page.size });
          }}
          items={[...SUBMISSION_STATUS].reverse().map((s) => ({ key: String(s.value), label: s.label }))}
        />
        <ListTable<Submission>
          rowKey="id"
          query={submissions}
          dataSource={submissions.data?.list ?? []}
          pagination={false}
          columns={[
            { key: 'student', dataIndex: 'studentName', title: '学员' },
            ...(status === 2
              ? [
                  { key: 'time', dataIndex: 'submitTime', title: '提交时间', width: 170 },
                  {
                    key: 'content',
                    title: '提交内容',
                    render: (_: unknown, x: Submission) => (
                      <Flex vertical gap={4} style={{ maxWidth: 320 }}>
                        <Typography.Text>{x.content}</Typography.Text>
                        <Flex gap={4}>
                          {x.images.slice(0, 3).map((src) => (
                            <Image
                              key={src}
                              src={src}
                              width={40}
                              height={40}
                              style={{ objectFit: 'cover' }}
                              alt="作业图片"
                            />
                          ))}
                        </Flex>
                      </Flex>
                    ),
                  },
                  {
                    key: 'review',
                    title: '批改',
                    render: (_: unknown, x: Submission) =>
                      x.score === null ? (
                        <Tag color="orange">待批改</Tag>
                      ) : (
                        <span>
                          <Tag color="green">{x.score} 分</Tag>
                          {x.comment}
                        </span>
                      ),
                  },
                  {
                    key: 'actions',
                    title: '操作',
                    render: (_: unknown, x: Submission) => (
                      <Button type="link" size="small" onClick={() => setReviewing(x)}>
                        {x.score === null ? '批改' : '修改批改'}
                      </Button>
                    ),
                  },
                ]
              : [{ key: 'read', title: '查看', render: (_: unknown, x: Submission) => (x.read ? '已读' : '未读') }]),
          ]}
        />
        <ListPagination
          page={page.page}
          size={page.size}
          total={submissions.data?.total}
          onChange={(p, size) => setPage({ page: p, size })}
        />
      </Card>
      <ReviewModal submission={reviewing} onClose={() => setReviewing(null)} />
    </Flex>
  );
}

function ReviewModal({ submission, onClose }: { submission: Submission | null; onClose: () => void }) {
  const [form] = Form.useForm<{ score?: number; comment?: string }>();
  const message = useMessage();
  const utils = trpc.useUtils();
  const review = trpc.studySubmission.review.useMutation({ meta: { formFields: ['score', 'comment'] } });
  const validate = useCheckedForm(form, { comment: 'textarea' });
  useEffect(() => {
    if (submission) form.setFieldsValue({ score: submission.score ?? undefined, comment: submission.comment ?? '' });
  }, [submission, form]);
  // After the effect above, which fills the submission's score and comment: the draft is what was typed over them.
  const open = submission !== null;
  const draft = useFormDraft(form, { name: 'review', record: submission?.id, enabled: open, ready: open });
  return (
    <Modal
      open={open}
      title={submission ? `批改 ${submission.studentName} 的作业` : ''}
      okText="提交批改"
      confirmLoading={review.isPending}
      destroyOnHidden
      onCancel={onClose}
      onOk={async () => {
        const values = await validate();
        if (!values || !submission) return;
        try {
          await review.mutateAsync({ id: submission.id, score: values.score as number, comment: values.comment ?? '' });
        } catch (err) {
          markFieldErrors(form, err, ['score', 'comment']);
          return;
        }
        await draft.saved();
        void message.success('批改完成');
        await Promise.all([utils.studySubmission.invalidate(), utils.studyHomework.invalidate()]);
        onClose();
      }}
    >
      {submission ? <Typography.Paragraph type="secondary">{submission.content}</Typography.Paragraph> : null}
      {draft.notice}
      <Form form={form} layout="vertical" onValuesChange={draft.onValuesChange}>
        <Form.Item name="score" label="分数" required rules={[schemaRule(shape.score, (v) => v ?? undefined)]}>
          <NumberInput style={{ width: 140 }} addonAfter="分" placeholder="0-100" />
        </Form.Item>
        <Form.Item name="comment" label="评语" required rules={[schemaRule(shape.comment)]}>
          <Input.TextArea rows={3} maxLength={200} showCount placeholder="写下鼓励和改进建议" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
