import { describe, expect, it, vi } from 'vitest';
import {
  CredentialSource,
  clientOptions,
  type OssClient,
  type OssCredentials,
  objectKey,
  objectUrl,
  uploadToOss,
} from './oss';

const NOW = Date.parse('2026-03-05T10:00:00Z');
const creds = (id: string, minutesLeft = 15): OssCredentials => ({
  accessKeyId: id,
  accessKeySecret: `${id}-secret`,
  securityToken: `${id}-token`,
  expiration: new Date(NOW + minutesLeft * 60_000).toISOString(),
  bucket: 'console-media',
  region: 'oss-cn-beijing',
  prefix: 'shop1/2026/03/05/',
  endpoint: 'http://localhost:8081',
  pathStyle: true,
});
const file = (name = 'photo.PNG') => Object.assign(new Blob(['x'], { type: 'image/png' }), { name });

describe('object keys and addresses', () => {
  it('puts a random name with the extension under the dated prefix', () => {
    expect(objectKey(creds('a'), 'My Photo.PNG', new Date(NOW), 'abc123')).toBe('shop1/2026/03/05/abc123.png');
    expect(objectKey({ prefix: undefined }, 'clip.mp4', new Date(NOW), 'r')).toBe('2026/03/05/r.mp4');
    expect(objectKey({ prefix: 'p/2026/03/05' }, 'noext', new Date(NOW), 'r')).toBe('p/2026/03/05/r');
    expect(objectKey(creds('a'), 'x.png').split('/').pop()).toMatch(/^[0-9a-f]{16}\.png$/);
  });

  it('addresses path-style emulators, custom domains and the region host', () => {
    expect(objectUrl(creds('a'), 'shop1/a b.png')).toBe('http://localhost:8081/console-media/shop1/a%20b.png');
    expect(objectUrl({ bucket: 'b', endpoint: 'https://cdn.example.cn/', pathStyle: false }, 'k.png')).toBe(
      'https://cdn.example.cn/k.png',
    );
    expect(objectUrl({ bucket: 'b', region: undefined }, 'k.png')).toBe('https://b.oss-cn-beijing.aliyuncs.com/k.png');
  });

  it('uses https and Beijing unless told otherwise, and refreshes before expiry', () => {
    const real = clientOptions({ ...creds('a'), endpoint: undefined, region: undefined }, vi.fn(), NOW);
    expect(real).toMatchObject({
      region: 'oss-cn-beijing',
      secure: true,
      stsToken: 'a-token',
      bucket: 'console-media',
    });
    expect(real.refreshSTSTokenInterval).toBe(14 * 60_000);
    const local = clientOptions(creds('a'), vi.fn(), NOW);
    expect(local).toMatchObject({ secure: false, sldEnable: true, endpoint: 'http://localhost:8081' });
    expect(() => clientOptions({ ...creds('a'), bucket: undefined }, vi.fn(), NOW)).toThrow('bucket');
  });
});

describe('credentials', () => {
  it('reuses credentials with more than a minute left and fetches otherwise', async () => {
    const fetch = vi.fn().mockResolvedValueOnce(creds('a', 2)).mockResolvedValueOnce(creds('b', 0.5));
    let now = NOW;
    const source = new CredentialSource(fetch, () => now);
    expect((await source.get()).accessKeyId).toBe('a');
    expect((await source.get()).accessKeyId).toBe('a');
    now += 70_000;
    expect((await source.get()).accessKeyId).toBe('b');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('shares one request between concurrent callers', async () => {
    const fetch = vi.fn().mockResolvedValue(creds('a'));
    const source = new CredentialSource(fetch, () => NOW);
    await Promise.all([source.get(), source.get(), source.fresh()]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

function fakeClients(
  behaviour: Array<(opts: { accessKeyId: string }, progress: (p: number) => void) => Promise<void>>,
) {
  const made: Array<{ accessKeyId: string }> = [];
  const headers: Array<Record<string, string> | undefined> = [];
  const factory = (options: unknown): OssClient => {
    const o = options as { accessKeyId: string };
    const run = behaviour[made.length] as (typeof behaviour)[number];
    made.push(o);
    return {
      multipartUpload: (_n, _f, opts) => {
        headers.push(opts.headers);
        return run(o, (p) => void opts.progress(p));
      },
      cancel: vi.fn(),
    };
  };
  return { made, headers, factory };
}

describe('uploadToOss', () => {
  it('reports progress in percent and answers the public address', async () => {
    const { factory, headers } = fakeClients([
      async (_o, progress) => {
        progress(0.25);
        progress(1);
      },
    ]);
    const seen: number[] = [];
    const source = new CredentialSource(
      async () => creds('a'),
      () => NOW,
    );
    const out = await uploadToOss(file(), {
      source,
      createClient: factory,
      onProgress: (p) => seen.push(p),
      now: () => NOW,
    });
    expect(seen).toEqual([25, 100]);
    expect(headers).toEqual([{ 'x-oss-forbid-overwrite': 'true' }]);
    expect(out.url).toMatch(/^http:\/\/localhost:8081\/console-media\/shop1\/2026\/03\/05\/[0-9a-f]{16}\.png$/);
  });

  it('retries once with fresh credentials when OSS says they expired', async () => {
    const expired = Object.assign(new Error('expired'), { code: 'SecurityTokenExpired', status: 403 });
    const { made, factory } = fakeClients([
      async () => {
        throw expired;
      },
      async (_o, progress) => progress(1),
    ]);
    const fetch = vi.fn().mockResolvedValueOnce(creds('old')).mockResolvedValueOnce(creds('new'));
    const source = new CredentialSource(fetch, () => NOW);
    const out = await uploadToOss(file(), { source, createClient: factory, now: () => NOW });
    expect(made.map((o) => o.accessKeyId)).toEqual(['old', 'new']);
    expect(out.key.startsWith('shop1/')).toBe(true);
  });

  it('gives up after the one retry, and never retries other errors', async () => {
    const expired = Object.assign(new Error('expired'), { code: 'SecurityTokenExpired' });
    const twice = fakeClients([
      async () => {
        throw expired;
      },
      async () => {
        throw expired;
      },
    ]);
    const source = new CredentialSource(
      async () => creds('a'),
      () => NOW,
    );
    await expect(uploadToOss(file(), { source, createClient: twice.factory, now: () => NOW })).rejects.toBe(expired);
    const denied = Object.assign(new Error('denied'), { code: 'AccessDenied' });
    const once = fakeClients([
      async () => {
        throw denied;
      },
    ]);
    await expect(uploadToOss(file(), { source, createClient: once.factory, now: () => NOW })).rejects.toBe(denied);
    expect(once.made).toHaveLength(1);
  });

  it('a cancelled upload rejects as an abort and stops reporting progress', async () => {
    const controller = new AbortController();
    const cancel = vi.fn();
    const factory = (): OssClient => ({
      cancel,
      multipartUpload: async (_n, _f, opts) => {
        await opts.progress(0.3);
        controller.abort();
        await opts.progress(0.6);
        throw Object.assign(new Error('cancel'), { name: 'cancel' });
      },
    });
    const seen: number[] = [];
    const source = new CredentialSource(
      async () => creds('a'),
      () => NOW,
    );
    await expect(
      uploadToOss(file(), {
        source,
        createClient: factory,
        signal: controller.signal,
        onProgress: (p) => seen.push(p),
        now: () => NOW,
      }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(cancel).toHaveBeenCalled();
    expect(seen).toEqual([30]);
  });
});
