import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { optionLabel, studyGrowth, TARGETS } from '@console/contracts';
import { Card, Descriptions, Empty, Flex, Form, Image, Input, List, Result, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { describeError } from '../../../app/error-policy';
import { useMessage } from '../../../app/message';
import { trpc } from '../../../app/trpc';
import { Button, Popconfirm } from '../../../widgets/busy';
import { schemaRule } from '../../../widgets/form/checks';
import { tableLocale } from '../../../widgets/load-error/LoadError';
import { useCheckedForm } from '../shared/checked';
import { useNumberParam } from '../shared/ids';
import { MissingId } from '../shared/MissingId';
import { studyPaths } from '../shared/paths';
import { succeeded } from '../shared/settled';

const commentRule = schemaRule(studyGrowth.calls.comment.input.shape.content);

/** 成长详情 (`?id=`): a growth record with its photos and video, who read it, and the comments under it. */
export function GrowthDetail() {
  const id = useNumberParam('id');
  const navigate = useNavigate();
  const message = useMessage();
  const utils = trpc.useUtils();
  const record = trpc.studyGrowth.get.useQuery({ id: id ?? 0 }, { enabled: Boolean(id) });
  const comments = trpc.studyGrowth.comments.useQuery({ growthId: id ?? 0 }, { enabled: Boolean(id) });
  const comment = trpc.studyGrowth.comment.useMutation({ meta: { formFields: ['content'] } });
  const removeComment = trpc.studyGrowth.removeComment.useMutation();
  const remove = trpc.studyGrowth.remove.useMutation();
  const [form] = Form.useForm<{ content: string }>();
  const validate = useCheckedForm(form, { content: 'textarea' });
  if (!id) return <MissingId what="成长记录" back={studyPaths.growth} />;
  if (record.error)
    return (
      <Result
        status={describeError(record.error).kind === 'notFound' ? '404' : 'warning'}
        title="成长记录不存在或已被删除"
        extra={<Button onClick={() => navigate(studyPaths.growth)}>返回成长日历</Button>}
      />
    );
  const r = record.data;
  return (
    <Card
      loading={!r}
      title="成长详情"
      extra={
        <Flex gap={8}>
          <Button icon={<EditOutlined />} onClick={() => navigate(studyPaths.growthEdit(id))}>
            编辑
          </Button>
          <Popconfirm
            title="删除这条成长记录？"
            okText="删除"
            cancelText="取消"
            onConfirm={async () => {
              if (!(await succeeded(remove.mutateAsync({ id })))) return;
              void message.success('删除成功!');
              await utils.studyGrowth.invalidate();
              navigate(studyPaths.growth);
            }}
          >
            <Button danger icon={<DeleteOutlined />}>
              删除
            </Button>
          </Popconfirm>
        </Flex>
      }
    >
      {r ? (
        <Flex vertical gap={16}>
          <Descriptions
            column={{ xs: 1, md: 2, xl: 3 }}
            items={[
              { key: 'target', label: optionLabel(TARGETS, r.target), children: r.targetName },
              { key: 'date', label: '记录日期', children: r.date },
              {
                key: 'tags',
                label: '标签',
                children: r.tags?.length
                  ? r.tags.map((t) => (
                      <Tag key={t} color="blue">
                        {t}
                      </Tag>
                    ))
                  : '—',
              },
              {
                key: 'push',
                label: '推送家长',
                children: r.isPush === '1' ? `已推送，${r.readCount}/${r.total} 人已读` : '未推送',
              },
            ]}
          />
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', fontSize: 15 }}>{r.content}</Typography.Paragraph>
          {r.images?.length ? (
            <Image.PreviewGroup>
              <Flex wrap gap={8}>
                {r.images.map((src) => (
                  <Image
                    key={src}
                    src={src}
                    width={160}
                    height={120}
                    style={{ objectFit: 'cover', borderRadius: 6 }}
                    alt="成长照片"
                  />
                ))}
              </Flex>
            </Image.PreviewGroup>
          ) : null}
          {r.video ? (
            // biome-ignore lint/a11y/useMediaCaption: parents' classroom clips come without captions
            <video src={r.video} controls style={{ maxWidth: '100%', width: 480, borderRadius: 6 }} />
          ) : null}
          <Card size="small" title={comments.data ? `评论（${comments.data.length}）` : '评论'}>
            <List
              dataSource={comments.data ?? []}
              loading={comments.isFetching}
              locale={
                tableLocale(comments, '评论') ?? {
                  emptyText: <Empty description="还没有评论" image={Empty.PRESENTED_IMAGE_SIMPLE} />,
                }
              }
              renderItem={(c) => (
                <List.Item
                  actions={[
                    <Popconfirm
                      key="delete"
                      title="删除这条评论？"
                      okText="删除"
                      cancelText="取消"
                      onConfirm={async () => {
                        if (!(await succeeded(removeComment.mutateAsync({ id: c.id })))) return;
                        await utils.studyGrowth.invalidate();
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
              <Form.Item name="content" label="写评论" rules={[commentRule]}>
                <Input.TextArea rows={2} maxLength={200} showCount placeholder="对孩子说点什么" />
              </Form.Item>
              <Button
                type="primary"
                loading={comment.isPending}
                onClick={async () => {
                  const values = await validate();
                  if (!values) return;
                  if (!(await succeeded(comment.mutateAsync({ growthId: id, content: values.content })))) return;
                  form.resetFields();
                  void message.success('评论已发布');
                  await utils.studyGrowth.invalidate();
                }}
              >
                发表评论
              </Button>
            </Form>
          </Card>
        </Flex>
      ) : null}
    </Card>
  );
}
