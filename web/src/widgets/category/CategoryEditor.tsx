import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, HolderOutlined, PlusOutlined } from '@ant-design/icons';
import { type CategoryList, MSG } from '@console/contracts';
import { Empty, Flex, Input, Skeleton, Space, Tooltip, Typography, theme } from 'antd';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useStateDraft } from '../../app/drafts';
import { useMessage } from '../../app/message';
import { trpc } from '../../app/trpc';
import { useUnsavedChanges } from '../../shell/unsaved';
import { Button, Popconfirm, Switch } from '../busy';
import { ConflictDialog } from '../conflict/ConflictDialog';
import { useVersionedSave } from '../conflict/useVersionedSave';
import { useValidate } from '../form/useValidate';
import { LoadError } from '../load-error/LoadError';
import {
  addCategory,
  type DraftCategory,
  isChanged,
  moveCategory,
  moveDown,
  moveUp,
  removeCategory,
  toSaveList,
  updateCategory,
  validateCategories,
} from './model';

export interface CategoryEditorProps {
  contentType: string;
  /** What the categories are of ('相册分类'). */
  title: string;
  /** Where the categories show in this order (官网 by default; 商城 for the mall's). */
  shownIn?: string;
}

/**
 * The category editor (spec: reorder by drag or up/down, add, delete, then save or cancel). Save checks the
 * names and that one remains, reassigns sort 1..n, and sends the whole list to `POST
 * /ajax/category/split/save`; its answer is the new list. Cancel puts back what was saved.
 *
 * The whole list is saved on the version it was read at (issue 28): a list saved meanwhile from another tab is
 * not overwritten, the shared conflict dialog opens with the list as edited here kept (继续编辑), 加载最新 puts the
 * latest list in the editor and 覆盖保存 saves this one over it.
 */
