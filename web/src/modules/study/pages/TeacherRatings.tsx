import { optionLabel, SCORES, studyRating } from '@console/contracts';
import { Card, Col, Flex, Form, Input, Row, Select, Statistic, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useFormDraft } from '../../../app/drafts';
import { useMessage } from '../../../app/message';
import { trpc } from '../../../app/trpc';
import { type Row as ListRow, ResourceList, useInvalidate } from '../../../engine';
import { Button, Modal } from '../../../widgets/busy';
import { schemaRule } from '../../../widgets/form/checks';
import { LoadError } from '../../../widgets/load-error/LoadError';
import { useCheckedForm } from '../shared/checked';
import { TeacherSelect } from '../shared/pickers';
import { ScoreRate } from '../shared/ScoreRate';
import { succeeded } from '../shared/settled';
import { useUrlFilter, useUrlParam } from '../shared/url-filter';

type Rating = ListRow<'studyRating'>;
const replyRule = schemaRule(studyRating.calls.reply.input.shape.reply);

/** 教师评价: what parents say about the teachers, each teacher's average, and the school's replies. */
export function TeacherRatings() {
  const [teacherId, setTeacherId] = useUrlFilter('teacherId');
  const [replying, setReplying] = useState<Rating | null>(null);
  const summary = trpc.studyRating.summary.useQuery({});
  const top = (summary.data ?? []).slice(0, 4);
  return (
    <Flex vertical gap={16}>
      {summary.error ? (
        <LoadError
          error={summary.error}
          onRetry={summary.refetch}
          retrying={summary.isFetching}
          what="教师评分"
          compact
        />
      ) : null}
      <Row gutter={[16, 16]}>
        {top.map((t) => (
          <Col key={t.teacherId} xs={12} md={6}>
            <Card size="small" hoverable onClick={() => setTeacherId(t.teacherId)}>
              <Statistic
                title={t.teacherName}
                value={t.average}
                precision={1}
                suffix={<Typography.Text type="secondary">分 · {t.count} 条</Typography.Text>}
              />
              <ScoreRate disabled allowHalf value={Math.round(t.average * 2) / 2} style={{ fontSize: 14 }} />
              {t.unreplied > 0 ? (
                <Typography.Text type="warning" style={{ display: 'block' }}>
                  {t.unreplied} 条待回复
                </Typography.Text>
              ) : null}
            </Card>
          </Col>
        ))}
      </Row>
      <ResourceList
        resource={studyRating}
        title="教师评价"
        header={
          <Flex wrap gap={12} style={{ marginBottom: 12 }}>
            <TeacherSelect
              value={teacherId}
              onChange={(v) => setTeacherId(v as number | null)}
              allowClear
              aria-label="按老师筛选"
            />
            <ReplyFilter />
          </Flex>
        }
        columns={{
          teacherName: { title: '老师' },
          score: { width: 120, render: (v: number) => <ScoreRate disabled value={v} style={{ fontSize: 14 }} /> },
          replyTime: false,
        }}
        extraColumns={[
          {
            key: 'content',
            title: '评价内容',
            render: (_: unknown, r) => (
              <div style={{ maxWidth: 320 }}>
                <Typography.Paragraph style={{ marginBottom: 4 }}>{r.content || '（未填写文字）'}</Typography.Paragraph>
                {r.reply ? (
                  <Typography.Text type="secondary">
                    学校回复：{r.reply}（{r.replyTime}）
                  </Typography.Text>
                ) : null}
              </div>
            ),
          },
          { key: 'createTime', dataIndex: 'createTime', title: '评价时间', width: 170 },
        ]}
        rowActions={(r) => (
          <Button type="link" size="small" onClick={() => setReplying(r)}>
            {r.reply ? '修改回复' : '回复'}
          </Button>
        )}
      />
      <ReplyModal rating={replying} onClose={() => setReplying(null)} />
    </Flex>
  );
}

function ReplyFilter() {
  const [replied, setReplied] = useUrlParam('replied');
  return (
    <Select
      allowClear
      placeholder="回复状态"
      aria-label="回复状态"
      value={replied}
      onChange={(v: string | undefined) => setReplied(v)}
      options={[
        { value: '0', label: '待回复' },
        { value: '1', label: '已回复' },
      ]}
      style={{ width: 140 }}
    />
  );
}

function ReplyModal({ rating, onClose }: { rating: Rating | null; onClose: () => void }) {
  const [form] = Form.useForm<{ reply: string }>();
  const message = useMessage();
  const reply = trpc.studyRating.reply.useMutation();
  const invalidate = useInvalidate(studyRating);
  const validate = useCheckedForm(form, { reply: 'textarea' });
  useEffect(() => {
    if (rating) form.setFieldsValue({ reply: rating.reply ?? '' });
  }, [rating, form]);
  // After the effect above, which fills the rating's reply: the draft is what was typed over it.
  const open = rating !== null;
  const draft = useFormDraft(form, { name: 'reply', record: rating?.id, enabled: open, ready: open });
  return (
    <Modal
      open={open}
      title={rating ? `回复 ${rating.studentName} 对${rating.teacherName}的评价` : ''}
      okText="发送回复"
      confirmLoading={reply.isPending}
      destroyOnHidden
      onCancel={onClose}
      onOk={async () => {
        const values = await validate();
        if (!values || !rating) return;
        if (!(await succeeded(reply.mutateAsync({ id: rating.id, reply: values.reply })))) return;
        await draft.saved();
        void message.success('回复已发送');
        await invalidate();
        onClose();
      }}
    >
      {rating ? (
        <Typography.Paragraph type="secondary">
          {optionLabel(SCORES, rating.score)} · {rating.content || '（未填写文字）'}
        </Typography.Paragraph>
      ) : null}
      {draft.notice}
      <Form form={form} layout="vertical" onValuesChange={draft.onValuesChange}>
        <Form.Item name="reply" label="回复内容" rules={[replyRule]} required>
          <Input.TextArea rows={4} maxLength={200} showCount placeholder="请输入回复内容" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
