import { describe, expect, it } from 'vitest';
import { liveWriters } from './live';

/** A browser's lock manager shared by its tabs: a lock is held while its callback's promise is pending. */
function fakeLocks(): LockManager {
  const held = new Set<string>();
  return {
    async request(name: string, ...rest: unknown[]) {
      const cb = rest[rest.length - 1] as () => Promise<unknown>;
      held.add(name);
      try {
        return await cb();
      } finally {
        held.delete(name);
      }
    },
    query: async () => ({ held: [...held].map((name) => ({ name, mode: 'exclusive' as const })), pending: [] }),
  } as unknown as LockManager;
}

describe('live draft writers', () => {
  it('a form open in one tab is live for another tab until it closes', async () => {
    const locks = fakeLocks();
    const tabA = liveWriters(locks);
    const tabB = liveWriters(locks);
    const release = tabA.hold('w-1');
    expect(await tabA.isLive('w-1')).toBe(true);
    expect(await tabB.isLive('w-1')).toBe(true);
    expect(await tabB.isLive('w-2')).toBe(false);
    release();
    await new Promise((r) => setTimeout(r, 0));
    expect(await tabA.isLive('w-1')).toBe(false);
    expect(await tabB.isLive('w-1')).toBe(false);
  });

  it('without Web Locks, a writer of this tab is still known and another tab’s counts as gone', async () => {
    const here = liveWriters(undefined);
    const release = here.hold('w-3');
    expect(await here.isLive('w-3')).toBe(true);
    expect(await liveWriters(undefined).isLive('w-3')).toBe(false);
    release();
    expect(await here.isLive('w-3')).toBe(false);
  });
});
