import { randomUUID } from 'node:crypto';
import type { AppRouter } from '@console/contracts/router';
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance } from 'fastify';
import type { GatewayOptions } from './config.js';
import { contextOf } from './context.js';
import { downloadRoutes } from './routes/downloads.js';
import { imageProxyRoute } from './routes/image-proxy.js';
import { uploadRoutes } from './routes/uploads.js';
import { webRoutes } from './routes/web.js';
import { StsIssuer } from './sts/issuer.js';
import { buildRouter, type LocalResolver } from './trpc/router.js';
import { UpstreamClient } from './upstream/client.js';

const REQUEST_ID = /^[\w-]{8,64}$/;

/** Log redaction: the browser's token and anything secret never reach the logs. */
const REDACT = ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization'];

/**
 * The gateway: tRPC procedures for every call of the registry at `/trpc`, streaming `/api/` routes for
 * uploads, downloads and the poster image proxy, STS credentials, and the built web app.
 */
export async function buildServer(options: GatewayOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { ...(options.logger === true ? {} : options.logger), redact: REDACT },
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 5000 },
  });
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
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
  const router = buildRouter(upstream, local);

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router,
      createContext: ({ req }) => contextOf(req, options.defaultClientId),
      onError({ error, path, ctx }) {
        if (error.code === 'INTERNAL_SERVER_ERROR')
          app.log.error({ err: error, path, requestId: ctx?.requestId }, 'procedure failed');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
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
      timeoutMs: options.timeouts.callMs,
    });
  });

  if (options.webRoot) await webRoutes(app, options.webRoot);
  return app;
}
