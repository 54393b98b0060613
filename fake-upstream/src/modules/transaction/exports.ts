import {
  BILL_PERIODS,
  type Bill,
  type BillPeriod,
  FLOW_DIRECTIONS,
  FLOW_TYPES,
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
import { type ColumnKind, exportSheet, type SheetColumn, type SheetRow, stamp } from '../../kit/spreadsheet.js';
import type { FlowRow } from './ledger.js';
import type { OrderBook, OrderRecord } from './orders.js';
import type { UserWithdrawals, UserWithdrawRecord } from './user-withdrawals.js';

const col = (header: string, key: string, kind: ColumnKind, width = 14): SheetColumn => ({ header, key, kind, width });

/** Every row is made as it is written: the export of 100 000 orders never holds them all as cells. */
function* mapped<T>(rows: Iterable<T>, cells: (row: T) => SheetRow) {
  for (const row of rows) yield cells(row);
}

export function orderSheet(ctx: CallContext, book: OrderBook, rows: Iterable<OrderRecord>): FastifyReply {
  return exportSheet(ctx, {
    fileName: `订单_${stamp(ctx.now)}.xlsx`,
    sheetName: '订单',
    columns: [
      col('订单号', 'orderNo', 'text', 22),
      col('订单类型', 'type', 'text', 10),
      col('活动', 'campaign', 'text', 8),
      col('商品', 'goods', 'text', 30),
      col('数量', 'count', 'number', 6),
      col('买家', 'buyer', 'text', 10),
      col('手机', 'phone', 'text', 14),
      col('应付（元）', 'payable', 'money'),
      col('实付（元）', 'paid', 'money'),
      col('已退款（元）', 'refunded', 'money'),
      col('支付方式', 'payMethod', 'text', 10),
      col('来源', 'source', 'text', 10),
      col('状态', 'status', 'text', 8),
      col('下单时间', 'createTime', 'datetime', 20),
      col('支付时间', 'payTime', 'datetime', 20),
      col('备注', 'remark', 'text', 24),
    ],
    rows: mapped(rows, (o) => {
      const buyer = book.buyer(o);
      return {
        orderNo: o.orderNo,
        type: labelOf(ORDER_TYPES, o.type),
        campaign: o.campaign ?? '',
        goods: o.items.map((i) => `${i.name}×${i.quantity}`).join('、'),
        count: o.items.reduce((s, i) => s + i.quantity, 0),
        buyer: buyer.name,
        phone: buyer.phone,
        payable: o.payable,
        paid: o.paid,
        refunded: o.refunded,
        payMethod: labelOf(PAY_METHODS, o.payMethod),
        source: labelOf(ORDER_SOURCES, o.source),
        status: labelOf(ORDER_STATUSES, o.status),
        createTime: o.createdAt,
        payTime: o.paidAt,
        remark: o.remark,
      };
    }),
  });
}

export function flowSheet(ctx: CallContext, rows: Iterable<FlowRow>): FastifyReply {
  return exportSheet(ctx, {
    fileName: `资金流水_${stamp(ctx.now)}.xlsx`,
    sheetName: '资金流水',
    columns: [
      col('交易单号', 'tradeNo', 'text', 24),
      col('关联订单', 'orderNo', 'text', 22),
      col('时间', 'time', 'datetime', 20),
      col('收支', 'direction', 'text', 6),
      col('类型', 'type', 'text', 10),
      col('金额（元）', 'amount', 'money'),
      col('余额（元）', 'balance', 'money'),
      col('方式', 'method', 'text', 20),
      col('备注', 'remark', 'text', 30),
    ],
    rows: mapped(rows, (f) => ({
      tradeNo: f.tradeNo,
      orderNo: f.orderNo ?? '',
      time: f.at,
      direction: labelOf(FLOW_DIRECTIONS, f.direction),
      type: labelOf(FLOW_TYPES, f.type),
      amount: f.direction === 'in' ? f.amount : -f.amount,
      balance: f.balance,
      method: f.method,
      remark: f.remark,
    })),
  });
}

export function billSheet(ctx: CallContext, rows: readonly Bill[], period: BillPeriod): FastifyReply {
  const title = labelOf(BILL_PERIODS, period);
  return exportSheet(ctx, {
    fileName: `${title}_${stamp(ctx.now)}.xlsx`,
    sheetName: title,
    columns: [
      col('账单周期', 'period', 'text', 26),
      col('收入（元）', 'income', 'money'),
      col('支出（元）', 'expense', 'money'),
      col('入账（元）', 'net', 'money'),
      col('笔数', 'count', 'number', 8),
    ],
    rows: mapped(rows, (b) => ({
      period: b.period,
      income: b.income,
      expense: b.expense,
      net: b.net,
      count: b.count,
    })),
  });
}

export function userWithdrawSheet(
  ctx: CallContext,
  u: UserWithdrawals,
  rows: Iterable<UserWithdrawRecord>,
): FastifyReply {
  return exportSheet(ctx, {
    fileName: `用户提现_${stamp(ctx.now)}.xlsx`,
    sheetName: '用户提现',
    columns: [
      col('提现单号', 'withdrawNo', 'text', 24),
      col('用户', 'name', 'text', 10),
      col('手机', 'phone', 'text', 14),
      col('提现金额（元）', 'amount', 'money'),
      col('手续费（元）', 'fee', 'money'),
      col('到账金额（元）', 'received', 'money'),
      col('提现方式', 'method', 'text', 10),
      col('收款账号', 'account', 'text', 24),
      col('状态', 'status', 'text', 8),
      col('驳回原因', 'reason', 'text', 24),
      col('申请时间', 'createTime', 'datetime', 20),
      col('打款时间', 'paidTime', 'datetime', 20),
    ],
    rows: mapped(rows, (r) => {
      const v = u.view(r, '');
      return {
        withdrawNo: v.withdrawNo,
        name: v.user.name,
        phone: v.user.phone,
        amount: v.amount,
        fee: v.fee,
        received: v.received,
        method: labelOf(USER_WITHDRAW_METHODS, v.method),
        account: v.account,
        status: labelOf(USER_WITHDRAW_STATUSES, v.status),
        reason: v.reason ?? '',
        createTime: v.createTime,
        paidTime: v.paidTime ?? '',
      };
    }),
  });
}
