import { type OssCredentials, ossCredentialsSchema } from '@console/contracts';
import OSS from 'ali-oss';
import type { OssOptions } from '../config.js';

/** Credentials are reused until this long before they expire. */
const REFRESH_MARGIN_MS = 120_000;

/** The dated key prefix every upload goes under: `{tenant}/{yyyy}/{mm}/{dd}/`. */
export function datedPrefix(tenant: string, now: Date = new Date()): string {
  const yyyy = now.getUTCFullYear();
  const mm = String(now.getUTCMonth() + 1).padStart(2, '0');
  const dd = String(now.getUTCDate()).padStart(2, '0');
  return `${tenant}/${yyyy}/${mm}/${dd}/`;
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

/**
 * Issues temporary upload credentials through Aliyun STS AssumeRole (ali-oss's STS client), cached per
 * tenant and day until shortly before expiry; concurrent callers share one request.
 */
export class StsIssuer {
  private readonly sts: OSS.STS;
  private cached: Cached | null = null;
  private pending: Promise<Cached> | null = null;

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

  async issue(): Promise<OssCredentials> {
    const now = this.clock();
    const prefix = datedPrefix(this.options.tenantPrefix, new Date(now));
    const c = this.cached;
    if (c && c.prefix === prefix && c.expiresAt - REFRESH_MARGIN_MS > now) return c.credentials;
    this.pending ??= this.assume(prefix).finally(() => {
      this.pending = null;
    });
    this.cached = await this.pending;
    return this.cached.credentials;
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
