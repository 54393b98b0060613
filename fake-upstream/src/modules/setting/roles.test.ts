import { SETTING_CODES, SUPER_ROLE } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import { businessError, callContext, testState } from '../../kit/testing.js';
import { sessionHandlers } from '../session/session.js';
import { userHandlers } from '../session/user.js';
import { ROLE_MESSAGES, roleHandlers } from './roles.js';

const NOW = Date.UTC(2026, 2, 2, 2, 0, 0);

const newRole = (resources: string[], permissions: string[] = []) => ({
  name: '前台接待',
  kind: 'editor' as const,
  description: '',
  resources,
  permissions,
});

describe('roles beside the accounts', () => {
  it('seeds the four named roles and enough campus roles to page through; the super role heads the list', () => {
    const state = testState(NOW);
    const ctx = callContext(state, NOW);
    const page = roleHandlers.list({ page: 1, size: 50 }, ctx) as {
      list: Array<Record<string, unknown>>;
      total: number;
    };
    expect(page.total).toBeGreaterThanOrEqual(30);
    expect([1, 2, 3, 4].map((id) => state.primary.role(id)?.name)).toEqual([
      '超级管理员',
      '管理员',
      '编辑',
      '招生顾问',
    ]);
    expect(page.list[0]?.name).toBe('超级管理员');
    expect(page.list[0]?.isSuper).toBe('1');
    // Then the newest first: the last campus role seeded, and a new role ahead of it.
    expect(page.list[1]?.name).toBe('拱墅校区市场专员');
    expect(page.list.filter((r) => r.isSuper === '1')).toHaveLength(1);
    expect(page.list[0]?.accountCount).toBe(1);
    expect(state.accounts.all().length).toBeGreaterThanOrEqual(30);
    roleHandlers.save(newRole(['800']), ctx);
    const again = roleHandlers.list({ page: 1, size: 10 }, ctx) as { list: Array<Record<string, unknown>> };
    expect(again.list.slice(0, 2).map((r) => r.name)).toEqual(['超级管理员', '前台接待']);
  });

  it('a new role is what an account of it signs in with, and a change counts at the next load', () => {
    const state = testState(NOW);
    const ctx = callContext(state, NOW);
    const saved = roleHandlers.save(newRole(['800', String(SETTING_CODES.shop)]), ctx) as { id: number };
    userHandlers.save({ name: '前台小林', phone: '13912349901', roleId: saved.id, password: 'abc12345' }, ctx);
    const login = sessionHandlers.login({ username: '13912349901', password: 'abc12345' }, ctx) as {
      roles: string[];
      resources: string[];
      permissions: string[];
    };
    expect(login.roles).toEqual(['editor']);
    expect(login.resources).toEqual(['800', String(SETTING_CODES.shop)]);
    expect(login.permissions).toEqual([]);

    roleHandlers.save({ ...newRole(['800', String(SETTING_CODES.users)], ['800301']), id: saved.id }, ctx);
    const staff = callContext(state, NOW, state.accounts.byPhone('13912349901')?.id);
    const reloaded = sessionHandlers.resources({ type: 1 }, staff) as { resources: string[]; permissions: string[] };
    expect(reloaded.resources).toEqual(['800', String(SETTING_CODES.users)]);
    expect(reloaded.permissions).toEqual(['800301']);
  });

  it('keeps each code once, and refuses a second role of the same name', () => {
    const state = testState(NOW);
    const ctx = callContext(state, NOW);
    const saved = roleHandlers.save(newRole(['800', '8001', '800']), ctx) as { resources: string[] };
    expect(saved.resources).toEqual(['800', '8001']);
    expect(businessError(() => roleHandlers.save(newRole(['800']), ctx))).toBe('角色名称「前台接待」已存在');
  });

  it('the super role (100) can be neither edited nor deleted, and grants the super role code', () => {
    const state = testState(NOW);
    const ctx = callContext(state, NOW);
    expect(businessError(() => roleHandlers.save({ ...newRole(['800']), id: 1 }, ctx))).toBe(ROLE_MESSAGES.superLocked);
    expect(businessError(() => roleHandlers.remove({ id: 1 }, ctx))).toBe(ROLE_MESSAGES.superUndeletable);
    expect(state.primary.grants(state.accounts.get(1)!).roles).toEqual([SUPER_ROLE]);
  });

  it('a role in use is not deleted, and the refusal names its accounts; once they move on it goes', () => {
    const state = testState(NOW);
    const ctx = callContext(state, NOW);
    // 招生顾问 (4): 周顾问, 吴顾问 and 褚顾问 have it.
    const refusal = businessError(() => roleHandlers.removeMany({ ids: [4] }, ctx));
    expect(refusal).toBe('角色「招生顾问」正在被周顾问、吴顾问、褚顾问使用，请先为这些账号更换角色');
    for (const a of state.accounts.ofRole(4))
      userHandlers.save({ id: a.id, name: a.name, phone: a.phone, roleId: 3 }, ctx);
    roleHandlers.remove({ id: 4 }, ctx);
    expect(state.primary.role(4)).toBeUndefined();
  });

  it('names at most five accounts in the refusal', () => {
    expect(ROLE_MESSAGES.inUse('前台', ['甲', '乙', '丙', '丁', '戊', '己', '庚'])).toBe(
      '角色「前台」正在被甲、乙、丙、丁、戊等 7 个账号使用，请先为这些账号更换角色',
    );
  });

  it('lists every role for the account form, the super role marked', () => {
    const state = testState(NOW);
    const options = roleHandlers.options({}, callContext(state, NOW)) as Array<{ id: number; isSuper: boolean }>;
    expect(options).toHaveLength(state.primary.roles.all().length);
    expect(options.filter((o) => o.isSuper).map((o) => o.id)).toEqual([1]);
  });
});
