import { createHmac } from 'node:crypto';
import signUtils from 'ali-oss/lib/common/signUtils.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isExpiredCredentials } from './oss';
import { OssError, PART_CONNECTIONS, type PartTarget, partHeaders, putPart } from './part-put';

const target: PartTarget = {
  url: 'http://localhost:8081/console-media/shop1/2026/03/05/abc.mp4',
  bucket: 'console-media',
  key: 'shop1/2026/03/05/abc.mp4',
  accessKeyId: 'STS.key',
  accessKeySecret: 'secret',
  stsToken: 'token',
  timeoutMs: 1000,
};
const date = new Date('2026-03-05T10:00:00Z');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('UploadPart from the browser', () => {
  it('signs as OSS V1: verb, empty MD5 and type, date, x-oss headers in order, resource with sub-resources', () => {
    const h = partHeaders(target, 'UP1', 7, date);
    const stringToSign = [
      'PUT',
      '',
      '',
      'Thu, 05 Mar 2026 10:00:00 GMT',
      'x-oss-date:Thu, 05 Mar 2026 10:00:00 GMT',
      'x-oss-security-token:token',
      '/console-media/shop1/2026/03/05/abc.mp4?partNumber=7&uploadId=UP1',
    ].join('\n');
    const expected = createHmac('sha1', 'secret').update(stringToSign).digest('base64');
    expect(h).toEqual({
      'x-oss-date': 'Thu, 05 Mar 2026 10:00:00 GMT',
      'x-oss-security-token': 'token',
      authorization: `OSS STS.key:${expected}`,
    });
  });

  it.each([
    ['an STS credential', target, 'UP1', 7],
    ['a long-lived key', { ...target, stsToken: undefined }, '0004B9894A22E5B1888A1E29F823****', 10_000],
  ])('signs exactly as ali-oss signs UploadPart, with %s', (_, t, uploadId, partNo) => {
    const h = partHeaders(t, uploadId, partNo, date);
    const { authorization: _signed, ...headers } = h;
    const canonical = signUtils.buildCanonicalString('PUT', `/${t.bucket}/${t.key}`, {
      headers,
      parameters: { partNumber: partNo, uploadId },
    });
    expect(h.authorization).toBe(signUtils.authorization(t.accessKeyId, t.accessKeySecret, canonical));
  });

  it('sends the slice itself and answers with the ETag', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 200, headers: { etag: '"E7"' } }));
    vi.stubGlobal('fetch', fetch);
    const body = new Blob([new Uint8Array(10)]);
    await expect(putPart(target, 'UP1', 7, body, { date })).resolves.toEqual({ etag: '"E7"' });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`${target.url}?partNumber=7&uploadId=UP1`);
    expect(init.method).toBe('PUT');
    expect(init.body).toBe(body);
  });

  it('keeps one of the six connections to a host free: at most five parts go at once, the rest wait', async () => {
    const answers: Array<() => void> = [];
    const fetch = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          answers.push(() => resolve(new Response(null, { status: 200, headers: { etag: '"E"' } })));
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const parts = Array.from({ length: PART_CONNECTIONS + 2 }, (_, i) =>
      putPart(target, 'UP1', i + 1, new Blob(['x'])),
    );
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(PART_CONNECTIONS));
    answers.shift()?.();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(PART_CONNECTIONS + 1));
    for (let answered = 1; answered < PART_CONNECTIONS + 2; answered++) {
      await vi.waitFor(() => expect(answers.length).toBeGreaterThan(0));
      answers.shift()?.();
    }
    await expect(Promise.all(parts)).resolves.toHaveLength(PART_CONNECTIONS + 2);
  });

  it('does not send a part still waiting for a connection once its file is paused', async () => {
    const answers: Array<() => void> = [];
    const fetch = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          answers.push(() => resolve(new Response(null, { status: 200, headers: { etag: '"E"' } })));
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const pause = new AbortController();
    const going = Array.from({ length: PART_CONNECTIONS }, (_, i) => putPart(target, 'UP1', i + 1, new Blob(['x'])));
    const waiting = putPart(target, 'UP1', PART_CONNECTIONS + 1, new Blob(['x']), { signal: pause.signal });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(PART_CONNECTIONS));
    pause.abort();
    for (const answer of answers.splice(0)) answer();
    await expect(Promise.all(going)).resolves.toHaveLength(PART_CONNECTIONS);
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetch).toHaveBeenCalledTimes(PART_CONNECTIONS);
  });

  it('reports an OSS refusal with its code, so expired credentials are renewed', async () => {
    const xml = '<?xml version="1.0"?><Error><Code>SecurityTokenExpired</Code><Message>expired</Message></Error>';
    vi.stubGlobal('fetch', async () => new Response(xml, { status: 403 }));
    const err = await putPart(target, 'UP1', 1, new Blob(['x']), { date }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OssError);
    expect(err).toMatchObject({ status: 403, code: 'SecurityTokenExpired' });
    expect(isExpiredCredentials(err)).toBe(true);
  });

  it('refuses an answer without ETag (a bucket whose CORS hides it) in Chinese', async () => {
    vi.stubGlobal('fetch', async () => new Response(null, { status: 200 }));
    await expect(putPart(target, 'UP1', 1, new Blob(['x']), { date })).rejects.toMatchObject({
      code: 'MissingETag',
      message: expect.stringContaining('ETag'),
    });
  });
});
