import {
  type ApplyStatus,
  type PromoterRule,
  promoteContracts,
  promoter,
  promoterApply,
  promoterCommission,
} from '@console/contracts';
import { fail } from '../../errors.js';
import type { CallContext } from '../../kit/handlers.js';
import { defineFakeModule } from '../../kit/module.js';
import { resourceHandlers } from '../../kit/resource-handlers.js';
import { advance, checkVersion } from '../../kit/versioned.js';
import { formatDateTime } from '../../util/time.js';
import { parentProblem, reviewProblem } from './rules.js';
import { linkOf, promoteAt, promoteState } from './state.js';

export { promoteState };

const stateOf = (ctx: CallContext) => promoteAt(ctx, ctx.now);

/** Who brought a promoter, in the money module too: level-2 commission follows it from the next payment on. */
function setReferrer(ctx: CallContext, id: number, parentId: number): void {
  const s = stateOf(ctx);
  const customers = s.tx().customers;
  const customer = customers[Number(s.promoters.get(id).values.customerId) - 1];
  const parent = parentId > 0 ? Number(s.promoters.get(parentId).values.customerId) : 0;
  if (customer) customer.referrerId = parent;
}

/** The promoter behind a customer's phone, made a promoter again or for the first time. */
function qualify(ctx: CallContext, name: string, phone: string): void {
  const s = stateOf(ctx);
  const customer = s.tx().customers.find((c) => c.phone === phone);
  if (customer) customer.promoter = true;
  const existing = s.promoters.live().find((r) => r.values.phone === phone);
  if (existing) {
    s.promoters.setFlag([existing.id], 'qualified', '1');
    return;
  }
  s.promoters.seed({ name, phone, qualified: '1', parentId: 0, customerId: customer?.id ?? 0 }, ctx.now);
}

/** Decides a pending application: approved ones become promoters, refused ones keep the reason. */
function review(ctx: CallContext, id: number, status: Exclude<ApplyStatus, 'pending'>, reason = ''): null {
  const { applications } = stateOf(ctx);
  const row = applications.get(id);
  const problem = reviewProblem(row.values.status as ApplyStatus);
  if (problem) throw fail(problem);
  applications.edit(row, { status, rejectReason: reason, reviewTime: formatDateTime(ctx.now) }, ctx.now);
  if (status === 'approved') qualify(ctx, String(row.values.name), String(row.values.phone));
  return null;
}

const promoterCalls = resourceHandlers(promoter, (ctx) => stateOf(ctx).promoters, {
  setParent: ({ id, parentId }, ctx) => {
    const { promoters } = stateOf(ctx);
    const row = promoters.get(id);
    const links = new Map(promoters.live().map((r) => [r.id, linkOf(r)]));
    const problem = parentProblem(links, id, parentId);
    if (problem) throw fail(problem);
    setReferrer(ctx, id, parentId);
    promoters.edit(row, { parentId }, ctx.now);
    return null;
  },
  clearParent: ({ id }, ctx) => {
    const { promoters } = stateOf(ctx);
    const row = promoters.get(id);
    setReferrer(ctx, id, 0);
    promoters.edit(row, { parentId: 0 }, ctx.now);
    return null;
  },
});

/** 推广大使 (/promote): the rules, the promoters with the money module's figures, applications, commission. */
export const promoteFake = defineFakeModule(promoteContracts, {
  state: promoteState,
  handlers: {
    promoterRule: {
      // The commission book keeps the rules: they decide what it writes from the next payment on.
      get: (_input, ctx) => {
        const c = stateOf(ctx).tx().book.commissions;
        return { ...c.rule, version: c.ruleVersion.version };
      },
      save: ({ version, ...values }, ctx) => {
        const c = stateOf(ctx).tx().book.commissions;
        checkVersion(c.ruleVersion, version);
        Object.assign(c.rule, values satisfies PromoterRule);
        advance(c.ruleVersion);
        return { ...c.rule, version: c.ruleVersion.version };
      },
    },
    promoter: {
      ...promoterCalls,
      // The qualification is the money module's too: a promoter without it can no longer withdraw as one.
      setQualified: ({ ids, value, version }, ctx) => {
        const s = stateOf(ctx);
        s.promoters.setFlag(ids, 'qualified', value, version);
        const customers = s.tx().customers;
        for (const id of ids) {
          const customer = customers[Number(s.promoters.get(id).values.customerId) - 1];
          if (customer) customer.promoter = value === '1';
        }
        return null;
      },
    },
    promoterApply: resourceHandlers(promoterApply, (ctx) => stateOf(ctx).applications, {
      approve: ({ id }, ctx) => review(ctx, id, 'approved'),
      reject: ({ id, reason }, ctx) => review(ctx, id, 'rejected', reason),
    }),
    promoterCommission: resourceHandlers(promoterCommission, (ctx) => stateOf(ctx).commissions, {}),
  },
});
