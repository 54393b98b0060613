import type { Mutation, MutationCache } from '@tanstack/react-query';

/** Whether an error is the kind a handler throws on purpose: a form's failed validation (antd's errorFields). */
function expected(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'errorFields' in error;
}

/** Settles when every one of `mutations` has settled (none is pending). */
function allSettled(cache: MutationCache, mutations: Mutation<unknown, unknown, unknown, unknown>[]): Promise<void> {
  const pending = () => mutations.some((m) => m.state.status === 'pending');
  if (!pending()) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = cache.subscribe(() => {
      if (pending()) return;
      stop();
      resolve();
    });
  });
}

/**
 * Runs a person's action and settles when all of it has: the handler's own promise (a confirmation, a
 * validation, a call it awaits) and every call it started, awaited or not (`save.mutate(values)` in a click
 * handler, `form.submit()` whose onFinish mutates once validation has passed). Calls are seen as they are made
 * in react-query's mutation cache from the click until the handler has settled and the job it queued has run
 * (a macrotask boundary, not a delay: a validation resolves in microtasks). `onBusy` is told once there is
 * something to wait for (a promise, a call), so a plain click (a link, a cancel) never flashes a spinner. It never rejects: a refused call
 * was told by the error policy, a failed validation by its fields; anything else is a defect and is reported.
 */
export async function runAction(
  cache: MutationCache | undefined,
  handler: () => unknown,
  onBusy: () => void = () => {},
): Promise<void> {
  const started: Mutation<unknown, unknown, unknown, unknown>[] = [];
  const stop = cache?.subscribe((event) => {
    if (event.type !== 'added') return;
    if (started.length === 0) onBusy();
    started.push(event.mutation);
  });
  try {
    const result = handler();
    if (isThenable(result)) {
      onBusy();
      await result;
    }
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
  } catch (error) {
    if (!expected(error) && !isCallError(error)) console.error(error);
  } finally {
    stop?.();
  }
  if (cache) await allSettled(cache, started);
}

/** A call's error (tRPC's client error): the error policy has shown it already. */
function isCallError(error: unknown): boolean {
  return error instanceof Error && error.name === 'TRPCClientError';
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
}
