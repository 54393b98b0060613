import { AuditOutlined, DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { formatYuan, ORDER_STATUSES, type OrderRow } from '@console/contracts';
import { keepPreviousData, useMutation } from '@tanstack/react-query';
import { Flex, Grid, Space, Table, Tabs, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useMessage } from '../../../app/message';
import { trpc } from '../../../app/trpc';
import { ListPagination, useFittedTable } from '../../../engine';
import { Button } from '../../../widgets/busy';
import { useConfirm } from '../../../widgets/confirm';
import { downloadFile } from '../../../widgets/download';
import { tableLocale } from '../../../widgets/load-error/LoadError';
import { PageFrame } from '../../../widgets/PageFrame';
import { type OrderActionKind, useOrderRights } from './actions';
import { isFinished, orderColumns } from './columns';
import { OrderDrawer } from './OrderDrawer';
import { OrderFilters } from './OrderFilters';
import { filtersOf, type OrderListQuery, readOrderQuery, writeOrderQuery } from './query';
import { RefundDialog } from './RefundDialog';
import { RemarkDialog } from './RemarkDialog';
import { ShipDialog } from './ShipDialog';
import { VerifyDialog } from './VerifyDialog';

/**
 * 订单列表: tabs by status with their counts, filters and a search in the chosen field (all in the address),
 * what the tab adds up to, the orders with their actions, the detail drawer, write-off by code, the recycle
 * bin and the export of the filtered list.
 */
export function OrderListPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const message = useMessage();
  const screens = Grid.useBreakpoint();
  const utils = trpc.useUtils();
  const [confirm, confirmHolder] = useConfirm();
  const query = useMemo(() => readOrderQuery(params), [params]);
  const list = trpc.order.list.useQuery(query, { placeholderData: keepPreviousData });
  const [selected, setSelected] = useState<number[]>([]);
  const [drawer, setDrawer] = useState<number | null>(null);
  const [dialog, setDialog] = useState<{ kind: OrderActionKind; order: OrderRow | null } | null>(null);
  const [exporting, setExporting] = useState(false);
  const recycle = useMutation({ mutationFn: (ids: number[]) => utils.client.order.recycle.mutate({ ids }) });

  const go = (patch: Partial<OrderListQuery>) => {
    setSelected([]);
    setParams(writeOrderQuery({ ...query, page: 1, ...patch }));
  };
  const refresh = () => utils.order.invalidate();
  const rights = useOrderRights();
  const act = (kind: OrderActionKind, order: OrderRow) => setDialog({ kind, order });
  const dialogOf = (kind: OrderActionKind) => (dialog?.kind === kind ? dialog.order : null);

  const toBin = async (ids: number[]) => {
    const ok = await confirm({
      title: '移入回收站',
      content:
        ids.length > 1
          ? `确定将选中的 ${ids.length} 个订单移入回收站？`
          : '确定将该订单移入回收站？可在订单回收站中恢复。',
      danger: true,
      onOk: async () => {
        await recycle.mutateAsync(ids);
      },
    });
    if (!ok) return;
    void message.success('已移入回收站');
    setSelected([]);
    await refresh();
  };

  const exportList = async () => {
    setExporting(true);
    try {
      const name = await downloadFile('/api/download/order/export', filtersOf(query), '订单.xlsx');
      void message.success(`已导出 ${name}`);
    } catch (err) {
      void message.error((err as Error).message);
    } finally {
      setExporting(false);
    }
  };

  const counts = list.data?.counts;
  const summary = list.data?.summary;
  const tabs = [
    { key: 'all', label: `全部${counts ? ` (${counts.all})` : ''}` },
    ...ORDER_STATUSES.map((s) => ({ key: s.value, label: `${s.label}${counts ? ` (${counts[s.value]})` : ''}` })),
  ];

  const { box, table } = useFittedTable<OrderRow>(
    [
      ...orderColumns,
      {
        key: 'actions',
        title: '操作',
        fixed: screens.md ? 'right' : undefined,
        fit: { width: 200, priority: 9, keep: true },
        render: (_: unknown, o) => (
          <Space size={0} wrap>
            <Button type="link" size="small" onClick={() => setDrawer(o.id)}>
              详情
            </Button>
            {rights.refund && o.paid > o.refunded ? (
              <Button type="link" size="small" danger onClick={() => act('refund', o)}>
                退款
              </Button>
            ) : null}
            {rights.verify && o.status === 'toVerify' ? (
              <Button type="link" size="small" onClick={() => act('verify', o)}>
                核销
              </Button>
            ) : null}
            {rights.ship && o.status === 'toShip' ? (
              <Button type="link" size="small" onClick={() => act('ship', o)}>
                发货
              </Button>
            ) : null}
            {rights.remark ? (
              <Button type="link" size="small" onClick={() => act('remark', o)}>
                备注
              </Button>
            ) : null}
            {rights.recycle && isFinished(o) ? (
              <Button type="link" size="small" danger onClick={() => void toBin([o.id])}>
                删除
              </Button>
            ) : null}
          </Space>
        ),
      },
    ],
    { selection: true },
  );

  return (
    <PageFrame
      title="订单列表"
      extra={
        <Flex wrap gap={8} justify="flex-end">
          {rights.verify ? (
            <Button icon={<AuditOutlined />} onClick={() => setDialog({ kind: 'verify', order: null })}>
              核销
            </Button>
          ) : null}
          {rights.export ? (
            <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportList()}>
              导出
            </Button>
          ) : null}
          {rights.restore || rights.remove ? (
            <Button icon={<DeleteOutlined />} onClick={() => navigate('/transaction/order/recycleBin')}>
              回收站
            </Button>
          ) : null}
        </Flex>
      }
    >
      {confirmHolder}
      <Tabs
        activeKey={query.status ?? 'all'}
        items={tabs}
        onChange={(key) => go({ status: key === 'all' ? undefined : (key as OrderListQuery['status']) })}
      />
      <OrderFilters value={query} onSearch={(f) => go(f)} />
      <Flex wrap gap={12} align="center" justify="space-between" style={{ marginBottom: 12 }}>
        <Space wrap>
          {rights.recycle ? (
            <Button danger disabled={selected.length === 0} onClick={() => void toBin(selected)}>
              批量删除
            </Button>
          ) : null}
          {selected.length > 0 ? <Typography.Text type="secondary">已选 {selected.length} 项</Typography.Text> : null}
        </Space>
        {summary ? (
          <Typography.Text aria-label="合计">
            共 {summary.orders} 单 · {summary.buyers} 位买家 · 实付 <strong>{formatYuan(summary.paid)}</strong> · 已退款{' '}
            {formatYuan(summary.refunded)}
          </Typography.Text>
        ) : null}
      </Flex>
      <div ref={box}>
        <Table<OrderRow>
          rowKey="id"
          dataSource={list.data?.list ?? []}
          loading={list.isFetching}
          locale={tableLocale(list, '订单')}
          pagination={false}
          {...table}
          rowSelection={
            rights.recycle
              ? {
                  selectedRowKeys: selected,
                  onChange: (keys) => setSelected(keys.map(Number)),
                  getCheckboxProps: (o) => ({ disabled: !isFinished(o), 'aria-label': `选择 ${o.orderNo}` }),
                }
              : undefined
          }
        />
      </div>
      <ListPagination
        page={query.page}
        size={query.size}
        total={list.data?.total}
        onChange={(page, size) => {
          setSelected([]);
          setParams(writeOrderQuery({ ...query, page, size }));
        }}
      />
      <OrderDrawer id={drawer} onClose={() => setDrawer(null)} onAction={act} rights={rights} />
      <RefundDialog order={dialogOf('refund')} onClose={() => setDialog(null)} onDone={() => void refresh()} />
      <VerifyDialog
        open={dialog?.kind === 'verify'}
        order={dialogOf('verify')}
        onClose={() => setDialog(null)}
        onDone={() => void refresh()}
      />
      <ShipDialog order={dialogOf('ship')} onClose={() => setDialog(null)} onDone={() => void refresh()} />
      <RemarkDialog order={dialogOf('remark')} onClose={() => setDialog(null)} onDone={() => void refresh()} />
    </PageFrame>
  );
}
