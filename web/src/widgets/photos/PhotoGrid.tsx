import { DeleteOutlined, EditOutlined, EyeOutlined, UploadOutlined } from '@ant-design/icons';
import { MSG } from '@console/contracts';
import { Card, Checkbox, Empty, Flex, Image, Input, Space, Spin, Tabs, Tooltip, Typography, theme } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useMessage } from '../../app/message';
import { trpc } from '../../app/trpc';
import type { NamedResource, Row } from '../../engine/api';
import { ListPagination } from '../../engine/ListPagination';
import { baseOf, createPath } from '../../engine/paths';
import { useResourceList } from '../../engine/useResourceList';
import { Button } from '../busy';
import { LoadError } from '../load-error/LoadError';
import { type PhotoDraft, PhotoEditDialog } from './PhotoEditDialog';
import { allSelected, formatBytes, keepOnPage, someSelected, toggle, toggleAll } from './selection';
import './photos.css';

type PhotoResource = 'officialAlbum' | 'officialWorks';
type Photo = Row<PhotoResource>;

export interface PhotoGridProps {
  resource: NamedResource<PhotoResource>;
  contentType: string;
  /** '照片' or '作品'. */
  itemName: string;
  title: string;
}

/**
 * The photo/works grid (spec §2): category tabs, keyword search, cards whose actions show on hover,
 * select-all per page, an edit dialog, and batch delete with the confirmations and results of section 8.
 */
