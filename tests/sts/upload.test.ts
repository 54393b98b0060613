import { createHash } from 'node:crypto';
import OSS from 'ali-oss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RAM, type Stack, startStack } from '../support/stack.js';

/**
 * Direct uploads with the real ali-oss client: credentials from the gateway's STS issuer (AssumeRole against
 * the fake's STS emulator, with a policy limited to the shop's dated folder), objects into the fake's OSS
 * emulator, whose bucket forbids the upload role to replace an object (as the README has the bucket set up).
 */
const SHOP_2 = { username: '13800000002', password: 'demo1234' };
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
        tenantPrefix: 'console',
        durationSeconds: 900,
      },
    }),
  });
});
afterAll(() => stack.close());

async function clientWithCredentials(account?: typeof SHOP_2, productId: 1 | 2 | 3 = 1) {
  const c = await stack.client({ token: await stack.login(account), productId }).media.ossSign.query();
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
  it("issues credentials for the shop's dated folder that the real client uploads under", async () => {
    const { c, oss } = await clientWithCredentials();
    const now = new Date();
    const dated = `console/1/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${String(now.getUTCDate()).padStart(2, '0')}/`;
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

  it("gives each shop its own folder: one shop's credentials cannot write in another's", async () => {
    const one = await clientWithCredentials();
    const two = await clientWithCredentials(SHOP_2, 2);
    expect(two.c.prefix).toMatch(/^console\/2\/\d{4}\/\d{2}\/\d{2}\/$/);
    expect(two.c.accessKeyId).not.toBe(one.c.accessKeyId);
    const theirs = `${two.c.prefix}logo-${Date.now()}.png`;
    expect((await two.oss.put(theirs, Buffer.from('shop 2'))).res.status).toBe(200);
    await expect(one.oss.put(theirs, Buffer.from('shop 1'))).rejects.toMatchObject({ code: 'AccessDenied' });
    await expect(one.oss.put(`${two.c.prefix}new-${Date.now()}.png`, Buffer.from('x'))).rejects.toMatchObject({
      code: 'AccessDenied',
    });
    expect(await (await fetch(`${two.c.endpoint}/${two.c.bucket}/${theirs}`)).text()).toBe('shop 2');
  });

  it('never replaces an object, in one request or in parts', async () => {
    const { c, oss } = await clientWithCredentials();
    const key = `${c.prefix}poster-${Date.now()}.png`;
    expect((await oss.put(key, Buffer.from('first'))).res.status).toBe(200);
    await expect(oss.put(key, Buffer.from('second'))).rejects.toMatchObject({ code: 'FileAlreadyExists', status: 409 });
    await expect(oss.multipartUpload(key, Buffer.alloc(250 * 1024, 1), { partSize: 100 * 1024 })).rejects.toMatchObject(
      { code: 'FileAlreadyExists' },
    );
    expect(await (await fetch(`${c.endpoint}/${c.bucket}/${key}`)).text()).toBe('first');
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
