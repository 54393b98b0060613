import { signingNonce, signingParams, signRequest } from '@console/contracts';
import replyFrom from '@fastify/reply-from';
import Fastify from 'fastify';

/**
 * The reference of the gateway benchmark: a bare @fastify/reply-from proxy that signs and forwards one
 * upstream path, with no validation, no envelope mapping and no tRPC.
 */
const upstream = process.env.UPSTREAM_URL ?? 'http://127.0.0.1:8081';
const secret = process.env.SIGN_SECRET ?? 'dev-secret-change-me';
const app = Fastify({ logger: false });
await app.register(replyFrom, { base: upstream, undici: { connections: 128, pipelining: 1 } });

app.get('/proxy/*', (req, reply) => {
  const path = `/${(req.params as { '*': string })['*']}`;
  const query: Record<string, string> = Object.fromEntries(new URL(req.url, 'http://x').searchParams);
  const nonce = signingNonce();
  const params = { ...query, random: nonce.random, timestamp: String(nonce.timestamp), clientId: 'bench-proxy' };
  const sign = signRequest({ method: 'GET', path, params: signingParams(params), secret });
  const token = String(req.headers.authorization ?? '').replace(/^Bearer /, '');
  return reply.from(`${path}?${new URLSearchParams({ ...params, sign })}`, {
    rewriteRequestHeaders: (_req, headers) => ({ ...headers, authorization: JSON.stringify({ token }) }),
  });
});
app.get('/__health', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT ?? 8090), host: '127.0.0.1' });
