import type { Readable } from 'node:stream';
import { calls, envelopeSchema, MSG_EXTRA } from '@console/contracts';
import { GatewayError } from '@console/contracts/router';
import type { FastifyInstance } from 'fastify';
import { contextOf } from '../context.js';
import { sendGatewayError } from '../http/errors.js';
import { GATEWAY_MSG } from '../http/messages.js';
import type { UpstreamClient } from '../upstream/client.js';
import { envelopeError, malformedError, transportError } from '../upstream/errors.js';
import { apiPath } from './api-path.js';
import { byteLimit } from './limit-stream.js';

export interface UploadRoutesOptions {
  upstream: UpstreamClient;
  maxBytes: number;
  timeoutMs: number;
  defaultClientId: string;
}

/**
 * Upload pass-through: `/api/upload/images`, `/api/upload/file` and the editor server `/api/ueditor`. The
 * multipart body is streamed to the upstream untouched and capped at `maxBytes`; it is never buffered here.
 */
export async function uploadRoutes(app: FastifyInstance, o: UploadRoutesOptions) {
  // Keep multipart bodies as raw streams: they are forwarded, not parsed.
  app.addContentTypeParser('multipart/form-data', (_req, payload, done) => done(null, payload));

  const tooLarge = (length: string | undefined) => length !== undefined && Number(length) > o.maxBytes;
  // `pipe`, not `pipeline`: when the upstream cannot be reached undici destroys the body it was given, and that
  // must not destroy the browser's request too, or the browser sees a reset instead of the gateway's answer.
  const capped = (body: Readable) => body.pipe(byteLimit(o.maxBytes));

  for (const def of [calls.media.images, calls.media.file]) {
    const name = def === calls.media.images ? 'media.images' : 'media.file';
    app.post(apiPath(def.route), async (req, reply) => {
      if (!String(req.headers['content-type']).startsWith('multipart/form-data')) {
        return sendGatewayError(
          reply,
          new GatewayError('BAD_REQUEST', GATEWAY_MSG.multipartOnly, { kind: 'badInput', call: name }),
        );
      }
      if (tooLarge(req.headers['content-length'])) {
        return sendGatewayError(
          reply,
          new GatewayError('PAYLOAD_TOO_LARGE', MSG_EXTRA.uploadTooLarge, { kind: 'badInput', call: name }),
        );
      }
      const caller = contextOf(req, o.defaultClientId);
      const body = capped(req.body as Readable);
      try {
        const res = await o.upstream.raw(
          {
            call: name,
            method: 'POST',
            path: o.upstream.pathOf(def),
            query: {},
            body,
            headers: o.upstream.headers(caller, { 'content-type': String(req.headers['content-type']) }),
            timeoutMs: o.timeoutMs,
          },
          caller,
        );
        const env = envelopeSchema.safeParse(await res.body.json().catch(() => null));
        if (!env.success) return sendGatewayError(reply, malformedError(name, res.statusCode));
        if (env.data.code !== 1) return sendGatewayError(reply, envelopeError(env.data, name));
        const content = env.data.content;
        return { url: typeof content === 'string' ? content : (content as { url?: string }).url };
      } catch (err) {
        if (err instanceof Error && 'code' in err && err.code === 'TOO_LARGE') {
          // The rest of an oversized body is not worth reading: the connection ends with the answer.
          return sendGatewayError(
            reply.header('connection', 'close'),
            new GatewayError('PAYLOAD_TOO_LARGE', MSG_EXTRA.uploadTooLarge, { kind: 'badInput', call: name }),
          );
        }
        return sendGatewayError(reply, transportError(err, name));
      }
    });
  }

  // UEditor speaks its own protocol (`?action=config`, `?action=uploadimage`…): pass it through as is.
  const ueditor = calls.media.ueditor;
  const editorHandler = async (req: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => {
    const caller = contextOf(req, o.defaultClientId);
    const action = String((req.query as Record<string, unknown>).action ?? '');
    if (!/^[a-z]{1,30}$/.test(action)) {
      return sendGatewayError(
        reply,
        new GatewayError('BAD_REQUEST', GATEWAY_MSG.unknownEditorAction, { kind: 'badInput', call: 'media.ueditor' }),
      );
    }
    if (tooLarge(req.headers['content-length'])) {
      return sendGatewayError(
        reply,
        new GatewayError('PAYLOAD_TOO_LARGE', MSG_EXTRA.uploadTooLarge, { kind: 'badInput', call: 'media.ueditor' }),
      );
    }
    const isPost = req.method === 'POST';
    try {
      const res = await o.upstream.raw(
        {
          call: 'media.ueditor',
          method: isPost ? 'POST' : 'GET',
          path: o.upstream.pathOf(ueditor),
          query: { action },
          body: isPost ? capped(req.body as Readable) : undefined,
          headers: o.upstream.headers(caller, isPost ? { 'content-type': String(req.headers['content-type']) } : {}),
          timeoutMs: o.timeoutMs,
        },
        caller,
      );
      reply.status(res.statusCode).type(String(res.headers['content-type'] ?? 'application/json'));
      return reply.send(res.body);
    } catch (err) {
      return sendGatewayError(reply, transportError(err, 'media.ueditor'));
    }
  };
  app.get(apiPath(ueditor.route), editorHandler);
  app.post(apiPath(ueditor.route), editorHandler);
}
