import { randomUUID } from 'node:crypto';
import { GatewayError } from '@console/contracts/router';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { guardOf } from './access/enforce.js';
import { grantsReadBy } from './access/grants-read.js';
import { MAX_TTL_MS, WhoCallsResolver } from './access/who-calls.js';
import type { GatewayOptions } from './config.js';
import { contextOf } from './context.js';
import { localiseFrameworkErrors, onClientError, onFrameworkError } from './http/errors.js';
import { localised } from './http/wording.js';
import { Lifecycle } from './lifecycle.js';
import { GatewayMetrics } from './metrics/metrics.js';
import { connectRedis } from './redis.js';
import { apiRoutes } from './routes/api.js';
import { API_PREFIX } from './routes/api-path.js';
import { opsRoutes } from './routes/ops.js';
import { webRoutes } from './routes/web.js';
import { securityHeaders } from './security/headers.js';
import { rateLimitedResolvers } from './security/rate-limits.js';
import { StsIssuer } from './sts/issuer.js';
import { uploadCredentials } from './sts/upload-credentials.js';
import { trpcRoutes } from './trpc/http.js';
import { buildProcedures, type LocalResolver, type ProcedureEntry } from './trpc/router.js';
import { UpstreamClient } from './upstream/client.js';

/** Credentials never reach the log: the session's headers, and payment secrets wherever an object carries them. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  '*.apiV3Key',
  '*.privateKey',
];

declare module 'fastify' {
  interface FastifyInstance {
    /** SIGTERM's work: readiness false, the drain delay, then close once in-flight requests are done. */
    shutdown(): Promise<void>;
  }
}

type Wrap = (name: string, resolve: ProcedureEntry['resolve']) => ProcedureEntry['resolve'];

/**
 * Times every procedure that got past its input parse and counts its successes; failures (a refused input
 * included) are counted by kind in `onError`, where tRPC reports every one of them, on either HTTP path.
 */
function measured(metrics: GatewayMetrics, inner: Wrap | undefined): Wrap {
  return (name, resolve) => {
    const run = inner ? inner(name, resolve) : resolve;
    return async (input, ctx, signal) => {
      const started = performance.now();
      try {
        const out = await run(input, ctx, signal);
        metrics.procedureCall(name, 'ok');
        metrics.procedureTime(name, (performance.now() - started) / 1000);
        return out;
      } catch (err) {
        metrics.procedureTime(name, (performance.now() - started) / 1000);
        throw err;
      }
    };
  };
}

/**
 * The gateway, as encapsulated plugins: tRPC procedures for every call of the registry under `/trpc`; under
 * `/api` the streaming routes (uploads, downloads, the poster image proxy) and the operator's routes (health,
 * readiness, metrics); the built web app at the root. Errors of every kind answer in Chinese with a kind.
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
    // Requests that reach a closing replica are served (their connection then closes), not refused with
    // Fastify's English 503: a proxy may have sent them a moment before it saw readiness turn false.
    return503OnClosing: false,
    frameworkErrors: onFrameworkError,
    clientErrorHandler: onClientError,
  });
  localiseFrameworkErrors(app);

  const lifecycle = new Lifecycle();
  app.decorate('shutdown', () => lifecycle.shutdown(app, options.shutdown.delayMs));
  // A callback hook, not an async one: it runs on every request, and a promise per request is not free.
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('x-request-id', req.id);
    if (!lifecycle.ready) reply.header('connection', 'close');
    done();
  });

  const metrics = options.metricsToken ? new GatewayMetrics(() => lifecycle.ready) : undefined;
  metrics?.install(app);
  const upstream = new UpstreamClient({
    upstreamUrl: options.upstreamUrl,
    secret: options.signSecret,
    algorithm: options.signAlgorithm,
    timeouts: options.timeouts,
    pool: options.pool,
    strictOutput: options.strictOutput,
    log: app.log,
    observe: metrics && ((call, outcome, seconds) => metrics.upstream(call, outcome, seconds)),
  });
  metrics?.watchPool(upstream.pool);
  let redis: Redis | undefined;
  app.addHook('onClose', async () => {
    await upstream.close();
    await redis?.quit();
  });
  if (options.redisUrl) redis = await connectRedis(options.redisUrl, app.log);

  const who = new WhoCallsResolver(upstream, { ttlMs: options.whoCallsTtlMs ?? MAX_TTL_MS, redis });
  metrics?.watchWhoCalls(who.stats);
  const local: Record<string, LocalResolver> = { 'session.resources': grantsReadBy(upstream, who) };
  if (options.oss) {
    const sts = new StsIssuer(options.oss);
    local['media.ossSign'] = (_input, caller, signal) => uploadCredentials(sts, who, caller, signal);
  }
  await securityHeaders(app, options);
  const limits = options.rateLimits
    ? await rateLimitedResolvers(app, options.rateLimits, { redis, keySecret: options.signSecret })
    : undefined;
  const wrap = metrics ? measured(metrics, limits) : limits;
  // Every procedure refuses what the session's roles do not grant before it reads the input or forwards anything.
  const { router, table } = buildProcedures(upstream, local, undefined, wrap, (entry) => guardOf(who, entry));
  await app.register(trpcRoutes, {
    prefix: '/trpc',
    router,
    table,
    adapter: options.trpcAdapter,
    createContext: (req) => contextOf(req, options.defaultClientId),
    onError({ error, path, ctx }) {
      if (metrics) {
        const worded = localised(error);
        metrics.procedureCall(
          path && table.has(path) ? path : 'unknown',
          worded instanceof GatewayError ? worded.info.kind : 'badInput',
        );
      }
      if (error.code === 'INTERNAL_SERVER_ERROR')
        app.log.error({ err: error, path, requestId: ctx?.requestId }, 'procedure failed');
      // The upstream unreachable or too slow: what an operator looks for first when pages fail.
      else if (error.code === 'SERVICE_UNAVAILABLE' || error.code === 'GATEWAY_TIMEOUT')
        app.log.warn({ path, requestId: ctx?.requestId, code: error.code }, 'upstream call failed');
    },
  });
  await app.register(opsRoutes, {
    prefix: API_PREFIX,
    lifecycle,
    metrics: metrics && options.metricsToken ? { registry: metrics.registry, token: options.metricsToken } : undefined,
  });
  await app.register(apiRoutes, {
    prefix: API_PREFIX,
    upstream,
    who,
    defaultClientId: options.defaultClientId,
    limits: options.limits,
    timeouts: options.timeouts,
    imageProxy: options.imageProxy,
  });
  if (options.webRoot) await app.register(webRoutes, { root: options.webRoot });
  return app;
}
