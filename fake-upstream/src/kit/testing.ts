import { UpstreamError } from '../errors.js';
import { State, type StateOptions } from '../state/index.js';
import type { CallContext } from './handlers.js';

/**
 * A fresh state whose clock stands still at `now`, so seeded dates and what handlers stamp compare exactly;
 * `options` adds seed sizes or categories.
 */
export function testState(now: number, options: Partial<StateOptions> = {}): State {
  return new State({ now: () => now, filesCapBytes: 1024, bucket: 'console-media', ...options });
}

/**
 * What the dispatcher hands a handler, for calling handlers directly: account `accountId` signed in at `now`.
 * The request only logs (some handlers do); the env and reply are empty, as handlers under test use neither.
 */
export function callContext(state: State, now: number, accountId = 1): CallContext {
  const account = state.accounts.get(accountId);
  if (!account) throw new Error(`no account ${accountId}`);
  return {
    state: state.shopOf(account),
    fake: state,
    env: {} as CallContext['env'],
    session: state.sessions.issue(accountId),
    account,
    query: {},
    request: { log: { info: () => undefined } } as unknown as CallContext['request'],
    reply: {} as CallContext['reply'],
    publicUrl: 'http://fake',
    now,
  };
}

/**
 * The message of the broken business rule (code 0) `fn` throws, for a test to compare; any other error, or none,
 * fails the test.
 */
export function businessError(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    return messageOf(err);
  }
  throw new Error('expected a business error');
}

/** `businessError` for handlers that answer with a promise. */
export async function businessErrorAsync(fn: () => Promise<unknown>): Promise<string> {
  try {
    await fn();
  } catch (err) {
    return messageOf(err);
  }
  throw new Error('expected a business error');
}

function messageOf(err: unknown): string {
  if (err instanceof UpstreamError && err.code === 0) return err.message;
  throw err;
}
