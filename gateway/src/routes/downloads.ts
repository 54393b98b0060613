import { type CallEntry, callList, envelopeSchema, fromQuery, type QueryValue, toQuery } from '@console/contracts';
import { fieldErrorsOf, GatewayError } from '@console/contracts/router';
import type { FastifyInstance } from 'fastify';
import { checkNeed } from '../access/enforce.js';
import type { WhoCallsResolver } from '../access/who-calls.js';
import { contextOf } from '../context.js';
import { sendGatewayError } from '../http/errors.js';
import type { UpstreamClient } from '../upstream/client.js';
import { envelopeError, malformedError, transportError } from '../upstream/errors.js';
import { apiPath } from './api-path.js';

export interface DownloadRoutesOptions {
  upstream: UpstreamClient;
  /** Who calls: an export needs its call's code (a list with phone numbers has a button code of its own). */
  who?: WhoCallsResolver;
  timeoutMs: number;
  defaultClientId: string;
}

const PASSED_HEADERS = ['content-type', 'content-length', 'content-disposition', 'last-modified', 'etag'] as const;

/**
 * File downloads (the clue export and the import-record export): the query is parsed by the call's schema,
 * signed and forwarded, and the file is streamed back with its name. An envelope instead of a file means the
 * upstream refused, and is mapped like any call.
 */
export async function downloadRoutes(app: FastifyInstance, o: DownloadRoutesOptions) {
  const downloads = callList.filter(
    (c): c is CallEntry & { def: { route: string } } => c.def.transport === 'download' && !!c.def.route,
  );
  for (const entry of downloads) {
    app.get(apiPath(entry.def.route), async (req, reply) => {
      const caller = contextOf(req, o.defaultClientId);
      if (o.who) {
        try {
          await checkNeed(o.who, entry.name, entry.need, caller, undefined);
        } catch (err) {
          if (err instanceof GatewayError) return sendGatewayError(reply, err);
          throw err;
        }
      }
      const parsed = entry.def.input.safeParse(fromQuery(entry.def.input, req.query as Record<string, string>));
      if (!parsed.success) {
        const fieldErrors = fieldErrorsOf(parsed.error.issues);
        return sendGatewayError(
          reply,
          new GatewayError('BAD_REQUEST', parsed.error.issues[0]?.message ?? '参数错误', {
            kind: 'badInput',
            fieldErrors,
            call: entry.name,
          }),
        );
      }
      const injected = toQuery(entry.def.injectQuery?.(caller.forward) ?? {});
      try {
        const res = await o.upstream.raw(
          {
            call: entry.name,
            method: 'GET',
            path: o.upstream.pathOf(entry.def),
            query: { ...toQuery(parsed.data as Record<string, QueryValue>), ...injected },
            headers: o.upstream.headers(caller),
            timeoutMs: o.timeoutMs,
          },
          caller,
        );
        const type = String(res.headers['content-type'] ?? '');
        if (type.includes('application/json')) {
          const env = envelopeSchema.safeParse(await res.body.json().catch(() => null));
          if (!env.success) return sendGatewayError(reply, malformedError(entry.name, res.statusCode));
          return sendGatewayError(reply, envelopeError(env.data, entry.name));
        }
        for (const h of PASSED_HEADERS) {
          const v = res.headers[h];
          if (v !== undefined) reply.header(h, v);
        }
        return reply.status(res.statusCode).send(res.body);
      } catch (err) {
        return sendGatewayError(reply, transportError(err, entry.name));
      }
    });
  }
}
