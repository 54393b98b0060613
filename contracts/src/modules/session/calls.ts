import { z } from 'zod';
import { anyContent, defineCall, edits, idSchema, noInput, versionSchema } from '../../define.js';
import { paged, pageQuery } from '../../paging.js';
import { f } from '../../resource-fields.js';
import { mobileSchema, phoneSchema } from '../../validator-schemas.js';
import { isMobile } from '../../validators.js';
import { accountSchema, profileSchema, sessionContentSchema } from './entities.js';
import { changePasswordInput, passwordSchema } from './password.js';

/** Spec section 4: the username is trimmed before sending. */
const username = z.string().trim().min(1, '请输入账号');

/** Session and user calls of spec §7. Paths the spec hides are mapped as the platform issue says. */
export const sessionCalls = {
  login: defineCall({
    title: '账号密码登录',
    effect: 'acts',
    method: 'POST',
    path: '/ajax/user/login',
    documented: true,
    input: z.object({ username, password: z.string().min(1, '请输入密码') }),
    output: sessionContentSchema,
  }),
  sendSms: defineCall({
    title: '发送短信验证码',
    effect: 'acts',
    method: 'GET',
    path: '/ajax/sendSMS',
    changes: true,
    documented: true,
    input: z.object({ phone: mobileSchema }),
    output: anyContent,
  }),
  smsLogin: defineCall({
    title: '短信验证码登录',
    effect: 'acts',
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
    // A fresh code on every call and nothing of the shop changes: the page holds it as a query it refreshes.
    changes: false,
    documented: true,
    input: noInput,
    output: z.object({ uuid: z.string().min(1), url: z.string(), expireSeconds: z.number().int().positive() }),
  }),
  qrLogin: defineCall({
    title: '扫码登录（轮询）',
    effect: 'acts',
    method: 'POST',
    path: '/ajax/user/qrcode/login',
    documented: true,
    input: z.object({ uuid: z.string().min(1) }),
    output: sessionContentSchema,
  }),
  adminLogin: defineCall({
    title: '管理员代登录',
    effect: 'acts',
    method: 'POST',
    path: '/ajax/user/index-admin',
    documented: true,
    input: z.object({ id: z.string().min(1), ss: z.string().min(1), tt: z.string().min(1) }),
    output: sessionContentSchema,
  }),
  logout: defineCall({
    title: '退出登录',
    effect: 'acts',
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

/** Whether an account may sign in: 1 enabled, 0 disabled. */
export const ACCOUNT_STATUS = [
  { value: 1, label: '启用' },
  { value: 0, label: '禁用' },
] as const;
const accountStatus = z.union([z.literal(0), z.literal(1)], { error: '请选择账号状态' });

/** A staff account's sign-in name: a mobile number. */
const accountPhone = z
  .string({ error: '请输入手机号' })
  .trim()
  .min(1, '请输入手机号')
  .refine((v) => isMobile(v), '请输入正确的手机号');

/** The fields of a staff account a person types, with their labels (the account form shows them as they are). */
export const accountFields = {
  name: f.text('姓名', { required: true, max: 20, semantic: 'personName' }),
  headImg: f.image('头像', { compress: true }),
};

const accountInput = z.object({
  id: idSchema.optional(),
  name: accountFields.name.input,
  phone: accountPhone,
  roleId: z.number({ error: '请选择角色' }).int('请选择角色').positive('请选择角色'),
  /** Required for a new account; an existing one changes it with `resetPassword`. */
  password: passwordSchema('登录密码').optional(),
  /** The version an existing account was loaded at (issue 28). */
  version: versionSchema.optional(),
});

export const userCalls = {
  list: defineCall({
    title: '账号列表',
    method: 'GET',
    path: '/ajax/users',
    documented: true,
    input: pageQuery.extend({
      keyword: z.string().trim().max(50, '关键词不能超过 50 个字').optional(),
      roleId: idSchema.optional(),
      status: accountStatus.optional(),
    }),
    output: paged(accountSchema),
  }),
  save: defineCall({
    title: '保存账号',
    effect: edits('user.edit'),
    method: 'POST',
    path: '/ajax/user/save',
    documented: true,
    input: accountInput,
    output: accountSchema,
  }),
  remove: defineCall({
    title: '删除账号',
    effect: 'deletes',
    method: 'GET',
    path: '/ajax/user/delete/{id}',
    changes: true,
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
    effect: 'acts',
    method: 'POST',
    path: '/ajax/user/valid/phone',
    documented: true,
    input: z.object({ phone: phoneSchema }),
    output: anyContent,
  }),
  setStatus: defineCall({
    title: '启用或禁用账号',
    effect: edits('user.edit'),
    method: 'POST',
    path: '/ajax/user/status',
    documented: false,
    input: z.object({ id: idSchema, status: accountStatus, version: versionSchema.optional() }),
    output: accountSchema,
  }),
  resetPassword: defineCall({
    title: '重置账号密码',
    effect: 'acts',
    method: 'POST',
    path: '/ajax/user/resetPassword',
    documented: false,
    input: z.object({ id: idSchema, password: passwordSchema('新密码') }),
    output: anyContent,
  }),
  delBindWx: defineCall({
    title: '解除账号的微信绑定',
    effect: 'acts',
    method: 'POST',
    path: '/ajax/user/del/bindWx',
    documented: true,
    input: z.object({ id: idSchema }),
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
    title: '发送公众号测试提醒',
    effect: 'acts',
    method: 'GET',
    path: '/ajax/user/sendWxOfficialAccounts',
    changes: true,
    documented: true,
    input: noInput,
    output: z.object({ wxNickname: z.string(), sentAt: z.string() }),
  }),
  editRemindOpen: defineCall({
    title: '修改公众号提醒开关',
    effect: 'acts',
    method: 'GET',
    path: '/ajax/user/editRemindOpen',
    changes: true,
    documented: true,
    input: z.object({ open: z.boolean() }),
    output: anyContent,
  }),
  webPoint: defineCall({
    title: '网站积分',
    effect: 'acts',
    method: 'GET',
    path: '/ajax/webPoint',
    changes: true,
    documented: true,
    input: noInput,
    output: z.object({ point: z.number() }),
  }),
} as const;

/** What a person changes of their own account: their portrait and name (the phone is the sign-in name). */
export const profileInput = z.object({
  name: accountFields.name.input,
  headImg: accountFields.headImg.input,
  version: versionSchema.optional(),
});

export const profileCalls = {
  get: defineCall({
    title: '我的账号',
    method: 'GET',
    path: '/ajax/profile',
    documented: true,
    input: noInput,
    output: profileSchema,
  }),
  save: defineCall({
    title: '保存我的账号',
    effect: edits('profile.get'),
    method: 'POST',
    path: '/ajax/profile/save',
    documented: false,
    input: profileInput,
    output: profileSchema,
  }),
  changePassword: defineCall({
    title: '修改密码',
    effect: 'acts',
    method: 'POST',
    path: '/ajax/profile/password',
    documented: false,
    input: changePasswordInput,
    output: anyContent,
  }),
  unbindOpenId: defineCall({
    title: '解除微信登录绑定',
    effect: 'acts',
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
    // A fresh code on every call and nothing of the shop changes: the page holds it as a query it refreshes.
    changes: false,
    documented: true,
    input: noInput,
    /** `url` is what the QR code holds; it is valid for `expireSeconds`, then a new one is asked for. */
    output: z.object({ url: z.string(), uuid: z.string().min(1), expireSeconds: z.number().int().positive() }),
  }),
} as const;
