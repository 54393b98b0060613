import type { OrderRow } from '@console/contracts';

/** A paid order as the list shows it, for the order dialogs' tests; a test overrides what it is about. */
export const orderRow = (over: Partial<OrderRow> = {}): OrderRow => ({
  id: 21,
  version: 1,
  orderNo: 'ZX202604010021',
  type: 'product',
  campaign: null,
  status: 'done',
  payMethod: 'wechat',
  source: 'miniProgram',
  buyer: { userId: 7, name: '王小明', phone: '13800000000' },
  goods: { name: '儿童画材套装', image: '', count: 1 },
  payable: 30_000,
  paid: 30_000,
  refunded: 0,
  createTime: '2026-04-01 10:00:00',
  payTime: '2026-04-01 10:01:00',
  remark: '',
  ...over,
});