export function CategoryEditor({ contentType, title, shownIn = '官网' }: CategoryEditorProps) {
  const message = useMessage();
  const { token } = theme.useToken();
  const utils = trpc.useUtils();
  const query = trpc.category.list.useQuery({ contentType });
  const save = trpc.check.categorySave.useMutation({ meta: { conflictShown: true } });
  /** The list as last loaded or saved: what the editor's list is compared with, and its version saved on. */
  const [base, setBase] = useState<CategoryList | null>(null);
  const [draft, setDraft] = useState<DraftCategory[]>([]);
  const versioned = useVersionedSave<CategoryList, { listStr: string }>({
    save: async ({ listStr, version }) => {
      const list = await save.mutateAsync({ contentType, listStr, version });
      // The documented answer is the new list without its version: the read gives both. Should that read fail,
      // the version saved on stays (one the list has left now), so a next save from here meets the conflict
      // dialog rather than writing blind.
      const read = await utils.client.category.list.query({ contentType }).catch(() => undefined);
      return read ?? { list, version: version ?? 1 };
    },
    // Read past the cache: the editor keeps the list as edited here until 加载最新.
    latest: () => utils.client.category.list.query({ contentType }),
    onLoadLatest: (latest) => {
      adopt(latest);
      utils.category.list.setData({ contentType }, latest);
    },
    onSaved: async (saved) => {
      // Adopting the saved list removes the draft: what was typed is saved.
      adopt(saved);
      utils.category.list.setData({ contentType }, saved);
      void message.success('保存成功');
    },
  });
  const { load } = versioned;
  // The list as edited is kept as a draft (issue 30) with the version it started from: a session that expires
  // mid-edit, a reload or a closed tab offers it again (恢复 puts it back, to be saved on that version).
  const kept = useStateDraft({ list: draft }, (d) => setDraft(d.list), {
    name: `category-${contentType}`,
    ready: base !== null,
    version: () => base?.version,
    onRestore: (d) => {
      setDraft((d.values as { list: DraftCategory[] }).list);
      if (base && d.version !== undefined) load({ ...base, version: d.version });
    },
  });
  const { rebase } = kept;
  /** Puts a list read or saved in the editor: the draft compares with it from now on. */
  const adopt = (list: CategoryList) => {
    setBase(list);
    setDraft(list.list);
    load(list);
    rebase({ list: list.list });
  };
  const { hits } = useValidate();
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dragOver, setDragOver] = useState<number | null>(null);
  // After 上移 or 下移 the row has moved: the focus goes with it (to the other arrow at the end of the list),
  // so a keyboard user can press again; the live region says where it went.
  const list = useRef<HTMLOListElement>(null);
  const moved = useRef<{ id: DraftCategory['id']; up: boolean } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const saved = base?.list ?? [];
  const changed = base !== null && isChanged(draft, saved);
  useUnsavedChanges(changed);

  // The first read fills the editor; a later one (another page read the list again) only while nothing here is
  // changed, so a read never replaces what is being typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new read of the list; the rest is read as it stands
  useEffect(() => {
    if (!query.data) return;
    if (base === null) {
      setBase(query.data);
      setDraft(query.data.list);
      load(query.data);
    } else if (query.data !== base && !isChanged(draft, base.list)) adopt(query.data);
  }, [query.data]);

  useLayoutEffect(() => {
    const m = moved.current;
    if (!m) return;
    moved.current = null;
    const at = draft.findIndex((c) => c.id === m.id);
    const row = list.current?.querySelector<HTMLElement>(`[data-category-row="${at}"]`);
    const buttons = [...(row?.querySelectorAll<HTMLButtonElement>('button[data-move]') ?? [])];
    const preferred = buttons.find((b) => b.dataset.move === (m.up ? 'up' : 'down') && !b.disabled);
    (preferred ?? buttons.find((b) => !b.disabled))?.focus();
    setAnnouncement(`已移到第 ${at + 1} 位`);
  }, [draft]);

  const move = (i: number, up: boolean) => {
    const c = draft[i];
    if (!c) return;
    moved.current = { id: c.id, up };
    setDraft((d) => (up ? moveUp(d, i) : moveDown(d, i)));
  };

  const onSave = async () => {
    const problem = validateCategories(draft);
    if (problem) {
      void message.warning(problem);
      return;
    }
    // Category names are text a person saves: the forbidden-word check reads each (spec §5).
    const found = await hits(draft.map((c) => ({ name: c.name, text: c.name.trim() }))).catch(() => null);
    if (!found) return;
    const [hit] = found;
    if (hit) {
      void message.warning(`分类「${hit.name}」${hit.message}`);
      return;
    }
    // Another refusal has been told by the error policy; the list stays as edited.
    await versioned.submit({ listStr: JSON.stringify(toSaveList(draft)) }).catch(() => undefined);
  };

  if (query.isLoading) return <Skeleton active />;
  // Without the saved list there is nothing to edit: an empty editor saved would delete every category.
  if (query.error)
    return <LoadError error={query.error} onRetry={query.refetch} retrying={query.isFetching} what={title} />;

  return (
    <div data-testid={`category-editor-${contentType}`}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
        拖动左侧图标或使用上移、下移调整{title}的顺序，保存后按此顺序在{shownIn}展示。
      </Typography.Paragraph>
      {kept.notice}
      {draft.length === 0 ? <Empty description="暂无分类，请添加" style={{ margin: '24px 0' }} /> : null}
      <div aria-live="polite" className="zx-visually-hidden">
        {announcement}
      </div>
      <ol ref={list} style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={title}>
        {draft.map((c, i) => (
          <li
            key={String(c.id)}
            data-category-row={i}
            draggable
            onDragStart={(e) => {
              setDragFrom(i);
              e.dataTransfer.effectAllowed = 'move';
              e.dataTransfer.setData('text/plain', String(i));
            }}
            onDragOver={(e) => {
              e.preventDefault();
              setDragOver(i);
            }}
            onDragLeave={() => setDragOver((o) => (o === i ? null : o))}
            onDrop={(e) => {
              e.preventDefault();
              const from = dragFrom ?? Number(e.dataTransfer.getData('text/plain'));
              setDraft((d) => moveCategory(d, from, i));
              setDragFrom(null);
              setDragOver(null);
            }}
            onDragEnd={() => {
              setDragFrom(null);
              setDragOver(null);
            }}
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: 12,
              padding: '8px 12px',
              marginBottom: 8,
              borderRadius: token.borderRadiusLG,
              border: `1px solid ${dragOver === i ? token.colorPrimary : token.colorBorderSecondary}`,
              background: dragFrom === i ? token.colorPrimaryBg : token.colorBgContainer,
              flexWrap: 'wrap',
            }}
          >
            <HolderOutlined style={{ cursor: 'grab', color: token.colorTextTertiary }} aria-label="拖动排序" />
            <Typography.Text type="secondary" style={{ width: 20 }}>
              {i + 1}
            </Typography.Text>
            <Input
              value={c.name}
              maxLength={10}
              placeholder="请输入分类名称"
              aria-label={`分类名称 ${i + 1}`}
              status={c.name.trim() === '' ? 'warning' : undefined}
              disabled={c.isEdit === false}
              onChange={(e) => setDraft((d) => updateCategory(d, c.id, { name: e.target.value }))}
              style={{ flex: '1 1 160px', maxWidth: 280 }}
            />
            <Space size={4}>
              <Switch
                size="small"
                checked={c.isShow === '1'}
                aria-label={`显示 ${i + 1}`}
                onChange={(on) => setDraft((d) => updateCategory(d, c.id, { isShow: on ? '1' : '0' }))}
              />
              <Typography.Text type="secondary">显示</Typography.Text>
            </Space>
            <Space size={0} style={{ marginLeft: 'auto' }}>
              <Tooltip title="上移">
                <Button
                  type="text"
                  icon={<ArrowUpOutlined />}
                  aria-label={`上移 ${c.name}`}
                  data-move="up"
                  disabled={i === 0}
                  onClick={() => move(i, true)}
                />
              </Tooltip>
              <Tooltip title="下移">
                <Button
                  type="text"
                  icon={<ArrowDownOutlined />}
                  aria-label={`下移 ${c.name}`}
                  data-move="down"
                  disabled={i === draft.length - 1}
                  onClick={() => move(i, false)}
                />
              </Tooltip>
              <Popconfirm
                title={MSG.deleteCategoryConfirm}
                okText="确定"
                cancelText={MSG.cancel}
                onConfirm={() => setDraft((d) => removeCategory(d, c.id))}
                disabled={c.isEdit === false}
              >
                <Button type="text" danger icon={<DeleteOutlined />} aria-label="删除" disabled={c.isEdit === false} />
              </Popconfirm>
            </Space>
          </li>
        ))}
      </ol>
      <Button type="dashed" block icon={<PlusOutlined />} onClick={() => setDraft((d) => addCategory(d, Date.now()))}>
        添加分类
      </Button>
      <Flex gap={12} justify="flex-end" style={{ marginTop: 16 }}>
        <Button onClick={() => setDraft(saved)} disabled={!changed || save.isPending}>
          取消
        </Button>
        <Button type="primary" onClick={onSave} loading={save.isPending}>
          保存
        </Button>
      </Flex>
      <ConflictDialog what={title} {...versioned.dialog} />
    </div>
  );
}
