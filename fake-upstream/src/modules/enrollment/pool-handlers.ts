import { SHIFT_TYPES } from '@console/contracts';
import { fail } from '../../errors.js';
import type { CallContext, Handlers } from '../../kit/handlers.js';
import { advance, checkVersion } from '../../kit/versioned.js';
import { addClaims, claimedToday, sweepPool, sweepPoolIfDue } from './clue-pool.js';
import { recordShift } from './clue-rules.js';
import { cluesOr404, followUserOr404 } from './clue-view.js';
import { cluesOf } from './state.js';

type PoolCalls = Pick<Handlers['clue'], 'setting' | 'settingSave' | 'poolClaim'>;

const accountName = (ctx: CallContext) => (id: number) => ctx.state.accounts.get(id)?.name ?? null;

/** Applies the pool rule when it is due; lead reads call this so that lists never show a lead that is overdue. */
export function sweepIfDue(ctx: CallContext): void {
  sweepPoolIfDue(cluesOf(ctx), ctx.now, accountName(ctx));
}

function settingView(ctx: CallContext) {
  const c = cluesOf(ctx);
  return { ...c.settings, claimedToday: claimedToday(c, ctx.now, ctx.account.id) };
}

/** Lead settings (the pool rules) and claiming from the public pool under the daily cap. */
export const poolHandlers: PoolCalls = {
  setting(_input, ctx) {
    sweepIfDue(ctx);
    return settingView(ctx);
  },

  /** Saving applies the rule at once, so that a shorter idle period shows in the lists straight away. */
  settingSave({ version, ...values }, ctx) {
    const c = cluesOf(ctx);
    checkVersion(c.settings, version);
    c.settings = { ...values, version: c.settings.version };
    advance(c.settings);
    sweepPool(c, ctx.now, accountName(ctx));
    return settingView(ctx);
  },

  poolClaim({ clewIds }, ctx) {
    const c = cluesOf(ctx);
    sweepIfDue(ctx);
    followUserOr404(ctx, ctx.account.id);
    const rows = cluesOr404(ctx, clewIds);
    const recycled = rows.find((r) => r.recycled);
    if (recycled) throw fail(`线索「${recycled.name}」在回收站中，不能领取`);
    const taken = rows.find((r) => r.followUserId !== null);
    if (taken) throw fail(`线索「${taken.name}」已被领取或分配，请刷新公海列表`);
    const { claimLimitEnabled, claimDailyLimit } = c.settings;
    const before = claimedToday(c, ctx.now, ctx.account.id);
    if (claimLimitEnabled && before + rows.length > claimDailyLimit) {
      const left = Math.max(0, claimDailyLimit - before);
      throw fail(
        left === 0
          ? `今日领取已达上限（每人每天 ${claimDailyLimit} 条）`
          : `每人每天最多领取 ${claimDailyLimit} 条，今日还可领取 ${left} 条`,
      );
    }
    for (const row of rows) recordShift(ctx, row, ctx.account.id, SHIFT_TYPES.claim);
    return {
      claimed: rows.length,
      claimedToday: addClaims(c, ctx.now, ctx.account.id, rows.length),
      dailyLimit: claimLimitEnabled ? claimDailyLimit : null,
    };
  },
};
