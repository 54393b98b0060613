import type { AppRouter } from '@console/contracts/router';
import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import type { TRPCClientErrorLike } from '@trpc/client';
import { useCallback, useRef } from 'react';
import type { PolicyMeta } from '../app/error-policy';
import { trpc } from '../app/trpc';

/**
 * One idempotency key per person's action, not per request: the same input sent again (a double click, a
 * retry after a network error) keeps the key, so the upstream answers it once; other input is another action
 * and gets a new key; once the action succeeded, the next one starts afresh.
 */
export class ActionKeys {
  private current: { input: string; key: string } | null = null;

  constructor(private readonly make: () => string = () => crypto.randomUUID()) {}

  keyFor(input: unknown): string {
    const text = JSON.stringify(input);
    if (this.current?.input !== text) this.current = { input: text, key: this.make() };
    return this.current.key;
  }

  /** The action is over (it succeeded, or the person closed its dialog). */
  done(): void {
    this.current = null;
  }
}

type Err = TRPCClientErrorLike<AppRouter>;
type Client = ReturnType<typeof trpc.useUtils>['client'];
export type IdempotentRun<I, O> = (client: Client, input: I, context: { idempotencyKey: string }) => Promise<O>;

/**
 * A money-moving call as a react-query mutation that carries its action's idempotency key:
 *
 *   const refund = useIdempotentMutation((c, input, context) => c.order.refund.mutate(input, { context }));
 *
 * `reset()` ends the action (a dialog closed); a success ends it too.
 */
export function useIdempotentMutation<I, O>(
  run: IdempotentRun<I, O>,
  meta?: PolicyMeta,
): UseMutationResult<O, Err, I> & { endAction: () => void } {
  const utils = trpc.useUtils();
  const keys = useRef(new ActionKeys());
  const mutation = useMutation<O, Err, I>({
    meta,
    mutationFn: (input) => run(utils.client, input, { idempotencyKey: keys.current.keyFor(input) }),
    onSuccess: () => keys.current.done(),
  });
  const endAction = useCallback(() => keys.current.done(), []);
  return Object.assign(mutation, { endAction });
}
