import { formatYuan, labelOf, ORDER_SOURCES, ORDER_TYPES, type OrderRow, PAY_METHODS } from '@console/contracts';
import { Space, Tag, Typography } from 'antd';
import type { FittedColumn } from '../../../engine';
import { OrderStatusTag } from '../shared/tags';

const { Text } = Typography;

/** The order list's columns (DOMAIN §2): 订单号|类型|下单时间, 商品, 买家, 实付, 支付方式|来源, 状态. */
export const orderColumns: FittedColumn<OrderRow>[] = [
  {
    key: 'orderNo',
    fit: { width: 180, priority: 9, keep: true },
    title: '订单号',
    render: (_: unknown, o) => (
      <Space vertical size={2}>
        <Text style={{ whiteSpace: 'nowrap' }}>{o.orderNo}</Text>
        <Space size={4}>
          <Tag>{labelOf(ORDER_TYPES, o.type)}</Tag>
          {o.campaign ? <Tag color="purple">{o.campaign}</Tag> : null}
        </Space>
        <Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
          下单 {o.createTime}
        </Text>
      </Space>
    ),
  },
  {
    key: 'goods',
    fit: { width: 200, priority: 8 },
    title: '商品',
    render: (_: unknown, o) => (
      <Space>
        <img
          src={o.goods.image}
          width={44}
          height={44}
          loading="lazy"
          style={{ objectFit: 'cover', borderRadius: 4, display: 'block' }}
          alt=""
        />
        <span style={{ maxWidth: 150, display: 'inline-block' }} title={o.goods.name}>
          <span style={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {o.goods.name}
          </span>
          <Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            共 {o.goods.count} 件
          </Text>
        </span>
      </Space>
    ),
  },
  {
    key: 'buyer',
    fit: { width: 110, priority: 6 },
    title: '买家',
    render: (_: unknown, o) => (
      <span style={{ whiteSpace: 'nowrap' }}>
        {o.buyer.name}
        <Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {o.buyer.phone}
        </Text>
      </span>
    ),
  },
  {
    key: 'paid',
    fit: { width: 110, priority: 9, keep: true },
    title: '实付',
    align: 'right',
    render: (_: unknown, o) => (
      <span style={{ whiteSpace: 'nowrap' }}>
        {formatYuan(o.paid)}
        {o.refunded > 0 ? (
          <Text type="danger" style={{ display: 'block', fontSize: 12 }}>
            已退 {formatYuan(o.refunded)}
          </Text>
        ) : null}
      </span>
    ),
  },
  {
    key: 'payMethod',
    fit: { width: 90, priority: 3 },
    title: '支付方式',
    render: (_: unknown, o) => (
      <span style={{ whiteSpace: 'nowrap' }}>
        {labelOf(PAY_METHODS, o.payMethod) || '未支付'}
        <Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {labelOf(ORDER_SOURCES, o.source)}
        </Text>
      </span>
    ),
  },
  {
    key: 'status',
    fit: { width: 90, priority: 7 },
    title: '状态',
    render: (_: unknown, o) => (
      <Space vertical size={2}>
        <OrderStatusTag status={o.status} />
        {o.remark ? (
          <Text
            type="secondary"
            title={o.remark}
            style={{
              display: 'block',
              maxWidth: 120,
              fontSize: 12,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          >
            备注：{o.remark}
          </Text>
        ) : null}
      </Space>
    ),
  },
];

/** Orders with nothing left to do may go to the recycle bin. */
export const isFinished = (o: OrderRow) => o.status === 'done' || o.status === 'refunded' || o.status === 'closed';
