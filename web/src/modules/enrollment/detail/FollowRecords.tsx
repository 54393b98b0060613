import { DatePicker, Empty, Flex, Form, Input, Skeleton, Timeline, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { isBeforeChinaToday } from '../../../app/china-time';
import { useFormDraft } from '../../../app/drafts';
import { markFieldErrors } from '../../../app/form-errors';
import { useMessage } from '../../../app/message';
import { trpc } from '../../../app/trpc';
import { Button } from '../../../widgets/busy';
import { useValidate } from '../../../widgets/form/useValidate';
import { LoadError } from '../../../widgets/load-error/LoadError';

const FIELDS = ['content', 'nextFollowTime'] as const;

/** The follow-up timeline (`recordList`) with the form that adds to it (`addContent`). */
export function FollowRecords({ clewId, disabled }: { clewId: number; disabled: boolean }) {
  const [form] = Form.useForm<{ content: string; next?: Dayjs | null }>();
  const { validate } = useValidate();
  const message = useMessage();
  const utils = trpc.useUtils();
  const records = trpc.clue.records.useQuery({ clewId });
  const add = trpc.clue.addRecord.useMutation({ meta: { formFields: FIELDS } });
  // A follow-up note being typed is kept per clue until it is added (the next time, a date, comes back a date).
  const draft = useFormDraft(form, { name: 'follow', record: clewId, enabled: !disabled });

  const submit = async () => {
    const values = await validate(form, ['content']);
    if (!values) return;
    const { content, next } = values;
    try {
      await add.mutateAsync({
        clewId,
        content,
        ...(next ? { nextFollowTime: next.format('YYYY-MM-DD HH:mm:ss') } : {}),
      });
      message.success('跟进记录已添加');
      form.resetFields();
      await draft.saved();
      void utils.clue.invalidate();
    } catch (err) {
      markFieldErrors(form, err, FIELDS);
    }
  };

  return (
    <Flex vertical gap={16}>
      {disabled ? null : draft.notice}
      {disabled ? null : (
        <Form form={form} layout="vertical" aria-label="添加跟进记录" onValuesChange={draft.onValuesChange}>
          <Form.Item
            name="content"
            label="跟进内容"
            rules={[{ required: true, whitespace: true, message: '请输入跟进内容' }]}
          >
            <Input.TextArea
              maxLength={1000}
              showCount
              autoSize={{ minRows: 3, maxRows: 8 }}
              placeholder="沟通了什么、家长的反馈、下一步安排"
            />
          </Form.Item>
          <Flex wrap gap={12} align="end">
            <Form.Item name="next" label="下次跟进时间" style={{ marginBottom: 0 }}>
              <DatePicker
                showTime={{ format: 'HH:mm' }}
                format="YYYY-MM-DD HH:mm"
                disabledDate={(d) => isBeforeChinaToday(d)}
                placeholder="选择时间（可不填）"
              />
            </Form.Item>
            <Button type="primary" loading={add.isPending} onClick={() => void submit()}>
              添加跟进
            </Button>
          </Flex>
        </Form>
      )}
      {records.isLoading ? (
        <Skeleton active />
      ) : records.error ? (
        <LoadError
          error={records.error}
          onRetry={records.refetch}
          retrying={records.isFetching}
          what="跟进记录"
          compact
        />
      ) : (records.data ?? []).length === 0 ? (
        <Empty description="暂无跟进记录" />
      ) : (
        <Timeline
          items={(records.data ?? []).map((r) => ({
            key: r.id,
            children: (
              <Flex vertical gap={2}>
                <Typography.Text type="secondary">
                  {r.createTime} · {r.userName}
                </Typography.Text>
                <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{r.content}</Typography.Paragraph>
                {typeof r.nextFollowTime === 'string' ? (
                  <Typography.Text type="warning">下次跟进：{r.nextFollowTime}</Typography.Text>
                ) : null}
              </Flex>
            ),
          }))}
        />
      )}
    </Flex>
  );
}
