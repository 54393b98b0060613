import {
  formatYuan,
  labelOf,
  type OrderDateField,
  type OrderDetail,
  type OrderRow,
  type OrderSource,
  type OrderStatus,
  type OrderType,
  PAY_METHODS,
  type PayMethod,
} from '@console/contracts';
import { fail, notFound } from '../../errors.js';
import { checkVersion } from '../../kit/versioned.js';
import { DAY_MS, formatDateTime, parseDateTime } from '../../util/time.js';
import { Commissions } from './commissions.js';
import type { Customer } from './customers.js';
import type { FlowRow, Ledger } from './ledger.js';

export interface OrderItemRecord {
  goods: number;
  name: string;
  spec: string;
  /** Relative to this server (the OSS emulator's seed images); answered absolute. */
  image: string;
  price: number;
  quantity: number;
}

/** The fields of an order that never change, and the starting values of the rest. */
export interface OrderInit {
  orderNo: string;
  type: OrderType;
  campaign: string | null;
  source: OrderSource;
  payMethod: PayMethod | null;
  buyerId: number;
  items: OrderItemRecord[];
  goodsAmount: number;
  discount: number;
  freight: number;
  payable: number;
  createdAt: number;
  verifyCode: string | null;
  buyerNote: string;
}

const STATUSES: readonly OrderStatus[] = ['unpaid', 'toShip', 'toVerify', 'done', 'refunded', 'closed'];
const TYPES: readonly OrderType[] = ['course', 'product', 'campaign'];
const SOURCES: readonly OrderSource[] = ['miniProgram', 'h5', 'tiktok', 'store'];
const METHODS: readonly (PayMethod | null)[] = [null, 'wechat', 'alipay', 'balance', 'offline'];
const RECYCLED = 1;
const GONE = 2;

/**
 * What a list walks, one typed array per field, by order id: a list of 200 000 orders reads these and
 * touches an order's object only for the rows of its page (and for a keyword).
 */
export class OrderColumns {
  size = 0;
  createdAt = new Float64Array(1024);
  status = new Uint8Array(1024);
  type = new Uint8Array(1024);
  source = new Uint8Array(1024);
  method = new Uint8Array(1024);
  flags = new Uint8Array(1024);
  buyer = new Uint32Array(1024);
  paid = new Float64Array(1024);
  refunded = new Float64Array(1024);

  /** Whether order `id` still exists: live or in the recycle bin, not deleted for good. */
  exists(id: number): boolean {
    return ((this.flags[id] as number) & GONE) === 0;
  }

  /** Room for id `id`. */
  reserve(id: number): void {
    if (id < this.createdAt.length) return;
    const n = Math.max(id + 1, this.createdAt.length * 2);
    const grow = <T extends Float64Array | Uint8Array | Uint32Array>(a: T, make: (n: number) => T) => {
      const b = make(n);
      b.set(a);
      return b;
    };
    this.createdAt = grow(this.createdAt, (k) => new Float64Array(k));
    this.status = grow(this.status, (k) => new Uint8Array(k));
    this.type = grow(this.type, (k) => new Uint8Array(k));
    this.source = grow(this.source, (k) => new Uint8Array(k));
    this.method = grow(this.method, (k) => new Uint8Array(k));
    this.flags = grow(this.flags, (k) => new Uint8Array(k));
    this.buyer = grow(this.buyer, (k) => new Uint32Array(k));
    this.paid = grow(this.paid, (k) => new Float64Array(k));
    this.refunded = grow(this.refunded, (k) => new Float64Array(k));
  }
}

/**
 * An order as the upstream keeps it: times in milliseconds, money in fen. What lists filter and sum (status,
 * money, the recycle flags) lives in the book's columns; the properties read and write them.
 */
export class OrderRecord implements OrderInit {
  readonly orderNo: string;
  readonly type: OrderType;
  readonly campaign: string | null;
  readonly source: OrderSource;
  readonly buyerId: number;
  readonly items: OrderItemRecord[];
  readonly goodsAmount: number;
  readonly discount: number;
  readonly freight: number;
  readonly payable: number;
  readonly createdAt: number;
  readonly verifyCode: string | null;
  readonly buyerNote: string;
  paidAt: number | null = null;
  closedAt: number | null = null;
  shippedAt: number | null = null;
  verifiedAt: number | null = null;
  finishedAt: number | null = null;
  shipping: { company: string; trackingNo: string; at: number } | null = null;
  remark = '';
  payments: Array<{ tradeNo: string; method: PayMethod; amount: number; at: number }> = [];
  refunds: Array<{ refundNo: string; amount: number; reason: string; operator: string; at: number }> = [];
  logs: Array<{ operator: string; content: string; at: number }> = [];
  /** Its money has moved from 待结算 to 可提现. */
  settled = false;
  /**
   * Advances on every change of the order: each a person makes is logged through `log`, the platform's own
   * (a payment, a closure) call `changed`. A remark made on an older version is refused.
   */
  version = 1;

