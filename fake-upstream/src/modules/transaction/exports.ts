import {
  BILL_PERIODS,
  type Bill,
  type BillPeriod,
  FLOW_DIRECTIONS,
  FLOW_TYPES,
  fenToYuan,
  labelOf,
  ORDER_SOURCES,
  ORDER_STATUSES,
  ORDER_TYPES,
  PAY_METHODS,
  USER_WITHDRAW_METHODS,
  USER_WITHDRAW_STATUSES,
} from '@console/contracts';
import type { FastifyReply } from 'fastify';
import type { CallContext } from '../../kit/handlers.js';
import { stamp, streamSheet } from '../../kit/spreadsheet.js';
import { formatDateTime } from '../../util/time.js';
import type { FlowRow } from './ledger.js';
import type { OrderBook, OrderRecord } from './orders.js';
import type { UserWithdrawals, UserWithdrawRecord } from './user-withdrawals.js';

type Column = { header: string; key: string; width: number };
const col = (header: string, key: string, width = 14): Column => ({ header, key, width });
const time = (ms: number | null) => (ms === null ? '' : formatDateTime(ms));

/** Every row is made as it is written: the export of 100 000 orders never holds them all as cells. */
function* mapped<T>(rows: Iterable<T>, cells: (row: T) => Record<string, string | number>) {
  for (const row of rows) yield cells(row);
}

export function orderSheet(ctx: CallContext, book: OrderBook, rows: Iterable<OrderRecord>): FastifyReply {
  return streamSheet(
    ctx.reply,
    `订单_${stamp(ctx.now)}.xlsx`,
    '订单',
    [
      col('订单号', 'orderNo', 22),
      col('订单类型', 'type', 10),
      col('活动', 'campaign', 8),
      col('商品', 'goods', 30),
      col('数量', 'count', 6),
      col('买家', 'buyer', 10),
      col('手机', 'phone', 14),
      col('应付（元）', 'payable'),
      col('实付（元）', 'paid'),
      col('已退款（元）', 'refunded'),
      col('支付方式', 'payMethod', 10),
      col('来源', 'source', 10),
      col('状态', 'status', 8),
      col('下单时间', 'createTime', 20),
      col('支付时间', 'payTime', 20),
      col('备注', 'remark', 24),
    ],
    mapped(rows, (o) => {
      const buyer = book.buyer(o);
      return {
        orderNo: o.orderNo,
        type: labelOf(ORDER_TYPES, o.type),
        campaign: o.campaign ?? '',
        goods: o.items.map((i) => `${i.name}×${i.quantity}`).join('、'),
        count: o.items.reduce((s, i) => s + i.quantity, 0),
        buyer: buyer.name,
        phone: buyer.phone,
        payable: fenToYuan(o.payable),
        paid: fenToYuan(o.paid),
        refunded: fenToYuan(o.refunded),
        payMethod: labelOf(PAY_METHODS, o.payMethod),
        source: labelOf(ORDER_SOURCES, o.source),
        status: labelOf(ORDER_STATUSES, o.status),
        createTime: time(o.createdAt),
        payTime: time(o.paidAt),
        remark: o.remark,
      };
    }),
  );
}

export function flowSheet(ctx: CallContext, rows: Iterable<FlowRow>): FastifyReply {
  return streamSheet(
    ctx.reply,
    `资金流水_${stamp(ctx.now)}.xlsx`,
    '资金流水',
    [
      col('交易单号', 'tradeNo', 24),
      col('关联订单', 'orderNo', 22),
      col('时间', 'time', 20),
      col('收支', 'direction', 6),
      col('类型', 'type', 10),
      col('金额（元）', 'amount'),
      col('余额（元）', 'balance'),
      col('方式', 'method', 20),
      col('备注', 'remark', 30),
    ],
    mapped(rows, (f) => ({
      tradeNo: f.tradeNo,
      orderNo: f.orderNo ?? '',
      time: time(f.at),
      direction: labelOf(FLOW_DIRECTIONS, f.direction),
      type: labelOf(FLOW_TYPES, f.type),
      amount: fenToYuan(f.direction === 'in' ? f.amount : -f.amount),
      balance: fenToYuan(f.balance),
      method: f.method,
      remark: f.remark,
    })),
  );
}

export function billSheet(ctx: CallContext, rows: readonly Bill[], period: BillPeriod): FastifyReply {
  const title = labelOf(BILL_PERIODS, period);
  return streamSheet(
    ctx.reply,
    `${title}_${stamp(ctx.now)}.xlsx`,
    title,
    [
      col('账单周期', 'period', 26),
      col('收入（元）', 'income'),
      col('支出（元）', 'expense'),
      col('入账（元）', 'net'),
      col('笔数', 'count', 8),
    ],
    mapped(rows, (b) => ({
      period: b.period,
      income: fenToYuan(b.income),
      expense: fenToYuan(b.expense),
      net: fenToYuan(b.net),
      count: b.count,
    })),
  );
}

export function userWithdrawSheet(
  ctx: CallContext,
  u: UserWithdrawals,
  rows: Iterable<UserWithdrawRecord>,
): FastifyReply {
  return streamSheet(
    ctx.reply,
    `用户提现_${stamp(ctx.now)}.xlsx`,
    '用户提现',
    [
      col('提现单号', 'withdrawNo', 24),
      col('用户', 'name', 10),
      col('手机', 'phone', 14),
      col('提现金额（元）', 'amount'),
      col('手续费（元）', 'fee'),
      col('到账金额（元）', 'received'),
      col('提现方式', 'method', 10),
      col('收款账号', 'account', 24),
      col('状态', 'status', 8),
      col('驳回原因', 'reason', 24),
      col('申请时间', 'createTime', 20),
      col('打款时间', 'paidTime', 20),
    ],
    mapped(rows, (r) => {
      const v = u.view(r, '');
      return {
        withdrawNo: v.withdrawNo,
        name: v.user.name,
        phone: v.user.phone,
        amount: fenToYuan(v.amount),
        fee: fenToYuan(v.fee),
        received: fenToYuan(v.received),
        method: labelOf(USER_WITHDRAW_METHODS, v.method),
        account: v.account,
        status: labelOf(USER_WITHDRAW_STATUSES, v.status),
        reason: v.reason ?? '',
        createTime: v.createTime,
        paidTime: v.paidTime ?? '',
      };
    }),
  );
}
