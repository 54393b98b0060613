import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';

/**
 * /login with the sign-in form already drawn (login.html, written by the web build), unless the address signs an
 * administrator in as a customer (id, ss and tt: the app shows its progress instead of the form).
 */
export function isLoginShell(url: string): boolean {
  const { pathname, searchParams } = new URL(url, 'http://console');
  return pathname === '/login' && !['id', 'ss', 'tt'].every((key) => searchParams.get(key));
}

/**
 * Serves the built web app from the gateway's own origin. Hashed assets are cached for a year; every other
 * GET that is not an API path gets index.html, so that history-mode routes load on refresh, and /login gets
 * login.html when the build wrote one (isLoginShell). An API path that no route of its own matched is handed to
 * the not-found handler, which answers in that path's protocol.
 */
export const webRoutes: FastifyPluginAsync<{ root: string }> = async (app, { root }) => {
  if (!existsSync(join(root, 'index.html')))
    throw new Error(`WEB_ROOT ${root} has no index.html; run the web build first`);
  const loginShell = existsSync(join(root, 'login.html'));
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    setHeaders(res, path) {
      res.setHeader('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', (req, reply) => {
    const url = req.raw.url ?? '/';
    if (url.startsWith('/api/') || url.startsWith('/trpc')) return reply.callNotFound();
    const file = url.split('?')[0] ?? '/';
    if (file !== '/' && existsSync(join(root, file)) && !file.includes('..')) return reply.sendFile(file.slice(1));
    reply.header('cache-control', 'no-cache');
    return reply.sendFile(loginShell && isLoginShell(url) ? 'login.html' : 'index.html');
  });
};
