import { describe, expect, it } from 'vitest';
import { impersonationSignature } from '../../impersonation.js';
import type { CallContext } from '../../kit/handlers.js';
import { businessError, callContext, testState } from '../../kit/testing.js';
import { ACCOUNT_DISABLED, sessionHandlers } from './session.js';
import { ACCOUNT_MESSAGES as M, profileHandlers, userHandlers } from './user.js';

const NOW = Date.UTC(2026, 2, 2, 2, 0, 0);
/** 陈主管: an admin (role 2), not the super role. */
const ADMIN = 11;

const login = (ctx: CallContext, username: string, password: string) =>
  sessionHandlers.login({ username, password }, ctx) as { token: string };

describe('staff accounts', () => {
  it('lists by keyword, role and status, with the role name and the last sign-in', () => {
    const ctx = callContext(testState(NOW), NOW);
    const advisers = userHandlers.list({ page: 1, size: 50, roleId: 4 }, ctx) as {
      list: Array<{ name: string; roleName: string; lastLoginTime: string | null }>;
    };
    expect(advisers.list.map((a) => a.name)).toEqual(['周顾问', '吴顾问', '褚顾问']);
    expect(advisers.list.every((a) => a.roleName === '招生顾问' && a.lastLoginTime !== null)).toBe(true);
    const disabled = userHandlers.list({ page: 1, size: 50, status: 0 }, ctx) as { total: number };
    expect(disabled.total).toBeGreaterThan(0);
    const byPhone = userHandlers.list({ page: 1, size: 10, keyword: '13912340008' }, ctx) as { total: number };
    expect(byPhone.total).toBe(1);
  });

  it('a phone another account has is refused, on save and by the phone check', () => {
    const ctx = callContext(testState(NOW), NOW);
    expect(businessError(() => userHandlers.validPhone({ phone: '13912340007' }, ctx))).toBe(M.phoneTaken);
    expect(userHandlers.validPhone({ phone: '13912349999' }, ctx)).toBeNull();
    expect(
      businessError(() =>
        userHandlers.save({ name: '新人', phone: '13912340007', roleId: 3, password: 'abc12345' }, ctx),
      ),
    ).toBe(M.phoneTaken);
    expect(businessError(() => userHandlers.save({ name: '新人', phone: '13912349999', roleId: 3 }, ctx))).toBe(
      M.passwordNeeded,
    );
    expect(
      businessError(() =>
        userHandlers.save({ name: '新人', phone: '13912349999', roleId: 999, password: 'a1b2c3d4' }, ctx),
      ),
    ).toBe(M.noRole);
  });

  it('an account cannot delete or disable itself, nor change its own role', () => {
    const ctx = callContext(testState(NOW), NOW, ADMIN);
    expect(businessError(() => userHandlers.remove({ id: ADMIN }, ctx))).toBe(M.deleteSelf);
    expect(businessError(() => userHandlers.setStatus({ id: ADMIN, status: 0 }, ctx))).toBe(M.disableSelf);
    expect(businessError(() => userHandlers.resetPassword({ id: ADMIN, password: 'abc12345' }, ctx))).toBe(M.resetSelf);
    expect(
      businessError(() => userHandlers.save({ id: ADMIN, name: '陈主管', phone: '13912340011', roleId: 3 }, ctx)),
    ).toBe(M.ownRole);
  });

  it('only the super role touches super accounts or gives the super role', () => {
    const ctx = callContext(testState(NOW), NOW, ADMIN);
    expect(businessError(() => userHandlers.setStatus({ id: 1, status: 0 }, ctx))).toBe(M.superOnly);
    expect(businessError(() => userHandlers.remove({ id: 1 }, ctx))).toBe(M.superOnly);
    expect(
      businessError(() =>
        userHandlers.save({ name: '二老板', phone: '13912349998', roleId: 1, password: 'abc12345' }, ctx),
      ),
    ).toBe(M.superOnly);
  });

  it('disabling signs the account out everywhere and keeps it out until enabled again', () => {
    const state = testState(NOW);
    const ctx = callContext(state, NOW);
    const { token } = login(ctx, '13912340008', 'demo1234');
    userHandlers.setStatus({ id: 8, status: 0 }, ctx);
    expect(state.sessions.get(token)).toBeUndefined();
    expect(businessError(() => login(ctx, '13912340008', 'demo1234'))).toBe(ACCOUNT_DISABLED);
    userHandlers.setStatus({ id: 8, status: 1 }, ctx);
    expect(login(ctx, '13912340008', 'demo1234').token).toMatch(/^8_/);
  });

  it('a reset password ends the account’s sessions; the new one signs in, the old one no longer', () => {
    const state = testState(NOW);
    const ctx = callContext(state, NOW);
    const { token } = login(ctx, '13912340009', 'demo1234');
    userHandlers.resetPassword({ id: 9, password: 'Fresh2026' }, ctx);
    expect(state.sessions.get(token)).toBeUndefined();
    expect(businessError(() => login(ctx, '13912340009', 'demo1234'))).toBe('账号或密码错误');
    expect(login(ctx, '13912340009', 'Fresh2026').token).toMatch(/^9_/);
  });

  it('an impersonation link signs in once; the same link again is refused', async () => {
    const state = testState(NOW);
    const ctx = callContext(state, NOW);
    const tt = String(Math.floor(NOW / 1000) - 5);
    const link = { id: '9', tt, ss: impersonationSignature('9', tt, ctx.env.secret) };
    const content = await sessionHandlers.adminLogin(link, ctx);
    expect(state.sessions.get(content.token)?.impersonated).toBe(true);
    expect(businessError(() => sessionHandlers.adminLogin(link, ctx))).toBe('代登录链接已使用，请重新获取');
    expect(businessError(() => sessionHandlers.adminLogin({ ...link, ss: link.ss.toUpperCase() }, ctx))).toBe(
      '代登录链接已使用，请重新获取',
    );
    // Another link of the same account (another time) still works once.
    const later = String(Number(tt) + 1);
    const again = await sessionHandlers.adminLogin(
      { id: '9', tt: later, ss: impersonationSignature('9', later, ctx.env.secret) },
      ctx,
    );
    expect(again.token).toMatch(/^9_/);
  });

  it('a sign-in is remembered as the last one; an impersonation is not', () => {
    const state = testState(NOW);
    const ctx = callContext(state, NOW);
    state.accounts.get(9)!.lastLoginAt = null;
    login(ctx, '13912340009', 'demo1234');
    expect(state.accounts.get(9)?.lastLoginAt).toBe(NOW);
  });
});

