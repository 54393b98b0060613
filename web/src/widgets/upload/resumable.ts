import type OSS from 'ali-oss';
import type { Checkpoint, CheckpointStore, DonePart, StoredUpload } from './checkpoints';
import {
  type CredentialSource,
  clientOptions,
  isExpiredCredentials,
  noOverwrite,
  type OssCredentials,
  objectKey,
  objectUrl,
  toSts,
  type Uploaded,
} from './oss';
import { partTarget, putPart } from './part-put';

/**
 * Resumable direct uploads: a file goes up in parts with ali-oss's multipart calls (initiate, upload part,
 * complete), and every part OSS acknowledges is written to the checkpoint store before it is counted.
 * After a dropped connection, expired credentials, a pause or a reload, the upload goes on from the parts
 * already acknowledged: those are never sent again. The parts are scheduled here rather than by
 * `multipartUpload`, which forgets parts that finish after another part failed or after a cancel.
 */
export interface PartClient {
  initMultipartUpload(
    name: string,
    options?: { mime?: string; headers?: Record<string, string> },
  ): Promise<{ uploadId: string }>;
  uploadPart(
    name: string,
    uploadId: string,
    partNo: number,
    file: Blob,
    start: number,
    end: number,
    /** Pausing: a part still waiting to be sent is not sent. */
    signal?: AbortSignal,
  ): Promise<{ etag: string }>;
  completeMultipartUpload(
    name: string,
    uploadId: string,
    parts: DonePart[],
    options?: { headers?: Record<string, string> },
  ): Promise<unknown>;
}

export type PartClientFactory = (options: OSS.Options, creds: OssCredentials) => PartClient | Promise<PartClient>;

const loadOss = () => import('ali-oss');

/** Starts fetching ali-oss (its own chunk) ahead of the first upload; a failure shows when an upload needs it. */
export function preloadPartClient(): void {
  loadOss().catch(() => {});
}

/** ali-oss initiates and completes; the parts go as slices of the file (part-put.ts). */
const defaultFactory: PartClientFactory = async (options, creds) => {
  const { default: Client } = await loadOss();
  const client = new Client(options) as unknown as PartClient;
  return {
    initMultipartUpload: (name, o) => client.initMultipartUpload(name, o),
    completeMultipartUpload: (name, uploadId, parts, o) => client.completeMultipartUpload(name, uploadId, parts, o),
    uploadPart: (name, uploadId, partNo, file, start, end, signal) =>
      putPart(partTarget(options, objectUrl(creds, name), name), uploadId, partNo, file.slice(start, end), {
        signal,
      }),
  };
};

const MB = 1024 * 1024;
/** Parts a file is cut into, while they stay between the smallest and largest size below. */
const PARTS_PER_FILE = 6;
const MAX_PART = 8 * MB;
/**
 * Whole MBs, about 6 parts a file, 8 MB from a 48 MB file up: every part costs the browser a CORS preflight and
 * a request of its own, and fetch PUTs of 8 MB slices went up about twice as fast as 3 MB ones, as fast as
 * ali-oss from Node (tests/bench/vod-batch.ts); 8 MB at most keeps a lost part cheap to send again and a long
 * video's progress fine-grained. OSS allows 10 000 parts: past that, parts grow.
 */
export function partSizeFor(fileSize: number): number {
  const even = Math.min(MAX_PART, Math.max(MB, Math.ceil(fileSize / PARTS_PER_FILE / MB) * MB));
  return Math.max(even, Math.ceil(fileSize / 10_000 / MB) * MB);
}

export class UploadPaused extends Error {
  constructor() {
    super('上传已暂停');
    this.name = 'UploadPaused';
  }
}

/** OSS no longer knows the upload (it expired or was aborted): it starts again from the first part. */
class UploadGone extends Error {}

export interface ResumableProgress {
  /** Bytes in acknowledged parts. */
  uploaded: number;
  total: number;
}

export interface ResumableOptions {
  source: CredentialSource;
  store: CheckpointStore;
  /** The file's identity (identity.ts): where its checkpoint is kept. */
  identity: string;
  /** Kept with the checkpoint for the page (the course the file goes to). */
  meta?: Record<string, unknown>;
  /** Aborting pauses: parts on their way finish and are recorded, no new part starts. */
  signal?: AbortSignal;
  onProgress?: (p: ResumableProgress) => void;
  createClient?: PartClientFactory;
  now?: () => number;
  partSize?: number;
  /**
   * Parts of this file asked for at once. The page's limit per host (part-put.ts) decides how many go: asking
   * for a whole file's parts keeps every connection busy while another file of the batch starts or finishes.
   */
  parallel?: number;
  /** Tries of one call before the file fails (network errors and 5xx; expired credentials are renewed). */
  maxAttempts?: number;
  /** The pause between tries (tests pass one that does not wait). */
  wait?: (ms: number) => Promise<void>;
}

const status = (err: unknown) => (err as { status?: unknown } | null)?.status;
const code = (err: unknown) => (err as { code?: unknown } | null)?.code;

/** A dropped connection, a timeout, or a server error: worth another try. */
export function isRetryable(err: unknown): boolean {
  const s = status(err);
  if (typeof s !== 'number' || s <= 0) return true;
  return s >= 500 || s === 408 || s === 429;
}

const isGone = (err: unknown) => code(err) === 'NoSuchUpload';
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface Connection {
  creds: OssCredentials;
  client: PartClient;
}

