import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
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

/**
 * Security headers on every answer (@fastify/helmet) with the console's Content-Security-Policy.
 * `upgrade-insecure-requests` is left out: a local or intranet deployment over http would otherwise have its
 * own assets upgraded to an https that does not exist; HSTS covers deployments that are https.
 */
export async function securityHeaders(app: FastifyInstance, o: Pick<GatewayOptions, 'oss' | 'csp'>) {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(o) },
    // The console embeds nothing cross-origin that would send CORP headers; COEP would block OSS images.
    crossOriginEmbedderPolicy: false,
  });
}
