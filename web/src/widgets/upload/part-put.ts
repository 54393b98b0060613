import { hmac } from '@noble/hashes/hmac.js';
import { sha1 } from '@noble/hashes/legacy.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import type OSS from 'ali-oss';
import pLimit, { type LimitFunction } from 'p-limit';

/**
 * UploadPart as one `fetch` whose body is the file's own slice: the browser streams it from disk. ali-oss's
 * browser build reads every part into an ArrayBuffer, copies it through a Node Buffer shim and its http shim,
 * and hands the copy to the network: four copies of every byte on the page's thread, which made a batch of
 * videos go up at a twentieth of the speed the same OSS takes from Node. The request is signed as ali-oss signs
 * it (OSS signature V1: HMAC-SHA1 over verb, Content-MD5, Content-Type, date, x-oss-* headers and resource).
 * WebCrypto is missing on plain-http deployments, hence the library's HMAC.
 */
export interface PartTarget {
  /** The object's address (ossObjectUrl): where its parts are PUT. */
  url: string;
  bucket: string;
  key: string;
  accessKeyId: string;
  accessKeySecret: string;
  stsToken?: string;
  timeoutMs: number;
}

/** An OSS refusal with its code (`SecurityTokenExpired`, `NoSuchUpload`…), as ali-oss reports one. */
export class OssError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'OssError';
  }
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

/** The V1 `Authorization` value for the given canonical string. */
export function signV1(accessKeyId: string, secret: string, stringToSign: string): string {
  return `OSS ${accessKeyId}:${toBase64(hmac(sha1, utf8ToBytes(secret), utf8ToBytes(stringToSign)))}`;
}

/** The headers of UploadPart for part `partNo` of upload `uploadId` (no body type: a slice has none). */
export function partHeaders(t: PartTarget, uploadId: string, partNo: number, date: Date): Record<string, string> {
  const oss: Record<string, string> = { 'x-oss-date': date.toUTCString() };
  if (t.stsToken) oss['x-oss-security-token'] = t.stsToken;
  const canonicalHeaders = Object.keys(oss)
    .sort()
    .map((k) => `${k}:${oss[k]}\n`)
    .join('');
  const resource = `/${t.bucket}/${t.key}?partNumber=${partNo}&uploadId=${uploadId}`;
  const stringToSign = `PUT\n\n\n${oss['x-oss-date']}\n${canonicalHeaders}${resource}`;
  return { ...oss, authorization: signV1(t.accessKeyId, t.accessKeySecret, stringToSign) };
}

/**
 * Parts on their way to one host at once, across every upload of the page. A browser opens at most six
 * connections to a host over HTTP/1.1; with all six carrying parts, the calls that initiate and complete the
 * next files waited behind whole parts (half a second each in the batch bench), so one stays free for them.
 */
export const PART_CONNECTIONS = 5;
const hosts = new Map<string, LimitFunction>();
const limitFor = (url: string) => {
  const origin = new URL(url).origin;
  let limit = hosts.get(origin);
  if (!limit) {
    limit = pLimit(PART_CONNECTIONS);
    hosts.set(origin, limit);
  }
  return limit;
};

const tag = (xml: string, name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1] ?? '';

/**
 * PUTs `body` as part `partNo` once a connection is free, signed when it goes (`date` for tests); resolves with
 * its ETag. A network failure rejects without a status. A part still waiting for a connection when `signal`
 * aborts (the file is paused) is not sent: it rejects with the signal's reason. One already on its way finishes.
 */
export function putPart(
  t: PartTarget,
  uploadId: string,
  partNo: number,
  body: Blob,
  options: { date?: Date; signal?: AbortSignal } = {},
): Promise<{ etag: string }> {
  const url = `${t.url}?partNumber=${partNo}&uploadId=${encodeURIComponent(uploadId)}`;
  return limitFor(url)(() => {
    options.signal?.throwIfAborted();
    return send(url, t, uploadId, partNo, body, options.date ?? new Date());
  });
}

async function send(
  url: string,
  t: PartTarget,
  uploadId: string,
  partNo: number,
  body: Blob,
  date: Date,
): Promise<{ etag: string }> {
  const res = await fetch(url, {
    method: 'PUT',
    headers: partHeaders(t, uploadId, partNo, date),
    body,
    signal: AbortSignal.timeout(t.timeoutMs),
  });
  if (!res.ok) {
    const xml = await res.text().catch(() => '');
    throw new OssError(res.status, tag(xml, 'Code') || 'UnknownError', tag(xml, 'Message') || res.statusText);
  }
  const etag = res.headers.get('etag');
  if (!etag) throw new OssError(res.status, 'MissingETag', 'OSS 未返回 ETag：请在存储空间的跨域设置中暴露 ETag');
  return { etag };
}

/** The target of an upload's parts under ali-oss options (clientOptions) and the object's address. */
export function partTarget(options: OSS.Options, url: string, key: string): PartTarget {
  return {
    url,
    bucket: options.bucket ?? '',
    key,
    accessKeyId: options.accessKeyId,
    accessKeySecret: options.accessKeySecret,
    stsToken: options.stsToken,
    timeoutMs: options.timeout === undefined ? 120_000 : Number(options.timeout),
  };
}
