import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { pipeline } from 'node:stream';
import { calls, MSG_EXTRA } from '@console/contracts';
import { isPrivateAddress } from '@console/contracts/net';
import { GatewayError } from '@console/contracts/router';
import type { FastifyInstance } from 'fastify';
import { contextOf } from '../context.js';
import { sendGatewayError } from '../http/errors.js';
import type { UpstreamClient } from '../upstream/client.js';
import { transportError } from '../upstream/errors.js';
import { apiPath } from './api-path.js';
import { byteLimit } from './limit-stream.js';

export interface ImageProxyOptions {
  upstream: UpstreamClient;
  maxBytes: number;
  allowPrivate: boolean;
  allowHosts?: readonly string[];
  timeoutMs: number;
  defaultClientId: string;
}

/**
 * Checks a poster image address: http(s) only, and no host that resolves to a private address unless private
 * addresses are allowed or the host is listed (`host` or `host:port`). This refuses early, with the gateway's
 * message, what the gateway can see; the upstream's getImg fetches the image, so it is the upstream that must
 * check the address it connects to and every redirect (fake-upstream/src/handlers/image-fetch.ts does).
 */
export async function checkImageUrl(
  raw: string,
  allowPrivate: boolean,
  allowHosts: readonly string[] = [],
): Promise<URL | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (allowPrivate || allowHosts.includes(url.host) || allowHosts.includes(url.hostname)) return url;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  try {
    const addrs = isIP(host) ? [{ address: host }] : await lookup(host, { all: true });
    return addrs.some((a) => isPrivateAddress(a.address)) ? null : url;
  } catch {
    return null;
  }
}

/**
 * `GET /api/img?url=`: the poster image proxy, so that html2canvas draws same-origin, untainted images. The
 * address is checked here, fetched through the documented `/ajax/getImg`, and only images under the size cap
 * are passed back.
 */
export async function imageProxyRoute(app: FastifyInstance, o: ImageProxyOptions) {
  const def = calls.media.getImg;
  const refuse = (status: 'BAD_REQUEST' | 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE') =>
    new GatewayError(status, MSG_EXTRA.imageProxyRefused, { kind: 'badInput', call: 'media.getImg' });

  app.get(apiPath(def.route), async (req, reply) => {
    const raw = String((req.query as Record<string, unknown>).url ?? '');
    const url = await checkImageUrl(raw, o.allowPrivate, o.allowHosts);
    if (!url) return sendGatewayError(reply, refuse('BAD_REQUEST'));
    const caller = contextOf(req, o.defaultClientId);
    try {
      const res = await o.upstream.raw(
        {
          call: 'media.getImg',
          method: 'GET',
          path: o.upstream.pathOf(def),
          query: { url: url.toString() },
          headers: o.upstream.headers(caller),
          timeoutMs: o.timeoutMs,
        },
        caller,
      );
      const type = String(res.headers['content-type'] ?? '');
      if (res.statusCode !== 200 || !type.startsWith('image/')) {
        await res.body.dump();
        return sendGatewayError(reply, refuse('UNSUPPORTED_MEDIA_TYPE'));
      }
      if (Number(res.headers['content-length'] ?? 0) > o.maxBytes) {
        await res.body.dump();
        return sendGatewayError(reply, refuse('PAYLOAD_TOO_LARGE'));
      }
      reply.header('content-type', type).header('cache-control', 'private, max-age=300');
      return reply.send(pipeline(res.body, byteLimit(o.maxBytes), () => {}));
    } catch (err) {
      return sendGatewayError(reply, transportError(err, 'media.getImg'));
    }
  });
}
