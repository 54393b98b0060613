import { fail, notFound } from '../../errors.js';
import type { CallContext, Handlers } from '../../kit/handlers.js';
import { advance, checkVersion } from '../../kit/versioned.js';
import { type Account, avatarUrl, staffAccount } from '../../state/accounts.js';
import { formatDateTime } from '../../util/time.js';
import { cluesOf } from '../enrollment/state.js';

export const ACCOUNT_MESSAGES = {
  phoneTaken: '该手机号已存在',
  noRole: '所选角色不存在，请刷新后重试',
  superOnly: '只有超级管理员可以设置超级管理员账号',
  ownRole: '不能修改自己的角色',
  deleteSelf: '不能删除当前登录的账号',
  disableSelf: '不能禁用当前登录的账号',
  resetSelf: '请在「我的账号」中修改自己的密码',
  passwordNeeded: '请设置登录密码',
  notBound: '该账号未绑定微信',
  selfNotBound: '当前账号未绑定微信',
  remindNeedsWx: '请先绑定微信后再开启提醒',
  remindOff: '请先开启公众号提醒',
  wrongPassword: '原密码不正确',
} as const;
const M = ACCOUNT_MESSAGES;

function accountView(ctx: CallContext, a: Account) {
  return {
    id: a.id,
    phone: a.phone,
    name: a.name,
    roleId: a.roleId,
    roleName: ctx.state.role(a.roleId)?.name ?? null,
    status: a.status,
    createTime: formatDateTime(a.createdAt),
    lastLoginTime: a.lastLoginAt === null ? null : formatDateTime(a.lastLoginAt),
    wxNickname: a.wxNickname,
    version: a.version,
  };
}

function accountOr404(ctx: CallContext, id: number): Account {
  const a = ctx.state.accounts.get(id);
  if (!a) throw notFound();
  return a;
}

const isSuperAccount = (ctx: CallContext, a: Account) => ctx.state.role(a.roleId)?.isSuper === true;

/** Only the super role touches super accounts (their role, status, password, existence). */
function guardSuper(ctx: CallContext, target: Account): void {
  if (isSuperAccount(ctx, target) && !isSuperAccount(ctx, ctx.account)) throw fail(M.superOnly);
}

function unbindWx(a: Account, notBound: string): null {
  if (a.openId === null) throw fail(notBound);
  a.openId = null;
  a.wxNickname = null;
  a.remindOpen = false;
  advance(a);
  return null;
}

