import { type OssCredentials, ossCredentialsSchema } from '@console/contracts';
import OSS from 'ali-oss';
import type { OssOptions } from '../config.js';

/** Credentials are reused until this long before they expire. */
const REFRESH_MARGIN_MS = 120_000;

/** A shop id that can be a folder of the key: the upstream's ids are numbers, never a path. */
const SHOP_SEGMENT = /^[\w-]{1,64}$/;

/**
 * The folder a shop's uploads of the day go under: `{tenant}/{shop}/{yyyy}/{mm}/{dd}/`. Each shop has its own,
 * so one shop's credentials can never write where another's objects are.
 */
export function datedPrefix(tenant: string, shopId: string, now: Date = new Date()): string {
  if (!SHOP_SEGMENT.test(shopId))
    throw new Error(`upload prefix: shop id ${JSON.stringify(shopId)} is not a folder name`);
  const yyyy = now.getUTCFullYear();
  const mm = String(now.getUTCMonth() + 1).padStart(2, '0');
  const dd = String(now.getUTCDate()).padStart(2, '0');
  return `${tenant}/${shopId}/${yyyy}/${mm}/${dd}/`;
}

/** A policy that allows nothing but PutObject under the prefix. */
export function uploadPolicy(bucket: string, prefix: string) {
  return {
    Version: '1',
    Statement: [{ Effect: 'Allow', Action: ['oss:PutObject'], Resource: [`acs:oss:*:*:${bucket}/${prefix}*`] }],
  };
}

interface Cached {
  credentials: OssCredentials;
  expiresAt: number;
  prefix: string;
}

/** Shops whose credentials are kept at once; the least recently issued go first. */
const MAX_CACHED = 10_000;

/**
 * Issues temporary upload credentials through Aliyun STS AssumeRole (ali-oss's STS client), limited to the
 * shop's folder of the day and cached per shop and day until shortly before expiry; a shop's concurrent
 * callers share one request. Overwriting is refused by the bucket's overwrite rule for the upload role (README).
 */
export class StsIssuer {
  private readonly sts: OSS.STS;
  private readonly cached = new Map<string, Cached>();
  private readonly pending = new Map<string, Promise<Cached>>();

  constructor(
    private readonly options: OssOptions,
    private readonly clock: () => number = Date.now,
  ) {
    this.sts = new OSS.STS({
      accessKeyId: options.accessKeyId,
      accessKeySecret: options.accessKeySecret,
      ...(options.stsEndpoint ? { endpoint: options.stsEndpoint } : {}),
    } as ConstructorParameters<typeof OSS.STS>[0]);
  }

  async issue(shopId: string): Promise<OssCredentials> {
    const now = this.clock();
    const prefix = datedPrefix(this.options.tenantPrefix, shopId, new Date(now));
    const c = this.cached.get(shopId);
    if (c && c.prefix === prefix && c.expiresAt - REFRESH_MARGIN_MS > now) return c.credentials;
    let load = this.pending.get(shopId);
    if (!load) {
      load = this.assume(prefix).finally(() => this.pending.delete(shopId));
      this.pending.set(shopId, load);
    }
    const fresh = await load;
    this.cached.delete(shopId);
    this.cached.set(shopId, fresh);
    if (this.cached.size > MAX_CACHED) {
      const oldest = this.cached.keys().next().value;
      if (oldest !== undefined) this.cached.delete(oldest);
    }
    return fresh.credentials;
  }

  private async assume(prefix: string): Promise<Cached> {
    const o = this.options;
    const result = await this.sts.assumeRole(
      o.roleArn,
      uploadPolicy(o.bucket, prefix),
      o.durationSeconds,
      'console-upload',
    );
    const c = result.credentials as unknown as {
      AccessKeyId: string;
      AccessKeySecret: string;
      SecurityToken: string;
      Expiration: string;
    };
    const credentials = ossCredentialsSchema.parse({
      accessKeyId: c.AccessKeyId,
      accessKeySecret: c.AccessKeySecret,
      securityToken: c.SecurityToken,
      expiration: c.Expiration,
      bucket: o.bucket,
      region: o.region,
      prefix,
      ...(o.publicEndpoint ? { endpoint: o.publicEndpoint } : {}),
      ...(o.pathStyle ? { pathStyle: true } : {}),
    });
    return { credentials, prefix, expiresAt: Date.parse(c.Expiration) };
  }
}
