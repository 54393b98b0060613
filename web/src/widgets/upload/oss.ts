import type { OssCredentials } from '@console/contracts';
import type OSS from 'ali-oss';
import { extensionOf } from './rules';

/**
 * Direct uploads to OSS with the ali-oss browser client (docs/ARCHITECTURE.md ("A request, end to end")): temporary credentials from the
 * gateway, a dated key with a random name under the credentials' prefix, progress through a multipart upload,
 * credentials refreshed through `refreshSTSToken`, and one retry with fresh credentials when OSS says the
 * ones in hand have expired.
 */
// The contract's own type: tRPC's serialised output hides a loose object's optional fields.
export type { OssCredentials };

const DEFAULT_REGION = 'oss-cn-beijing';
/** Reuse credentials while they have at least this long left; the gateway's own cache is coarser. */
const REUSE_MARGIN_MS = 60_000;
/** Parts of 512 KB: the smallest ali-oss allows is 100 KB, and smaller parts show progress sooner. */
const PART_SIZE = 512 * 1024;

const pad = (n: number) => String(n).padStart(2, '0');

/** 16 random hex digits, from the platform's CSPRNG (also on plain-http deployments). */
export function randomName(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * `{prefix}{random}.{ext}`: the credentials' prefix is already dated (`{tenant}/{yyyy}/{mm}/{dd}/`) and the
 * STS policy allows nothing else; without one (the documented call gives only the keys) the date comes here.
 */
export function objectKey(
  c: Pick<OssCredentials, 'prefix'>,
  fileName: string,
  now = new Date(),
  random = randomName(),
): string {
  const prefix = c.prefix || `${now.getUTCFullYear()}/${pad(now.getUTCMonth() + 1)}/${pad(now.getUTCDate())}/`;
  const ext = extensionOf(fileName).replace(/[^a-z0-9]/g, '');
  return `${prefix.endsWith('/') ? prefix : `${prefix}/`}${random}${ext ? `.${ext}` : ''}`;
}

const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

/** The public address of an uploaded object. */
export function objectUrl(
  c: Pick<OssCredentials, 'bucket' | 'region' | 'endpoint' | 'pathStyle'>,
  key: string,
): string {
  const path = encodeKey(key);
  if (c.endpoint) {
    const base = c.endpoint.replace(/\/+$/, '');
    return c.pathStyle ? `${base}/${c.bucket}/${path}` : `${base}/${path}`;
  }
  return `https://${c.bucket}.${c.region || DEFAULT_REGION}.aliyuncs.com/${path}`;
}

/** Milliseconds left before the credentials expire (Infinity when the upstream gives no expiry). */
export function lifetimeLeft(c: Pick<OssCredentials, 'expiration'>, now: number): number {
  const at = c.expiration ? Date.parse(c.expiration) : Number.NaN;
  return Number.isFinite(at) ? at - now : Number.POSITIVE_INFINITY;
}

export type StsToken = { accessKeyId: string; accessKeySecret: string; stsToken: string };
export const toSts = (c: OssCredentials): StsToken => ({
  accessKeyId: c.accessKeyId,
  accessKeySecret: c.accessKeySecret,
  stsToken: c.securityToken,
});

/** The ali-oss options for a set of credentials: region Beijing by default, https unless the endpoint is not. */
export function clientOptions(c: OssCredentials, refresh: () => Promise<StsToken>, now: number): OSS.Options {
  if (!c.bucket) throw new Error('上传配置缺少存储空间（bucket），请联系管理员');
  const left = lifetimeLeft(c, now);
  return {
    region: c.region || DEFAULT_REGION,
    bucket: c.bucket,
    ...toSts(c),
    secure: c.endpoint ? c.endpoint.startsWith('https:') : true,
    ...(c.endpoint ? { endpoint: c.endpoint, ...(c.pathStyle ? { sldEnable: true } : { cname: true }) } : {}),
    refreshSTSToken: refresh,
    // Ask again shortly before these expire; at least every minute while a long upload runs.
    refreshSTSTokenInterval: Number.isFinite(left) ? Math.max(60_000, left - REUSE_MARGIN_MS) : 300_000,
    timeout: 120_000,
  } as OSS.Options;
}

/** Where credentials come from: the gateway's `media.ossSign`, reused while they last. */
export class CredentialSource {
  private current: OssCredentials | null = null;
  private pending: Promise<OssCredentials> | null = null;

  constructor(
    private readonly fetch: () => Promise<OssCredentials>,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Credentials with a minute or more left; fetched when there are none such. */
  get(): Promise<OssCredentials> {
    const c = this.current;
    if (c && lifetimeLeft(c, this.clock()) > REUSE_MARGIN_MS) return Promise.resolve(c);
    return this.fresh();
  }

  /** New credentials from the gateway, whatever is in hand (OSS refused these). */
  fresh(): Promise<OssCredentials> {
    this.pending ??= this.fetch()
      .then((c) => {
        this.current = c;
        return c;
      })
      .finally(() => {
        this.pending = null;
      });
    return this.pending;
  }

  forget(): void {
    this.current = null;
  }
}

/** The part of the ali-oss client an upload uses (a test stands in for it). */
export interface OssClient {
  multipartUpload(
    name: string,
    file: unknown,
    options: {
      progress: (p: number) => void | Promise<void>;
      partSize: number;
      parallel: number;
      mime?: string;
      headers?: Record<string, string>;
    },
  ): Promise<unknown>;
  cancel(): void;
}

export type ClientFactory = (options: OSS.Options) => OssClient | Promise<OssClient>;
/** The ali-oss browser build is large: it loads with the first upload, not with every page that can upload. */
const defaultFactory: ClientFactory = async (options) => {
  const { default: Client } = await import('ali-oss');
  return new Client(options) as unknown as OssClient;
};

export interface UploadOptions {
  source: CredentialSource;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  createClient?: ClientFactory;
  now?: () => number;
}

/**
 * Every write asks OSS not to replace an object (the bucket forbids the upload role to as well): the keys are
 * random, so a name already taken is refused (FileAlreadyExists) rather than someone's file silently replaced.
 * A new object each time: ali-oss adds its own headers to the one it is given.
 */
export const noOverwrite = (): Record<string, string> => ({ 'x-oss-forbid-overwrite': 'true' });

export interface Uploaded {
  url: string;
  key: string;
}

/** OSS refused the credentials because their time ran out (or the key is gone, as STS keys go). */
export function isExpiredCredentials(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === 'SecurityTokenExpired' || code === 'InvalidAccessKeyId' || code === 'InvalidSecurityToken';
}

export class UploadCancelled extends Error {
  constructor() {
    super('上传已取消');
    this.name = 'AbortError';
  }
}

/** Uploads one file; resolves with its public address. A refusal for expired credentials is retried once. */
export async function uploadToOss(file: Blob & { name: string }, o: UploadOptions): Promise<Uploaded> {
  const now = o.now ?? Date.now;
  const factory = o.createClient ?? defaultFactory;
  const refresh = async () => toSts(await o.source.fresh());

  const attempt = async (c: OssCredentials): Promise<Uploaded> => {
    if (o.signal?.aborted) throw new UploadCancelled();
    const client = await factory(clientOptions(c, refresh, now()));
    const key = objectKey(c, file.name, new Date(now()));
    const onAbort = () => client.cancel();
    o.signal?.addEventListener('abort', onAbort, { once: true });
    try {
      await client.multipartUpload(key, file, {
        partSize: PART_SIZE,
        parallel: 3,
        mime: file.type || undefined,
        headers: noOverwrite(),
        progress: (p) => {
          if (!o.signal?.aborted) o.onProgress?.(Math.min(100, Math.round(p * 100)));
        },
      });
    } catch (err) {
      if (o.signal?.aborted) throw new UploadCancelled();
      throw err;
    } finally {
      o.signal?.removeEventListener('abort', onAbort);
    }
    if (o.signal?.aborted) throw new UploadCancelled();
    return { key, url: objectUrl(c, key) };
  };

  try {
    return await attempt(await o.source.get());
  } catch (err) {
    if (!isExpiredCredentials(err)) throw err;
    o.source.forget();
    o.onProgress?.(0);
    return attempt(await o.source.fresh());
  }
}
