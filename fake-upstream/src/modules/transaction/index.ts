import { MENU_CODES, PAY_METHODS, SUPER_ROLE, transactionContracts, valuesOf } from '@console/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { fail, UpstreamError } from '../../errors.js';
import type { CallContext } from '../../kit/handlers.js';
import { type DevHost, defineFakeModule } from '../../kit/module.js';
import type { Goods } from './catalog.js';
import { billSheet, flowSheet, orderSheet, userWithdrawSheet } from './exports.js';
import { placeOrder } from './seed.js';
import { transactionAt, transactionState } from './state.js';
import { bills, flowPage, flowView, selectFlows } from './statement.js';
import { withdrawView } from './withdrawals.js';

export { CATALOG, type Goods, pickGoods } from './catalog.js';
export { type CommissionEntry, DEFAULT_PROMOTER_RULE } from './commissions.js';
export { type Customer, PROVINCES, registeredBy } from './customers.js';
export type { FlowRow, Ledger } from './ledger.js';
export type { OrderBook, OrderRecord } from './orders.js';
export { HISTORY_DAYS, type TransactionData } from './seed.js';
export type { Catalog } from './shop-catalog.js';
export { transactionAt, transactionState };

/** The data and the clock, with what the platform would have done by now on its own. */
const data = (ctx: CallContext) => transactionAt(ctx, ctx.now);

/** Assets are behind menu code 5002 (spec §9): the upstream refuses them to accounts without it. */
function assets(ctx: CallContext) {
  const a = ctx.state.grants(ctx.account);
  const granted = a.roles.includes(SUPER_ROLE) || a.resources.some((r) => Math.abs(Number(r)) === MENU_CODES.assets);
  if (!granted) throw fail('您没有资产管理的权限');
  return data(ctx);
}

const page = <T>(all: readonly T[], q: { page: number; size: number }) => {
  const start = (q.page - 1) * q.size;
  return { list: all.slice(start, start + q.size), total: all.length };
};

/**
 * Transactions (/transaction): orders with their refunds, write-offs and shipments, the recycle bin and the
 * export; the shop's assets, statement, withdrawal authentication and withdrawals; users' withdrawals;
 * payment settings. Every action runs through the order book and the ledger, which check before they move.
 */
