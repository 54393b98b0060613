import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { type FieldDef, showsAsColumn } from '@console/contracts';
import { Card, Flex, Space, Table, Typography } from 'antd';
import type { ColumnsType, ColumnType } from 'antd/es/table';
import { type ReactNode, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useMessage } from '../app/message';
import { useCanCall } from '../session/gate/useCan';
import { Button } from '../widgets/busy';
import type { ConfirmOptions } from '../widgets/confirm';
import { downloadFile } from '../widgets/download';
import { NumberInput } from '../widgets/form/NumberInput';
import { LinkButton } from '../widgets/LinkButton';
import { tableLocale } from '../widgets/load-error/LoadError';
import { type NamedResource, type ResourceName, type Row, useAction } from './api';
import { renderCell } from './cells';
import { kindWidth } from './column-fit';
import { ListPagination } from './ListPagination';
import { hasRowActions } from './list-columns';
import { listOffers } from './list-offers';
import { baseOf, createPath, editPath } from './paths';
import { SearchBar } from './SearchBar';
import { ToggleCell } from './ToggleCell';
import { type ColumnFit, type ListColumn, useListColumns } from './useListColumns';
import { useResourceList } from './useResourceList';

type AnyRow = { id: number; version: number } & Record<string, unknown>;

export interface ResourceListProps<N extends ResourceName> {
  resource: NamedResource<N>;
  /** The pages' common path; found from the current path when omitted. */
  base?: string;
  /** Card title; the resource's title by default. */
  title?: ReactNode;
  /** Per-field column changes; `false` hides a column the kind would show. */
  columns?: Partial<Record<keyof Row<N> & string, Partial<ColumnType<Row<N>>> | false>>;
  /** Columns added before the actions. */
  extraColumns?: ColumnsType<Row<N>>;
  /** Buttons added to each row's actions. */
  rowActions?: (row: Row<N>) => ReactNode;
  /** Buttons added next to 新增. */
  toolbar?: ReactNode;
  /** Query parameters the page fixes. */
  fixed?: Record<string, unknown>;
  /** What goes above the table (a notice, tabs). */
  header?: ReactNode;
  /** Batch buttons beside 批量删除 (上架, 通过…), given the selected ids and a way to clear the selection. */
  batchActions?: (selected: number[], clear: () => void) => ReactNode;
  /** Where 新增 goes when not `{base}/create` (a child's create page, told its parent in the query). */
  createTo?: string;
  /**
   * List the recycle bin: items are restored (恢复) or deleted for good (删除, with the spec's confirmation);
   * nothing is edited, switched, sorted or created there. The live list of a resource with a recycle bin moves
   * items to the bin (移入回收站) instead of deleting them.
   */
  recycled?: boolean;
  /**
   * What one item is called on this page, where the module's word differs from the shared entity's (/study/teacher
   * says 教师 of the teacher entity, 讲师 elsewhere): its 新增 button, its export's file name, its questions.
   */
  noun?: string;
  /** Its items are files or photos: a deletion asks with the spec's file messages (others name the item). */
  files?: boolean;
  /**
   * Which generic actions show (the person's permission codes, rows that may not change): all of those the
   * resource has, by default. A row that may not be deleted cannot be picked for the batch delete either.
   */
  can?: ListAbilities<Row<N>>;
  /** Where a row's 编辑 leads, and where a copy opens: `{base}/edit/{id}` by default. */
  editTo?: (id: number) => string;
  /** Where 复制 leads instead of copying at once: a page that starts a new item from this one. */
  copyTo?: (id: number) => string;
  /** Width of the actions column, when the row actions need more than the usual room. */
  actionsWidth?: number;
  /**
   * How much the page needs a column when a narrow list gives some up: higher stays longer (fields are 5,
   * pictures 2, computed values 1; the name and the actions always stay).
   */
  priorities?: Partial<Record<string, number>>;
  /**
   * Columns that never give way (a data page's one column per question): the list scrolls sideways instead
   * when they do not fit.
   */
  keep?: readonly string[];
  /**
   * The question to ask before a row's switch of `field` goes to `on`, or null to switch at once (switching
   * off a running campaign names the people taking part).
   */
  askToggle?: (field: string, row: Row<N>, on: boolean) => Omit<ConfirmOptions, 'onOk'> | null;
}

