import { Card, Flex, Input, List, Typography } from 'antd';
import { useState } from 'react';
import { useMessage } from '../../../app/message';
import { trpc } from '../../../app/trpc';
import { Button, Popconfirm } from '../../../widgets/busy';
import { ConflictDialog } from '../../../widgets/conflict/ConflictDialog';
import { useVersionedSave } from '../../../widgets/conflict/useVersionedSave';
import { tableLocale } from '../../../widgets/load-error/LoadError';
import type { TransferReason } from '../shared/types';

/** Transfer reasons (inferred calls): the choices the shift dialog offers. */
export function TransferReasons() {
  const message = useMessage();
  const utils = trpc.useUtils();
  const reasons = trpc.clue.reasons.useQuery();
  const save = trpc.clue.reasonSave.useMutation({ meta: { conflictShown: true } });
  const [draft, setDraft] = useState('');
  /** The reason being renamed: its id, the name typed, and the version it was loaded at. */
  const [editing, setEditing] = useState<{ id: number; name: string; version: number } | null>(null);
  // A rename is saved on the version the reason was loaded at; a rename made meanwhile elsewhere opens the dialog.
  const versioned = useVersionedSave<TransferReason, { id: number; name: string }>({
    save: (input) => save.mutateAsync(input),
    latest: async () => (await utils.client.clue.reasons.query()).find((r) => r.id === editing?.id),
    labels: { name: '转移原因' },
    onLoadLatest: (latest) => setEditing({ id: latest.id, name: latest.name, version: latest.version }),
    onSaved: () => {
      setEditing(null);
      message.success('已保存');
      void utils.clue.reasons.invalidate();
    },
  });
  const { load } = versioned;
  const startEdit = (r: TransferReason) => {
    setEditing({ id: r.id, name: r.name, version: r.version });
    load(r);
  };

  const add = async () => {
    const name = draft.trim();
    if (!name) return void message.warning('请输入转移原因');
    await save.mutateAsync({ name });
    setDraft('');
    message.success('已添加');
    void utils.clue.reasons.invalidate();
  };
  const rename = async () => {
    if (!editing) return;
    const name = editing.name.trim();
    if (!name) return void message.warning('请输入转移原因');
    await versioned.submit({ id: editing.id, name });
  };
  const remove = async (r: TransferReason) => {
    await utils.client.clue.reasonDelete.mutate({ id: r.id });
    message.success('删除成功!');
    void utils.clue.reasons.invalidate();
  };

  return (
    <Card title="转移原因" size="small">
      <Typography.Paragraph type="secondary">转移线索时可直接选择的常用原因。</Typography.Paragraph>
      <Flex gap={8} style={{ marginBottom: 12, maxWidth: 520 }}>
        <Input
          value={draft}
          maxLength={100}
          placeholder="如：顾问休假，临时转交"
          aria-label="新的转移原因"
          onChange={(e) => setDraft(e.target.value)}
          onPressEnter={() => void add().catch(() => undefined)}
        />
        <Button type="primary" loading={save.isPending && !editing} onClick={() => void add().catch(() => undefined)}>
          添加
        </Button>
      </Flex>
      <List
        bordered
        size="small"
        style={{ maxWidth: 520 }}
        loading={reasons.isLoading}
        dataSource={reasons.data ?? []}
        locale={tableLocale(reasons, '转移原因') ?? { emptyText: '暂无转移原因' }}
        renderItem={(r) =>
          editing?.id === r.id ? (
            <List.Item>
              <Flex gap={8} style={{ width: '100%' }}>
                <Input
                  autoFocus
                  value={editing.name}
                  maxLength={100}
                  aria-label="转移原因"
                  onChange={(e) => setEditing({ ...editing, name: e.target.value })}
                  onPressEnter={() => void rename().catch(() => undefined)}
                />
                <Button type="primary" size="small" onClick={() => void rename().catch(() => undefined)}>
                  保存
                </Button>
                <Button size="small" onClick={() => setEditing(null)}>
                  取消
                </Button>
              </Flex>
            </List.Item>
          ) : (
            <List.Item
              actions={[
                <Button key="edit" type="link" size="small" onClick={() => startEdit(r)}>
                  编辑
                </Button>,
                <Popconfirm
                  key="del"
                  title={`删除「${r.name}」？`}
                  okText="删除"
                  cancelText="取消"
                  onConfirm={() => remove(r).catch(() => undefined)}
                >
                  <Button type="link" size="small" danger>
                    删除
                  </Button>
                </Popconfirm>,
              ]}
            >
              {r.name}
            </List.Item>
          )
        }
      />
      <ConflictDialog what="该转移原因" {...versioned.dialog} />
    </Card>
  );
}
