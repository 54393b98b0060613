import { CLUE_STATUS, CODE, MSG_EXTRA, SHIFT_TYPES } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../../errors.js';
import type { CallContext } from '../../kit/handlers.js';
import { businessError, callContext, testState } from '../../kit/testing.js';
import { DAY_MS } from '../../util/time.js';
import { clueHandlers } from './clue.js';
import { idleSince } from './clue-pool.js';
import { cluesOf } from './state.js';

const NOW = Date.UTC(2026, 10, 20, 4, 0, 0);

const newState = (clueCount = 600) => testState(NOW, { sizes: { clues: clueCount } });

const poolIds = (ctx: CallContext, n: number) =>
  (clueHandlers.list({ scope: 'pool', page: 1, size: 50 }, ctx) as { list: Array<{ id: number }> }).list
    .slice(0, n)
    .map((r) => r.id);

describe('pool rule', () => {
  it('seeds no lead that the rule would return, and dates each seeded return when it fell due', () => {
    const state = newState();
    const c = cluesOf(state.primary);
    const days = c.settings.poolReturnDays;
    for (const row of c.store.followedRows()) {
      if (row.recycled || row.isPro === 1) continue;
      if (row.status === CLUE_STATUS.enrolled || row.status === CLUE_STATUS.invalid) continue;
      expect(idleSince(row) + days * DAY_MS).toBeGreaterThan(NOW);
    }
    const returns = c.shifts.filter((s) => s.operationsType === SHIFT_TYPES.returnToPool);
    expect(returns.length).toBeGreaterThan(0);
    for (const r of returns) {
      expect(c.store.get(r.clewId)?.followUserId).toBeNull();
      expect(r.createdAt).toBeLessThanOrEqual(NOW);
      expect(r.reason).toBe(`超过 ${days} 天未跟进，自动退回公海`);
    }
  });

  it('returns idle leads when the period is shortened, and leaves protected and enrolled ones', () => {
    const state = newState();
    const ctx = callContext(state, NOW);
    const followed = cluesOf(state.primary)
      .store.followedRows()
      .filter((r) => !r.recycled);
    const idle = followed.filter((r) => idleSince(r) < NOW - 3 * DAY_MS);
    expect(idle.length).toBeGreaterThan(3);
    const [kept, enrolled] = idle;
    cluesOf(state.primary).store.patch(kept!.id, { isPro: 1 });
    cluesOf(state.primary).store.patch(enrolled!.id, { status: CLUE_STATUS.enrolled });
    clueHandlers.settingSave(
      { poolReturnEnabled: true, poolReturnDays: 3, claimLimitEnabled: true, claimDailyLimit: 50 },
      ctx,
    );
    expect(cluesOf(state.primary).store.get(kept!.id)?.followUserId).not.toBeNull();
    expect(cluesOf(state.primary).store.get(enrolled!.id)?.followUserId).not.toBeNull();
    const returned = idle.slice(2).filter((r) => r.status !== CLUE_STATUS.enrolled && r.status !== CLUE_STATUS.invalid);
    for (const r of returned.filter((x) => x.isPro === 0))
      expect(cluesOf(state.primary).store.get(r.id)?.followUserId).toBeNull();
  });

  it('does nothing while switched off', () => {
    const state = newState();
    const ctx = callContext(state, NOW);
    const before = cluesOf(state.primary).store.followedRows().length;
    clueHandlers.settingSave(
      { poolReturnEnabled: false, poolReturnDays: 1, claimLimitEnabled: false, claimDailyLimit: 1 },
      ctx,
    );
    expect(cluesOf(state.primary).store.followedRows().length).toBe(before);
  });

  it('counts idle days from a new follow-up and from a claim, not from creation', () => {
    const state = newState();
    const ctx = callContext(state, NOW);
    const [id] = poolIds(ctx, 1);
    clueHandlers.poolClaim({ clewIds: [id!] }, ctx);
    const later = callContext(state, NOW + 29 * DAY_MS);
    clueHandlers.findById({ id: id! }, later);
    expect(cluesOf(state.primary).store.get(id!)?.followUserId).toBe(1);
    const past = callContext(state, NOW + 31 * DAY_MS);
    clueHandlers.findById({ id: id! }, past);
    expect(cluesOf(state.primary).store.get(id!)?.followUserId).toBeNull();
    const history = clueHandlers.shiftRecords({ page: 1, size: 10, clewId: id! }, past) as {
      list: Array<{ operationsType: number }>;
    };
    expect(history.list.map((s) => s.operationsType)).toEqual([SHIFT_TYPES.returnToPool, SHIFT_TYPES.claim]);
  });
});

