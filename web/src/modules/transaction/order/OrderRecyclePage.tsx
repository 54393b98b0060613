import { RollbackOutlined } from '@ant-design/icons';
import { MSG, type OrderRow } from '@console/contracts';
import { keepPreviousData, useMutation } from '@tanstack/react-query';
import { Flex, Grid, Input, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMessage } from '../../../app/message';
import { trpc } from '../../../app/trpc';
import { actionsWidth, deleteQuestion, ListPagination, useFittedTable } from '../../../engine';
import { Button } from '../../../widgets/busy';
import { useConfirm } from '../../../widgets/confirm';
import { tableLocale } from '../../../widgets/load-error/LoadError';
import { PageFrame } from '../../../widgets/PageFrame';
import { useOrderRights } from './actions';
import { orderColumns } from './columns';

/** 订单回收站: deleted orders, restored or deleted for good with the spec's confirmations. */
export function OrderRecyclePage() {
  const navigate = useNavigate();
  const message = useMessage();
  const screens = Grid.useBreakpoint();
  const utils = trpc.useUtils();
  const [confirm, confirmHolder] = useConfirm();
  const [page, setPage] = useState({ page: 1, size: 20 });
  const [keyword, setKeyword] = useState<string | undefined>();
  const [selected, setSelected] = useState<number[]>([]);
  const rights = useOrderRights();
  const list = trpc.order.recycleList.useQuery(
    { ...page, searchField: 'orderNo', keyword },
    { placeholderData: keepPreviousData },
  );
  const restore = useMutation({ mutationFn: (ids: number[]) => utils.client.order.restore.mutate({ ids }) });
  const remove = trpc.order.remove.useMutation();
  const refresh = async () => {
    setSelected([]);
    await utils.order.invalidate();
  };

  const restoreMany = async (ids: number[]) => {
    await restore.mutateAsync(ids);
    void message.success('已恢复');
    await refresh();
  };

  const removeMany = async (ids: number[]) => {
    let removed = false;
    const ok = await confirm({
      content: deleteQuestion({
        what: '订单',
        names: (list.data?.list ?? []).filter((o) => ids.includes(o.id)).map((o) => o.orderNo),
        count: ids.length,
      }),
      danger: true,
      onOk: async () => {
        removed = await remove.mutateAsync({ ids }).then(
          () => true,
          () => false,
        );
      },
    });
    if (!ok) {
      void message.info(MSG.deleteCancelled);
      return;
    }
    if (!removed) return;
    void message.success(MSG.deleteSuccess);
    await refresh();
  };

  const { box, table } = useFittedTable<OrderRow>(
    [
      ...orderColumns,
      {
        key: 'actions',
        title: '操作',
        fixed: screens.md ? 'right' : undefined,
        fit: { width: actionsWidth(['恢复', '彻底删除']), priority: 9, keep: true },
        render: (_: unknown, o) => (
          <Space size={0}>
            {rights.restore ? (
              <Button type="link" size="small" onClick={() => void restoreMany([o.id])}>
                恢复
              </Button>
            ) : null}
            {rights.remove ? (
              <Button type="link" size="small" danger onClick={() => void removeMany([o.id])}>
                彻底删除
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
      title="订单回收站"
      subtitle="删除的订单在这里，可以恢复，也可以彻底删除"
      extra={
        <Button icon={<RollbackOutlined />} onClick={() => navigate('/transaction/order/list')}>
          返回订单列表
        </Button>
      }
    >
      {confirmHolder}
      <Flex wrap gap={12} justify="space-between" style={{ marginBottom: 12 }}>
        <Space wrap>
          {rights.restore ? (
            <Button disabled={selected.length === 0} onClick={() => void restoreMany(selected)}>
              批量恢复
            </Button>
          ) : null}
          {rights.remove ? (
            <Button danger disabled={selected.length === 0} onClick={() => void removeMany(selected)}>
              批量彻底删除
            </Button>
          ) : null}
          {selected.length > 0 ? <Typography.Text type="secondary">已选 {selected.length} 项</Typography.Text> : null}
        </Space>
        <Input.Search
          allowClear
          placeholder="搜索订单号"
          aria-label="搜索订单号"
          style={{ width: 240 }}
          onSearch={(v) => {
            setKeyword(v.trim() || undefined);
            setPage({ ...page, page: 1 });
          }}
        />
      </Flex>
      <div ref={box}>
        <Table<OrderRow>
          rowKey="id"
          dataSource={list.data?.list ?? []}
          loading={list.isFetching}
          locale={tableLocale(list, '订单')}
          pagination={false}
          {...table}
          rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
        />
      </div>
      <ListPagination
        page={page.page}
        size={page.size}
        total={list.data?.total}
        onChange={(p, size) => setPage({ page: p, size })}
      />
    </PageFrame>
  );
}
