import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { pipeline } from 'node:stream';
import { calls, MSG_EXTRA } from '@console/contracts';
import { GatewayError } from '@console/contracts/router';
import type { FastifyInstance } from 'fastify';
import { contextOf } from '../context.js';
import type { UpstreamClient } from '../upstream/client.js';
import { transportError } from '../upstream/errors.js';
import { sendGatewayError } from './http-errors.js';
import { byteLimit } from './limit-stream.js';

export interface ImageProxyOptions {
  upstream: UpstreamClient;
  maxBytes: number;
  allowPrivate: boolean;
  allowHosts?: readonly string[];
  timeoutMs: number;
  defaultClientId: string;
}

/** The IPv4 address an IPv6 address carries (mapped `::ffff:a.b.c.d`, compatible `::a.b.c.d`, NAT64), if any. */
function embeddedV4(ip: string): string | null {
  const l = ip.toLowerCase();
  const m = /^(?:::ffff:|::|64:ff9b::)(?:(\d+\.\d+\.\d+\.\d+)|([0-9a-f]{1,4}):([0-9a-f]{1,4}))$/.exec(l);
  if (!m) return null;
  if (m[1]) return m[1];
  const hi = Number.parseInt(m[2] as string, 16);
  const lo = Number.parseInt(m[3] as string, 16);
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
}

/** Loopback, private, link-local, CGNAT, multicast and unspecified ranges, IPv4 and IPv6. */
export function isPrivateAddress(ip: string): boolean {
  // URL parsing writes `[::ffff:127.0.0.1]` as `[::ffff:7f00:1]`: both forms must count as 127.0.0.1.
  const v4 = embeddedV4(ip) ?? ip;
  if (isIP(v4) === 4) {
    const [a = 0, b = 0] = v4.split('.').map(Number);
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      a >= 224
    );
  }
  const l = ip.toLowerCase();
  return l === '::' || l === '::1' || /^f[cd]/.test(l) || /^fe[89ab]/.test(l) || l.startsWith('ff');
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

  app.get(def.route as string, async (req, reply) => {
    const raw = String((req.query as Record<string, unknown>).url ?? '');
    const url = await checkImageUrl(raw, o.allowPrivate, o.allowHosts);
    if (!url) return sendGatewayError(reply, refuse('BAD_REQUEST'));
    const caller = contextOf(req, o.defaultClientId);
    try {
      const res = await o.upstream.raw(
        {
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