describe('my account', () => {
  it('changing the password needs the old one and ends every session of the account', () => {
    const state = testState(NOW);
    const ctx = callContext(state, NOW, ADMIN);
    const other = login(ctx, '13912340011', 'demo1234');
    expect(
      businessError(() => profileHandlers.changePassword({ oldPassword: 'wrong123', newPassword: 'Newpass2026' }, ctx)),
    ).toBe(M.wrongPassword);
    profileHandlers.changePassword({ oldPassword: 'demo1234', newPassword: 'Newpass2026' }, ctx);
    expect(state.sessions.get(other.token)).toBeUndefined();
    expect(state.sessions.get(ctx.session.token)).toBeUndefined();
    expect(login(ctx, '13912340011', 'Newpass2026').token).toMatch(/^11_/);
  });

  it('binds WeChat through a QR code that is used once, and unbinds it', () => {
    const state = testState(NOW);
    const ctx = callContext(state, NOW, ADMIN);
    const qr = profileHandlers.bindQrcode({}, ctx) as { uuid: string; url: string; expireSeconds: number };
    expect(qr.url).toContain(qr.uuid);
    expect(qr.expireSeconds).toBe(120);
    expect(state.sessions.takeBindQr(qr.uuid)?.accountId).toBe(ADMIN);
    expect(state.sessions.takeBindQr(qr.uuid)).toBeUndefined();
    expect(businessError(() => profileHandlers.unbindOpenId({}, ctx))).toBe(M.selfNotBound);
    expect(businessError(() => userHandlers.editRemindOpen({ open: true }, ctx))).toBe(M.remindNeedsWx);
  });

  it('an older binding QR stops working when a new one is asked for', () => {
    const state = testState(NOW);
    const ctx = callContext(state, NOW, ADMIN);
    const first = profileHandlers.bindQrcode({}, ctx) as { uuid: string };
    profileHandlers.bindQrcode({}, ctx);
    expect(state.sessions.takeBindQr(first.uuid)).toBeUndefined();
  });

  it('a test reminder needs WeChat bound and reminders on', () => {
    const state = testState(NOW);
    const ctx = callContext(state, NOW);
    userHandlers.editRemindOpen({ open: false }, ctx);
    expect(businessError(() => userHandlers.sendWxOfficialAccounts({}, ctx))).toBe(M.remindOff);
    userHandlers.editRemindOpen({ open: true }, ctx);
    expect(userHandlers.sendWxOfficialAccounts({}, ctx)).toEqual({
      wxNickname: '张校长（微信）',
      sentAt: expect.any(String),
    });
  });
});
