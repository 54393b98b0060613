import { formatYuan, labelOf, ORDER_SOURCES, ORDER_TYPES, PAY_METHODS } from '@console/contracts';
import { Descriptions, Drawer, Empty, Flex, Grid, Image, Skeleton, Space, Table, Timeline, Typography } from 'antd';
import { trpc } from '../../../app/trpc';
import { Button } from '../../../widgets/busy';
import { Heading } from '../../../widgets/Heading';
import { LoadError } from '../../../widgets/load-error/LoadError';
import { OrderStatusTag } from '../shared/tags';
import type { OrderAction, OrderRights } from './actions';

const { Text } = Typography;

/**
 * The order in full: its steps, buyer, items and amounts, payments, refunds and the console's log, with
 * the actions its state allows.
 */
export function OrderDrawer(p: { id: number | null; onClose: () => void; onAction: OrderAction; rights: OrderRights }) {
  const screens = Grid.useBreakpoint();
  const detail = trpc.order.get.useQuery({ id: p.id ?? 0 }, { enabled: p.id !== null });
  const o = detail.data;
  const left = o ? o.paid - o.refunded : 0;
  return (
    <Drawer
      title={o ? `订单 ${o.orderNo}` : '订单详情'}
      open={p.id !== null}
      onClose={p.onClose}
      size={screens.md ? 760 : '100%'}
      extra={o ? <OrderStatusTag status={o.status} /> : null}
      footer={
        o ? (
          <Flex wrap gap={8} justify="flex-end">
            {p.rights.refund && o.paid > 0 && left > 0 ? (
              <Button danger onClick={() => p.onAction('refund', o)}>
                退款
              </Button>
            ) : null}
            {p.rights.verify && o.status === 'toVerify' ? (
              <Button onClick={() => p.onAction('verify', o)}>核销</Button>
            ) : null}
            {p.rights.ship && o.status === 'toShip' ? (
              <Button type="primary" onClick={() => p.onAction('ship', o)}>
                发货
              </Button>
            ) : null}
            {p.rights.remark ? <Button onClick={() => p.onAction('remark', o)}>备注</Button> : null}
          </Flex>
        ) : null
      }
    >
      {!o && detail.error ? (
        <LoadError error={detail.error} onRetry={detail.refetch} retrying={detail.isFetching} what="订单" />
      ) : !o ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={24}>
          <section aria-label="订单状态">
            <Heading look={5}>状态</Heading>
            <Timeline
              items={o.timeline.map((s) => ({
                color: s.label.startsWith('退款') ? 'red' : s.label === '订单关闭' ? 'gray' : 'blue',
                content: (
                  <>
                    <Text strong>{s.label}</Text> <Text type="secondary">{s.time}</Text>
                    {s.note ? <div>{s.note}</div> : null}
                  </>
                ),
              }))}
            />
          </section>
          <Descriptions
            size="small"
            bordered
            column={screens.md ? 2 : 1}
            title="订单信息"
            items={[
              {
                key: 'type',
                label: '订单类型',
                children: `${labelOf(ORDER_TYPES, o.type)}${o.campaign ? ` · ${o.campaign}` : ''}`,
              },
              { key: 'source', label: '来源', children: labelOf(ORDER_SOURCES, o.source) },
              { key: 'buyer', label: '买家', children: `${o.buyer.name} ${o.buyer.phone}` },
              { key: 'method', label: '支付方式', children: labelOf(PAY_METHODS, o.payMethod) || '—' },
              { key: 'created', label: '下单时间', children: o.createTime },
              { key: 'paid', label: '支付时间', children: o.payTime ?? '—' },
              ...(o.verifiedTime ? [{ key: 'verified', label: '核销时间', children: o.verifiedTime }] : []),
              ...(o.shipping
                ? [{ key: 'ship', label: '物流', children: `${o.shipping.company} ${o.shipping.trackingNo}` }]
                : []),
              { key: 'note', label: '买家留言', children: o.buyerNote || '—' },
              { key: 'remark', label: '商家备注', children: o.remark || '—' },
            ]}
          />
          <section aria-label="商品">
            <Heading look={5}>商品</Heading>
            <Table
              size="small"
              rowKey="name"
              pagination={false}
              dataSource={o.items}
              scroll={{ x: 'max-content' }}
              columns={[
                {
                  key: 'name',
                  title: '商品',
                  render: (_: unknown, i) => (
                    <Space>
                      <Image
                        src={i.image}
                        width={40}
                        height={40}
                        style={{ objectFit: 'cover', borderRadius: 4 }}
                        alt=""
                      />
                      <span>
                        {i.name}
                        <Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                          {i.spec}
                        </Text>
                      </span>
                    </Space>
                  ),
                },
                { key: 'price', title: '单价', align: 'right', render: (_: unknown, i) => formatYuan(i.price) },
                { key: 'qty', title: '数量', dataIndex: 'quantity', align: 'right' },
                {
                  key: 'sum',
                  title: '小计',
                  align: 'right',
                  render: (_: unknown, i) => formatYuan(i.price * i.quantity),
                },
              ]}
            />
            <Descriptions
              size="small"
              column={1}
              style={{ marginTop: 12, maxWidth: 320, marginLeft: 'auto' }}
              items={[
                { key: 'goods', label: '商品金额', children: formatYuan(o.goodsAmount) },
                { key: 'discount', label: '优惠', children: `-${formatYuan(o.discount)}` },
                { key: 'freight', label: '运费', children: formatYuan(o.freight) },
                { key: 'payable', label: '应付', children: formatYuan(o.payable) },
                { key: 'paid', label: '实付', children: <Text strong>{formatYuan(o.paid)}</Text> },
                { key: 'refunded', label: '已退款', children: <Text type="danger">{formatYuan(o.refunded)}</Text> },
              ]}
            />
          </section>
          <section aria-label="支付记录">
            <Heading look={5}>支付记录</Heading>
            <Table
              size="small"
              rowKey="tradeNo"
              pagination={false}
              dataSource={o.payments}
              locale={{ emptyText: <Empty description="未支付" /> }}
              scroll={{ x: 'max-content' }}
              columns={[
                { key: 'no', title: '交易单号', dataIndex: 'tradeNo' },
                { key: 'method', title: '方式', render: (_: unknown, r) => labelOf(PAY_METHODS, r.method) },
                { key: 'amount', title: '金额', align: 'right', render: (_: unknown, r) => formatYuan(r.amount) },
                { key: 'time', title: '时间', dataIndex: 'time' },
              ]}
            />
          </section>
          {o.refunds.length > 0 ? (
            <section aria-label="退款记录">
              <Heading look={5}>退款记录</Heading>
              <Table
                size="small"
                rowKey="refundNo"
                pagination={false}
                dataSource={o.refunds}
                scroll={{ x: 'max-content' }}
                columns={[
                  { key: 'no', title: '退款单号', dataIndex: 'refundNo' },
                  { key: 'amount', title: '金额', align: 'right', render: (_: unknown, r) => formatYuan(r.amount) },
                  { key: 'reason', title: '原因', dataIndex: 'reason' },
                  { key: 'operator', title: '操作人', dataIndex: 'operator' },
                  { key: 'time', title: '时间', dataIndex: 'time' },
                ]}
              />
            </section>
          ) : null}
          <section aria-label="操作日志">
            <Heading look={5}>操作日志</Heading>
            {o.logs.length === 0 ? (
              <Text type="secondary">暂无操作记录</Text>
            ) : (
              <Timeline
                items={[...o.logs].reverse().map((l) => ({
                  content: (
                    <>
                      <Text type="secondary">{l.time}</Text> {l.operator}：{l.content}
                    </>
                  ),
                }))}
              />
            )}
          </section>
        </Flex>
      )}
    </Drawer>
  );
}
