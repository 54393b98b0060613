import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { type AnyResource, type FieldDef, showsAsColumn } from '@console/contracts';
import { Button, Card, Flex, Grid, InputNumber, Space, Switch, Table, Typography } from 'antd';
import type { ColumnsType, ColumnType } from 'antd/es/table';
import { type ReactNode, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useMessage } from '../app/message';
import { downloadFile } from '../widgets/download';
import { LinkButton } from '../widgets/LinkButton';
import { tableLocale } from '../widgets/load-error/LoadError';
import { type NamedResource, type ResourceName, type Row, useAction } from './api';
import { renderCell } from './cells';
import { fitColumns, kindWidth } from './column-fit';
import { ListPagination } from './ListPagination';
import { baseOf, createPath, editPath } from './paths';
import { SearchBar } from './SearchBar';
import { useBoxWidth } from './useBoxWidth';
import { useOverflowExcess } from './useOverflowExcess';
import { useResourceList } from './useResourceList';

type AnyRow = { id: number } & Record<string, unknown>;

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
  /**
   * Where 新增 and 编辑 lead when the pages are not `{base}/create` and `{base}/edit/{id}` (the spec's own
   * paths, such as /study/createTeacher and /study/edit?id=).
   */
  links?: ResourceLinks<Row<N>>;
}

export interface ResourceLinks<R = unknown> {
  create: string;
  /** The edit page of an item (the row, for paths that carry more than the id). */
  edit: (id: number, row: R) => string;
}

/**
 * The generic list page: search form, table with a column per listed field, batch delete, row actions,
 * an editable sort for sorted resources, and the spec's pagination. A screen passes only what differs.
 */