  /** A change a person made, in the order's log. */
  log(entry: { operator: string; content: string; at: number }): void {
    this.logs.push(entry);
    this.changed();
  }

  changed(): void {
    this.version += 1;
  }

  constructor(
    private readonly cols: OrderColumns,
    readonly id: number,
    init: OrderInit,
  ) {
    this.orderNo = init.orderNo;
    this.type = init.type;
    this.campaign = init.campaign;
    this.source = init.source;
    this.buyerId = init.buyerId;
    this.items = init.items;
    this.goodsAmount = init.goodsAmount;
    this.discount = init.discount;
    this.freight = init.freight;
    this.payable = init.payable;
    this.createdAt = init.createdAt;
    this.verifyCode = init.verifyCode;
    this.buyerNote = init.buyerNote;
    cols.reserve(id);
    cols.createdAt[id] = init.createdAt;
    cols.type[id] = TYPES.indexOf(init.type);
    cols.source[id] = SOURCES.indexOf(init.source);
    cols.method[id] = METHODS.indexOf(init.payMethod);
    cols.buyer[id] = init.buyerId;
    cols.status[id] = 0;
  }

  /** How the buyer paid (or will: the storefront's choice at checkout), null when not known yet. */
  get payMethod(): PayMethod | null {
    return METHODS[this.cols.method[this.id] as number] ?? null;
  }
  set payMethod(v: PayMethod | null) {
    this.cols.method[this.id] = METHODS.indexOf(v);
  }
  get status(): OrderStatus {
    return STATUSES[this.cols.status[this.id] as number] as OrderStatus;
  }
  set status(v: OrderStatus) {
    this.cols.status[this.id] = STATUSES.indexOf(v);
  }
  get paid(): number {
    return this.cols.paid[this.id] as number;
  }
  set paid(v: number) {
    this.cols.paid[this.id] = v;
  }
  get refunded(): number {
    return this.cols.refunded[this.id] as number;
  }
  set refunded(v: number) {
    this.cols.refunded[this.id] = v;
  }
  get recycled(): boolean {
    return ((this.cols.flags[this.id] as number) & RECYCLED) !== 0;
  }
  set recycled(v: boolean) {
    this.cols.flags[this.id] = v
      ? (this.cols.flags[this.id] as number) | RECYCLED
      : (this.cols.flags[this.id] as number) & ~RECYCLED;
  }
  /** Deleted for good: kept only so that ids stay positions. */
  get gone(): boolean {
    return ((this.cols.flags[this.id] as number) & GONE) !== 0;
  }
  set gone(v: boolean) {
    this.cols.flags[this.id] = v
      ? (this.cols.flags[this.id] as number) | GONE
      : (this.cols.flags[this.id] as number) & ~GONE;
  }
}

export type SearchField = 'orderNo' | 'name' | 'phone' | 'goods';

/** Unpaid orders close on their own after this long. */
export const UNPAID_CLOSE_MS = 30 * 60_000;
/** Paid orders settle this long after payment if they have not completed by then (T+7). */
export const SETTLE_AFTER_MS = 7 * DAY_MS;

export interface OrderQuery {
  /** Which time the day range is of: 下单时间 (every order) or 支付时间 (orders paid within the days). */
  dateField?: OrderDateField;
  status?: OrderStatus;
  type?: OrderType;
  payMethod?: PayMethod;
  source?: OrderSource;
  startDate?: string;
  endDate?: string;
  searchField?: SearchField;
  keyword?: string;
}

/** Orders that may go to the recycle bin: nothing is left to do with them. */
const FINISHED: ReadonlySet<OrderStatus> = new Set(['done', 'refunded', 'closed']);
const payLabel = (m: PayMethod | null) => labelOf(PAY_METHODS, m);

