import { z } from 'zod';
import { defineCall, edits, versionSchema } from '../../define.js';

/**
 * 支付设置 (/transaction/assets/pay): the shop's own WeChat Pay merchant (API v3). The API v3 key and the
 * merchant private key (apiclient_key.pem) are write-only: the console sends them, the upstream keeps them,
 * and every answer says only whether each is set and when, never its value.
 */
export const PAY_KEY_FILE = {
  extensions: ['pem'],
  /** The largest file the page accepts (certificate files of DOMAIN §2). */
  maxBytes: 2 * 1024 * 1024,
  /** A real apiclient_key.pem is under 2 KB; the call carries the text, so anything far larger is refused. */
  maxChars: 64 * 1024,
} as const;

const secretState = z.object({ set: z.boolean(), updateTime: z.string().nullable() });

export const paySettingSchema = z.object({
  appId: z.string(),
  mchId: z.string(),
  serialNo: z.string(),
  apiV3Key: secretState,
  privateKey: secretState.extend({ fileName: z.string().nullable() }),
  enabled: z.enum(['0', '1']),
  updateTime: z.string().nullable(),
  lastTest: z.object({ ok: z.boolean(), message: z.string(), time: z.string() }).nullable(),
  /** Advances on every save (a test run changes nothing here); a save made on an older one is refused. */
  version: z.number().int(),
});
export type PaySetting = z.infer<typeof paySettingSchema>;

const PEM = /^-----BEGIN (?:RSA )?PRIVATE KEY-----\r?\n[A-Za-z0-9+/=\r\n]+-----END (?:RSA )?PRIVATE KEY-----\s*$/;

export const paySettingInput = z.object({
  appId: z
    .string({ error: '请输入 APPID' })
    .trim()
    .min(1, '请输入 APPID')
    .regex(/^wx[0-9a-f]{16}$/, 'APPID 应为 wx 开头的 18 位字符'),
  mchId: z
    .string({ error: '请输入商户号' })
    .trim()
    .min(1, '请输入商户号')
    .regex(/^\d{8,10}$/, '商户号应为 8 到 10 位数字'),
  serialNo: z
    .string({ error: '请输入证书序列号' })
    .trim()
    .min(1, '请输入证书序列号')
    .regex(/^[0-9A-Fa-f]{40}$/, '证书序列号应为 40 位十六进制字符'),
  /** Absent keeps the saved key. */
  apiV3Key: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{32}$/, 'API v3 密钥应为 32 位字母或数字')
    .optional(),
  /** Absent keeps the saved key file. */
  privateKey: z
    .object({
      fileName: z
        .string({ error: '请上传商户私钥文件' })
        .trim()
        .max(100, '文件名过长')
        .refine((n) => /\.pem$/i.test(n), '商户私钥只能是 .pem 文件'),
      content: z
        .string({ error: '请上传商户私钥文件' })
        .max(PAY_KEY_FILE.maxChars, '私钥文件内容过长，请上传商户平台下载的 apiclient_key.pem')
        .refine((t) => PEM.test(t), '私钥文件不是有效的 PEM 私钥，请上传 apiclient_key.pem'),
    })
    .optional(),
  enabled: z.enum(['0', '1'], { error: '请选择是否启用' }),
  version: versionSchema.optional(),
});
export type PaySettingInput = z.input<typeof paySettingInput>;

export const payTestSchema = z.object({ ok: z.boolean(), message: z.string(), time: z.string() });

const P = '/ajax/pay/setting';
export const paySettingCalls = {
  get: defineCall({
    title: '支付设置',
    method: 'GET',
    path: P,
    documented: false,
    input: z.object({}).default({}),
    output: paySettingSchema,
  }),
  save: defineCall({
    title: '保存支付设置',
    effect: edits('paySetting.get'),
    method: 'POST',
    path: `${P}/save`,
    documented: false,
    input: paySettingInput,
    output: paySettingSchema,
  }),
  test: defineCall({
    title: '测试支付设置',
    effect: 'acts',
    method: 'POST',
    path: `${P}/test`,
    documented: false,
    input: z.object({}).default({}),
    output: payTestSchema,
  }),
};
