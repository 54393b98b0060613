import { createHash, timingSafeEqual } from 'node:crypto';
import { GatewayError } from '@console/contracts/router';
import type { FastifyPluginAsync } from 'fastify';
import { sendGatewayError } from '../http/errors.js';
import { GATEWAY_MSG } from '../http/messages.js';
import type { Lifecycle } from '../lifecycle.js';
import type { GatewayMetrics } from '../metrics/metrics.js';

export interface OpsRoutesOptions {
  lifecycle: Lifecycle;
  /** With a token: `/api/metrics` answers to `Authorization: Bearer {token}` only. */
  metrics?: { registry: GatewayMetrics['registry']; token: string };
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * What an operator and a proxy ask, under `/api`: health (the process is alive), readiness (send it new
 * requests: false from the moment it starts draining) and the Prometheus metrics.
 */
export const opsRoutes: FastifyPluginAsync<OpsRoutesOptions> = async (scope, o) => {
  scope.get('/health', async () => ({ ok: true }));
  scope.get('/ready', async (_req, reply) => {
    if (o.lifecycle.ready) return { ready: true };
    return reply.status(503).send({ ready: false, message: GATEWAY_MSG.stopping, kind: 'network' });
  });

  const metrics = o.metrics;
  if (!metrics) return;
  const expected = digest(`Bearer ${metrics.token}`);
  scope.get('/metrics', async (req, reply) => {
    // Digests of equal length, compared in constant time: the answer's timing says nothing of the token.
    if (!timingSafeEqual(digest(String(req.headers.authorization ?? '')), expected)) {
      return sendGatewayError(
        reply,
        new GatewayError('UNAUTHORIZED', GATEWAY_MSG.metricsToken, { kind: 'unauthorized' }),
      );
    }
    reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store');
    return metrics.registry.metrics();
  });
};