/**
 * The orders, oldest first with ids as positions (so a list is a walk backwards through one array, a date
 * range a binary search), their buyers, and the ledger their money moves through: a payment and a refund are
 * flow lines of the ledger with their times, so a list by 支付时间 walks the ledger. Every action checks every
 * rule before changing anything. What the platform does on its own (closing unpaid orders after 30 minutes,
 * settling paid ones after 7 days) happens in `tick`, in time order, when anything reads the book.
 */
export class OrderBook {
  readonly orders: OrderRecord[] = [];
  readonly columns = new OrderColumns();
  private readonly byCode = new Map<string, number>();
  /** Told of each order placed (analysis records the visit that led to it); one listener, the latest seeded. */
  onPlaced: ((o: OrderRecord) => void) | null = null;
  /** Ids in the order they may close (placed) and settle (paid), each walked once from its head. */
  private readonly toClose: number[] = [];
  private closeHead = 0;
  private readonly toSettle: number[] = [];
  private settleHead = 0;
  /** A visit stamp per buyer: counting different buyers of a list without allocating a set per request. */
  private seen: Uint32Array;
  private generation = 0;

  /** Promoters' commission on the orders' payments. */
  readonly commissions: Commissions;

  constructor(
    readonly customers: readonly Customer[],
    readonly ledger: Ledger,
  ) {
    this.seen = new Uint32Array(customers.length + 2);
    this.commissions = new Commissions(customers);
  }

  /** A new order placed after every order so far (seeds are placed in time order); ids are positions. */
  create(init: OrderInit): OrderRecord {
    const last = this.orders.at(-1);
    if (last && last.createdAt > init.createdAt) throw new Error(`order ${init.orderNo} out of order`);
    if (init.verifyCode !== null && this.byCode.has(init.verifyCode))
      throw new Error(`write-off code ${init.verifyCode} taken`);
    const o = new OrderRecord(this.columns, this.orders.length + 1, init);
    this.orders.push(o);
    this.columns.size = this.orders.length;
    if (init.verifyCode !== null) this.byCode.set(init.verifyCode, o.id);
    this.toClose.push(o.id);
    this.onPlaced?.(o);
    return o;
  }

  /** The buyer pays everything the order asks: the money waits (待结算) in the ledger. */
  pay(id: number, method: PayMethod, at: number): OrderRecord {
    const o = this.find(id);
    if (o.status === 'closed') throw fail('订单已超时关闭，不能支付');
    if (o.status !== 'unpaid') throw fail('订单已支付，不能重复支付');
    const flow = this.ledger.income(o.payable, at, { orderId: o.id, orderNo: o.orderNo, method: payLabel(method) });
    o.payMethod = method;
    o.paid = o.payable;
    o.paidAt = flow.at;
    o.status = o.type === 'product' ? 'toShip' : 'toVerify';
    o.payments.push({ tradeNo: flow.tradeNo, method, amount: o.payable, at: flow.at });
    o.changed();
    this.toSettle.push(o.id);
    this.commissions.earn(o, flow.at);
    return o;
  }

  /**
   * What the platform has done by `now` on its own: unpaid orders closed, paid ones settled after T+7,
   * promoters' commission unfrozen.
   */
  tick(now: number): void {
    this.commissions.tick(now);
    for (; this.closeHead < this.toClose.length; this.closeHead++) {
      const o = this.orders[(this.toClose[this.closeHead] as number) - 1] as OrderRecord;
      const close = o.createdAt + UNPAID_CLOSE_MS;
      if (close > now) break;
      if (o.status !== 'unpaid') continue;
      o.status = 'closed';
      o.closedAt = close;
      o.changed();
    }
    for (; this.settleHead < this.toSettle.length; this.settleHead++) {
      const o = this.orders[(this.toSettle[this.settleHead] as number) - 1] as OrderRecord;
      if ((o.paidAt as number) + SETTLE_AFTER_MS > now) break;
      this.settle(o);
    }
  }

  hasCode(code: string): boolean {
    return this.byCode.has(code);
  }

  buyer(o: OrderRecord): Customer {
    return this.customers[o.buyerId - 1] as Customer;
  }

  /** The order of `id`, live or in the recycle bin; not-found when deleted or unknown. */
  find(id: number): OrderRecord {
    const o = Number.isInteger(id) ? this.orders[id - 1] : undefined;
    if (!o || o.gone) throw notFound();
    return o;
  }

