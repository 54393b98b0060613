import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Card, Col, Dropdown, Empty, Flex, Row, Skeleton, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useMessage } from '../../../app/message';
import { trpc } from '../../../app/trpc';
import { Button, Modal } from '../../../widgets/busy';
import { LoadError } from '../../../widgets/load-error/LoadError';
import { PageFrame } from '../../../widgets/PageFrame';
import type { TagGroup } from '../shared/types';
import { NameModal } from './NameModal';

type Editing =
  | { kind: 'group'; id?: number; name?: string }
  | { kind: 'tag'; parentId: number; id?: number; name?: string };

const NAME_MAX = 20;

/**
 * `/enrollment/clue/tags`: lead tags in two levels. Groups (first level) hold tags (second level); a tag can be
 * renamed, moved to another group (`tag/changeGroup`) or deleted, and a group deleted once it is empty.
 */
export function ClueTagsPage() {
  // A hook-made modal with its holder rendered here: it needs no antd App around the page.
  const [modal, modalHolder] = Modal.useModal();
  const message = useMessage();
  const utils = trpc.useUtils();
  const tags = trpc.clue.tags.useQuery();
  const update = trpc.clue.tagUpdate.useMutation();
  const changeGroup = trpc.clue.tagChangeGroup.useMutation();
  const [editing, setEditing] = useState<Editing | null>(null);
  const groups = tags.data ?? [];
  const refresh = () => void utils.clue.invalidate();

  const save = async (name: string) => {
    if (!editing) return;
    const parentId = editing.kind === 'group' ? 0 : editing.parentId;
    await update.mutateAsync({ ...(editing.id ? { id: editing.id } : {}), name, parentId });
    message.success(editing.id ? '已重命名' : editing.kind === 'group' ? '分组已创建' : '标签已创建');
    setEditing(null);
    refresh();
  };

  const remove = (id: number, what: string) =>
    modal.confirm({
      title: '提示',
      content: `确定删除${what}吗？已打上该标签的线索会同时去掉此标签。`,
      okText: '删除',
      cancelText: '取消',
      okButtonProps: { danger: true },
      onOk: () =>
        utils.client.clue.tagDelete
          .mutate({ id })
          .then(() => {
            message.success('删除成功!');
            refresh();
          })
          .catch(() => undefined),
    });

  const move = async (id: number, parentId: number) => {
    await changeGroup.mutateAsync({ id, parentId });
    message.success('已移动');
    refresh();
  };

  return (
    <PageFrame
      title="线索标签"
      subtitle="标签分两级：先建分组，再在分组中添加标签"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ kind: 'group' })}>
          新建分组
        </Button>
      }
    >
      {tags.isLoading ? (
        <Skeleton active />
      ) : tags.error ? (
        <LoadError error={tags.error} onRetry={tags.refetch} retrying={tags.isFetching} what="标签" />
      ) : groups.length === 0 ? (
        <Empty description="还没有标签分组" />
      ) : (
        <Row gutter={[16, 16]}>
          {groups.map((g) => (
            <Col key={g.id} xs={24} md={12} xl={8}>
              <GroupCard
                group={g}
                groups={groups}
                onRename={() => setEditing({ kind: 'group', id: g.id, name: g.name })}
                onDelete={() => remove(g.id, `分组「${g.name}」`)}
                onAddTag={() => setEditing({ kind: 'tag', parentId: g.id })}
                onRenameTag={(id, name) => setEditing({ kind: 'tag', parentId: g.id, id, name })}
                onMoveTag={(id, to) => void move(id, to).catch(() => undefined)}
                onDeleteTag={(id, name) => remove(id, `标签「${name}」`)}
              />
            </Col>
          ))}
        </Row>
      )}
      {modalHolder}
      <NameModal
        open={editing !== null}
        title={
          editing?.kind === 'group' ? (editing.id ? '重命名分组' : '新建分组') : editing?.id ? '重命名标签' : '新建标签'
        }
        label={editing?.kind === 'group' ? '分组名称' : '标签名称'}
        initial={editing?.name}
        maxLength={NAME_MAX}
        onSubmit={save}
        onClose={() => setEditing(null)}
      />
    </PageFrame>
  );
}

function GroupCard(props: {
  group: TagGroup;
  groups: readonly TagGroup[];
  onRename: () => void;
  onDelete: () => void;
  onAddTag: () => void;
  onRenameTag: (id: number, name: string) => void;
  onMoveTag: (id: number, parentId: number) => void;
  onDeleteTag: (id: number, name: string) => void;
}) {
  const { group: g, groups } = props;
  const others = groups.filter((o) => o.id !== g.id);
  return (
    <Card
      size="small"
      title={g.name}
      extra={
        <Flex gap={4}>
          <Tooltip title="重命名分组">
            <Button
              type="text"
              size="small"
              icon={<EditOutlined />}
              aria-label={`重命名分组${g.name}`}
              onClick={props.onRename}
            />
          </Tooltip>
          <Tooltip title={g.children.length > 0 ? '请先删除或移走分组下的标签' : '删除分组'}>
            <Button
              type="text"
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={`删除分组${g.name}`}
              disabled={g.children.length > 0}
              onClick={props.onDelete}
            />
          </Tooltip>
        </Flex>
      }
    >
      <Flex wrap gap={8}>
        {g.children.map((t) => (
          <Dropdown
            key={t.id}
            trigger={['click']}
            menu={{
              items: [
                { key: 'rename', label: '重命名' },
                {
                  key: 'move',
                  label: '移动到',
                  disabled: others.length === 0,
                  children: others.map((o) => ({ key: `move:${o.id}`, label: o.name })),
                },
                { type: 'divider' },
                { key: 'delete', label: '删除', danger: true },
              ],
              onClick: ({ key }) => {
                if (key === 'rename') props.onRenameTag(t.id, t.name);
                else if (key === 'delete') props.onDeleteTag(t.id, t.name);
                else if (key.startsWith('move:')) props.onMoveTag(t.id, Number(key.slice(5)));
              },
            }}
          >
            <Tag style={{ cursor: 'pointer', marginInlineEnd: 0, paddingBlock: 2 }} role="button" tabIndex={0}>
              {t.name}
            </Tag>
          </Dropdown>
        ))}
        <Tag
          style={{ cursor: 'pointer', borderStyle: 'dashed', marginInlineEnd: 0, paddingBlock: 2 }}
          role="button"
          tabIndex={0}
          onClick={props.onAddTag}
          onKeyDown={(e) => {
            if (e.key === 'Enter') props.onAddTag();
          }}
        >
          <PlusOutlined /> 新标签
        </Tag>
      </Flex>
    </Card>
  );
}
