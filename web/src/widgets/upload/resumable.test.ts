import { describe, expect, it, vi } from 'vitest';
import { type CheckpointStore, type DonePart, memoryCheckpointStore } from './checkpoints';
import { CredentialSource, type OssCredentials } from './oss';
import { type PartClient, partSizeFor, UploadPaused, uploadResumable } from './resumable';

const NOW = Date.parse('2026-03-05T10:00:00Z');
const MB = 1024 * 1024;
let issued = 0;
const creds = (): OssCredentials => {
  issued += 1;
  return {
    accessKeyId: `key-${issued}`,
    accessKeySecret: 's',
    securityToken: 't',
    expiration: new Date(NOW + 15 * 60_000).toISOString(),
    bucket: 'console-media',
    region: 'oss-cn-beijing',
    prefix: 'shop1/2026/03/05/',
    endpoint: 'http://localhost:8081',
    pathStyle: true,
  };
};
const fileOf = (bytes: number, name = '第1课.mp4') => new File([new Uint8Array(bytes)], name, { type: 'video/mp4' });
const fail = (status: number, code?: string) => Object.assign(new Error(code ?? 'x'), { status, code });

/** An OSS that records every part it stored, and fails the calls a test asks it to. */
class FakeOss {
  stored: Array<{ uploadId: string; part: number; key: string }> = [];
  completed: Array<{ uploadId: string; parts: DonePart[] }> = [];
  /** The headers each initiate and complete asked with. */
  headers: Array<Record<string, string> | undefined> = [];
  uploads = 0;
  /** Thrown once, in order, by the next upload of the given part. */
  failures = new Map<number, unknown[]>();
  /** Whose key the current credentials are (refused with the expired code when listed). */
  expired = new Set<string>();
  pauseAfter?: { part: number; abort: () => void };
  client(key: string): PartClient {
    return {
      initMultipartUpload: async (_name, o) => {
        this.headers.push(o?.headers);
        return { uploadId: `up-${++this.uploads}` };
      },
      uploadPart: async (name, uploadId, part) => {
        if (this.expired.has(key)) throw fail(403, 'InvalidAccessKeyId');
        const queued = this.failures.get(part);
        if (queued && queued.length > 0) throw queued.shift();
        this.stored.push({ uploadId, part, key: name });
        if (this.pauseAfter?.part === part) this.pauseAfter.abort();
        return { etag: `"e${part}"` };
      },
      completeMultipartUpload: async (_name, uploadId, parts, o) => {
        this.headers.push(o?.headers);
        this.completed.push({ uploadId, parts });
        return {};
      },
    };
  }
}

function setup(store: CheckpointStore = memoryCheckpointStore()) {
  const oss = new FakeOss();
  const source = new CredentialSource(
    async () => creds(),
    () => NOW,
  );
  const o = {
    source,
    store,
    identity: 'id-1',
    meta: { courseId: 1 },
    createClient: (options: { accessKeyId?: string }) => oss.client(String(options.accessKeyId)),
    now: () => NOW,
    wait: async () => {},
    parallel: 2,
  };
  return { oss, store, o };
}