/** Per action: shown or not, for every row or by row. */
export interface ListAbilities<R> {
  create?: boolean;
  edit?: boolean | ((row: R) => boolean);
  delete?: boolean | ((row: R) => boolean);
}

/** Whether an action of `can` is allowed for `row` (absent means allowed). */
export function allows<R>(ability: boolean | ((row: R) => boolean) | undefined, row: R): boolean {
  return typeof ability === 'function' ? ability(row) : ability !== false;
}

/**
 * The generic list page: search form, table with a column per listed field, batch delete (or the recycle bin),
 * row actions, an editable sort for sorted resources, and the spec's pagination. A screen passes only what
 * differs.
 */
export function ResourceList<N extends ResourceName>(p: ResourceListProps<N>) {
  const { resource } = p;
  const noun = p.noun ?? resource.title;
  const message = useMessage();
  const navigate = useNavigate();
  const location = useLocation();
  const base = p.base ?? baseOf(location.pathname);
  const recycled = Boolean(p.recycled);
  const { query, setQuery, list, rows, total, confirm, confirmDelete, confirmHolder, invalidate } = useResourceList(
    resource,
    {
      fixed: p.fixed,
      recycled,
      files: p.files,
      noun: p.noun,
    },
  );
  const [selected, setSelected] = useState<number[]>([]);
  const action = useAction(resource);
  const able = listOffers(resource, recycled, useCanCall());
  const sort = able.sort ? action : null;
  /** Whether the call `key` is on its way for the item `id`. */
  const pending = (key: string, id: number) => {
    if (!action.isPending || action.variables?.key !== key) return false;
    const input = action.variables.input as { id?: number; ids?: number[] };
    return input.id === id || (input.ids?.includes(id) ?? false);
  };
  const [exporting, setExporting] = useState(false);
  const canDelete = able.delete && p.can?.delete !== false;
  const canCreate = able.create && p.can?.create !== false;
  const editable = (row: Row<N>) => able.edit && allows(p.can?.edit, row);
  const deletable = (row: Row<N>) => canDelete && allows(p.can?.delete, row);
  const canRecycle = able.recycle;
  const canRestore = able.restore;
  const batchActions = recycled ? undefined : p.batchActions;
  const canSelect = canDelete || canRecycle || canRestore || Boolean(batchActions);
  const editTo = p.editTo ?? ((id: number) => editPath(base, id));

  /** Moves items to the recycle bin or back; on a later page left empty, shows the page before. */
  const moveItems = async (key: 'recycle' | 'restore', ids: number[]) => {
    const moved = await action.mutateAsync({ key, input: { ids } }).then(
      () => true,
      () => false,
    );
    if (!moved) return;
    void message.success(key === 'recycle' ? '已移入回收站' : '已恢复');
    setSelected((s) => s.filter((id) => !ids.includes(id)));
    if (query.page > 1 && total - ids.length <= (query.page - 1) * query.size) setQuery({ page: query.page - 1 });
    await invalidate();
  };
  const overrides = (p.columns ?? {}) as Record<string, Partial<ColumnType<Row<N>>> | false>;

  const fieldColumns: ColumnsType<Row<N>> = Object.entries(resource.fields as Record<string, FieldDef>)
    .filter(([name, d]) => showsAsColumn(d.meta) && overrides[name] !== false && !(name === 'sort' && sort))
    .map(([name, d]) => ({
      key: name,
      dataIndex: name,
      title: d.meta.label,
      render: (v: unknown, row: Row<N>) => {
        const toggle = able.toggles.get(name);
        if (!toggle) return renderCell(d.meta, v);
        return (
          <ToggleCell
            resource={resource}
            action={toggle.key}
            disabled={!toggle.allowed}
            id={(row as unknown as AnyRow).id}
            version={(row as unknown as AnyRow).version}
            checked={v === '1'}
            label={d.meta.label}
            ask={p.askToggle ? (on) => p.askToggle?.(name, row, on) ?? null : undefined}
            confirm={confirm}
          />
        );
      },
      ...(d.meta.kind === 'number' || d.meta.kind === 'price' ? { align: 'right' as const } : {}),
      ...(overrides[name] || {}),
    }));

  const sortColumn: ColumnsType<Row<N>> = sort
    ? [
        {
          key: 'sort',
          title: '排序',
          width: 100,
          render: (_: unknown, row) => {
            const r = row as unknown as AnyRow;
            return (
              <NumberInput
                size="small"
                defaultValue={Number(r.sort ?? 0)}
                aria-label={`排序 ${r.id}`}
                style={{ width: 72 }}
                onBlur={async (e) => {
                  const next = Number(e.target.value);
                  if (next === Number(r.sort ?? 0)) return;
                  // Out of range is refused with the limits, never clamped silently.
                  const checked = resource.calls.sort?.input.safeParse({ id: r.id, sort: next });
                  if (checked && !checked.success) {
                    void message.warning(checked.error.issues[0]?.message ?? '请输入正确的排序');
                    return;
                  }
                  const done = await sort.mutateAsync({ key: 'sort', input: { id: r.id, sort: next } }).then(
                    () => true,
                    () => false,
                  );
                  if (!done) return;
                  void message.success('排序已更新');
                  await invalidate();
                }}
              />
            );
          },
        },
      ]
    : [];

  const actionsWidth =
    p.actionsWidth ??
    30 +
      (able.edit ? 50 : 0) +
      (able.copy ? 50 : 0) +
      (p.rowActions ? 90 : 0) +
      (canRecycle ? 90 : 0) +
      (canRestore ? 50 : 0) +
      (canDelete ? 50 : 0);
  const withActions = hasRowActions({
    edit: able.edit,
    copy: Boolean(able.copy),
    own: Boolean(p.rowActions),
    remove: canDelete || canRecycle || canRestore,
  });
  const allColumns: ColumnsType<Row<N>> = [
    ...sortColumn,
    ...fieldColumns,
    ...(p.extraColumns ?? []),
    ...(overrides.updateDate === false
      ? []
      : [{ key: 'updateDate', dataIndex: 'updateDate', title: '更新时间', width: 170, ...overrides.updateDate }]),
    {
      key: 'actions',
      title: '操作',
      width: actionsWidth,
      render: (_: unknown, row) => {
        const r = row as unknown as AnyRow;
        return (
          <Space size={0} wrap>
            {editable(row) ? (
              <LinkButton type="link" size="small" to={editTo(r.id)}>
                编辑
              </LinkButton>
            ) : null}
            {p.copyTo && !recycled ? (
              <LinkButton type="link" size="small" to={p.copyTo(r.id)}>
                复制
              </LinkButton>
            ) : able.copy ? (
              <Button
                type="link"
                size="small"
                loading={pending(able.copy.key, r.id)}
                onClick={async () => {
                  const key = able.copy?.key as string;
                  const copy = (await action.mutateAsync({ key, input: { id: r.id } }).catch(() => undefined)) as
                    | { id: number }
                    | undefined;
                  if (!copy) return;
                  void message.success('复制成功');
                  await invalidate();
                  if (able.edit) navigate(editTo(copy.id));
                }}
              >
                {able.copy.label}
              </Button>
            ) : null}
            {p.rowActions?.(row)}
            {canRecycle ? (
              <Button
                type="link"
                size="small"
                loading={pending('recycle', r.id)}
                onClick={() => void moveItems('recycle', [r.id])}
              >
                移入回收站
              </Button>
            ) : null}
            {canRestore ? (
              <Button
                type="link"
                size="small"
                loading={pending('restore', r.id)}
                onClick={() => void moveItems('restore', [r.id])}
              >
                恢复
              </Button>
            ) : null}
            {deletable(row) ? (
              <Button type="link" size="small" danger onClick={() => void confirmDelete([r.id])}>
                删除
              </Button>
            ) : null}
          </Space>
        );
      },
    },
  ];
  // A read-only list (learners) has no 操作 column rather than an empty one.
  const listed = withActions ? allColumns : allColumns.filter((c) => c.key !== 'actions');

  // On wider screens the list reads without scrolling sideways: the columns a person needs least give way,
  // except the key figures the resource keeps; 列设置 brings any back; on a phone the status and actions stay
  // in view (useListColumns).
  const fields = resource.fields as Record<string, FieldDef>;
  const firstField = fieldColumns[0]?.key;
  const fitOf = (c: ColumnsType<Row<N>>[number]): ColumnFit => {
    const key = String(c.key);
    const d = fields[key];
    const own = typeof c.width === 'number' ? c.width : undefined;
    if (key === 'actions') return { width: actionsWidth, priority: 9 };
    if (key === 'updateDate') return { width: kindWidth('updateDate'), priority: 0, label: '更新时间' };
    if (key === 'sort') return { width: kindWidth('sort'), priority: 3, label: '排序' };
    const keep = Boolean(p.keep?.includes(key) || d?.meta.keep);
    const status = key === 'status' || able.toggles.has(key);
    if (!d) return { width: own ?? 110, priority: p.priorities?.[key] ?? 4, keep, status };
    const priority = p.priorities?.[key] ?? (d.readOnly ? 1 : d.meta.kind === 'image' ? 2 : 5);
    const label = typeof c.title === 'string' ? c.title : d.meta.label;
    return { width: own ?? kindWidth(d.meta.kind), priority, keep, status, label, always: key === firstField };
  };
  const { box, table } = useListColumns<Row<N>>(
    `${resource.name}${recycled ? '_recycle' : ''}`,
    listed.map((c): ListColumn<Row<N>> => ({ ...c, key: String(c.key), fit: fitOf(c) }) as ListColumn<Row<N>>),
    { selection: canSelect },
  );

  return (
    <Card
      title={p.title ?? resource.title}
      extra={
        <Space wrap>
          {p.toolbar}
          {able.export ? (
            <Button
              icon={<DownloadOutlined />}
              loading={exporting}
              onClick={async () => {
                setExporting(true);
                try {
                  const { page: _page, size: _size, ...filters } = query;
                  const name = await downloadFile(able.export?.route as string, filters, `${noun}.xlsx`, (given) =>
                    given.startsWith(resource.title) ? noun + given.slice(resource.title.length) : given,
                  );
                  void message.success(`已导出 ${name}`);
                } catch (err) {
                  void message.error((err as Error).message);
                } finally {
                  setExporting(false);
                }
              }}
            >
              {able.export.label}
            </Button>
          ) : null}
          {canCreate ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(p.createTo ?? createPath(base))}>
              新增{noun}
            </Button>
          ) : null}
        </Space>
      }
    >
      {confirmHolder}
      {p.header}
      <SearchBar resource={resource} value={query} onSearch={(filters) => setQuery({ ...filters, page: 1 })} />
      {canSelect ? (
        <Flex align="center" gap={12} wrap style={{ marginBottom: 12 }}>
          {canRecycle ? (
            <Button disabled={selected.length === 0} onClick={() => void moveItems('recycle', selected)}>
              批量移入回收站
            </Button>
          ) : null}
          {canRestore ? (
            <Button disabled={selected.length === 0} onClick={() => void moveItems('restore', selected)}>
              批量恢复
            </Button>
          ) : null}
          {canDelete ? (
            <Button
              danger
              disabled={selected.length === 0}
              onClick={async () => {
                // Rows picked for the page's own batch buttons that may not go are left out.
                const ids = rows.filter((r) => selected.includes((r as unknown as AnyRow).id) && deletable(r));
                if (await confirmDelete(ids.map((r) => (r as unknown as AnyRow).id))) setSelected([]);
              }}
            >
              批量删除
            </Button>
          ) : null}
          {batchActions?.(selected, () => setSelected([]))}
          <Typography.Text type="secondary">
            {selected.length > 0 ? `已选 ${selected.length} 项` : null}
          </Typography.Text>
        </Flex>
      ) : null}
      <div ref={box}>
        <Table<Row<N>>
          rowKey={(r) => (r as unknown as AnyRow).id}
          {...table}
          dataSource={rows}
          loading={list.isFetching}
          // Before the first answer there is nothing to say: neither 暂无数据 nor a count of 0.
          locale={tableLocale(list, noun) ?? (list.isPending ? { emptyText: ' ' } : undefined)}
          pagination={false}
          rowSelection={
            canSelect
              ? {
                  selectedRowKeys: selected,
                  onChange: (keys) => setSelected(keys.map(Number)),
                  // A page's own batch buttons may act on rows that may not be deleted.
                  getCheckboxProps: (row) => ({ disabled: !batchActions && !allows(p.can?.delete, row) }),
                }
              : undefined
          }
        />
      </div>
      {list.error || !list.data ? null : (
        <ListPagination
          page={query.page}
          size={query.size}
          total={total}
          onChange={(page, size) => {
            setSelected([]);
            setQuery({ page, size });
          }}
        />
      )}
    </Card>
  );
}
