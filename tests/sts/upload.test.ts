import { createHash } from 'node:crypto';
import OSS from 'ali-oss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RAM, type Stack, startStack } from '../support/stack.js';

/**
 * Direct uploads with the real ali-oss client: credentials from the gateway's STS issuer (AssumeRole against
 * the fake's STS emulator, with a policy limited to the dated prefix), objects into the fake's OSS emulator.
 */
let stack: Stack;
let offsetMs = 0;
beforeAll(async () => {
  stack = await startStack({
    fake: { now: () => Date.now() + offsetMs },
    gateway: (fakeUrl) => ({
      oss: {
        roleArn: 'acs:ram::1000000000000000:role/console-upload',
        ...RAM,
        bucket: 'console-media',
        region: 'oss-cn-beijing',
        stsEndpoint: `${fakeUrl}/sts`,
        publicEndpoint: fakeUrl,
        pathStyle: true,
        tenantPrefix: 'shop42',
        durationSeconds: 900,
      },
    }),
  });
});
afterAll(() => stack.close());

async function clientWithCredentials() {
  const c = await stack.client({ token: await stack.login(), productId: 1 }).media.ossSign.query();
  return {
    c,
    oss: new OSS({
      accessKeyId: c.accessKeyId,
      accessKeySecret: c.accessKeySecret,
      stsToken: c.securityToken,
      bucket: c.bucket,
      region: c.region,
      endpoint: c.endpoint,
      sldEnable: c.pathStyle,
      secure: false,
    } as OSS.Options),
  };
}

describe('STS credentials and direct upload', () => {
  it('issues credentials for the dated prefix that the real client uploads under', async () => {
    const { c, oss } = await clientWithCredentials();
    const now = new Date();
    const dated = `shop42/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${String(now.getUTCDate()).padStart(2, '0')}/`;
    expect(c.prefix).toBe(dated);
    const key = `${c.prefix}hello-${Date.now()}.txt`;
    const put = await oss.put(key, Buffer.from('你好，OSS'));
    expect(put.res.status).toBe(200);
    const back = await fetch(`${c.endpoint}/${c.bucket}/${key}`);
    expect(await back.text()).toBe('你好，OSS');
  });

  it('uploads in parts with progress (the browser path for large files)', async () => {
    const { c, oss } = await clientWithCredentials();
    const key = `${c.prefix}video-${Date.now()}.mp4`;
    const body = Buffer.alloc(300 * 1024, 7);
    const progress: number[] = [];
    await oss.multipartUpload(key, body, { partSize: 100 * 1024, progress: (p: number) => void progress.push(p) });
    expect(progress.at(-1)).toBe(1);
    const got = await fetch(`${c.endpoint}/${c.bucket}/${key}`);
    const back = Buffer.from(await got.arrayBuffer());
    expect(back.equals(body)).toBe(true);
    // OSS's multipart ETag: the MD5 of the three parts' MD5s, and the count.
    const md5 = (b: Buffer) => createHash('md5').update(b).digest();
    const parts = [0, 1, 2].map((i) => md5(body.subarray(i * 100 * 1024, (i + 1) * 100 * 1024)));
    expect(got.headers.get('etag')).toBe(`"${md5(Buffer.concat(parts)).toString('hex').toUpperCase()}-3"`);
  });

  it('caches credentials until shortly before they expire', async () => {
    const a = (await clientWithCredentials()).c;
    const b = (await clientWithCredentials()).c;
    expect(b.accessKeyId).toBe(a.accessKeyId);
  });

  it('refuses a key outside the prefix', async () => {
    const { oss } = await clientWithCredentials();
    await expect(oss.put('other-tenant/2020/01/01/x.txt', Buffer.from('x'))).rejects.toMatchObject({
      code: 'AccessDenied',
    });
  });

  it('refuses a tampered secret', async () => {
    const { c } = await clientWithCredentials();
    const bad = new OSS({
      accessKeyId: c.accessKeyId,
      accessKeySecret: `${c.accessKeySecret}x`,
      stsToken: c.securityToken,
      bucket: c.bucket,
      region: c.region,
      endpoint: c.endpoint,
      sldEnable: true,
      secure: false,
    } as OSS.Options);
    await expect(bad.put(`${c.prefix}x.txt`, Buffer.from('x'))).rejects.toMatchObject({
      code: 'SignatureDoesNotMatch',
    });
  });

  it('refuses the credentials after they expire', async () => {
    const { c, oss } = await clientWithCredentials();
    offsetMs = 901_000;
    try {
      await expect(oss.put(`${c.prefix}late.txt`, Buffer.from('x'))).rejects.toMatchObject({
        code: 'SecurityTokenExpired',
      });
    } finally {
      offsetMs = 0;
    }
  });
});
