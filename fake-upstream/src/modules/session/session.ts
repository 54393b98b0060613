import { MSG_EXTRA, PRODUCT_NAMES, type ProductId, productSignature } from '@console/contracts';
import { fail, notFound } from '../../errors.js';
import { IMPERSONATION_WINDOW_SECONDS, verifyImpersonation } from '../../impersonation.js';
import type { CallContext, Handlers } from '../../kit/handlers.js';
import { type Account, avatarUrl } from '../../state/accounts.js';
import type { RoleGrants } from '../../state/roles.js';
import type { Session } from '../../state/sessions.js';

/**
 * The login content (spec §7); `session.resources` answers the same for the current token. Roles, resources
 * and permissions are the account's role's as it is now: a role changed in settings counts at the next load.
 */
export function sessionContent(a: Account, grants: RoleGrants, s: Session, publicUrl: string) {
  return {
    token: s.token,
    roles: [...grants.roles],
    name: a.name,
    avatar: avatarUrl(a, publicUrl),
    introduction: a.introduction,
    resources: [...grants.resources],
    permissions: [...grants.permissions],
    wxAppName: a.wxAppName,
    products: a.productIds.map((id) => ({ id, name: PRODUCT_NAMES[id as ProductId] ?? String(id) })),
    productSign: productSignature(a.productIds),
    userInfo: { ...a.userInfo, shop_id: a.shopId },
    impersonated: s.impersonated,
  };
}

export const ACCOUNT_DISABLED = '账号已被禁用，请联系管理员';

function signIn(ctx: CallContext, account: Account, impersonated = false) {
  if (account.status !== 1) throw fail(ACCOUNT_DISABLED);
  const session = ctx.fake.sessions.issue(account.id, impersonated);
  // The provider's administrator signing in as the shop is not the person's own sign-in.
  if (!impersonated) account.lastLoginAt = ctx.now;
  return sessionContent(account, ctx.fake.shopOf(account).grants(account), session, ctx.publicUrl);
}

export const sessionHandlers: Handlers['session'] = {
  login({ username, password }, ctx) {
    const account = ctx.fake.accounts.byPhone(username);
    if (!account || account.password !== password) throw fail(MSG_EXTRA.loginFailed);
    return signIn(ctx, account);
  },

  sendSms({ phone }, ctx) {
    if (!ctx.fake.accounts.byPhone(phone)) throw fail('该手机号未注册');
    const code = ctx.fake.sessions.sendSms(phone);
    if (code === null) throw fail(MSG_EXTRA.smsTooFrequent);
    // There is no SMS gateway: the code goes to the log (and `GET /__dev/sms`).
    ctx.request.log.info({ phone, code }, `短信验证码 ${phone}: ${code}`);
    return null;
  },

  smsLogin({ username, code }, ctx) {
    const account = ctx.fake.accounts.byPhone(username);
    if (!account || !ctx.fake.sessions.useSms(username, code)) throw fail(MSG_EXTRA.smsCodeInvalid);
    return signIn(ctx, account);
  },

  qrcode(_input, ctx) {
    const t = ctx.fake.sessions.newQr();
    return {
      uuid: t.uuid,
      url: `https://open.weixin.qq.com/connect/confirm?uuid=${t.uuid}`,
      expireSeconds: Math.round((t.expiresAt - ctx.now) / 1000),
    };
  },

  qrLogin({ uuid }, ctx) {
    const t = ctx.fake.sessions.qrTicket(uuid);
    if (!t || t.expiresAt < ctx.now) throw fail('二维码已过期');
    if (t.scannedBy === null) throw fail('等待扫码');
    const account = ctx.fake.accounts.get(t.scannedBy);
    ctx.fake.sessions.consumeQr(uuid);
    if (!account) throw notFound();
    return signIn(ctx, account);
  },

  adminLogin(input, ctx) {
    if (!verifyImpersonation(input, ctx.env.secret, ctx.now)) throw fail('代登录链接无效或已过期');
    const validUntil = (Number(input.tt) + IMPERSONATION_WINDOW_SECONDS) * 1000;
    if (!ctx.fake.sessions.claimLink(input.ss, validUntil)) throw fail('代登录链接已使用，请重新获取');
    const account = ctx.fake.accounts.get(Number(input.id));
    if (!account) throw notFound();
    return signIn(ctx, account, true);
  },

  logout(_input, ctx) {
    ctx.state.sessions.revoke(ctx.session.token);
    return null;
  },

  resources(_input, ctx) {
    return sessionContent(ctx.account, ctx.state.grants(ctx.account), ctx.session, ctx.publicUrl);
  },
};