export const transactionFake = defineFakeModule(transactionContracts, {
  state: transactionState,
  handlers: {
    order: {
      list: (q, ctx) => {
        const { book } = data(ctx);
        const r = book.list(q);
        return {
          list: r.page.map((o) => book.row(o, ctx.publicUrl)),
          total: r.total,
          counts: r.counts,
          summary: r.summary,
        };
      },
      get: ({ id }, ctx) => {
        const { book } = data(ctx);
        return book.detail(book.find(id), ctx.publicUrl);
      },
      refund: ({ id, ...r }, ctx) => {
        const { book } = data(ctx);
        return book.detail(book.refund(id, r, ctx.account.name, ctx.now), ctx.publicUrl);
      },
      verifyFind: ({ code }, ctx) => {
        const { book } = data(ctx);
        return book.row(book.byVerifyCode(code), ctx.publicUrl);
      },
      verify: ({ code }, ctx) => {
        const { book } = data(ctx);
        return book.detail(book.verify(code, ctx.account.name, ctx.now), ctx.publicUrl);
      },
      ship: ({ id, company, trackingNo }, ctx) => {
        const { book } = data(ctx);
        return book.detail(book.ship(id, { company, trackingNo }, ctx.account.name, ctx.now), ctx.publicUrl);
      },
      remark: ({ id, remark, version }, ctx) => {
        const { book } = data(ctx);
        return book.detail(book.remark(id, remark, ctx.account.name, ctx.now, version), ctx.publicUrl);
      },
      recycle: ({ ids }, ctx) => {
        data(ctx).book.recycle(ids, ctx.account.name, ctx.now);
        return null;
      },
      recycleList: (q, ctx) => {
        const { book } = data(ctx);
        const r = book.recycleList(q);
        return { list: r.page.map((o) => book.row(o, ctx.publicUrl)), total: r.total };
      },
      restore: ({ ids }, ctx) => {
        data(ctx).book.restore(ids, ctx.account.name, ctx.now);
        return null;
      },
      remove: ({ ids }, ctx) => {
        data(ctx).book.remove(ids);
        return null;
      },
      export: async (q, ctx) => {
        const { book } = data(ctx);
        return orderSheet(ctx, book, book.select(q));
      },
    },
    assets: {
      overview: (_q, ctx) => {
        const { ledger, withdrawals } = assets(ctx);
        const b = ledger.balances;
        return {
          available: b.available,
          pending: b.pending,
          frozen: b.frozen,
          totalIncome: b.totalIncome,
          totalRefund: b.totalRefund,
          totalWithdrawn: b.totalWithdrawn,
          userPaid: b.userPaid,
          authStatus: withdrawals.auth.status,
          recentFlows: ledger.flows.slice(-10).reverse().map(flowView),
        };
      },
      flows: (q, ctx) => flowPage(assets(ctx).ledger, q),
      bills: (q, ctx) => page(bills(assets(ctx).ledger, q), q),
      flowExport: async (q, ctx) => flowSheet(ctx, selectFlows(assets(ctx).ledger, q)),
      billExport: async (q, ctx) => billSheet(ctx, bills(assets(ctx).ledger, q), q.period),
    },
    withdrawAuth: {
      get: (_q, ctx) => assets(ctx).withdrawals.authView(ctx.publicUrl),
      submit: (input, ctx) => {
        const { withdrawals } = assets(ctx);
        withdrawals.submitAuth(input, ctx.now);
        return withdrawals.authView(ctx.publicUrl);
      },
    },
    withdraw: {
      list: (q, ctx) => assets(ctx).withdrawals.list(q),
      apply: ({ amount }, ctx) => {
        const { withdrawals } = assets(ctx);
        return withdrawView(withdrawals.apply(amount, ctx.now));
      },
    },
    userWithdraw: {
      list: (q, ctx) => {
        const { userWithdrawals: u } = assets(ctx);
        const r = u.list(q);
        return { list: r.list.map((x) => u.view(x, ctx.publicUrl)), total: r.total, summary: r.summary };
      },
      approve: ({ id }, ctx) => {
        const { userWithdrawals: u } = assets(ctx);
        return u.view(u.approve(id, ctx.now), ctx.publicUrl);
      },
      reject: ({ id, reason }, ctx) => {
        const { userWithdrawals: u } = assets(ctx);
        return u.view(u.reject(id, reason, ctx.now), ctx.publicUrl);
      },
      markPaid: ({ id, voucher, remark }, ctx) => {
        const { userWithdrawals: u } = assets(ctx);
        return u.view(u.markPaid(id, voucher, remark ?? '', ctx.now), ctx.publicUrl);
      },
      export: async (q, ctx) => {
        const { userWithdrawals: u } = assets(ctx);
        return userWithdrawSheet(ctx, u, u.select(q));
      },
    },
    paySetting: {
      get: (_q, ctx) => assets(ctx).pay.view(),
      save: (input, ctx) => {
        const { pay } = assets(ctx);
        pay.save(input, ctx.now);
        return pay.view();
      },
      test: (_q, ctx) => assets(ctx).pay.test(ctx.now),
    },
  },
  routes: devRoutes,
});

/** A business rule's refusal as 409 with its message, for the control routes. */
function refusal<T>(reply: FastifyReply, run: () => T) {
  try {
    return run();
  } catch (err) {
    if (err instanceof UpstreamError) return reply.status(409).send({ error: err.message });
    throw err;
  }
}

const reviewBody = z.object({ pass: z.boolean(), reason: z.string().default('资料不清晰，请重新上传') });
const requestBody = z.object({
  phone: z.string(),
  amount: z.number().int().positive(),
  method: z.enum(['wechat', 'alipay', 'bank']).default('wechat'),
});

