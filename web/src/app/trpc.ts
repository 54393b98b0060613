import type { AppRouter } from '@console/contracts/router';
import { httpBatchLink, httpLink, splitLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { clientId } from '../session/storage';
import { getSession } from '../session/store';
import { actionKeyLink } from './action-keys';

/** Typed hooks for every gateway procedure (`{domain}.{name}` of the contracts registry). */
export const trpc = createTRPCReact<AppRouter>();

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

/** What the gateway reads from the browser: the upstream token, the client id and the edition. */
export function gatewayHeaders(): Record<string, string> {
  const session = getSession();
  const headers: Record<string, string> = { 'X-Client-Id': clientId() };
  if (session) {
    headers.Authorization = `Bearer ${session.token}`;
    headers['X-Product-Id'] = String(session.productId);
  }
  return headers;
}

/** The idempotency key a call carries in its context (`{ context: { idempotencyKey } }`), if any. */
const keyOf = (context: Record<string, unknown>) =>
  typeof context.idempotencyKey === 'string' ? context.idempotencyKey : undefined;

/**
 * Reads are batched; every call that changes state carries its action's `Idempotency-Key` (actionKeyLink) and
 * goes alone, so a key never stands for more than one call.
 */
export function createTrpcClient() {
  return trpc.createClient({
    links: [
      actionKeyLink(),
      splitLink({
        condition: (op) => keyOf(op.context) !== undefined,
        true: httpLink({
          url: '/trpc',
          headers: ({ op }) => ({ ...gatewayHeaders(), 'Idempotency-Key': keyOf(op.context) as string }),
        }),
        false: httpBatchLink({ url: '/trpc', headers: gatewayHeaders }),
      }),
    ],
  });
}
