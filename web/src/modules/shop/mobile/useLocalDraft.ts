import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Design } from './design-state';
import { type DraftStore, draftKey, draftWriter, idbDraftStore, type LocalDraft, offersRestore } from './draft-store';

/** Where IndexedDB cannot open (some private windows), every call fails and the designer says so. */
const unavailable: DraftStore = {
  read: () => Promise.reject(new Error('IndexedDB unavailable')),
  write: () => Promise.reject(new Error('IndexedDB unavailable')),
  remove: () => Promise.reject(new Error('IndexedDB unavailable')),
};

let defaultStore: DraftStore | null = null;
const store = () => {
  if (!defaultStore) {
    try {
      defaultStore = idbDraftStore();
    } catch {
      defaultStore = unavailable;
    }
  }
  return defaultStore;
};

/**
 * Keeps the design in IndexedDB after every change that differs from what the server has, and finds a
 * kept one worth offering when the page opens. `failed` says when this browser cannot keep drafts (a private
 * window without IndexedDB), so the person knows to save.
 */
export function useLocalDraft(p: {
  account: string;
  pageId: number;
  present: Design;
  saved: Design;
  version: number;
  serverUpdatedAt: number;
}) {
  const key = draftKey(p.account, p.pageId);
  const writer = useMemo(() => draftWriter(store(), key), [key]);
  const [offer, setOffer] = useState<LocalDraft | null>(null);
  const [failed, setFailed] = useState(false);
  /** The design as it is now is in IndexedDB. */
  const [kept, setKept] = useState(false);
  const server = useRef({ design: p.saved, version: p.version, updatedAt: p.serverUpdatedAt });

  // Once per page: is there a kept draft newer than the server's?
  useEffect(() => {
    let live = true;
    const s = server.current;
    store()
      .read(key)
      .then((local) => {
        if (!live) return;
        if (
          offersRestore(local, { doc: s.design.doc, name: s.design.name, version: s.version, updatedAt: s.updatedAt })
        )
          setOffer(local);
        else if (local) void store().remove(key);
      })
      .catch(() => setFailed(true));
    return () => {
      live = false;
    };
  }, [key]);

  const { present, saved, version } = p;
  const wrote = useRef(false);
  useEffect(() => {
    if (present === saved) {
      // Undone back to what the server has: a kept copy would offer nothing new.
      if (wrote.current) {
        wrote.current = false;
        void writer
          .flush()
          .then(() => store().remove(key))
          .catch(() => undefined);
      }
      return;
    }
    wrote.current = true;
    setKept(false);
    let current = true;
    writer
      .write({ doc: present.doc, name: present.name, baseVersion: version, savedAt: Date.now() })
      .then(() => {
        setFailed(false);
        if (current) setKept(true);
      })
      .catch(() => setFailed(true));
    return () => {
      current = false;
    };
  }, [present, saved, version, writer, key]);

  /** The offer answered (恢复 or 放弃). */
  const settle = useCallback(() => setOffer(null), []);
  /** The server has the design now (or the person chose to drop theirs): the kept copy goes. */
  const drop = useCallback(async () => {
    await writer.flush().catch(() => undefined);
    await store()
      .remove(key)
      .catch(() => undefined);
  }, [writer, key]);
  return { offer, failed, kept, settle, drop };
}