describe('resumable uploads', () => {
  it('sends every part once, records each, and completes them in order', async () => {
    const { oss, store, o } = setup();
    const progress: number[] = [];
    const out = await uploadResumable(fileOf(3 * MB + 10), { ...o, onProgress: (p) => progress.push(p.uploaded) });
    expect(out.url).toMatch(/^http:\/\/localhost:8081\/console-media\/shop1\/2026\/03\/05\/[0-9a-f]{16}\.mp4$/);
    expect(oss.stored.map((s) => s.part).sort()).toEqual([1, 2, 3, 4]);
    expect(oss.completed[0]?.parts.map((p) => p.number)).toEqual([1, 2, 3, 4]);
    expect(progress.at(-1)).toBe(3 * MB + 10);
    expect((await store.get('id-1'))?.url).toBe(out.url);
    expect((await store.get('id-1'))?.meta).toEqual({ courseId: 1 });
    // Begun and finished asking OSS never to replace an object of that name.
    expect(oss.headers).toEqual([{ 'x-oss-forbid-overwrite': 'true' }, { 'x-oss-forbid-overwrite': 'true' }]);
  });

  it('goes on from the checkpoint: parts already acknowledged are not sent again', async () => {
    const { oss, store, o } = setup();
    const file = fileOf(4 * MB);
    const paused = new AbortController();
    oss.pauseAfter = { part: 2, abort: () => paused.abort() };
    await expect(uploadResumable(file, { ...o, parallel: 1, signal: paused.signal })).rejects.toBeInstanceOf(
      UploadPaused,
    );
    const saved = await store.get('id-1');
    expect(saved?.checkpoint?.doneParts.map((p) => p.number)).toEqual([1, 2]);
    oss.pauseAfter = undefined;
    await uploadResumable(file, o);
    expect(oss.stored.map((s) => s.part).sort()).toEqual([1, 2, 3, 4]);
    expect(new Set(oss.stored.map((s) => s.uploadId)).size).toBe(1);
    expect(oss.completed[0]?.parts.map((p) => p.number)).toEqual([1, 2, 3, 4]);
  });

  it('a pause stops the parts still waiting for a connection, and they are not tried again', async () => {
    const { oss, store, o } = setup();
    const paused = new AbortController();
    let release = () => {};
    const connectionFree = new Promise<void>((resolve) => {
      release = resolve;
    });
    oss.pauseAfter = {
      part: 1,
      abort: () => {
        paused.abort();
        release();
      },
    };
    const base = oss.client('key-1');
    let waited = 0;
    // As putPart does: a part waits for a connection, and one whose file was paused meanwhile is not sent.
    const client: PartClient = {
      ...base,
      uploadPart: async (name, uploadId, part, file, start, end, signal) => {
        if (part > 1) {
          waited += 1;
          await connectionFree;
          signal?.throwIfAborted();
        } else await vi.waitFor(() => expect(waited).toBe(3));
        return base.uploadPart(name, uploadId, part, file, start, end);
      },
    };
    const upload = uploadResumable(fileOf(4 * MB), {
      ...o,
      parallel: 4,
      signal: paused.signal,
      createClient: () => client,
    });
    await expect(upload).rejects.toBeInstanceOf(UploadPaused);
    expect(oss.stored.map((s) => s.part)).toEqual([1]);
    expect((await store.get('id-1'))?.checkpoint?.doneParts.map((p) => p.number)).toEqual([1]);
  });

  it('sends the next part while a checkpoint is written, and counts a part only once it is written', async () => {
    const inner = memoryCheckpointStore();
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    let writes = 0;
    // The write after part 1 is held until part 3 has gone: no part waits for the store.
    const store: CheckpointStore = {
      ...inner,
      put: async (r) => {
        writes += 1;
        if (r.checkpoint?.doneParts.length === 1) await held;
        return inner.put(r);
      },
    };
    const { oss, o } = setup(store);
    const progress: number[] = [];
    const sending = uploadResumable(fileOf(3 * MB), {
      ...o,
      store,
      parallel: 1,
      onProgress: (p) => progress.push(p.uploaded),
    });
    await vi.waitFor(() => expect(oss.stored.map((x) => x.part)).toEqual([1, 2, 3]));
    expect(progress).toEqual([0]);
    release();
    await sending;
    expect(progress.at(-1)).toBe(3 * MB);
    // One write while part 1's was held took in parts 2 and 3 at once.
    expect(writes).toBeLessThan(5);
  });

  it('fails when a checkpoint cannot be written', async () => {
    const inner = memoryCheckpointStore();
    const store: CheckpointStore = {
      ...inner,
      put: async (r) => {
        if ((r.checkpoint?.doneParts.length ?? 0) > 0) throw new Error('QuotaExceededError');
        return inner.put(r);
      },
    };
    const { o } = setup(store);
    await expect(uploadResumable(fileOf(2 * MB), { ...o, store })).rejects.toThrow('QuotaExceededError');
  });

  it('tries a dropped part again and keeps the parts that finished meanwhile', async () => {
    const { oss, o } = setup();
    oss.failures.set(2, [fail(-1), fail(502)]);
    await uploadResumable(fileOf(3 * MB), o);
    expect(oss.stored.map((s) => s.part).sort()).toEqual([1, 2, 3]);
  });

  it('renews expired credentials and goes on with the same upload', async () => {
    const { oss, o } = setup();
    oss.expired.add(`key-${issued + 1}`);
    await uploadResumable(fileOf(2 * MB), o);
    expect(oss.stored).toHaveLength(2);
    expect(oss.uploads).toBe(1);
  });

  it('fails after the tries run out, keeping what was acknowledged', async () => {
    const { oss, store, o } = setup();
    oss.failures.set(
      3,
      Array.from({ length: 5 }, () => fail(0)),
    );
    await expect(uploadResumable(fileOf(3 * MB), { ...o, parallel: 1 })).rejects.toMatchObject({ status: 0 });
    expect((await store.get('id-1'))?.checkpoint?.doneParts.map((p) => p.number)).toEqual([1, 2]);
    await expect(uploadResumable(fileOf(3 * MB), o)).resolves.toMatchObject({ key: expect.stringMatching(/\.mp4$/) });
    expect(oss.stored.map((s) => s.part)).toEqual([1, 2, 3]);
  });

  it('starts again when OSS no longer knows the upload, and at once for a finished one', async () => {
    const { oss, o, store } = setup();
    oss.failures.set(1, [fail(404, 'NoSuchUpload')]);
    const out = await uploadResumable(fileOf(MB), o);
    expect(oss.uploads).toBe(2);
    const again = await uploadResumable(fileOf(MB), o);
    expect(again.url).toBe(out.url);
    expect(oss.uploads).toBe(2);
    await store.remove('id-1');
  });

  it('refuses what is not worth trying again', async () => {
    const { oss, o } = setup();
    oss.failures.set(1, [fail(403, 'AccessDenied')]);
    await expect(uploadResumable(fileOf(MB), o)).rejects.toMatchObject({ code: 'AccessDenied' });
  });

  it('sizes parts in whole MBs, about 6 a file, between 1 and 8 MB, larger only past 10 000 of them', () => {
    expect(partSizeFor(10)).toBe(MB);
    expect(partSizeFor(4 * MB)).toBe(MB);
    expect(partSizeFor(6 * MB + 1)).toBe(2 * MB);
    expect(partSizeFor(16 * MB + 1)).toBe(3 * MB);
    expect(partSizeFor(50 * 1_000_000)).toBe(8 * MB);
    expect(partSizeFor(1024 * MB)).toBe(8 * MB);
    expect(partSizeFor(100_000 * MB)).toBe(10 * MB);
  });
});
