import type { AppRouter } from '@console/contracts/router';
import { createTRPCClient, httpBatchLink, httpLink, TRPCClientError } from '@trpc/client';

export interface ClientOptions {
  token?: string | null;
  productId?: 1 | 2 | 3;
  clientId?: string;
  batch?: boolean;
  /** The `Idempotency-Key` each request carries (what the web sends per action), if any. */
  key?: () => string | undefined;
}

/** A typed tRPC client for the gateway, as the web uses it, with the same identity headers. */
export function gatewayClient(baseUrl: string, o: ClientOptions = {}) {
  const headers = () => {
    const h: Record<string, string> = {};
    if (o.token) h.authorization = `Bearer ${o.token}`;
    if (o.productId) h['x-product-id'] = String(o.productId);
    if (o.clientId) h['x-client-id'] = o.clientId;
    const key = o.key?.();
    if (key) h['idempotency-key'] = key;
    return h;
  };
  const link =
    (o.batch ?? false)
      ? httpBatchLink({ url: `${baseUrl}/trpc`, headers })
      : httpLink({ url: `${baseUrl}/trpc`, headers });
  return createTRPCClient<AppRouter>({ links: [link] });
}
export type GatewayClient = ReturnType<typeof gatewayClient>;

export type GatewayClientError = TRPCClientError<AppRouter>;

/** Runs a call expected to fail and returns its error for assertions. */
export async function failure(p: Promise<unknown>): Promise<GatewayClientError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof TRPCClientError) return err as GatewayClientError;
    throw err;
  }
  throw new Error('expected the call to fail');
}
