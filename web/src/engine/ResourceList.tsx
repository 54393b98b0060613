import { PlusOutlined } from '@ant-design/icons';
import { type FieldDef, showsAsColumn } from '@console/contracts';
import { Button, Card, Flex, Grid, InputNumber, Space, Table, Typography } from 'antd';
import type { ColumnsType, ColumnType } from 'antd/es/table';
import { type ReactNode, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useMessage } from '../app/message';
import { LinkButton } from '../widgets/LinkButton';
import type { NamedResource, ResourceName, Row } from './api';
import { renderCell } from './cells';
import { ListPagination } from './ListPagination';
import { baseOf, createPath, editPath } from './paths';
import { SearchBar } from './SearchBar';
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
  const { query, setQuery, list, rows, total, confirmDelete, confirmHolder, invalidate, hooks } = useResourceList(
    resource,
    {
      fixed: p.fixed,
    },
  );
  const [selected, setSelected] = useState<number[]>([]);
  const screens = Grid.useBreakpoint();
  // Always called (hooks keep their order); used only when the resource has the sort action.
  const sortMutation = hooks.sort.useMutation();
  const sort = resource.calls.sort ? sortMutation : null;
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
      render: (v: unknown) => renderCell(d.meta, v),
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
                min={0}
                max={9999}
                precision={0}
                defaultValue={Number(r.sort ?? 0)}
                aria-label={`排序 ${r.id}`}
                style={{ width: 72 }}
                onBlur={async (e) => {
                  const next = Number(e.target.value);
                  if (!Number.isInteger(next) || next < 0 || next === Number(r.sort ?? 0)) return;
                  await sort.mutateAsync({ id: r.id, sort: next });
                  void message.success('排序已更新');
                  await invalidate();
                }}
              />
            );
          },
        },
      ]
    : [];

  const columns: ColumnsType<Row<N>> = [
    ...sortColumn,
    ...fieldColumns,
    ...(p.extraColumns ?? []),
    { key: 'updateDate', dataIndex: 'updateDate', title: '更新时间', width: 170 },
    {
      key: 'actions',
      title: '操作',
      // Pinned on wide screens; on a phone a pinned column would cover most of the row.
      fixed: screens.md ? 'right' : undefined,
      width: p.rowActions ? 220 : 130,
      render: (_: unknown, row) => {
        const r = row as unknown as AnyRow;
        return (
          <Space size={0} wrap={!screens.md}>
            {canSave && canGet ? (
              <LinkButton type="link" size="small" to={editPath(base, r.id)}>
                编辑
              </LinkButton>
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

  return (
    <Card
      title={p.title ?? resource.title}
      extra={
        <Space wrap>
          {p.toolbar}
          {canSave ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(createPath(base))}>
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
      <Table<Row<N>>
        rowKey={(r) => (r as unknown as AnyRow).id}
        columns={columns}
        dataSource={rows}
        loading={list.isFetching}
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
      <ListPagination
        page={query.page}
        size={query.size}
        total={total}
        onChange={(page, size) => {
          setSelected([]);
          setQuery({ page, size });
        }}
      />
    </Card>
  );
}
