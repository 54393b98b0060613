import 'fake-indexeddb/auto';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DRAFT_MAX_AGE_MS,
  type Draft,
  type DraftScope,
  type DraftStore,
  draftKey,
  encodeValues,
  idbDraftStore,
  sameValues,
  throttledDraft,
} from './draft-store';
import { isSecretField, withoutSecrets } from './secrets';

const scope = (over: Partial<DraftScope> = {}): DraftScope => ({
  account: '13800000001',
  shop: '2:启明教育',
  route: '/official/activity/create',
  record: 'new',
  ...over,
});
let dbCount = 0;
const freshStore = (now?: () => number) => idbDraftStore(`test-drafts-${++dbCount}`, now);

describe('draft keys', () => {
  it('differ by account, shop, route and record', () => {
    const keys = new Set([
      draftKey(scope()),
      draftKey(scope({ account: '13800000002' })),
      draftKey(scope({ shop: '1:启明教育' })),
      draftKey(scope({ route: '/course/create' })),
      draftKey(scope({ record: 7 })),
      draftKey(scope({ record: 8 })),
    ]);
    expect(keys.size).toBe(6);
    // A record's id and its text are one record.
    expect(draftKey(scope({ record: 7 }))).toBe(draftKey(scope({ record: '7' })));
  });
});

describe('the IndexedDB draft store', () => {
  it('keeps each account’s drafts apart: another account reads none of the first’s', async () => {
    const store = freshStore();
    await store.write(scope(), { values: { title: '甲的新闻' }, savedAt: Date.now() });
    expect((await store.read(scope()))?.values).toEqual({ title: '甲的新闻' });
    expect(await store.read(scope({ account: '13800000002' }))).toBeUndefined();
    expect(await store.read(scope({ shop: '3:启明教育' }))).toBeUndefined();
    // Another instance (a reload) reads the same.
    const again = idbDraftStore(`test-drafts-${dbCount}`);
    expect((await again.read(scope()))?.values).toEqual({ title: '甲的新闻' });
    await again.remove(scope());
    expect(await store.read(scope())).toBeUndefined();
  });

  it('keeps the version the typing started from and gives dates back as dates', async () => {
    const store = freshStore();
    const at = dayjs('2030-01-02T03:04:05.000Z');
    await store.write(scope({ record: 5 }), { values: { day: at, when: new Date(0) }, version: 3, savedAt: 1 });
    const d = (await idbDraftStore(`test-drafts-${dbCount}`, () => 2).read(scope({ record: 5 }))) as Draft;
    expect(d.version).toBe(3);
    expect(dayjs.isDayjs(d.values.day) && d.values.day.toISOString()).toBe(at.toISOString());
    expect(d.values.when).toEqual(new Date(0));
  });

  it('drops drafts older than seven days, when read and when purged', async () => {
    let now = 1_000_000_000_000;
    const store = freshStore(() => now);
    await store.write(scope({ record: 1 }), { values: { a: 1 }, savedAt: now });
    await store.write(scope({ record: 2 }), { values: { a: 2 }, savedAt: now - DRAFT_MAX_AGE_MS + 1000 });
    await store.write(scope({ record: 3, account: 'other' }), { values: { a: 3 }, savedAt: now - DRAFT_MAX_AGE_MS });
    now += 2000;
    expect(await store.read(scope({ record: 2 }))).toBeUndefined();
    await store.purgeExpired();
    now -= 2000;
    // Purged from the database, not only hidden: the clock going back does not bring them back.
    expect(await store.read(scope({ record: 3, account: 'other' }))).toBeUndefined();
    expect((await store.read(scope({ record: 1 })))?.values).toEqual({ a: 1 });
  });
});