  /**
   * Visits the ids of the orders within the query's days, newest first: placed then, or paid then (from the
   * ledger). A plain loop with a callback: a list of 200 000 orders walks it on every request.
   */
  private eachCandidate(q: OrderQuery, visit: (id: number) => void): void {
    const from = q.startDate ? (parseDateTime(q.startDate) ?? 0) : Number.NEGATIVE_INFINITY;
    const to = q.endDate ? (parseDateTime(q.endDate) ?? 0) + DAY_MS : Number.POSITIVE_INFINITY;
    if (q.dateField === 'payTime' && (q.startDate || q.endDate)) {
      const flows = this.ledger.flows;
      const lo = this.ledger.firstAtOrAfter(from);
      for (let i = this.ledger.firstAtOrAfter(to) - 1; i >= lo; i--) {
        const f = flows[i] as FlowRow;
        if (f.type === 'orderIncome' && f.orderId !== null) visit(f.orderId);
      }
      return;
    }
    const lo = this.firstAtOrAfter(from);
    for (let id = this.firstAtOrAfter(to); id > lo; id--) visit(id);
  }

  /** The position of the first order placed at or after `ms`. */
  firstAtOrAfter(ms: number): number {
    const at = this.columns.createdAt;
    let lo = 0;
    let hi = this.orders.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((at[mid + 1] as number) < ms) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /**
   * Whether the order of `id` passes every filter but the status tab, on the columns; the keyword alone
   * reads the order.
   */
  private matcher(q: OrderQuery, recycled: boolean): (id: number) => boolean {
    const c = this.columns;
    const flags = recycled ? RECYCLED : 0;
    const type = q.type === undefined ? -1 : TYPES.indexOf(q.type);
    const source = q.source === undefined ? -1 : SOURCES.indexOf(q.source);
    const method = q.payMethod === undefined ? -1 : METHODS.indexOf(q.payMethod);
    const keyword = q.keyword?.trim() ?? '';
    const field = q.searchField ?? 'orderNo';
    const hit = (o: OrderRecord): boolean => {
      switch (field) {
        case 'orderNo':
          return o.orderNo.includes(keyword);
        case 'name':
          return this.buyer(o).name.includes(keyword);
        case 'phone':
          return this.buyer(o).phone.includes(keyword);
        case 'goods':
          return o.items.some((i) => i.name.includes(keyword));
      }
    };
    return (id) =>
      c.flags[id] === flags &&
      (type < 0 || c.type[id] === type) &&
      (source < 0 || c.source[id] === source) &&
      (method < 0 || c.method[id] === method) &&
      (keyword === '' || hit(this.orders[id - 1] as OrderRecord));
  }

  /** The orders a list query selects, newest first (the export walks all of them). */
  *select(q: OrderQuery, recycled = false): Generator<OrderRecord> {
    const ok = this.matcher(q, recycled);
    const status = q.status === undefined ? -1 : STATUSES.indexOf(q.status);
    const ids: number[] = [];
    this.eachCandidate(q, (i) => {
      if (ok(i) && (status < 0 || this.columns.status[i] === status)) ids.push(i);
    });
    for (const i of ids) yield this.orders[i - 1] as OrderRecord;
  }

  /** A page of the list with each tab's count and the current tab's sums, in one walk over the columns. */
  list(q: OrderQuery & { page: number; size: number }) {
    const ok = this.matcher(q, false);
    const c = this.columns;
    const perStatus = new Array<number>(STATUSES.length).fill(0);
    const want = q.status === undefined ? -1 : STATUSES.indexOf(q.status);
    const summary = { orders: 0, buyers: 0, paid: 0, refunded: 0 };
    const stamp = this.nextGeneration();
    const start = (q.page - 1) * q.size;
    const page: OrderRecord[] = [];
    let all = 0;
    this.eachCandidate(q, (id) => {
      if (!ok(id)) return;
      const st = c.status[id] as number;
      all++;
      perStatus[st] = (perStatus[st] as number) + 1;
      if (want >= 0 && st !== want) return;
      if (summary.orders >= start && page.length < q.size) page.push(this.orders[id - 1] as OrderRecord);
      summary.orders++;
      summary.paid += c.paid[id] as number;
      summary.refunded += c.refunded[id] as number;
      const buyer = c.buyer[id] as number;
      if (this.seen[buyer] !== stamp) {
        this.seen[buyer] = stamp;
        summary.buyers++;
      }
    });
    const counts = { all } as Record<OrderStatus | 'all', number>;
    STATUSES.forEach((st, i) => {
      counts[st] = perStatus[i] as number;
    });
    return { page, total: summary.orders, counts, summary };
  }

  recycleList(q: OrderQuery & { page: number; size: number }) {
    const all = [...this.select({ ...q, status: undefined }, true)];
    const start = (q.page - 1) * q.size;
    return { page: all.slice(start, start + q.size), total: all.length };
  }

  private nextGeneration(): number {
    if (this.seen.length < this.customers.length + 2) this.seen = new Uint32Array(this.customers.length + 2);
    this.generation++;
    if (this.generation === 0xffffffff) {
      this.seen.fill(0);
      this.generation = 1;
    }
    return this.generation;
  }

  /** The order of a write-off code, live. */
  byVerifyCode(code: string): OrderRecord {
    const id = this.byCode.get(code);
    const o = id === undefined ? undefined : this.orders[id - 1];
    if (!o || o.gone) throw fail('核销码不存在，请核对后重试');
    if (o.recycled) throw fail('该订单已在回收站，不能核销');
    return o;
  }

  refund(id: number, r: { amount: number; reason: string; refundedBefore: number }, operator: string, at: number) {
    const o = this.live(id, '退款');
    if (o.paid === 0) throw fail('未支付的订单不能退款');
    if (o.status === 'refunded') throw fail('该订单已全额退款，不能再退款');
    if (o.refunded !== r.refundedBefore) throw fail('该订单的退款已有变化，请刷新后重试');
    const refundable = o.paid - o.refunded;
    if (r.amount > refundable) throw fail(`退款金额不能超过可退金额 ${formatYuan(refundable)}`);
    const flow = this.ledger.refund(r.amount, at, {
      orderId: o.id,
      orderNo: o.orderNo,
      method: payLabel(o.payMethod),
      settled: o.settled,
      reason: r.reason,
    });
    o.refunded += r.amount;
    this.commissions.refund(o);
    const when = flow.at;
    o.refunds.push({ refundNo: `R${flow.tradeNo.slice(1)}`, amount: r.amount, reason: r.reason, operator, at: when });
    const full = o.refunded === o.paid;
    o.log({
      operator,
      at: when,
      content: `${full ? '全额' : '部分'}退款 ${formatYuan(r.amount)}，原因：${r.reason}`,
    });
    if (full) {
      o.status = 'refunded';
      o.finishedAt = when;
      // Nothing is left to settle once everything went back.
      o.settled = true;
    }
    return o;
  }

  verify(code: string, operator: string, at: number): OrderRecord {
    const o = this.byVerifyCode(code);
    if (o.status === 'done' && o.verifiedAt !== null) throw fail('该订单已核销，不能重复核销');
    if (o.status === 'refunded') throw fail('该订单已退款，不能核销');
    if (o.status !== 'toVerify') throw fail('该订单未支付，不能核销');
    o.status = 'done';
    o.verifiedAt = at;
    o.finishedAt = at;
    this.settle(o);
    o.log({ operator, at, content: `核销订单，核销码 ****${code.slice(-4)}` });
    return o;
  }

  ship(id: number, s: { company: string; trackingNo: string }, operator: string, at: number): OrderRecord {
    const o = this.live(id, '发货');
    if (o.status !== 'toShip') throw fail('只有待发货的订单可以发货');
    o.status = 'done';
    o.shippedAt = at;
    o.finishedAt = at;
    o.shipping = { ...s, at };
    this.settle(o);
    o.log({ operator, at, content: `发货：${s.company} ${s.trackingNo}` });
    return o;
  }

  /** An order completed: its money, less refunds, becomes withdrawable (once). */
  settle(o: OrderRecord): void {
    if (o.settled) return;
    const net = o.paid - o.refunded;
    if (net > 0) this.ledger.settle(net);
    o.settled = true;
  }

  remark(id: number, remark: string, operator: string, at: number, version?: number): OrderRecord {
    const o = this.find(id);
    checkVersion(o, version);
    o.remark = remark;
    o.log({ operator, at, content: remark === '' ? '清空备注' : `修改备注：${remark}` });
    return o;
  }

  recycle(ids: readonly number[], operator: string, at: number): void {
    const orders = ids.map((id) => this.find(id));
    for (const o of orders) {
      if (o.recycled) throw notFound();
      if (!FINISHED.has(o.status)) throw fail(`订单 ${o.orderNo} 尚未完成，不能删除`);
    }
    for (const o of orders) {
      o.recycled = true;
      o.log({ operator, at, content: '移入回收站' });
    }
  }

  restore(ids: readonly number[], operator: string, at: number): void {
    const orders = ids.map((id) => this.find(id));
    for (const o of orders) if (!o.recycled) throw fail(`订单 ${o.orderNo} 不在回收站中`);
    for (const o of orders) {
      o.recycled = false;
      o.log({ operator, at, content: '从回收站恢复' });
    }
  }

  /**
   * Deletes orders for good. An order that took money never goes: its payment and refunds are lines of the
   * statement, which must always open their order.
   */
  remove(ids: readonly number[]): void {
    const orders = ids.map((id) => this.find(id));
    for (const o of orders) if (!o.recycled) throw fail('只能彻底删除回收站中的订单');
    for (const o of orders)
      if (o.paidAt !== null) throw fail(`订单 ${o.orderNo} 已付款，不能彻底删除：只有未付款或已关闭的订单可以彻底删除`);
    for (const o of orders) {
      o.gone = true;
      if (o.verifyCode) this.byCode.delete(o.verifyCode);
    }
  }

  /** A live order (not in the recycle bin) for an action named `what`. */
  private live(id: number, what: string): OrderRecord {
    const o = this.find(id);
    if (o.recycled) throw fail(`订单已在回收站，不能${what}`);
    return o;
  }

  row(o: OrderRecord, origin: string): OrderRow {
    const buyer = this.buyer(o);
    const first = o.items[0] as OrderItemRecord;
    return {
      id: o.id,
      version: o.version,
      orderNo: o.orderNo,
      type: o.type,
      campaign: o.campaign,
      status: o.status,
      payMethod: o.payMethod,
      source: o.source,
      buyer: { userId: buyer.id, name: buyer.name, phone: buyer.phone },
      goods: { name: first.name, image: origin + first.image, count: o.items.reduce((s, i) => s + i.quantity, 0) },
      payable: o.payable,
      paid: o.paid,
      refunded: o.refunded,
      createTime: formatDateTime(o.createdAt),
      payTime: o.paidAt === null ? null : formatDateTime(o.paidAt),
      remark: o.remark,
    };
  }

  detail(o: OrderRecord, origin: string): OrderDetail {
    const t = formatDateTime;
    const timeline: Array<{ label: string; note: string; at: number }> = [
      { label: '买家下单', note: `订单号 ${o.orderNo}`, at: o.createdAt },
    ];
    if (o.paidAt !== null)
      timeline.push({ label: '买家付款', note: `${payLabel(o.payMethod)} ${formatYuan(o.paid)}`, at: o.paidAt });
    if (o.closedAt !== null) timeline.push({ label: '订单关闭', note: '超时未支付，系统自动关闭', at: o.closedAt });
    if (o.shipping)
      timeline.push({ label: '商家发货', note: `${o.shipping.company} ${o.shipping.trackingNo}`, at: o.shipping.at });
    if (o.verifiedAt !== null) timeline.push({ label: '核销完成', note: '到店核销', at: o.verifiedAt });
    for (const r of o.refunds)
      timeline.push({ label: '退款成功', note: `${formatYuan(r.amount)}，${r.reason}`, at: r.at });
    if (o.status === 'done' && o.finishedAt !== null) timeline.push({ label: '订单完成', note: '', at: o.finishedAt });
    timeline.sort((a, b) => a.at - b.at);
    return {
      ...this.row(o, origin),
      items: o.items.map((i) => ({
        name: i.name,
        spec: i.spec,
        image: origin + i.image,
        price: i.price,
        quantity: i.quantity,
      })),
      goodsAmount: o.goodsAmount,
      discount: o.discount,
      freight: o.freight,
      buyerNote: o.buyerNote,
      payments: o.payments.map((p) => ({ tradeNo: p.tradeNo, method: p.method, amount: p.amount, time: t(p.at) })),
      refunds: o.refunds.map((r) => ({
        refundNo: r.refundNo,
        amount: r.amount,
        reason: r.reason,
        operator: r.operator,
        time: t(r.at),
      })),
      timeline: timeline.map((s) => ({ label: s.label, note: s.note, time: t(s.at) })),
      logs: o.logs.map((l) => ({ operator: l.operator, content: l.content, time: t(l.at) })),
      shipping: o.shipping
        ? { company: o.shipping.company, trackingNo: o.shipping.trackingNo, time: t(o.shipping.at) }
        : null,
      verifiedTime: o.verifiedAt === null ? null : t(o.verifiedAt),
    };
  }
}
