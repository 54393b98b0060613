import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Card, Col, Dropdown, Empty, Flex, Row, Skeleton, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useMessage } from '../../../app/message';
import { trpc } from '../../../app/trpc';
import { Button, Modal } from '../../../widgets/busy';
import { ConflictDialog } from '../../../widgets/conflict/ConflictDialog';
import { useVersionedSave } from '../../../widgets/conflict/useVersionedSave';
import { LoadError } from '../../../widgets/load-error/LoadError';
import { PageFrame } from '../../../widgets/PageFrame';
import type { TagGroup } from '../shared/types';
import { NameModal } from './NameModal';

/** The group or tag in the name dialog: a new one, or one as loaded (its name and version). */
type Editing =
  | { kind: 'group'; id?: number; name?: string; version?: number }
  | { kind: 'tag'; parentId: number; id?: number; name?: string; version?: number };
type TagInput = { id?: number; name: string; parentId: number };
type ClueTag = TagGroup['children'][number];

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
  const update = trpc.clue.tagUpdate.useMutation({ meta: { conflictShown: true } });
  const changeGroup = trpc.clue.tagChangeGroup.useMutation();
  const [editing, setEditing] = useState<Editing | null>(null);
  const groups = tags.data ?? [];
  const refresh = () => void utils.clue.invalidate();

  const saved = (what: Editing) => {
    message.success(what.id ? '已重命名' : what.kind === 'group' ? '分组已创建' : '标签已创建');
    setEditing(null);
    refresh();
  };
  // A rename is saved on the version the name was loaded at; a rename made meanwhile elsewhere opens the dialog.
  const versioned = useVersionedSave<ClueTag, TagInput>({
    save: (input) => update.mutateAsync(input),
    latest: async () =>
      (await utils.client.clue.tags.query()).flatMap((g) => [g, ...g.children]).find((t) => t.id === editing?.id),
    labels: { name: editing?.kind === 'group' ? '分组名称' : '标签名称' },
    onLoadLatest: (latest) =>
      setEditing((e) => (e && e.id === latest.id ? { ...e, name: latest.name, version: latest.version } : e)),
    onSaved: () => {
      if (editing) saved(editing);
    },
  });
  const { load } = versioned;
  const edit = (e: Editing) => {
    setEditing(e);
    if (e.id !== undefined && e.version !== undefined)
      load({ id: e.id, name: e.name ?? '', parentId: 0, version: e.version });
  };

  const save = async (name: string): Promise<boolean> => {
    if (!editing) return false;
    const parentId = editing.kind === 'group' ? 0 : editing.parentId;
    if (editing.id) return versioned.submit({ id: editing.id, name, parentId });
    await update.mutateAsync({ name, parentId });
    saved(editing);
    return true;
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
        <Button type="primary" icon={<PlusOutlined />} onClick={() => edit({ kind: 'group' })}>
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
                onRename={() => edit({ kind: 'group', id: g.id, name: g.name, version: g.version })}
                onDelete={() => remove(g.id, `分组「${g.name}」`)}
                onAddTag={() => edit({ kind: 'tag', parentId: g.id })}
                onRenameTag={(t) => edit({ kind: 'tag', parentId: g.id, id: t.id, name: t.name, version: t.version })}
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
        record={
          editing ? `${editing.kind}:${editing.id ?? (editing.kind === 'tag' ? `new@${editing.parentId}` : 'new')}` : ''
        }
        initial={editing?.name}
        version={editing?.version}
        maxLength={NAME_MAX}
        onSubmit={save}
        onClose={() => setEditing(null)}
      />
      <ConflictDialog what={editing?.kind === 'group' ? '该分组' : '该标签'} {...versioned.dialog} />
    </PageFrame>
  );
}

function GroupCard(props: {
  group: TagGroup;
  groups: readonly TagGroup[];
  onRename: () => void;
  onDelete: () => void;
  onAddTag: () => void;
  onRenameTag: (tag: ClueTag) => void;
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
                if (key === 'rename') props.onRenameTag(t);
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
