import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream';
import { calls, envelopeSchema, MSG_EXTRA } from '@console/contracts';
import { GatewayError } from '@console/contracts/router';
import type { FastifyInstance } from 'fastify';
import { contextOf } from '../context.js';
import type { UpstreamClient } from '../upstream/client.js';
import { envelopeError, malformedError, transportError } from '../upstream/errors.js';
import { sendGatewayError } from './http-errors.js';
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

  for (const def of [calls.media.images, calls.media.file]) {
    const name = def === calls.media.images ? 'media.images' : 'media.file';
    app.post(def.route as string, async (req, reply) => {
      if (!String(req.headers['content-type']).startsWith('multipart/form-data')) {
        return sendGatewayError(
          reply,
          new GatewayError('BAD_REQUEST', '请使用 multipart/form-data 上传', { kind: 'badInput', call: name }),
        );
      }
      if (tooLarge(req.headers['content-length'])) {
        return sendGatewayError(
          reply,
          new GatewayError('PAYLOAD_TOO_LARGE', MSG_EXTRA.uploadTooLarge, { kind: 'badInput', call: name }),
        );
      }
      const caller = contextOf(req, o.defaultClientId);
      const body = pipeline(req.body as Readable, byteLimit(o.maxBytes), () => {});
      try {
        const res = await o.upstream.raw(
          {
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
          return sendGatewayError(
            reply,
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
        new GatewayError('BAD_REQUEST', '未知的编辑器操作', { kind: 'badInput', call: 'media.ueditor' }),
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
          method: isPost ? 'POST' : 'GET',
          path: o.upstream.pathOf(ueditor),
          query: { action },
          body: isPost ? pipeline(req.body as Readable, byteLimit(o.maxBytes), () => {}) : undefined,
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
  app.get(ueditor.route as string, editorHandler);
  app.post(ueditor.route as string, editorHandler);
}