export const userHandlers: Handlers['user'] = {
  list({ page, size, keyword, roleId, status }, ctx) {
    const kw = keyword?.trim();
    const all = ctx.state.accounts
      .all()
      .filter(
        (a) =>
          (!kw || a.name.includes(kw) || a.phone.includes(kw)) &&
          (roleId === undefined || a.roleId === roleId) &&
          (status === undefined || a.status === status),
      )
      .sort((a, b) => a.id - b.id);
    return { list: all.slice((page - 1) * size, page * size).map((a) => accountView(ctx, a)), total: all.length };
  },

  save(input, ctx) {
    const role = ctx.state.role(input.roleId);
    if (!role) throw fail(M.noRole);
    if (role.isSuper && !isSuperAccount(ctx, ctx.account)) throw fail(M.superOnly);
    // A phone number signs in to one account, whatever its shop.
    const holder = ctx.fake.accounts.byPhone(input.phone);
    if (holder && holder.id !== input.id) throw fail(M.phoneTaken);
    if (input.id !== undefined) {
      const a = accountOr404(ctx, input.id);
      checkVersion(a, input.version);
      guardSuper(ctx, a);
      if (a.id === ctx.account.id && a.roleId !== role.id) throw fail(M.ownRole);
      Object.assign(a, {
        name: input.name,
        phone: input.phone,
        roleId: role.id,
        introduction: `${a.shopName}${role.name}`,
        userInfo: { ...a.userInfo, name: input.name, phone: input.phone },
      });
      if (input.password) {
        a.password = input.password;
        ctx.state.sessions.revokeAccount(a.id);
      }
      advance(a);
      return accountView(ctx, a);
    }
    if (!input.password) throw fail(M.passwordNeeded);
    const a = staffAccount(
      ctx.account,
      {
        id: ctx.state.accounts.allocateId(),
        phone: input.phone,
        name: input.name,
        roleId: role.id,
        password: input.password,
      },
      ctx.now,
    );
    a.introduction = `${a.shopName}${role.name}`;
    ctx.state.accounts.put(a);
    return accountView(ctx, a);
  },

  remove({ id }, ctx) {
    const a = accountOr404(ctx, id);
    if (id === ctx.account.id) throw fail(M.deleteSelf);
    guardSuper(ctx, a);
    ctx.state.accounts.remove(id);
    ctx.state.sessions.revokeAccount(id);
    // The removed person's leads go back to the public pool.
    const clues = cluesOf(ctx);
    for (const clueId of clues.store.idsFollowedBy(id)) clues.store.patch(clueId, { followUserId: null });
    if (clues.defaultFollowUserId === id) clues.defaultFollowUserId = null;
    return null;
  },

  edit({ id }, ctx) {
    return accountView(ctx, accountOr404(ctx, id));
  },

  validPhone({ phone }, ctx) {
    if (ctx.state.accounts.phoneTaken(phone)) throw fail(M.phoneTaken);
    return null;
  },

  setStatus({ id, status, version }, ctx) {
    const a = accountOr404(ctx, id);
    checkVersion(a, version);
    if (id === ctx.account.id && status === 0) throw fail(M.disableSelf);
    guardSuper(ctx, a);
    a.status = status;
    advance(a);
    // A disabled account is signed out everywhere at once.
    if (status === 0) ctx.state.sessions.revokeAccount(id);
    return accountView(ctx, a);
  },

  resetPassword({ id, password }, ctx) {
    const a = accountOr404(ctx, id);
    if (id === ctx.account.id) throw fail(M.resetSelf);
    guardSuper(ctx, a);
    a.password = password;
    advance(a);
    ctx.state.sessions.revokeAccount(id);
    return null;
  },

  delBindWx({ id }, ctx) {
    const a = accountOr404(ctx, id);
    guardSuper(ctx, a);
    return unbindWx(a, M.notBound);
  },

  remindOpenInfo(_input, ctx) {
    return { open: ctx.account.remindOpen, bound: ctx.account.openId !== null };
  },

  sendWxOfficialAccounts(_input, ctx) {
    const a = ctx.account;
    if (a.openId === null) throw fail(M.remindNeedsWx);
    if (!a.remindOpen) throw fail(M.remindOff);
    return { wxNickname: a.wxNickname ?? '', sentAt: formatDateTime(ctx.now) };
  },

  editRemindOpen({ open }, ctx) {
    if (open && ctx.account.openId === null) throw fail(M.remindNeedsWx);
    ctx.account.remindOpen = open;
    advance(ctx.account);
    return null;
  },

  webPoint(_input, ctx) {
    return { point: ctx.account.point };
  },
};

function profileView(ctx: CallContext, a: Account) {
  return {
    id: a.id,
    name: a.name,
    phone: a.phone,
    avatar: avatarUrl(a, ctx.publicUrl),
    headImg: a.headImg,
    introduction: a.introduction,
    roleName: ctx.state.role(a.roleId)?.name ?? null,
    openId: a.openId,
    wxNickname: a.wxNickname,
    remindOpen: a.remindOpen,
    version: a.version,
  };
}

/** The binding QR code holds this address; WeChat opens it on scanning (the fake's scan route stands in). */
export const bindUrl = (uuid: string) => `https://open.weixin.qq.com/connect/confirm?uuid=${uuid}&scene=bind`;

export const profileHandlers: Handlers['profile'] = {
  get(_input, ctx) {
    return profileView(ctx, ctx.account);
  },

  save({ name, headImg, version }, ctx) {
    const a = ctx.account;
    checkVersion(a, version);
    a.name = name;
    a.headImg = headImg === undefined || headImg === '' ? null : headImg;
    a.userInfo = { ...a.userInfo, name };
    advance(a);
    return profileView(ctx, a);
  },

  changePassword({ oldPassword, newPassword }, ctx) {
    const a = ctx.account;
    if (a.password !== oldPassword) throw fail(M.wrongPassword);
    a.password = newPassword;
    advance(a);
    // Every session of the account ends, this one included: the person signs in again with the new password.
    ctx.state.sessions.revokeAccount(a.id);
    return null;
  },

  unbindOpenId(_input, ctx) {
    return unbindWx(ctx.account, M.selfNotBound);
  },

  /** A bound account may ask too: scanning binds the new WeChat in place of the old one. */
  bindQrcode(_input, ctx) {
    const t = ctx.state.sessions.newBindQr(ctx.account.id);
    return { url: bindUrl(t.uuid), uuid: t.uuid, expireSeconds: Math.round((t.expiresAt - ctx.now) / 1000) };
  },
};
