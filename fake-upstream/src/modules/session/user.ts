import { fail, notFound } from '../../errors.js';
import type { CallContext, Handlers } from '../../kit/handlers.js';
import { type Account, avatarUrl, roleById, staffAccount } from '../../state/accounts.js';
import { qrImageUrl } from '../../urls.js';
import { formatDateTime } from '../../util/time.js';
import { cluesOf } from '../enrollment/state.js';

const PHONE_TAKEN = '该手机号已存在';

function accountView(a: Account) {
  return {
    id: a.id,
    phone: a.phone,
    name: a.name,
    roleId: a.roleId,
    roleName: roleById(a.roleId)?.name ?? null,
    status: a.status,
    createTime: formatDateTime(a.createdAt),
  };
}

function accountOr404(ctx: CallContext, id: number): Account {
  const a = ctx.state.accounts.get(id);
  if (!a) throw notFound();
  return a;
}

function unbindWx(a: Account): null {
  if (a.openId === null) throw fail('当前账号未绑定微信');
  a.openId = null;
  a.wxNickname = null;
  a.remindOpen = false;
  return null;
}

export const userHandlers: Handlers['user'] = {
  list({ page, size, keyword }, ctx) {
    const kw = keyword?.trim();
    const all = ctx.state.accounts
      .all()
      .filter((a) => !kw || a.name.includes(kw) || a.phone.includes(kw))
      .sort((a, b) => a.id - b.id);
    return { list: all.slice((page - 1) * size, page * size).map(accountView), total: all.length };
  },

  save(input, ctx) {
    const role = roleById(input.roleId);
    if (!role) throw fail('角色不存在');
    const holder = ctx.state.accounts.byPhone(input.phone);
    if (holder && holder.id !== input.id) throw fail(PHONE_TAKEN);
    if (input.id !== undefined) {
      const a = accountOr404(ctx, input.id);
      Object.assign(a, {
        name: input.name,
        phone: input.phone,
        roleId: role.id,
        roles: [...role.roles],
        resources: [...role.resources],
        permissions: [...role.permissions],
        userInfo: { ...a.userInfo, name: input.name, phone: input.phone },
      });
      if (input.password) a.password = input.password;
      return accountView(a);
    }
    if (!input.password) throw fail('请设置登录密码');
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
    ctx.state.accounts.put(a);
    return accountView(a);
  },

  remove({ id }, ctx) {
    accountOr404(ctx, id);
    if (id === ctx.account.id) throw fail('不能删除当前登录的账号');
    ctx.state.accounts.remove(id);
    ctx.state.sessions.revokeAccount(id);
    // The removed person's leads go back to the public pool.
    const clues = cluesOf(ctx);
    for (const clueId of clues.store.idsFollowedBy(id)) clues.store.patch(clueId, { followUserId: null });
    if (clues.defaultFollowUserId === id) clues.defaultFollowUserId = null;
    return null;
  },

  edit({ id }, ctx) {
    return accountView(accountOr404(ctx, id));
  },

  validPhone({ phone }, ctx) {
    if (ctx.state.accounts.byPhone(phone)) throw fail(PHONE_TAKEN);
    return null;
  },

  delBindWx(_input, ctx) {
    return unbindWx(ctx.account);
  },

  remindOpenInfo(_input, ctx) {
    return { open: ctx.account.remindOpen, bound: ctx.account.openId !== null };
  },

  sendWxOfficialAccounts(_input, ctx) {
    return { qrcode: qrImageUrl(ctx.publicUrl, `mp-follow:${ctx.account.id}`) };
  },

  editRemindOpen({ open }, ctx) {
    if (open && ctx.account.openId === null) throw fail('请先绑定微信后再开启提醒');
    ctx.account.remindOpen = open;
    return null;
  },

  webPoint(_input, ctx) {
    return { point: ctx.account.point };
  },
};

export const profileHandlers: Handlers['profile'] = {
  get(_input, ctx) {
    const a = ctx.account;
    return {
      id: a.id,
      name: a.name,
      phone: a.phone,
      avatar: avatarUrl(a, ctx.publicUrl),
      introduction: a.introduction,
      openId: a.openId,
      wxNickname: a.wxNickname,
      remindOpen: a.remindOpen,
    };
  },

  unbindOpenId(_input, ctx) {
    return unbindWx(ctx.account);
  },

  bindQrcode(_input, ctx) {
    return { url: qrImageUrl(ctx.publicUrl, `wx-bind:${ctx.account.id}:${ctx.now}`) };
  },
};
