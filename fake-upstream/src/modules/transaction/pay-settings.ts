import { createPrivateKey, createSign } from 'node:crypto';
import type { PaySetting, PaySettingInput } from '@console/contracts';
import { fail } from '../../errors.js';
import { advance, checkVersion } from '../../kit/versioned.js';
import { formatDateTime } from '../../util/time.js';

/**
 * The shop's WeChat Pay merchant settings. The secrets are kept here and nowhere else: `view` says only
 * whether each is set and when.
 */
export class PaySettings {
  appId = '';
  mchId = '';
  serialNo = '';
  enabled: '0' | '1' = '0';
  updatedAt: number | null = null;
  version = 1;
  private apiV3Key: string | null = null;
  private apiV3KeyAt: number | null = null;
  private privateKey: string | null = null;
  private privateKeyAt: number | null = null;
  private privateKeyName: string | null = null;
  private lastTest: { ok: boolean; message: string; at: number } | null = null;

  view(): PaySetting {
    const t = (ms: number | null) => (ms === null ? null : formatDateTime(ms));
    return {
      appId: this.appId,
      mchId: this.mchId,
      serialNo: this.serialNo,
      apiV3Key: { set: this.apiV3Key !== null, updateTime: t(this.apiV3KeyAt) },
      privateKey: { set: this.privateKey !== null, updateTime: t(this.privateKeyAt), fileName: this.privateKeyName },
      enabled: this.enabled,
      updateTime: t(this.updatedAt),
      version: this.version,
      lastTest: this.lastTest && {
        ok: this.lastTest.ok,
        message: this.lastTest.message,
        time: t(this.lastTest.at) as string,
      },
    };
  }

  save(input: PaySettingInput, at: number): void {
    checkVersion(this, input.version);
    const keySet = input.apiV3Key !== undefined || this.apiV3Key !== null;
    const fileSet = input.privateKey !== undefined || this.privateKey !== null;
    if (input.enabled === '1' && (!keySet || !fileSet)) throw fail('启用前请先设置 API v3 密钥和商户私钥');
    this.appId = input.appId;
    this.mchId = input.mchId;
    this.serialNo = input.serialNo.toUpperCase();
    this.enabled = input.enabled;
    if (input.apiV3Key !== undefined) {
      this.apiV3Key = input.apiV3Key;
      this.apiV3KeyAt = at;
    }
    if (input.privateKey !== undefined) {
      this.privateKey = input.privateKey.content;
      this.privateKeyName = input.privateKey.fileName;
      this.privateKeyAt = at;
    }
    this.updatedAt = at;
    this.lastTest = null;
    advance(this);
  }

  /**
   * 测试: what can be checked without WeChat's servers: every value set, and the private key an RSA key that
   * signs (WeChat Pay v3 signs with SHA256-RSA).
   */
  test(at: number): { ok: boolean; message: string; time: string } {
    const result = this.check();
    this.lastTest = { ...result, at };
    return { ...result, time: formatDateTime(at) };
  }

  private check(): { ok: boolean; message: string } {
    if (this.appId === '' || this.mchId === '') return { ok: false, message: '请先填写并保存 APPID 和商户号' };
    if (this.apiV3Key === null) return { ok: false, message: '未设置 API v3 密钥' };
    if (this.privateKey === null) return { ok: false, message: '未上传商户私钥' };
    try {
      const key = createPrivateKey(this.privateKey);
      if (key.asymmetricKeyType !== 'rsa') return { ok: false, message: '商户私钥应为 RSA 私钥' };
      createSign('RSA-SHA256').update(`${this.mchId}\n${this.serialNo}`).sign(key);
    } catch {
      return { ok: false, message: '商户私钥无法读取，请重新上传 apiclient_key.pem' };
    }
    return { ok: true, message: `测试通过：商户号 ${this.mchId} 的私钥签名正常，API v3 密钥已设置` };
  }
}