describe('secret fields', () => {
  it('are named once and never written', async () => {
    for (const name of [
      'password',
      'oldPassword',
      'newPassword',
      'apiV3Key',
      'privateKey',
      'accessKeySecret',
      'cert',
      'certificateFile',
      'keyPem',
      'idNumber',
      'idCardNo',
      'bankCardNo',
      'creditCode',
    ])
      expect(isSecretField(name), name).toBe(true);
    for (const name of ['title', 'keyword', 'key', 'passStatus', 'certNo', 'content', 'remark', 'bankName', 'orderNo'])
      expect(isSecretField(name), name).toBe(false);
    const store = freshStore();
    const pem = '-----BEGIN PRIVATE KEY-----\nMIIB\n-----END PRIVATE KEY-----\n';
    await store.write(scope(), {
      values: {
        phone: '13800000009',
        password: 'hunter22',
        pay: {
          apiV3Key: 'k'.repeat(32),
          privateKey: { fileName: 'apiclient_key.pem', content: pem },
          mchId: '1900000109',
        },
        rows: [{ name: 'a', secret: 's' }],
        upload: { fileName: 'x.pem', text: pem },
      },
      savedAt: Date.now(),
    });
    const raw = JSON.stringify(await store.read(scope()));
    expect(raw).not.toContain('hunter22');
    expect(raw).not.toContain('kkkk');
    expect(raw).not.toContain('PRIVATE KEY');
    expect(raw).not.toContain('"s"');
    expect(raw).toContain('1900000109');
    expect(withoutSecrets({ a: [{ password: 1, b: 2 }] })).toEqual({ a: [{ b: 2 }] });
  });
});

describe('encoding', () => {
  it('leaves out what a later visit could not read back, and compares empty as empty', () => {
    class Picked {}
    expect(encodeValues({ file: new Picked(), f: () => 1, url: 'https://x/y.png' })).toEqual({
      url: 'https://x/y.png',
    });
    expect(sameValues({ a: '', b: undefined, c: 1 }, { c: 1, a: null })).toBe(true);
    expect(sameValues({ a: 'x' }, { a: 'y' })).toBe(false);
  });
});

describe('throttled writes', () => {
  afterEach(() => vi.useRealTimers());

  /** A store that records what it was asked, in order. */
  const recording = () => {
    const log: string[] = [];
    const store: DraftStore = {
      read: async () => undefined,
      write: async (_s, d) => void log.push(`write ${String(d.values.t)} v${d.version ?? '-'} @${d.savedAt}`),
      remove: async () => void log.push('remove'),
      purgeExpired: async () => undefined,
    };
    return { log, store };
  };

  it('writes at most once a second: the first change at once, the newest of the rest a second later', async () => {
    vi.useFakeTimers({ now: 0 });
    const { log, store } = recording();
    const w = throttledDraft(store, scope());
    w.update({ t: 'a' }, 2);
    for (const t of ['ab', 'abc', 'abcd']) {
      await vi.advanceTimersByTimeAsync(200);
      w.update({ t }, 2);
    }
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toEqual(['write a v2 @0']);
    await vi.advanceTimersByTimeAsync(400);
    expect(log).toEqual(['write a v2 @0', 'write abcd v2 @1000']);
    await vi.advanceTimersByTimeAsync(5000);
    expect(log).toHaveLength(2);
  });

  it('removes on a save without writing what waited, in order', async () => {
    vi.useFakeTimers({ now: 0 });
    const { log, store } = recording();
    const w = throttledDraft(store, scope());
    w.update({ t: 'a' });
    w.update({ t: 'ab' });
    await w.remove();
    await vi.advanceTimersByTimeAsync(3000);
    expect(log).toEqual(['write a v- @0', 'remove']);
  });

  it('flushes what waits when the page goes away, and a form back to what it loaded clears its draft', async () => {
    vi.useFakeTimers({ now: 0 });
    const { log, store } = recording();
    const w = throttledDraft(store, scope());
    w.update({ t: 'a' });
    w.update({ t: 'ab' });
    await vi.advanceTimersByTimeAsync(100);
    await w.flush();
    expect(log).toEqual(['write a v- @0', 'write ab v- @100']);
    w.clear();
    await vi.advanceTimersByTimeAsync(1000);
    expect(log.at(-1)).toBe('remove');
  });
});

describe('a draft’s writer', () => {
  it('is kept with the draft, so the form writing it is known when it is read back', async () => {
    const store = freshStore();
    const t = throttledDraft(store, scope({ record: 11 }), { writer: 'w-1' });
    t.update({ title: '写到一半' }, 4);
    await t.flush();
    expect(await store.read(scope({ record: 11 }))).toMatchObject({
      values: { title: '写到一半' },
      version: 4,
      writer: 'w-1',
    });
    await store.write(scope({ record: 12 }), { values: { title: '旧草稿' }, savedAt: Date.now() });
    expect((await store.read(scope({ record: 12 })))?.writer).toBeUndefined();
  });
});
