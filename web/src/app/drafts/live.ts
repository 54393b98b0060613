/**
 * The open forms that are writing drafts now, in this tab and in the other tabs of this browser. Drafts are keyed
 * per account, shop, route and record, so two tabs on the same record share one; a draft carries its writer's
 * id, and a form offers a draft only when that writer is gone (a reload, a closed or crashed tab, a form left).
 * Another tab's writer is seen through the Web Locks API: each open form holds a lock named after its id, which
 * the browser releases when the tab goes away, however it goes.
 */
export interface LiveWriters {
  /** This form is open and may write drafts under `id`; the returned function is called when it closes. */
  hold(id: string): () => void;
  /** Whether the form that wrote under `id` is still open, in this tab or another. */
  isLive(id: string): Promise<boolean>;
}

const LOCK_PREFIX = 'console-draft-writer:';

/**
 * Writers seen in this tab and, where the browser has them, through `locks` across tabs. Without Web Locks (an
 * insecure origin) another tab's writer counts as gone: its draft is offered, as before writers were known.
 */
export function liveWriters(locks: LockManager | undefined = globalThis.navigator?.locks): LiveWriters {
  const here = new Set<string>();
  return {
    hold(id) {
      here.add(id);
      let release: (() => void) | undefined;
      let released = false;
      if (locks) {
        void locks
          .request(
            LOCK_PREFIX + id,
            () =>
              new Promise<void>((resolve) => {
                release = resolve;
                if (released) resolve();
              }),
          )
          .catch(() => undefined);
      }
      return () => {
        here.delete(id);
        released = true;
        release?.();
      };
    },
    async isLive(id) {
      if (here.has(id)) return true;
      if (!locks) return false;
      try {
        const { held = [] } = await locks.query();
        return held.some((l) => l.name === LOCK_PREFIX + id);
      } catch {
        return false;
      }
    },
  };
}

/** A new writer id: unique across tabs, so one tab's form never takes another's draft for its own. */
export const newWriterId = (): string => crypto.randomUUID();