const orderBody = z.object({
  phone: z.string(),
  /** Names of catalogue goods; the first decides the order's type. */
  goods: z.array(z.string()).min(1),
  quantity: z.number().int().min(1).max(9).default(1),
  source: z.enum(['miniProgram', 'h5', 'tiktok', 'store']).default('miniProgram'),
});
const payBody = z.object({ id: z.number().int().positive(), method: z.enum(valuesOf(PAY_METHODS)).default('wechat') });

/**
 * Control routes for tests and demos (`/__dev/transaction/…`): the buyers' side (placing an order, paying it),
 * the platform's side of the shop's authentication, a promoter's withdrawal request from their app, the
 * write-off codes buyers hold, and the ledger's balances.
 */
function devRoutes(app: FastifyInstance, host: DevHost) {
  const state = (req: FastifyRequest) => transactionAt(host(req), host(req).now());
  app.post('/__dev/transaction/order', async (req, reply) => {
    const parsed = orderBody.safeParse(req.body);
    if (!parsed.success) return reply.status(400).send({ error: parsed.error.issues });
    const s = state(req);
    const buyer = s.customers.find((x) => x.phone === parsed.data.phone);
    if (!buyer) return reply.status(404).send({ error: '没有这个用户' });
    // The shop's own goods: another shop's names are not on sale here.
    const goods = parsed.data.goods.map((name) => s.catalog.goods.find((g) => g.name === name));
    if (goods.some((g) => g === undefined)) return reply.status(404).send({ error: '没有这个商品' });
    const o = placeOrder(s, {
      buyerId: buyer.id,
      goods: goods as Goods[],
      quantities: goods.map(() => parsed.data.quantity),
      source: parsed.data.source,
      at: host(req).now(),
    });
    return { id: o.id, orderNo: o.orderNo, payable: o.payable, verifyCode: o.verifyCode, type: o.type };
  });
  app.post('/__dev/transaction/order/pay', async (req, reply) => {
    const parsed = payBody.safeParse(req.body);
    if (!parsed.success) return reply.status(400).send({ error: parsed.error.issues });
    return refusal(reply, () => {
      const o = state(req).book.pay(parsed.data.id, parsed.data.method, host(req).now());
      return { id: o.id, paid: o.paid, status: o.status };
    });
  });
  // What the shop sells, so a test orders goods of the shop it acts in.
  app.get('/__dev/transaction/goods', async (req) =>
    state(req).catalog.goods.map((g) => ({ name: g.name, type: g.type, price: g.price })),
  );
  app.get('/__dev/transaction/balances', async (req) => state(req).ledger.balances);
  app.get('/__dev/transaction/verify-codes', async (req) =>
    state(req)
      .book.orders.filter((o) => o.status === 'toVerify' && !o.recycled && !o.gone && o.verifyCode)
      .slice(-20)
      .reverse()
      .map((o) => ({ id: o.id, orderNo: o.orderNo, code: o.verifyCode })),
  );
  app.post('/__dev/transaction/auth/review', async (req, reply) => {
    const parsed = reviewBody.safeParse(req.body ?? {});
    if (!parsed.success) return reply.status(400).send({ error: parsed.error.issues });
    return refusal(reply, () => {
      state(req).withdrawals.review(parsed.data.pass, parsed.data.reason, host(req).now());
      return { ok: true };
    });
  });
  app.post('/__dev/transaction/user-withdraw', async (req, reply) => {
    const parsed = requestBody.safeParse(req.body);
    if (!parsed.success) return reply.status(400).send({ error: parsed.error.issues });
    const s = state(req);
    const c = s.customers.find((x) => x.phone === parsed.data.phone);
    if (!c) return reply.status(404).send({ error: '没有这个用户' });
    return refusal(reply, () =>
      s.userWithdrawals.view(
        s.userWithdrawals.request(c.id, parsed.data.amount, parsed.data.method, host(req).now()),
        '',
      ),
    );
  });
}
