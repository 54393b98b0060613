import { z } from 'zod';
import { defineCall } from '../../define.js';
import { f } from '../../resource-fields.js';
import { chinaToday } from '../../time.js';
import { isBankCardNo, isCreditCode, isIdNumber } from './id-checks.js';
import { type Option, valuesOf } from './shared.js';

/**
 * 提现认证 (/transaction/assets/total/create): who the shop's withdrawals go to. A person (个人) or a company
 * (企业, with its licence); the ID of the person or the legal representative; the bank account. The platform
 * reviews it: 未认证 → 审核中 → 已通过 / 已驳回 (with the reason), and 重新认证 starts over. Withdrawals need
 * 已通过.
 */
export const AUTH_STATUSES = [
  { value: 'none', label: '未认证' },
  { value: 'reviewing', label: '审核中' },
  { value: 'approved', label: '已通过' },
  { value: 'rejected', label: '已驳回' },
] as const satisfies readonly Option<string>[];
export type AuthStatus = (typeof AUTH_STATUSES)[number]['value'];

export const AUTH_TYPES = [
  { value: 'personal', label: '个人' },
  { value: 'company', label: '企业' },
] as const satisfies readonly Option<string>[];
export type AuthType = (typeof AUTH_TYPES)[number]['value'];

/** Banks a shop's account can be at. */
export const BANKS = [
  '中国工商银行',
  '中国建设银行',
  '中国农业银行',
  '中国银行',
  '交通银行',
  '招商银行',
  '中国邮政储蓄银行',
  '浦发银行',
  '中信银行',
  '兴业银行',
  '民生银行',
  '平安银行',
  '光大银行',
  '华夏银行',
  '广发银行',
  '宁波银行',
  '杭州银行',
  '北京银行',
  '上海银行',
] as const;

export const AUTH_LIMITS = { name: 20, companyName: 50, bankBranch: 50 } as const;

/** What the console reads back: numbers masked, never whole (the upstream keeps them). */
export const withdrawAuthSchema = z.object({
  status: z.enum(valuesOf(AUTH_STATUSES)),
  type: z.enum(valuesOf(AUTH_TYPES)).nullable(),
  name: z.string(),
  /** Masked: 3301**********1234. */
  idNumber: z.string(),
  idFront: z.string(),
  idBack: z.string(),
  companyName: z.string(),
  creditCode: z.string(),
  licence: z.string(),
  bankAccountName: z.string(),
  /** Masked. */
  bankCardNo: z.string(),
  bankName: z.string(),
  bankBranch: z.string(),
  rejectReason: z.string().nullable(),
  submitTime: z.string().nullable(),
  reviewTime: z.string().nullable(),
});
export type WithdrawAuth = z.infer<typeof withdrawAuthSchema>;

const text = (label: string, max: number) =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .min(1, `请输入${label}`)
    .max(max, `${label}不能超过 ${max} 个字`);
const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, `${label}不能超过 ${max} 个字`).optional();
const compact = (v: string) => v.replace(/\s/g, '').toUpperCase();

export const withdrawAuthInput = z
  .object({
    type: z.enum(valuesOf(AUTH_TYPES), { error: '请选择认证类型' }),
    /** The person's, or the legal representative's, name as on the ID. */
    name: text('身份证姓名', AUTH_LIMITS.name),
    idNumber: z
      .string({ error: '请输入身份证号' })
      .transform(compact)
      .refine((v) => v !== '', '请输入身份证号')
      .refine((v) => v === '' || isIdNumber(v, chinaToday()), '请输入正确的身份证号'),
    idFront: f.image('身份证人像面', { required: true }).input,
    idBack: f.image('身份证国徽面', { required: true }).input,
    companyName: optionalText('企业名称', AUTH_LIMITS.companyName),
    creditCode: z.string().transform(compact).optional(),
    licence: f.image('营业执照').input,
    bankAccountName: text('开户名', AUTH_LIMITS.companyName),
    bankCardNo: z
      .string({ error: '请输入银行卡号' })
      .transform((v) => v.replace(/\s/g, ''))
      .refine((v) => v !== '', '请输入银行卡号'),
    bankName: z.enum(BANKS, { error: '请选择开户银行' }),
    bankBranch: text('开户支行', AUTH_LIMITS.bankBranch),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
    const company = v.type === 'company';
    if (company) {
      if (!v.companyName) issue('companyName', '请输入企业名称');
      if (!v.creditCode) issue('creditCode', '请输入统一社会信用代码');
      else if (!isCreditCode(v.creditCode)) issue('creditCode', '请输入正确的统一社会信用代码');
      if (!v.licence) issue('licence', '请上传营业执照');
    }
    const holder = company ? v.companyName : v.name;
    if (holder && v.bankAccountName !== holder)
      issue('bankAccountName', company ? '开户名须与企业名称一致' : '开户名须与身份证姓名一致');
    if (v.bankCardNo !== '' && !isBankCardNo(v.bankCardNo, !company))
      issue('bankCardNo', company ? '请输入正确的对公账号' : '请输入正确的银行卡号');
  });
export type WithdrawAuthInput = z.input<typeof withdrawAuthInput>;

const W = '/ajax/withdraw/auth';
export const withdrawAuthCalls = {
  get: defineCall({
    title: '提现认证信息',
    method: 'GET',
    path: W,
    documented: false,
    input: z.object({}).default({}),
    output: withdrawAuthSchema,
  }),
  submit: defineCall({
    title: '提交提现认证',
    effect: 'creates',
    method: 'POST',
    path: `${W}/save`,
    documented: false,
    input: withdrawAuthInput,
    output: withdrawAuthSchema,
  }),
};