export function ResourceList<N extends ResourceName>(p: ResourceListProps<N>) {
  const { resource } = p;
  const message = useMessage();
  const navigate = useNavigate();
  const location = useLocation();
  const base = p.base ?? baseOf(location.pathname);
  const links: ResourceLinks<Row<N>> = p.links ?? { create: createPath(base), edit: (id) => editPath(base, id) };
  const { query, setQuery, list, rows, total, confirmDelete, confirmHolder, invalidate } = useResourceList(resource, {
    fixed: p.fixed,
  });
  const [selected, setSelected] = useState<number[]>([]);
  const screens = Grid.useBreakpoint();
  const action = useAction(resource);
  const sort = resource.calls.sort ? action : null;
  const extras = extrasOf(resource);
  /** Whether the call `key` is on its way for the item `id`. */
  const pending = (key: string, id: number) => {
    if (!action.isPending || action.variables?.key !== key) return false;
    const input = action.variables.input as { id?: number; ids?: number[] };
    return input.id === id || (input.ids?.includes(id) ?? false);
  };
  const [exporting, setExporting] = useState(false);
  const [box, boxWidth] = useBoxWidth();
  const fitWidth = screens.md ? boxWidth : null;
  const excess = useOverflowExcess(box, fitWidth);
  const canSave = Boolean(resource.calls.save);
  const canGet = Boolean(resource.calls.get);
  const canDelete = Boolean(resource.calls.removeMany);
  const overrides = (p.columns ?? {}) as Record<string, Partial<ColumnType<Row<N>>> | false>;

  const fieldColumns: ColumnsType<Row<N>> = Object.entries(resource.fields as Record<string, FieldDef>)
    .filter(([name, d]) => showsAsColumn(d.meta) && overrides[name] !== false && !(name === 'sort' && sort))
    .map(([name, d]) => ({
      key: name,
      dataIndex: name,
      title: d.meta.label,
      render: (v: unknown, row: Row<N>) => {
        const toggle = extras.toggles.get(name);
        if (!toggle) return renderCell(d.meta, v);
        const r = row as unknown as AnyRow;
        return (
          <Switch
            size="small"
            checked={v === '1'}
            aria-label={`${d.meta.label} ${r.id}`}
            loading={pending(toggle, r.id)}
            onChange={async (on) => {
              await action.mutateAsync({ key: toggle, input: { ids: [r.id], value: on ? '1' : '0' } });
              void message.success(on ? `已开启${d.meta.label}` : `已关闭${d.meta.label}`);
              await invalidate();
            }}
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
              <InputNumber
                size="small"
                precision={0}
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
                  await sort.mutateAsync({ key: 'sort', input: { id: r.id, sort: next } });
                  void message.success('排序已更新');
                  await invalidate();
                }}
              />
            );
          },
        },
      ]
    : [];

  const actionsWidth = 130 + (p.rowActions ? 90 : 0) + (extras.copy ? 50 : 0);
  const allColumns: ColumnsType<Row<N>> = [
    ...sortColumn,
    ...fieldColumns,
    ...(p.extraColumns ?? []),
    { key: 'updateDate', dataIndex: 'updateDate', title: '更新时间', width: 170 },
    {
      key: 'actions',
      title: '操作',
      // Pinned on wide screens; on a phone a pinned column would cover most of the row.
      fixed: screens.md ? 'right' : undefined,
      width: actionsWidth,
      render: (_: unknown, row) => {
        const r = row as unknown as AnyRow;
        return (
          <Space size={0} wrap={!screens.md}>
            {canSave && canGet ? (
              <LinkButton type="link" size="small" to={links.edit(r.id, row)}>
                编辑
              </LinkButton>
            ) : null}
            {extras.copy ? (
              <Button
                type="link"
                size="small"
                loading={pending(extras.copy.key, r.id)}
                onClick={async () => {
                  const key = extras.copy?.key as string;
                  const copy = (await action.mutateAsync({ key, input: { id: r.id } })) as Row<N> | undefined;
                  if (!copy) return;
                  void message.success('复制成功');
                  await invalidate();
                  if (canSave && canGet) navigate(links.edit((copy as unknown as AnyRow).id, copy));
                }}
              >
                {extras.copy.label}
              </Button>
            ) : null}
            {p.rowActions?.(row)}
            {canDelete ? (
              <Button type="link" size="small" danger onClick={() => void confirmDelete([r.id])}>
                删除
              </Button>
            ) : null}
          </Space>
        );
      },
    },
  ];

  // On wider screens the list reads without scrolling sideways: the columns a person needs least give way.
  const fields = resource.fields as Record<string, FieldDef>;
  const firstField = fieldColumns[0]?.key;
  const fit = fitColumns(
    [
      ...(canDelete ? [{ key: 'select', width: 48, priority: 9, keep: true }] : []),
      ...allColumns.map((c) => {
        const key = String(c.key);
        const d = fields[key];
        const own = typeof c.width === 'number' ? c.width : undefined;
        if (key === 'actions') return { key, width: actionsWidth, priority: 9, keep: true };
        if (key === 'updateDate') return { key, width: kindWidth('updateDate'), priority: 0 };
        if (key === 'sort') return { key, width: kindWidth('sort'), priority: 3 };
        if (!d) return { key, width: own ?? 110, priority: 4 };
        const priority = d.readOnly ? 1 : d.meta.kind === 'image' ? 2 : 5;
        return { key, width: own ?? kindWidth(d.meta.kind), priority, keep: key === firstField };
      }),
    ],
    fitWidth === null ? null : fitWidth - excess,
  );
  const columns = allColumns.filter((c) => fit.has(String(c.key)));

  return (
    <Card
      title={p.title ?? resource.title}
      extra={
        <Space wrap>
          {p.toolbar}
          {extras.exportRoute ? (
            <Button
              icon={<DownloadOutlined />}
              loading={exporting}
              onClick={async () => {
                setExporting(true);
                try {
                  const { page: _page, size: _size, ...filters } = query;
                  const name = await downloadFile(extras.exportRoute as string, filters, `${resource.title}.xlsx`);
                  void message.success(`已导出 ${name}`);
                } catch (err) {
                  void message.error((err as Error).message);
                } finally {
                  setExporting(false);
                }
              }}
            >
              {extras.exportLabel}
            </Button>
          ) : null}
          {canSave ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(links.create)}>
              新增{resource.title}
            </Button>
          ) : null}
        </Space>
      }
    >
      {confirmHolder}
      {p.header}
      <SearchBar resource={resource} value={query} onSearch={(filters) => setQuery({ ...filters, page: 1 })} />
      {canDelete ? (
        <Flex align="center" gap={12} style={{ marginBottom: 12 }}>
          <Button
            danger
            disabled={selected.length === 0}
            onClick={async () => {
              if (await confirmDelete(selected)) setSelected([]);
            }}
          >
            批量删除
          </Button>
          <Typography.Text type="secondary">
            {selected.length > 0 ? `已选 ${selected.length} 项` : null}
          </Typography.Text>
        </Flex>
      ) : null}
      <div ref={box}>
        <Table<Row<N>>
          rowKey={(r) => (r as unknown as AnyRow).id}
          columns={columns}
          dataSource={rows}
          loading={list.isFetching}
          // Before the first answer there is nothing to say: neither 暂无数据 nor a count of 0.
          locale={tableLocale(list, resource.title) ?? (list.isPending ? { emptyText: ' ' } : undefined)}
          pagination={false}
          scroll={{ x: 'max-content' }}
          rowSelection={
            canDelete
              ? {
                  selectedRowKeys: selected,
                  onChange: (keys) => setSelected(keys.map(Number)),
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

/** The resource's generic extra calls the list shows: a switch per toggled field, copy, export. */
function extrasOf(resource: AnyResource) {
  const toggles = new Map<string, string>();
  let copy: { key: string; label: string } | undefined;
  let exportRoute: string | undefined;
  let exportLabel = '导出';
  for (const [key, x] of Object.entries(resource.extras)) {
    if (x.kind === 'toggle' && x.field) toggles.set(x.field, key);
    if (x.kind === 'copy') copy = { key, label: x.label };
    if (x.kind === 'export' && x.call.route) {
      exportRoute = x.call.route;
      exportLabel = x.label;
    }
  }
  return { toggles, copy, exportRoute, exportLabel };
}