describe('claiming from the pool', () => {
  it('gives the lead to the claimer and enforces the daily cap per account', () => {
    const state = newState();
    const ctx = callContext(state, NOW);
    clueHandlers.settingSave(
      { poolReturnEnabled: true, poolReturnDays: 30, claimLimitEnabled: true, claimDailyLimit: 3 },
      ctx,
    );
    const ids = poolIds(ctx, 5);
    expect(clueHandlers.poolClaim({ clewIds: ids.slice(0, 2) }, ctx)).toEqual({
      claimed: 2,
      claimedToday: 2,
      dailyLimit: 3,
    });
    expect(cluesOf(state.primary).store.get(ids[0]!)?.followUserId).toBe(1);
    expect(businessError(() => clueHandlers.poolClaim({ clewIds: ids.slice(2, 4) }, ctx))).toBe(
      '每人每天最多领取 3 条，今日还可领取 1 条',
    );
    clueHandlers.poolClaim({ clewIds: [ids[2]!] }, ctx);
    expect(businessError(() => clueHandlers.poolClaim({ clewIds: [ids[3]!] }, ctx))).toBe(
      '今日领取已达上限（每人每天 3 条）',
    );
    // Another account has its own count, and the next day starts again.
    const other = callContext(state, NOW, 7);
    expect(clueHandlers.poolClaim({ clewIds: [ids[3]!] }, other)).toMatchObject({ claimedToday: 1 });
    const tomorrow = callContext(state, NOW + DAY_MS);
    expect(clueHandlers.poolClaim({ clewIds: [ids[4]!] }, tomorrow)).toMatchObject({ claimedToday: 1 });
    expect(clueHandlers.setting({}, tomorrow)).toMatchObject({ claimedToday: 1, claimDailyLimit: 3 });
  });

  it('refuses a lead someone already follows', () => {
    const state = newState();
    const ctx = callContext(state, NOW);
    const followed = cluesOf(state.primary)
      .store.followedRows()
      .find((r) => !r.recycled)!;
    expect(businessError(() => clueHandlers.poolClaim({ clewIds: [followed.id] }, ctx))).toContain('已被领取或分配');
  });
});

