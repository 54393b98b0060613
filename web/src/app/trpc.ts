import type { AppRouter } from '@console/contracts/router';
import { httpBatchLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { clientId } from '../session/storage';
import { getSession } from '../session/store';

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

export function createTrpcClient() {
  return trpc.createClient({
    links: [httpBatchLink({ url: '/trpc', headers: gatewayHeaders })],
  });
}
