import type { AppRouter } from '@console/contracts/router';
import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import type { TRPCClientErrorLike } from '@trpc/client';
import { useCallback, useRef } from 'react';
import { ActionKeyBook, outcomeUnknown } from '../app/action-keys';
import type { PolicyMeta } from '../app/error-policy';
import { trpc } from '../app/trpc';

type Err = TRPCClientErrorLike<AppRouter>;
type Client = ReturnType<typeof trpc.useUtils>['client'];
export type IdempotentRun<I, O> = (client: Client, input: I, context: { idempotencyKey: string }) => Promise<O>;

/** The one action a dialog's mutation runs: its calls share the key book's policy under this name. */
const DIALOG_ACTION = 'dialog';

/**
 * A money-moving call as a react-query mutation that carries its action's idempotency key:
 *
 *   const refund = useIdempotentMutation((c, input, context) => c.order.refund.mutate(input, { context }));
 *
 * The policy is every mutation's (app/action-keys.ts): the same input keeps its key until an answer comes (a
 * success or a refusal: a refusal replayed after the balance changed would be wrong), a lost answer keeps it for
 * the retry; and the dialog's own book makes `endAction()` (the dialog closed) end it too.
 */
export function useIdempotentMutation<I, O>(
  run: IdempotentRun<I, O>,
  meta?: PolicyMeta,
): UseMutationResult<O, Err, I> & { endAction: () => void } {
  const utils = trpc.useUtils();
  const keys = useRef(new ActionKeyBook());
  const mutation = useMutation<O, Err, I>({
    meta,
    mutationFn: (input) => run(utils.client, input, { idempotencyKey: keys.current.keyFor(DIALOG_ACTION, input) }),
    onSettled: (_out, error, input) =>
      keys.current.settle(DIALOG_ACTION, input, error === null || !outcomeUnknown(error)),
  });
  const endAction = useCallback(() => keys.current.clear(), []);
  return Object.assign(mutation, { endAction });
}