describe('batch import', () => {
  it('creates valid rows, refuses taken phones per row, and keeps the whole file in its record', () => {
    const state = newState();
    const ctx = { ...callContext(state, NOW), query: { clientType: '1' } };
    const taken = cluesOf(state.primary).store.get(1)!.phone;
    const first = clueHandlers.importBatch(
      {
        fileName: '名单.xlsx',
        rows: [
          { row: 2, name: '甲', phone: '13700000001', source: 4 },
          { row: 3, name: '乙', phone: taken },
          { row: 5, name: '丙', phone: '13700000001' },
        ],
        rejected: [{ row: 4, name: '丁', phone: '123', reason: '您输入的手机号有误' }],
      },
      ctx,
    ) as { importId: number; success: number; failed: Array<{ row: number; reason: string }> };
    expect(first.success).toBe(1);
    expect(first.failed).toEqual([
      { row: 3, name: '乙', phone: taken, reason: '该手机号已存在' },
      { row: 5, name: '丙', phone: '13700000001', reason: '该手机号已存在' },
    ]);
    const second = clueHandlers.importBatch(
      {
        importId: first.importId,
        fileName: '名单.xlsx',
        rows: [{ row: 6, name: '戊', phone: '010-12345678' }],
        rejected: [],
      },
      ctx,
    ) as { importId: number; success: number };
    expect(second).toMatchObject({ importId: first.importId, success: 1 });
    const record = cluesOf(state.primary).imports.find((r) => r.id === first.importId)!;
    expect(record.rows.map((r) => [r.name, r.result])).toEqual([
      ['甲', '成功'],
      ['乙', '失败'],
      ['丁', '失败'],
      ['丙', '失败'],
      ['戊', '成功'],
    ]);
    const created = cluesOf(state.primary).store.get(cluesOf(state.primary).store.idByPhone('13700000001')!)!;
    expect(created).toMatchObject({
      source: 4,
      status: CLUE_STATUS.pending,
      followUserId: cluesOf(state.primary).defaultFollowUserId,
    });
    const listed = clueHandlers.importList({ page: 1, size: 10 }, ctx) as {
      list: Array<{ id: number; total: number; success: number; failed: number }>;
    };
    expect(listed.list[0]).toMatchObject({ id: first.importId, total: 5, success: 2, failed: 3 });
  });

  it('lets only the account that opened an import add to it', () => {
    const state = newState();
    const opened = clueHandlers.importBatch({ fileName: 'a.csv', rows: [], rejected: [] }, callContext(state, NOW)) as {
      importId: number;
    };
    expect(() =>
      clueHandlers.importBatch(
        { importId: opened.importId, fileName: 'a.csv', rows: [], rejected: [] },
        callContext(state, NOW, 7),
      ),
    ).toThrow(UpstreamError);
  });
});

describe('transfer reasons', () => {
  it('adds, renames, refuses duplicates and deletes', () => {
    const state = newState(50);
    const ctx = callContext(state, NOW);
    const added = clueHandlers.reasonSave({ name: '学员转校区' }, ctx) as { id: number; name: string };
    expect((clueHandlers.reasons({}, ctx) as Array<{ name: string }>).at(-1)?.name).toBe('学员转校区');
    expect(businessError(() => clueHandlers.reasonSave({ name: '按校区重新分配' }, ctx))).toBe(
      '「按校区重新分配」已存在',
    );
    clueHandlers.reasonSave({ id: added.id, name: '学员换校区' }, ctx);
    clueHandlers.reasonDelete({ id: added.id }, ctx);
    expect((clueHandlers.reasons({}, ctx) as Array<{ id: number }>).some((r) => r.id === added.id)).toBe(false);
  });
});

const conflictRefusal = new UpstreamError(CODE.conflict, MSG_EXTRA.conflict);

describe('tags and transfer reasons are saved on the version they were loaded at (issue 28)', () => {
  it('refuses a rename on a stale version as a conflict and writes nothing', () => {
    const state = newState(50);
    const ctx = callContext(state, NOW);
    const reason = clueHandlers.reasonSave({ name: '学员转校区' }, ctx) as { id: number; version: number };
    const renamed = clueHandlers.reasonSave({ id: reason.id, name: '学员换校区', version: reason.version }, ctx) as {
      version: number;
    };
    expect(renamed.version).toBe(reason.version + 1);
    expect(() => clueHandlers.reasonSave({ id: reason.id, name: '覆盖', version: reason.version }, ctx)).toThrow(
      conflictRefusal,
    );
    const reasons = clueHandlers.reasons({}, ctx) as Array<{ id: number; name: string }>;
    expect(reasons.find((r) => r.id === reason.id)?.name).toBe('学员换校区');

    const group = clueHandlers.tagUpdate({ name: '测试分组', parentId: 0 }, ctx) as { id: number; version: number };
    clueHandlers.tagUpdate({ id: group.id, name: '测试分组改', parentId: 0, version: group.version }, ctx);
    expect(() =>
      clueHandlers.tagUpdate({ id: group.id, name: '覆盖', parentId: 0, version: group.version }, ctx),
    ).toThrow(conflictRefusal);
    const groups = clueHandlers.tags({}, ctx) as Array<{ id: number; name: string }>;
    expect(groups.find((g) => g.id === group.id)?.name).toBe('测试分组改');
  });
});
