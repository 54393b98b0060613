import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { webRoutes } from './web.js';

const roots: string[] = [];

/** A web root with index.html, and login.html when `withLogin`, served by the web routes alone. */
async function serve(withLogin: boolean) {
  const root = mkdtempSync(join(tmpdir(), 'gateway-web-'));
  roots.push(root);
  writeFileSync(join(root, 'index.html'), 'the app');
  if (withLogin) writeFileSync(join(root, 'login.html'), 'the app with the sign-in form drawn');
  const app = Fastify();
  await app.register(webRoutes, { root });
  return async (url: string) => (await app.inject({ method: 'GET', url })).body;
}

afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

describe('web routes', () => {
  it('answers /login with its drawn first HTML, except for an impersonation link', async () => {
    const get = await serve(true);
    expect(await get('/login')).toBe('the app with the sign-in form drawn');
    expect(await get('/login?redirect=%2Foverview%3Ftab%3Dorders')).toBe('the app with the sign-in form drawn');
    // Only all three of id, ss and tt make an impersonation link (spec §2); the app shows its progress then.
    expect(await get('/login?id=1&ss=2')).toBe('the app with the sign-in form drawn');
    expect(await get('/login?id=1&ss=2&tt=3')).toBe('the app');
    expect(await get('/login/other')).toBe('the app');
    expect(await get('/overview')).toBe('the app');
    expect(await get('/')).toBe('the app');
  });

  it('answers /login with index.html when the build wrote no login.html', async () => {
    const get = await serve(false);
    expect(await get('/login')).toBe('the app');
  });
});
