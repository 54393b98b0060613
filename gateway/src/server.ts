import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { GatewayOptions } from './config.js';
import { contextOf } from './context.js';
import { downloadRoutes } from './routes/downloads.js';
import { imageProxyRoute } from './routes/image-proxy.js';
import { uploadRoutes } from './routes/uploads.js';
import { webRoutes } from './routes/web.js';
import { securityHeaders } from './security/headers.js';
import { rateLimitedResolvers } from './security/rate-limits.js';
import { StsIssuer } from './sts/issuer.js';
import { trpcRoutes } from './trpc/http.js';
import { buildProcedures, type LocalResolver } from './trpc/router.js';
import { UpstreamClient } from './upstream/client.js';

/** Log redaction: the browser's token and anything secret never reach the logs. */
/** Credentials never reach the log: the session's headers, and payment secrets wherever an object carries them. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  '*.apiV3Key',
  '*.privateKey',
];

/**
 * The gateway: tRPC procedures for every call of the registry at `/trpc`, streaming `/api/` routes for
 * uploads, downloads and the poster image proxy, STS credentials, and the built web app.
 */
export async function buildServer(options: GatewayOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { ...(options.logger === true ? {} : options.logger), redact: REDACT },
    // The gateway names every request itself: the id travels upstream as x-request-id, so the browser must not
    // choose it (an identity header, like the token and the client id, is the gateway's to set).
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: options.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 5000 },
  });
  // A callback hook, not an async one: it runs on every request, and a promise per request is not free.
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('x-request-id', req.id);
    done();
  });

  const upstream = new UpstreamClient({
    upstreamUrl: options.upstreamUrl,
    secret: options.signSecret,
    algorithm: options.signAlgorithm,
    timeouts: options.timeouts,
    pool: options.pool,
    strictOutput: options.strictOutput,
    log: app.log,
  });
  app.addHook('onClose', async () => upstream.close());

  const local: Record<string, LocalResolver> = {};
  if (options.oss) {
    const sts = new StsIssuer(options.oss);
    local['media.ossSign'] = () => sts.issue();
  }
  await securityHeaders(app, options);
  const wrap = options.rateLimits ? await rateLimitedResolvers(app, options.rateLimits) : undefined;
  const { router, table } = buildProcedures(upstream, local, undefined, wrap);
  await trpcRoutes(app, {
    router,
    table,
    adapter: options.trpcAdapter,
    createContext: (req) => contextOf(req, options.defaultClientId),
    onError({ error, path, ctx }) {
      if (error.code === 'INTERNAL_SERVER_ERROR')
        app.log.error({ err: error, path, requestId: ctx?.requestId }, 'procedure failed');
      // The upstream unreachable or too slow: what an operator looks for first when pages fail.
      else if (error.code === 'SERVICE_UNAVAILABLE' || error.code === 'GATEWAY_TIMEOUT')
        app.log.warn({ path, requestId: ctx?.requestId, code: error.code }, 'upstream call failed');
    },
  });

  const common = { upstream, defaultClientId: options.defaultClientId };
  await app.register(async (api) => {
    api.get('/api/health', async () => ({ ok: true }));
    await uploadRoutes(api, {
      ...common,
      maxBytes: options.limits.uploadBytes,
      timeoutMs: options.timeouts.downloadMs,
    });
    await downloadRoutes(api, { ...common, timeoutMs: options.timeouts.downloadMs });
    await imageProxyRoute(api, {
      ...common,
      maxBytes: options.limits.imageProxyBytes,
      allowPrivate: options.imageProxy.allowPrivate,
      allowHosts: options.imageProxy.allowHosts,
      timeoutMs: options.timeouts.callMs,
    });
  });

  if (options.webRoot) await webRoutes(app, options.webRoot);
  return app;
}
