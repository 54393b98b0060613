import { z } from 'zod';
import { anyContent, defineCall, idSchema, noInput } from '../../define.js';
import { paged, pageQuery } from '../../paging.js';
import { mobileSchema, phoneSchema } from '../../validators.js';
import { accountSchema, profileSchema, sessionContentSchema } from './entities.js';

/** Spec section 4: the username is trimmed before sending. */
const username = z.string().trim().min(1, '请输入账号');

/** Session and user calls of spec §7. Paths the spec hides are mapped as the platform issue says. */
export const sessionCalls = {
  login: defineCall({
    title: '账号密码登录',
    method: 'POST',
    path: '/ajax/user/login',
    documented: true,
    input: z.object({ username, password: z.string().min(1, '请输入密码') }),
    output: sessionContentSchema,
  }),
  sendSms: defineCall({
    title: '发送短信验证码',
    method: 'GET',
    path: '/ajax/sendSMS',
    documented: true,
    input: z.object({ phone: mobileSchema }),
    output: anyContent,
  }),
  smsLogin: defineCall({
    title: '短信验证码登录',
    method: 'POST',
    path: '/ajax/user/sms/login',
    documented: true,
    input: z.object({
      username: mobileSchema,
      code: z
        .string()
        .trim()
        .regex(/^\d{4,6}$/, '请输入正确的验证码'),
    }),
    output: sessionContentSchema,
  }),
  qrcode: defineCall({
    title: '获取扫码登录二维码',
    method: 'GET',
    path: '/ajax/qrcode/login',
    documented: true,
    input: noInput,
    output: z.object({ uuid: z.string().min(1), url: z.string(), expireSeconds: z.number().int().positive() }),
  }),
  qrLogin: defineCall({
    title: '扫码登录（轮询）',
    method: 'POST',
    path: '/ajax/user/qrcode/login',
    documented: true,
    input: z.object({ uuid: z.string().min(1) }),
    output: sessionContentSchema,
  }),
  adminLogin: defineCall({
    title: '管理员代登录',
    method: 'POST',
    path: '/ajax/user/index-admin',
    documented: true,
    input: z.object({ id: z.string().min(1), ss: z.string().min(1), tt: z.string().min(1) }),
    output: sessionContentSchema,
  }),
  logout: defineCall({
    title: '退出登录',
    method: 'POST',
    path: '/user/logout',
    documented: true,
    input: noInput,
    output: anyContent,
  }),
  resources: defineCall({
    title: '加载角色与权限',
    method: 'GET',
    path: '/ajax/login/user/resources',
    documented: true,
    input: z.object({ type: z.number().int().default(1) }).default({ type: 1 }),
    output: sessionContentSchema,
  }),
} as const;

const accountInput = z.object({
  id: idSchema.optional(),
  name: z.string().trim().min(1, '请输入姓名').max(20),
  phone: mobileSchema,
  roleId: idSchema,
  password: z.string().min(6, '密码至少 6 位').max(32).optional(),
});

export const userCalls = {
  list: defineCall({
    title: '账号列表',
    method: 'GET',
    path: '/ajax/users',
    documented: true,
    input: pageQuery.extend({ keyword: z.string().trim().max(50).optional() }),
    output: paged(accountSchema),
  }),
  save: defineCall({
    title: '保存账号',
    method: 'POST',
    path: '/ajax/user/save',
    documented: true,
    input: accountInput,
    output: anyContent,
  }),
  remove: defineCall({
    title: '删除账号',
    method: 'GET',
    path: '/ajax/user/delete/{id}',
    documented: true,
    input: z.object({ id: idSchema }),
    output: anyContent,
  }),
  edit: defineCall({
    title: '账号详情',
    method: 'GET',
    path: '/ajax/user/edit/{id}',
    documented: true,
    input: z.object({ id: idSchema }),
    output: accountSchema,
  }),
  validPhone: defineCall({
    title: '校验手机号',
    method: 'POST',
    path: '/ajax/user/valid/phone',
    documented: true,
    input: z.object({ phone: phoneSchema }),
    output: anyContent,
  }),
  delBindWx: defineCall({
    title: '解除微信绑定',
    method: 'POST',
    path: '/ajax/user/del/bindWx',
    documented: true,
    input: noInput,
    output: anyContent,
  }),
  remindOpenInfo: defineCall({
    title: '公众号提醒开关状态',
    method: 'GET',
    path: '/ajax/user/getRemindOpenInfo',
    documented: true,
    input: noInput,
    output: z.object({ open: z.boolean(), bound: z.boolean() }),
  }),
  sendWxOfficialAccounts: defineCall({
    title: '发送公众号关注二维码',
    method: 'GET',
    path: '/ajax/user/sendWxOfficialAccounts',
    documented: true,
    input: noInput,
    output: anyContent,
  }),
  editRemindOpen: defineCall({
    title: '修改公众号提醒开关',
    method: 'GET',
    path: '/ajax/user/editRemindOpen',
    documented: true,
    input: z.object({ open: z.boolean() }),
    output: anyContent,
  }),
  webPoint: defineCall({
    title: '网站积分',
    method: 'GET',
    path: '/ajax/webPoint',
    documented: true,
    input: noInput,
    output: z.object({ point: z.number() }),
  }),
} as const;

export const profileCalls = {
  get: defineCall({
    title: '我的账号',
    method: 'GET',
    path: '/ajax/profile',
    documented: true,
    input: noInput,
    output: profileSchema,
  }),
  unbindOpenId: defineCall({
    title: '解除微信登录绑定',
    method: 'DELETE',
    path: '/ajax/profile/openId/unBind',
    documented: true,
    input: noInput,
    output: anyContent,
  }),
  bindQrcode: defineCall({
    title: '微信绑定二维码',
    method: 'GET',
    path: '/ajax/qrcode/bind',
    documented: true,
    input: noInput,
    output: z.object({ url: z.string() }),
  }),
} as const;
