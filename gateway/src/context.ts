import { EDITIONS, type Edition } from '@console/contracts';
import type { GatewayContext } from '@console/contracts/router';
import type { FastifyRequest } from 'fastify';

const CLIENT_ID = /^[\w-]{8,64}$/;
const IDEMPOTENCY_KEY = /^[\w-]{8,128}$/;

/** Spec section 4: PRODUCT_ID is 1, 2 or 3; without one the mini-program edition (2) applies. */
function productIdOf(header: unknown): Edition {
  const n = Number(header);
  return (EDITIONS as readonly number[]).includes(n) ? (n as Edition) : 2;
}

/**
 * What the gateway takes from the browser: the upstream token (`Authorization: Bearer …`), the browser's
 * client id, its edition and the idempotency key of a money-moving action, plus its address for the rate
 * limits. Nothing else of the browser's headers reaches the upstream.
 */
export function contextOf(req: FastifyRequest, defaultClientId: string): GatewayContext & { ip: string } {
  const auth = req.headers.authorization;
  const token = typeof auth === 'string' && auth.startsWith('Bearer ') ? auth.slice(7).trim() || null : null;
  const cid = req.headers['x-client-id'];
  const key = req.headers['idempotency-key'];
  return {
    requestId: req.id,
    token,
    clientId: typeof cid === 'string' && CLIENT_ID.test(cid) ? cid : defaultClientId,
    forward: { productId: productIdOf(req.headers['x-product-id']) },
    idempotencyKey: typeof key === 'string' && IDEMPOTENCY_KEY.test(key) ? key : undefined,
    ip: req.ip,
  };
}