export function PhotoGrid(p: PhotoGridProps) {
  const message = useMessage();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const base = baseOf(useLocation().pathname);
  const { query, setQuery, list, rows, total, confirmDelete, confirmHolder, invalidate, hooks } = useResourceList(
    p.resource,
    { files: true },
  );
  const categories = trpc.category.list.useQuery({ contentType: p.contentType }, { select: (d) => d.list });
  const save = hooks.save.useMutation();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [editing, setEditing] = useState<Photo | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [keyword, setKeyword] = useState(String(query.keyword ?? ''));
  const pageIds = useMemo(() => rows.map((r) => r.id), [rows]);
  const categoryNames = new Map((categories.data ?? []).map((c) => [Number(c.id), c.name]));

  useEffect(() => setSelected((s) => keepOnPage(s, pageIds) as Set<number>), [pageIds]);

  const batchDelete = async () => {
    if (selected.size === 0) {
      void message.warning(MSG.batchDeleteNoneSelected);
      return;
    }
    if (await confirmDelete([...selected])) setSelected(new Set());
  };

  const onSaveEdit = async (draft: PhotoDraft) => {
    if (!editing) return;
    const { id, url, name: _n, categoryId: _c, sort: _s, createTime: _ct, updateDate: _u, ...rest } = editing;
    const keep = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== null && v !== undefined));
    await save.mutateAsync({
      ...keep,
      id,
      url,
      name: draft.name.trim(),
      categoryId: draft.categoryId,
      sort: draft.sort ?? 0,
    });
    void message.success('保存成功');
    // The dialog closes itself once its draft is removed.
    void invalidate();
  };

  const tabs = [
    { key: 'all', label: '全部' },
    ...(categories.data ?? []).map((c) => ({ key: String(c.id), label: c.name })),
  ];

  return (
    <Card
      title={p.title}
      extra={
        <Button type="primary" icon={<UploadOutlined />} onClick={() => navigate(createPath(base))}>
          上传{p.itemName}
        </Button>
      }
    >
      {confirmHolder}
      <Tabs
        activeKey={query.categoryId ? String(query.categoryId) : 'all'}
        items={tabs}
        onChange={(key) => setQuery({ categoryId: key === 'all' ? undefined : Number(key), page: 1 })}
        style={{ marginBottom: 8 }}
      />
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Space wrap>
          <Checkbox
            checked={allSelected(selected, pageIds)}
            indeterminate={someSelected(selected, pageIds)}
            onChange={() => setSelected((s) => toggleAll(s, pageIds))}
            disabled={pageIds.length === 0}
          >
            全选
          </Checkbox>
          <Button danger icon={<DeleteOutlined />} onClick={batchDelete}>
            批量删除
          </Button>
          {selected.size > 0 ? <Typography.Text type="secondary">已选 {selected.size} 项</Typography.Text> : null}
        </Space>
        <Input.Search
          allowClear
          placeholder={`搜索${p.itemName}名称`}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          onSearch={(v) => setQuery({ keyword: v.trim() || undefined, page: 1 })}
          style={{ width: 240 }}
          maxLength={50}
        />
      </Flex>
      <Spin spinning={list.isFetching}>
        {list.error ? (
          <LoadError error={list.error} onRetry={list.refetch} retrying={list.isFetching} what={p.itemName} />
        ) : rows.length === 0 && !list.isLoading ? (
          <Empty description={`暂无${p.itemName}`} />
        ) : (
          <div
            className="photo-grid"
            style={{
              ['--photo-bg' as string]: token.colorBgContainer,
              ['--photo-border' as string]: token.colorBorderSecondary,
              ['--photo-accent' as string]: token.colorPrimary,
              ['--photo-accent-shadow' as string]: token.colorPrimaryBg,
              ['--photo-thumb' as string]: token.colorFillQuaternary,
            }}
          >
            {rows.map((r) => {
              const checked = selected.has(r.id);
              return (
                <div key={r.id} className={`photo-card${checked ? ' is-selected' : ''}`} data-photo-id={r.id}>
                  <div className="photo-thumb">
                    <img src={r.url} alt={r.name} loading="lazy" />
                    <Checkbox
                      className="photo-check"
                      checked={checked}
                      aria-label={`选择 ${r.name}`}
                      onChange={() => setSelected((s) => toggle(s, r.id))}
                    />
                    <div className="photo-actions">
                      <Tooltip title="预览">
                        <Button
                          shape="circle"
                          icon={<EyeOutlined />}
                          aria-label="预览"
                          onClick={() => setPreview(r.url)}
                        />
                      </Tooltip>
                      <Tooltip title="编辑">
                        <Button
                          shape="circle"
                          icon={<EditOutlined />}
                          aria-label="编辑"
                          onClick={() => setEditing(r)}
                        />
                      </Tooltip>
                      <Tooltip title="删除">
                        <Button
                          shape="circle"
                          danger
                          icon={<DeleteOutlined />}
                          aria-label="删除"
                          onClick={() => void confirmDelete([r.id])}
                        />
                      </Tooltip>
                    </div>
                  </div>
                  <div className="photo-meta">
                    <Typography.Text strong ellipsis={{ tooltip: r.name }}>
                      {r.name}
                    </Typography.Text>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {categoryNames.get(Number(r.categoryId)) ?? '未分类'} · {formatBytes(r.size)}
                      {r.width && r.height ? ` · ${r.width}×${r.height}` : ''}
                    </Typography.Text>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {r.updateDate}
                    </Typography.Text>
                  </div>
                </div>
              );
            })}
          </div>
        )}
      </Spin>
      {list.error ? null : (
        <ListPagination
          page={query.page}
          size={query.size}
          total={total}
          onChange={(page, size) => {
            setSelected(new Set());
            setQuery({ page, size });
          }}
        />
      )}
      <PhotoEditDialog
        open={editing !== null}
        record={editing?.id}
        itemName={p.itemName}
        contentType={p.contentType}
        initial={
          editing
            ? { name: editing.name, categoryId: Number(editing.categoryId), sort: Number(editing.sort ?? 0) }
            : null
        }
        saving={save.isPending}
        onSave={onSaveEdit}
        onClose={() => setEditing(null)}
      />
      {preview ? (
        <Image
          style={{ display: 'none' }}
          src={preview}
          preview={{ open: true, onOpenChange: (open) => !open && setPreview(null) }}
        />
      ) : null}
    </Card>
  );
}
