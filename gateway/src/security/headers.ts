import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { GatewayOptions } from '../config.js';

/** Origins the browser uploads to and loads media from: the OSS endpoint of the configuration. */
export function ossOrigins(oss: GatewayOptions['oss']): string[] {
  if (!oss) return [];
  if (oss.publicEndpoint) return [new URL(oss.publicEndpoint).origin];
  // ali-oss addresses a bucket by host: https://{bucket}.{region}.aliyuncs.com
  return [`https://${oss.bucket}.${oss.region}.aliyuncs.com`];
}

/** The Content-Security-Policy directives the console runs under. */
export function cspDirectives(o: Pick<GatewayOptions, 'oss' | 'csp'>): Record<string, string[]> {
  const oss = ossOrigins(o.oss);
  return {
    defaultSrc: ["'self'"],
    // Vite emits module scripts from /assets only: no inline script, no eval.
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    // antd styles with CSS-in-JS (runtime <style> tags and style attributes), and index.html has one <style>.
    styleSrc: ["'self'", "'unsafe-inline'"],
    // Images and media come from the OSS bucket and from rich content on the upstream's hosts (any https).
    imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...oss, ...o.csp.imgSrc],
    mediaSrc: ["'self'", 'blob:', 'https:', ...oss, ...o.csp.mediaSrc],
    // Direct uploads go to OSS (the configured endpoint, or Aliyun's when the upstream signs them).
    connectSrc: ["'self'", 'https://*.aliyuncs.com', ...oss, ...o.csp.connectSrc],
    fontSrc: ["'self'", 'data:'],
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/** What an API answer (JSON, a download) may do if a browser ever rendered it: nothing. */
export const API_CSP = { defaultSrc: ["'none'"], frameAncestors: ["'none'"] };

/** Paths whose answers are data, never a page: they carry the API policy. */
const isApi = (url: string) => url.startsWith('/trpc/') || url.startsWith('/api/');

/**
 * Security headers on every answer (helmet) with the console's Content-Security-Policy on pages and the short
 * API policy on data. `upgrade-insecure-requests` is left out: a local or intranet deployment over http would
 * otherwise have its own assets upgraded to an https that does not exist; HSTS covers deployments that are
 * https. Both header sets are built once: @fastify/helmet rebuilt them, directives parsed, on every request.
 */
export async function securityHeaders(app: FastifyInstance, o: Pick<GatewayOptions, 'oss' | 'csp'>) {
  const common: HelmetOptions = {
    // The console embeds nothing cross-origin that would send CORP headers; COEP would block OSS images.
    crossOriginEmbedderPolicy: false,
  };
  const page = helmet({ ...common, contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(o) } });
  const api = helmet({ ...common, contentSecurityPolicy: { useDefaults: false, directives: API_CSP } });
  app.addHook('onRequest', (request, reply, done) =>
    (isApi(request.url) ? api : page)(request.raw, reply.raw, () => done()),
  );
}
