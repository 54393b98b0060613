import { isIP } from 'node:net';

/**
 * Which addresses a server-side fetch of a user-given URL may not reach: one definition for the gateway's image
 * proxy and the fake upstream's image fetch, so that a range added for one guards both. Node only
 * (`@console/contracts/net`); the browser bundle never imports it.
 */

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
