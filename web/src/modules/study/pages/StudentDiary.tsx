import { diaryCalls } from '@console/contracts';
import { Card, Empty, Flex, Form, Input, List, Result, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { describeError } from '../../../app/error-policy';
import { useMessage } from '../../../app/message';
import { trpc } from '../../../app/trpc';
import { Button, Popconfirm } from '../../../widgets/busy';
import { schemaRule } from '../../../widgets/form/checks';
import { useCheckedForm } from '../shared/checked';
import { DiaryCard } from '../shared/DiaryCard';
import { useNumberParam } from '../shared/ids';
import { MissingId } from '../shared/MissingId';
import { studyPaths } from '../shared/paths';
import { succeeded } from '../shared/settled';

const commentRule = schemaRule(diaryCalls.comment.input.shape.content);

/** 学员日记 (`/studentDiary/{id}`): one diary with its likes, the teachers' and parents' comments, and a new comment. */
export function StudentDiary() {
  const id = useNumberParam('id');
  const navigate = useNavigate();
  const message = useMessage();
  const utils = trpc.useUtils();
  const diary = trpc.studyDiary.get.useQuery({ id: id ?? 0 }, { enabled: Boolean(id) });
  const comment = trpc.studyDiary.comment.useMutation({ meta: { formFields: ['content'] } });
  const remove = trpc.studyDiary.removeComment.useMutation();
  const [form] = Form.useForm<{ content: string }>();
  const validate = useCheckedForm(form, { content: 'textarea' });
  if (!id) return <MissingId what="日记" back={studyPaths.checks} />;
  if (diary.error)
    return (
      <Result
        status={describeError(diary.error).kind === 'notFound' ? '404' : 'warning'}
        title="日记不存在或已被删除"
        extra={<Button onClick={() => navigate(studyPaths.checks)}>返回打卡管理</Button>}
      />
    );
  const d = diary.data;
  return (
    <Card loading={!d} title={d ? `${d.studentName} 的打卡日记` : '学员日记'} style={{ maxWidth: 900 }}>
      {d ? (
        <Flex vertical gap={16}>
          <DiaryCard diary={d} showTask />
          <Card size="small" title={`点评（${d.comments.length}）`}>
            <List
              dataSource={d.comments}
              locale={{ emptyText: <Empty description="还没有点评" image={Empty.PRESENTED_IMAGE_SIMPLE} /> }}
              renderItem={(c) => (
                <List.Item
                  actions={[
                    <Popconfirm
                      key="delete"
                      title="删除这条点评？"
                      okText="删除"
                      cancelText="取消"
                      onConfirm={async () => {
                        if (!(await succeeded(remove.mutateAsync({ id: c.id })))) return;
                        await utils.studyDiary.invalidate();
                      }}
                    >
                      <Button type="link" size="small" danger>
                        删除
                      </Button>
                    </Popconfirm>,
                  ]}
                >
                  <List.Item.Meta
                    title={
                      <span>
                        {c.author} <Tag>{c.role}</Tag>
                        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                          {c.createTime}
                        </Typography.Text>
                      </span>
                    }
                    description={c.content}
                  />
                </List.Item>
              )}
            />
            <Form form={form} layout="vertical" style={{ marginTop: 12 }}>
              <Form.Item name="content" label="写点评" rules={[commentRule]}>
                <Input.TextArea rows={3} maxLength={200} showCount placeholder="表扬进步，提出建议" />
              </Form.Item>
              <Button
                type="primary"
                loading={comment.isPending}
                onClick={async () => {
                  const values = await validate();
                  if (!values) return;
                  if (!(await succeeded(comment.mutateAsync({ diaryId: id, content: values.content })))) return;
                  form.resetFields();
                  void message.success('点评已发布');
                  await utils.studyDiary.invalidate();
                }}
              >
                发表点评
              </Button>
            </Form>
          </Card>
        </Flex>
      ) : null}
    </Card>
  );
}