/** Uploads `file` from its checkpoint (or from the start); resolves with its address. */
export async function uploadResumable(file: File, o: ResumableOptions): Promise<Uploaded> {
  const now = o.now ?? Date.now;
  const factory = o.createClient ?? defaultFactory;
  const wait = o.wait ?? sleep;
  const maxAttempts = o.maxAttempts ?? 5;
  const parallel = o.parallel ?? PARTS_PER_FILE;
  const refresh = async () => toSts(await o.source.fresh());
  const connect = async (creds: OssCredentials): Promise<Connection> => ({
    creds,
    client: await factory(clientOptions(creds, refresh, now()), creds),
  });

  let conn = await connect(await o.source.get());
  let renewing: Promise<Connection> | null = null;
  let renewals = 0;
  /** New credentials and a client for them, once for every caller that saw `stale` refused. */
  const renew = (stale: Connection): Promise<Connection> => {
    if (conn !== stale) return Promise.resolve(conn);
    renewing ??= (async () => {
      renewals += 1;
      o.source.forget();
      conn = await connect(await o.source.fresh());
      return conn;
    })().finally(() => {
      renewing = null;
    });
    return renewing;
  };

  /** One call, tried again after network failures and with renewed credentials after an expiry. */
  const call = async <T>(fn: (c: PartClient) => Promise<T>): Promise<T> => {
    for (let attempt = 1; ; attempt++) {
      if (o.signal?.aborted) throw new UploadPaused();
      const used = conn;
      try {
        return await fn(used.client);
      } catch (err) {
        if (o.signal?.aborted) throw new UploadPaused();
        if (isExpiredCredentials(err) && renewals < 3) {
          await renew(used);
          attempt -= 1;
          continue;
        }
        if (isGone(err)) throw new UploadGone();
        if (!isRetryable(err) || attempt >= maxAttempts) throw err;
        await wait(Math.min(8000, 500 * 2 ** (attempt - 1)));
      }
    }
  };

  let record: StoredUpload | undefined = await o.store.get(o.identity);
  if (record?.url && record.fileSize === file.size) return { url: record.url, key: record.checkpoint?.name ?? '' };
  const prefix = conn.creds.prefix ?? '';
  let cp: Checkpoint | null =
    record?.checkpoint && record.checkpoint.fileSize === file.size && record.checkpoint.name.startsWith(prefix)
      ? record.checkpoint
      : null;
  const save = async (patch: Partial<StoredUpload> = {}) => {
    record = {
      identity: o.identity,
      fileName: file.name,
      fileSize: file.size,
      checkpoint: cp,
      meta: { ...record?.meta, ...o.meta },
      updatedAt: now(),
      ...patch,
    };
    await o.store.put(record);
  };
  const report = (c: Checkpoint) =>
    o.onProgress?.({
      uploaded: c.doneParts.reduce((sum, p) => sum + partBytes(c, p.number), 0),
      total: file.size,
    });

  const sendParts = async (c: Checkpoint) => {
    const count = Math.max(1, Math.ceil(c.fileSize / c.partSize));
    const done = new Set(c.doneParts.map((p) => p.number));
    const todo = Array.from({ length: count }, (_, i) => i + 1).filter((n) => !done.has(n));
    report(c);
    let failure: unknown = null;
    // Checkpoint writes go one at a time, each of the newest state, while the workers send their next parts:
    // waiting for the store after every part left the connection idle for a write's length each time.
    let writing: Promise<void> = Promise.resolve();
    let queued = false;
    const writeCheckpoint = () => {
      if (queued) return;
      queued = true;
      writing = writing.then(async () => {
        queued = false;
        try {
          await save();
          report(c);
        } catch (err) {
          failure ??= err;
        }
      });
    };
    const worker = async () => {
      while (failure === null && !o.signal?.aborted) {
        const n = todo.shift();
        if (n === undefined) return;
        const start = (n - 1) * c.partSize;
        const end = Math.min(c.fileSize, start + c.partSize);
        try {
          const { etag } = await call((client) => client.uploadPart(c.name, c.uploadId, n, file, start, end, o.signal));
          c.doneParts.push({ number: n, etag });
          writeCheckpoint();
        } catch (err) {
          failure ??= err;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(parallel, Math.max(1, todo.length)) }, worker));
    await writing;
    if (failure !== null) throw failure;
    if (o.signal?.aborted) throw new UploadPaused();
  };

  for (let restarted = false; ; restarted = true) {
    try {
      if (!cp) {
        const key = objectKey(conn.creds, file.name, new Date(now()));
        const { uploadId } = await call((client) =>
          client.initMultipartUpload(key, { mime: file.type || undefined, headers: noOverwrite() }),
        );
        cp = {
          name: key,
          fileSize: file.size,
          partSize: o.partSize ?? partSizeFor(file.size),
          uploadId,
          doneParts: [],
        };
        await save();
      }
      const c = cp;
      await sendParts(c);
      const parts = [...c.doneParts].sort((a, b) => a.number - b.number);
      await call((client) => client.completeMultipartUpload(c.name, c.uploadId, parts, { headers: noOverwrite() }));
      const url = objectUrl(conn.creds, c.name);
      await save({ url });
      return { url, key: c.name };
    } catch (err) {
      if (!(err instanceof UploadGone) || restarted) throw err;
      cp = null;
      await save();
    }
  }
}

function partBytes(c: Checkpoint, n: number): number {
  const start = (n - 1) * c.partSize;
  return Math.max(0, Math.min(c.fileSize, start + c.partSize) - start);
}
