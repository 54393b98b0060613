import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RAM, type Stack, startStack } from '../support/stack.js';

/**
 * Security headers (helmet) on every answer of the gateway: the web app, tRPC and the /api routes; pages
 * with a Content-Security-Policy that lets the console load its own scripts only, style itself (antd writes
 * inline styles), and reach the configured OSS endpoint for uploads, images and media. That the console
 * actually runs under it is checked in Chromium (tests/e2e/xss.e2e.ts counts CSP violations).
 */
const OSS_PUBLIC = 'http://oss.local.test:9000';
let stack: Stack;
let webRoot = '';

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'web-root-'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>console</title>');
  stack = await startStack({
    gateway: (upstreamUrl) => ({
      webRoot,
      oss: {
        roleArn: 'acs:ram::1:role/upload',
        accessKeyId: RAM.accessKeyId,
        accessKeySecret: RAM.accessKeySecret,
        bucket: 'console-media',
        region: 'oss-cn-beijing',
        stsEndpoint: `${upstreamUrl}/sts`,
        publicEndpoint: `${OSS_PUBLIC}/some/path`,
        pathStyle: true,
        tenantPrefix: 'console',
        durationSeconds: 900,
      },
    }),
  });
});
afterAll(async () => {
  await stack.close();
  rmSync(webRoot, { recursive: true, force: true });
});

function policy(header: string | null): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out.set(name, values);
  }
  return out;
}

describe('security headers', () => {
  it.each(['/', '/overview', '/api/health', '/trpc/home.indexData', '/trpc/no.such'])('on %s', async (path) => {
    const res = await fetch(stack.gatewayUrl + path);
    const h = res.headers;
    expect(h.get('x-content-type-options')).toBe('nosniff');
    expect(h.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(h.get('referrer-policy')).toBe('no-referrer');
    expect(h.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(h.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(h.get('x-powered-by')).toBeNull();
    expect(h.get('content-security-policy')).toBeTruthy();
  });

  it.each(['/api/health', '/trpc/home.indexData', '/trpc/no.such'])(
    'data from %s carries the API policy',
    async (path) => {
      const csp = policy((await fetch(stack.gatewayUrl + path)).headers.get('content-security-policy'));
      expect(Object.fromEntries(csp)).toEqual({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });
    },
  );

  it('a Content-Security-Policy the console works under, and no more', async () => {
    const csp = policy((await fetch(`${stack.gatewayUrl}/`)).headers.get('content-security-policy'));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    // antd's CSS-in-JS
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    // uploads, images and media from the configured OSS endpoint
    for (const d of ['img-src', 'connect-src', 'media-src']) expect(csp.get(d), d).toContain(OSS_PUBLIC);
    const all = [...csp.values()].flat();
    expect(all).not.toContain("'unsafe-eval'");
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });
});
