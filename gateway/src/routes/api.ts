import type { FastifyPluginAsync } from 'fastify';
import type { WhoCallsResolver } from '../access/who-calls.js';
import type { UpstreamClient } from '../upstream/client.js';
import { downloadRoutes } from './downloads.js';
import { imageProxyRoute } from './image-proxy.js';
import { uploadRoutes } from './uploads.js';

export interface ApiRoutesOptions {
  upstream: UpstreamClient;
  /** Who calls: downloads need their call's code, as procedures do. */
  who?: WhoCallsResolver;
  defaultClientId: string;
  limits: { uploadBytes: number; imageProxyBytes: number };
  timeouts: { callMs: number; downloadMs: number };
  imageProxy: { allowPrivate: boolean; allowHosts?: readonly string[] };
}

/**
 * The streaming routes, registered under `/api`: uploads and the editor server, the clue downloads, the
 * poster image proxy. Encapsulated, so the multipart pass-through parser applies to these routes only.
 */
export const apiRoutes: FastifyPluginAsync<ApiRoutesOptions> = async (scope, o) => {
  const common = { upstream: o.upstream, defaultClientId: o.defaultClientId };
  await uploadRoutes(scope, { ...common, maxBytes: o.limits.uploadBytes, timeoutMs: o.timeouts.downloadMs });
  await downloadRoutes(scope, { ...common, who: o.who, timeoutMs: o.timeouts.downloadMs });
  await imageProxyRoute(scope, {
    ...common,
    maxBytes: o.limits.imageProxyBytes,
    allowPrivate: o.imageProxy.allowPrivate,
    allowHosts: o.imageProxy.allowHosts,
    timeoutMs: o.timeouts.callMs,
  });
};
