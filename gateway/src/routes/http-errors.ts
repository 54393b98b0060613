import type { GatewayError } from '@console/contracts/router';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyReply } from 'fastify';

/** The JSON the `/api/` routes answer on failure: the same classification tRPC errors carry. */
export function sendGatewayError(reply: FastifyReply, err: GatewayError) {
  return reply.status(getHTTPStatusCodeFromError(err)).send({ message: err.message, ...err.info });
}
