import type { Socket } from 'node:net';
import type { GatewayError } from '@console/contracts/router';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { getErrorShape } from '@trpc/server/unstable-core-do-not-import';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { t } from '../trpc/router.js';
import { GATEWAY_MSG } from './messages.js';
import { fastifyError } from './wording.js';

/** The JSON the `/api/` routes answer on failure: the same classification tRPC errors carry. */
export function sendGatewayError(reply: FastifyReply, err: GatewayError) {
  return reply.status(getHTTPStatusCodeFromError(err)).send({ message: err.message, ...err.info });
}

const isTrpc = (url: string) => url === '/trpc' || url.startsWith('/trpc/') || url.startsWith('/trpc?');

/** Answers in the protocol of the path: tRPC's error shape under `/trpc`, the `/api/` JSON elsewhere. */
export function sendError(req: FastifyRequest, reply: FastifyReply, err: GatewayError) {
  if (!isTrpc(req.url)) return sendGatewayError(reply, err);
  const shape = getErrorShape({
    config: t._config,
    error: err,
    type: 'unknown',
    path: undefined,
    input: undefined,
    ctx: undefined,
  });
  return reply
    .status(getHTTPStatusCodeFromError(err))
    .header('content-type', 'application/json')
    .send({ error: shape });
}

/** Every answer Fastify itself would give in English: errors, unknown paths, bad URLs, malformed HTTP. */
export function localiseFrameworkErrors(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if ((err.statusCode ?? 500) >= 500) req.log.error({ err }, 'request failed');
    return sendError(req, reply, fastifyError(err));
  });
  app.setNotFoundHandler((req, reply) => sendError(req, reply, fastifyError({ statusCode: 404 } as FastifyError)));
}

/** Fastify's `frameworkErrors`: a URL it cannot decode, a parameter over its length. */
export function onFrameworkError(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  return sendError(req, reply, fastifyError(err));
}

/** Fastify's `clientErrorHandler`: HTTP that does not parse never reaches a route, so it is answered here. */
export function onClientError(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message, kind] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout', GATEWAY_MSG.requestTimeout, 'timeout']
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', GATEWAY_MSG.headersTooLarge, 'badInput']
        : [400, 'Bad Request', GATEWAY_MSG.badRequest, 'badInput'];
  const body = Buffer.from(JSON.stringify({ message, kind }));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${body.length}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n',
    );
    socket.write(body);
  }
  socket.destroy(err);
}
