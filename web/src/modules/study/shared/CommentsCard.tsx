import type { Diary } from '@console/contracts';
import { Card, Empty, Form, Input, List, Tag, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { useFormDraft } from '../../../app/drafts';
import { useMessage } from '../../../app/message';
import { Button, Popconfirm } from '../../../widgets/busy';
import { ListItemMeta } from '../../../widgets/ListItemMeta';
import { type LoadState, tableLocale } from '../../../widgets/load-error/LoadError';
import { useCheckedForm } from './checked';

/** A comment as the diaries and the growth records both carry it. */
type Comment = Diary['comments'][number];

export interface CommentsCardProps {
  /** What a comment is called here: 评论 under a growth record, 点评 under a diary. */
  noun: '评论' | '点评';
  /** The comments, or undefined while a query of their own has not answered. */
  comments: readonly Comment[] | undefined;
  /** That query's load: a failure shows in the list with 重试, never as 还没有评论. */
  load?: LoadState;
  /** The content's rule, from the comment call's schema. */
  rule: Rule;
  placeholder: string;
  rows: number;
  posting: boolean;
  /** Sends a comment; resolves whether it was saved (the box empties then). */
  onPost: (content: string) => Promise<boolean>;
  onRemove: (id: number) => Promise<void>;
}

/**
 * The comments under a growth record or a student's diary: each with its author, role, time and 删除, then a
 * box to write one, checked the spec's way (rules, then the forbidden words) before it is sent.
 */
export function CommentsCard(p: CommentsCardProps) {
  const message = useMessage();
  const [form] = Form.useForm<{ content: string }>();
  const validate = useCheckedForm(form, { content: 'textarea' });
  // The page's address names the record commented on: the draft is the comment typed under it.
  const draft = useFormDraft(form, { name: 'comment' });
  const empty = { emptyText: <Empty description={`还没有${p.noun}`} image={Empty.PRESENTED_IMAGE_SIMPLE} /> };
  return (
    <Card size="small" title={p.comments ? `${p.noun}（${p.comments.length}）` : p.noun}>
      <List
        dataSource={p.comments ? [...p.comments] : []}
        loading={p.load?.isFetching}
        locale={(p.load && tableLocale(p.load, p.noun)) ?? empty}
        renderItem={(c) => (
          <List.Item
            actions={[
              <Popconfirm
                key="delete"
                title={`删除这条${p.noun}？`}
                okText="删除"
                cancelText="取消"
                onConfirm={() => p.onRemove(c.id)}
              >
                <Button type="link" size="small" danger>
                  删除
                </Button>
              </Popconfirm>,
            ]}
          >
            <ListItemMeta
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
      <div style={{ marginTop: 12 }}>{draft.notice}</div>
      <Form form={form} layout="vertical" onValuesChange={draft.onValuesChange}>
        <Form.Item name="content" label={`写${p.noun}`} rules={[p.rule]}>
          <Input.TextArea rows={p.rows} maxLength={200} showCount placeholder={p.placeholder} />
        </Form.Item>
        <Button
          type="primary"
          loading={p.posting}
          onClick={async () => {
            const values = await validate();
            if (!values || !(await p.onPost(values.content))) return;
            form.resetFields();
            await draft.saved();
            void message.success(`${p.noun}已发布`);
          }}
        >
          发表{p.noun}
        </Button>
      </Form>
    </Card>
  );
}
