import { type LookupAddress, lookup } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPrivateAddress } from '@console/contracts/net';

/** Which image addresses the poster proxy (`GET /ajax/getImg`) may fetch. */
export interface ImageFetchPolicy {
  /** Fetch loopback and private addresses too (a development server on one machine). */
  allowPrivate: boolean;
  /** `host` or `host:port` entries fetched whatever they resolve to. */
  allowHosts: readonly string[];
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
}

export type RefusalReason = 'scheme' | 'address' | 'redirects' | 'status' | 'type' | 'size' | 'network';

export class ImageRefused extends Error {
  constructor(readonly reason: RefusalReason) {
    super(`image refused: ${reason}`);
  }
}

/**
 * Resolves a host and refuses private addresses at connection time: the address checked is the address
 * connected to, so a name that resolves differently on a second lookup (DNS rebinding) gains nothing.
 */
function guardedLookup(allowed: boolean): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 0);
      if (!allowed && (addresses.length === 0 || addresses.some((a) => isPrivateAddress(a.address))))
        return callback(new ImageRefused('address'), '', 0);
      // Node asks for every address when it races IPv4 and IPv6 (autoSelectFamily), else for one.
      if ((options as { all?: boolean }).all) return (callback as unknown as AllCallback)(null, addresses);
      const first = addresses[0] as LookupAddress;
      callback(null, first.address, first.family);
    });
  };
}
type AllCallback = (err: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void;

function get(url: URL, policy: ImageFetchPolicy, allowed: boolean): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(url, { method: 'GET', lookup: guardedLookup(allowed), timeout: policy.timeoutMs }, resolve);
    req.on('timeout', () => req.destroy(new ImageRefused('network')));
    req.on('error', (err) => reject(err instanceof ImageRefused ? err : new ImageRefused('network')));
    req.end();
  });
}

async function readCapped(res: IncomingMessage, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res) {
    size += (chunk as Buffer).length;
    if (size > max) {
      res.destroy();
      throw new ImageRefused('size');
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Fetches a poster image the way an image proxy must: http(s) only, no private address unless allowed, and
 * redirects followed by hand so that every hop gets the same checks as the first (a public address that
 * redirects to 169.254.169.254 is refused). Only images under the size cap come back.
 */
export async function fetchImage(start: URL, policy: ImageFetchPolicy): Promise<{ type: string; body: Buffer }> {
  let url = start;
  for (let hop = 0; hop <= policy.maxRedirects; hop++) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ImageRefused('scheme');
    const allowed =
      policy.allowPrivate || policy.allowHosts.includes(url.host) || policy.allowHosts.includes(url.hostname);
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    // An address written out is connected to without a lookup, so it is checked here.
    if (!allowed && isIP(literal) && isPrivateAddress(literal)) throw new ImageRefused('address');
    const res = await get(url, policy, allowed);
    const status = res.statusCode ?? 0;
    if (status >= 300 && status < 400 && res.headers.location) {
      res.resume();
      url = new URL(res.headers.location, url);
      continue;
    }
    const type = String(res.headers['content-type'] ?? '');
    if (status !== 200 || !type.startsWith('image/')) {
      res.resume();
      throw new ImageRefused(status !== 200 ? 'status' : 'type');
    }
    if (Number(res.headers['content-length'] ?? 0) > policy.maxBytes) {
      res.destroy();
      throw new ImageRefused('size');
    }
    return { type, body: await readCapped(res, policy.maxBytes) };
  }
  throw new ImageRefused('redirects');
}
