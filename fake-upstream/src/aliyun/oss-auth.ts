import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import {
  type CredentialStore,
  EMULATOR_ACCOUNT_ID,
  type Policy,
  policyAllows,
  type TempCredential,
} from './credentials.js';

/** Requests whose date is further off than this are refused, as OSS does. */
export const OSS_MAX_SKEW_MS = 15 * 60_000;

/** The policy the upload credentials carry: PutObject under `{bucket}/{prefix}` and nothing else. */
export function uploadPolicy(bucket: string, prefix: string): Policy {
  return {
    Version: '1',
    Statement: [{ Effect: 'Allow', Action: ['oss:PutObject'], Resource: [`acs:oss:*:*:${bucket}/${prefix}*`] }],
  };
}

/** Query parameters that are OSS sub-resources and therefore part of the V1 canonical resource. */
const SUBRESOURCES = new Set([
  'acl',
  'uploads',
  'uploadId',
  'partNumber',
  'append',
  'position',
  'versionId',
  'versions',
  'tagging',
  'symlink',
  'restore',
  'sequential',
  'x-oss-process',
  'objectMeta',
  'response-content-type',
  'response-content-language',
  'response-expires',
  'response-cache-control',
  'response-content-disposition',
  'response-content-encoding',
]);

export interface OssRequest {
  method: string;
  headers: IncomingHttpHeaders;
  bucket: string;
  region: string;
  key: string;
  query: URLSearchParams;
}

export interface OssRefusal {
  status: number;
  code: string;
  message: string;
  extra?: Record<string, string>;
}

const header = (h: IncomingHttpHeaders, name: string): string => {
  const v = h[name];
  return Array.isArray(v) ? v.join(',') : (v ?? '');
};

/**
 * The V1 string to sign, as ali-oss builds it (`signUtils.buildCanonicalString`): verb, Content-MD5,
 * Content-Type, the date (ali-oss always sends x-oss-date), the sorted x-oss-* headers, then
 * `/{bucket}/{key}` with its sub-resources.
 */
export function canonicalString(r: OssRequest): string {
  const ossHeaders = Object.keys(r.headers)
    .filter((k) => k.startsWith('x-oss-'))
    .sort()
    .map((k) => `${k}:${header(r.headers, k).trim()}`);
  const sub = [...r.query.entries()]
    .filter(([k]) => SUBRESOURCES.has(k))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => (v ? `${k}=${v}` : k));
  const resource = `/${r.bucket}/${r.key}${sub.length > 0 ? `?${sub.join('&')}` : ''}`;
  const date = header(r.headers, 'x-oss-date') || header(r.headers, 'date');
  return [
    r.method.toUpperCase(),
    header(r.headers, 'content-md5'),
    header(r.headers, 'content-type'),
    date,
    ...ossHeaders,
    resource,
  ].join('\n');
}

const hmac = (secret: string, text: string) =>
  createHmac('sha1', secret).update(Buffer.from(text, 'utf8')).digest('base64');

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Checks a signed OSS request: a known key (a temporary STS key with its security token, or the RAM key),
 * not expired, a matching HMAC-SHA1 signature, a fresh date, and a policy that allows `action` on the
 * object. Returns the refusal, or null when the request may go ahead.
 */
export function authorize(r: OssRequest, action: string, store: CredentialStore, now: number): OssRefusal | null {
  const auth = header(r.headers, 'authorization');
  if (!auth)
    return {
      status: 403,
      code: 'AccessDenied',
      message: 'You have no right to access this object because of bucket acl.',
    };
  const m = /^OSS ([^:\s]+):(\S+)$/.exec(auth);
  if (!m) {
    return {
      status: 400,
      code: 'InvalidArgument',
      message: 'Authorization header is invalid: the emulator accepts OSS signature V1 ("OSS AccessKeyId:Signature").',
    };
  }
  const [, keyId = '', signature = ''] = m;
  let cred: TempCredential | null = null;
  let secret: string;
  if (keyId === store.ram.accessKeyId) {
    secret = store.ram.accessKeySecret;
  } else {
    cred = store.get(keyId) ?? null;
    if (!cred)
      return {
        status: 403,
        code: 'InvalidAccessKeyId',
        message: 'The OSS Access Key Id you provided does not exist in our records.',
        extra: { OSSAccessKeyId: keyId },
      };
    if (cred.expiresAt <= now)
      return { status: 403, code: 'SecurityTokenExpired', message: 'The security token you provided has expired.' };
    if (header(r.headers, 'x-oss-security-token') !== cred.securityToken) {
      return { status: 403, code: 'InvalidSecurityToken', message: 'The security token you provided is invalid.' };
    }
    secret = cred.accessKeySecret;
  }
  const stringToSign = canonicalString(r);
  if (!same(hmac(secret, stringToSign), signature)) {
    return {
      status: 403,
      code: 'SignatureDoesNotMatch',
      message:
        'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
      extra: { OSSAccessKeyId: keyId, StringToSign: stringToSign },
    };
  }
  const date = Date.parse(header(r.headers, 'x-oss-date') || header(r.headers, 'date'));
  if (!Number.isFinite(date) || Math.abs(now - date) > OSS_MAX_SKEW_MS) {
    return {
      status: 403,
      code: 'RequestTimeTooSkewed',
      message: 'The difference between the request time and the current time is too large.',
    };
  }
  const resource = `acs:oss:${r.region}:${EMULATOR_ACCOUNT_ID}:${r.bucket}/${r.key}`;
  if (cred && !policyAllows(cred.policy, action, resource)) {
    return {
      status: 403,
      code: 'AccessDenied',
      message: 'You are not authorized to do this action. You should be authorized by RAM.',
      extra: { Action: action, Resource: resource },
    };
  }
  return null;
}
