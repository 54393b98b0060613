import type { AppRouter, GatewayContext } from '@console/contracts/router';
import { type FastifyTRPCPluginOptions, fastifyRequestHandler, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import {
  defaultTransformer,
  getErrorShape,
  getHTTPStatusCode,
  getTRPCErrorFromUnknown,
  TRPCError,
  transformTRPCResponse,
} from '@trpc/server/unstable-core-do-not-import';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { Cancellation, type CancelSignal } from '../upstream/cancel.js';
import type { ProcedureEntry } from './router.js';

export interface TrpcHttpOptions {
  router: AppRouter;
  table: ReadonlyMap<string, ProcedureEntry>;
  createContext: (req: FastifyRequest) => GatewayContext;
  onError: (o: { error: TRPCError; path: string | undefined; ctx: GatewayContext | undefined }) => void;
  /** 'stock' registers tRPC's own Fastify plugin instead (benchmarks and differential tests). */
  adapter: 'lean' | 'stock';
}

type TrpcOptions = FastifyTRPCPluginOptions<AppRouter>['trpcOptions'];

/** A request the lean path can answer: every part of it well-formed, in the shape the tRPC links send. */
interface LeanRequest {
  isBatch: boolean;
  type: 'query' | 'mutation';
  calls: Array<{ path: string; entry: ProcedureEntry; raw: unknown }>;
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && !Array.isArray(v) && typeof v === 'object';

/**
 * What tRPC's `getAcceptHeader` decides; a JSON-lines (streaming) request goes to the stock adapter.
 */
function wantsJsonLines(req: FastifyRequest): boolean {
  const trpcAccept = req.headers['trpc-accept'];
  if (trpcAccept !== undefined) return trpcAccept === 'application/jsonl';
  const accept = req.headers.accept;
  return typeof accept === 'string' && accept.split(',').some((t) => t.trim() === 'application/jsonl');
}

/**
 * Reads a request the way tRPC's JSON content-type handler reads it, or answers null whenever the request is
 * anything else (HEAD, another content type, streaming, connection params, an unknown path, a method that
 * does not fit the procedure, input that is not valid JSON, escaped characters in the path). Null sends the
 * request to tRPC's own adapter, so every unusual case keeps tRPC's exact behaviour and error.
 */
function leanRequest(req: FastifyRequest, table: ReadonlyMap<string, ProcedureEntry>): LeanRequest | null {
  const method = req.method;
  if (method !== 'GET' && method !== 'POST') return null;
  const contentType = req.headers['content-type'];
  if (method === 'POST' || contentType !== undefined) {
    if (typeof contentType !== 'string' || !contentType.startsWith('application/json')) return null;
  }
  if (wantsJsonLines(req)) return null;

  const url = req.url;
  const q = url.indexOf('?');
  const pathPart = q < 0 ? url : url.slice(0, q);
  // tRPC decodes the path once more after Fastify did; without escapes both are the identity.
  if (pathPart.includes('%')) return null;
  const search = new URLSearchParams(q < 0 ? '' : url.slice(q + 1));
  if (search.has('connectionParams')) return null;
  const isBatch = search.get('batch') === '1';
  const path = (req.params as { path: string }).path;
  const paths = isBatch ? path.split(',') : [path];

  let type: LeanRequest['type'] | undefined;
  const entries: ProcedureEntry[] = [];
  for (const p of paths) {
    const entry = table.get(p);
    if (!entry || (type !== undefined && entry.type !== type)) return null;
    type = entry.type;
    entries.push(entry);
  }
  if (type === undefined || (type === 'query' ? method !== 'GET' : method !== 'POST')) return null;

  let inputs: unknown;
  try {
    if (method === 'GET') {
      const text = search.get('input');
      if (text) inputs = JSON.parse(text);
    } else if (req.body !== undefined && req.body !== '') {
      // No body is a mutation without input (tRPC's client sends none for a call like 发送测试提醒).
      if (typeof req.body !== 'string') return null;
      inputs = JSON.parse(req.body);
    }
  } catch {
    return null;
  }
  if (isBatch && inputs !== undefined && !isObject(inputs)) return null;
  const rawAt = (i: number): unknown =>
    inputs === undefined ? undefined : isBatch ? (inputs as Record<number, unknown>)[i] : inputs;
  return {
    isBatch,
    type,
    calls: entries.map((entry, i) => ({ path: paths[i] as string, entry, raw: rawAt(i) })),
  };
}

/**
 * Runs one procedure as tRPC does: its guard, then the input parse (failing is BAD_REQUEST with the parse error
 * as cause), then the resolver.
 */
async function runCall(
  entry: ProcedureEntry,
  raw: unknown,
  ctx: GatewayContext,
  signal: CancelSignal,
): Promise<[TRPCError, undefined] | [undefined, unknown]> {
  try {
    if (entry.guard) await entry.guard(ctx, signal);
    let input: unknown;
    try {
      input = await entry.parse(raw);
    } catch (cause) {
      throw new TRPCError({ code: 'BAD_REQUEST', cause });
    }
    return [undefined, await entry.resolve(input, ctx, signal)];
  } catch (cause) {
    return [getTRPCErrorFromUnknown(cause), undefined];
  }
}

/**
 * `/trpc/*`: tRPC's HTTP protocol (queries by GET with `?input=`, mutations by POST with a JSON body, batches
 * as `a,b?batch=1` with inputs keyed by index) answered directly from the procedure table, with tRPC's own
 * error shape, status rules and error formatter. The stock adapter builds a Fetch Request, an AbortSignal
 * that fires on every response close, and a Response it then streams back; that costs more than the upstream
 * call it wraps. Anything the lean path does not read is handed to the stock adapter unchanged, so the wire
 * protocol is tRPC's in every case (trpc/http.test.ts compares both on every outcome). An encapsulated
 * plugin: registered under the `/trpc` prefix, its body parsers apply to its routes only.
 */
export const trpcRoutes: FastifyPluginAsync<TrpcHttpOptions> = async (scope, o) => {
  const config = o.router._def._config;
  // With tRPC's default transformer the response is its own JSON; skip the copy transformTRPCResponse makes.
  const identityOutput = config.transformer === defaultTransformer;
  const trpcOptions: TrpcOptions = {
    router: o.router,
    createContext: ({ req }) => o.createContext(req),
    onError: ({ error, path, ctx }) => o.onError({ error, path, ctx }),
  };

  if (o.adapter === 'stock') {
    await scope.register(fastifyTRPCPlugin, { trpcOptions });
    return;
  }

  const stock = (req: FastifyRequest, reply: FastifyReply) =>
    fastifyRequestHandler({ ...trpcOptions, req, res: reply, path: (req.params as { path: string }).path });

  const lean = async (req: FastifyRequest, reply: FastifyReply) => {
    const plan = leanRequest(req, o.table);
    if (!plan) return stock(req, reply);
    const ctx = o.createContext(req);
    // Cancels the upstream calls when the browser goes away before the answer, as tRPC's request signal does.
    const cancel = new Cancellation();
    const raw = reply.raw;
    raw.once('close', () => {
      if (!raw.writableFinished) cancel.abort();
    });
    const settled = await Promise.all(plan.calls.map((c) => runCall(c.entry, c.raw, ctx, cancel)));
    const items = settled.map(([error, data], i) => {
      if (!error) return { result: { data } };
      const call = plan.calls[i] as LeanRequest['calls'][number];
      o.onError({ error, path: call.path, ctx });
      return {
        error: getErrorShape({ config, ctx, error, input: call.raw, path: call.path, type: plan.type }),
      };
    });
    const body = plan.isBatch ? items : items[0];
    return (
      reply
        .code(getHTTPStatusCode(items))
        .header('vary', 'trpc-accept, accept')
        .header('content-type', 'application/json')
        // A Buffer: Fastify sends it as is, with no content-type parsing and no charset added (as tRPC's own).
        .send(Buffer.from(JSON.stringify(identityOutput ? body : transformTRPCResponse(config, body as never))))
    );
  };

  // The stock plugin's body handling: JSON arrives as text (tRPC parses it), multipart passes through.
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  scope.removeContentTypeParser('multipart/form-data');
  scope.addContentTypeParser('multipart/form-data', {}, (_req, body, done) => done(null, body));
  scope.all('/:path', lean);
};
