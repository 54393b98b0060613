import 'fake-indexeddb/auto';
import { type DecorPage, newDecorComponent } from '@console/contracts';
import { createStore, set } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { type DraftStore, draftKey, draftWriter, idbDraftStore, type LocalDraft, offersRestore } from './draft-store';

const doc = (title: string): DecorPage => ({
  settings: { title, description: '', bgColor: '', bgImage: '' },
  nav: { style: 'normal', bgColor: '#ffffff', textColor: 'dark', showSearch: false },
  components: [newDecorComponent('banner', 'banner-1')],
});
const draft = (title: string, savedAt = 1000, baseVersion = 3): LocalDraft => ({
  doc: doc(title),
  name: '首页',
  baseVersion,
  savedAt,
});

describe('draft store in IndexedDB', () => {
  it('keeps a draft per account and page across store instances', async () => {
    const a = idbDraftStore('test-drafts-1');
    await a.write(draftKey('alice', 1), draft('alice 1'));
    await a.write(draftKey('bob', 1), draft('bob 1'));
    const reopened = idbDraftStore('test-drafts-1');
    expect((await reopened.read(draftKey('alice', 1)))?.doc.settings.title).toBe('alice 1');
    expect((await reopened.read(draftKey('bob', 1)))?.doc.settings.title).toBe('bob 1');
    expect(await reopened.read(draftKey('alice', 2))).toBeUndefined();
    await reopened.remove(draftKey('alice', 1));
    expect(await a.read(draftKey('alice', 1))).toBeUndefined();
  });

  it('ignores a record it cannot read', async () => {
    await set(
      draftKey('carol', 1),
      { doc: { components: 'broken' }, savedAt: 'x' },
      createStore('test-drafts-2', 'drafts'),
    );
    expect(await idbDraftStore('test-drafts-2').read(draftKey('carol', 1))).toBeUndefined();
  });
});

describe('offering a local draft', () => {
  const server = { doc: doc('服务器'), name: '首页', version: 3, updatedAt: 2000 };
  it('offers a draft with changes made on the current version', () => {
    expect(offersRestore(draft('本地', 500, 3), server)).toBe(true);
  });
  it('offers a draft newer than the last save elsewhere', () => {
    expect(offersRestore(draft('本地', 3000, 2), server)).toBe(true);
  });
  it('does not offer an older draft made on an older version, nor one equal to the server', () => {
    expect(offersRestore(draft('本地', 1000, 2), server)).toBe(false);
    expect(offersRestore({ ...draft('服务器', 5000, 3) }, server)).toBe(false);
    expect(offersRestore(undefined, server)).toBe(false);
  });
});

describe('draft writer', () => {
  function slowStore() {
    const written: string[] = [];
    const releases: Array<() => void> = [];
    const store: DraftStore = {
      read: async () => undefined,
      remove: async () => undefined,
      write: (_key, d) =>
        new Promise<void>((resolve) => {
          releases.push(() => {
            written.push(d.doc.settings.title);
            resolve();
          });
        }),
    };
    return { store, written, releaseNext: () => releases.shift()?.() };
  }

  it('writes the first draft and then only the newest given meanwhile', async () => {
    const s = slowStore();
    const w = draftWriter(s.store, 'k');
    void w.write(draft('1'));
    void w.write(draft('2'));
    void w.write(draft('3'));
    s.releaseNext();
    await Promise.resolve();
    await new Promise<void>((r) => queueMicrotask(r));
    s.releaseNext();
    await w.flush();
    expect(s.written).toEqual(['1', '3']);
  });

  it('goes on writing after a failed write', async () => {
    let fail = true;
    const written: string[] = [];
    const w = draftWriter(
      {
        read: async () => undefined,
        remove: async () => undefined,
        write: async (_k, d) => {
          if (fail) throw new Error('quota');
          written.push(d.doc.settings.title);
        },
      },
      'k',
    );
    await expect(w.write(draft('a'))).rejects.toThrow('quota');
    fail = false;
    await w.write(draft('b'));
    expect(written).toEqual(['b']);
  });
});
