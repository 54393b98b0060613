import { randomUUID } from 'node:crypto';
import {
  type CallDef,
  type CallEntry,
  type ErrorKind,
  envelopeSchema,
  type ForwardContext,
  fillPath,
  pathParams,
  type QueryValue,
  type SignAlgorithm,
  toQuery,
} from '@console/contracts';
import { GatewayError } from '@console/contracts/router';
import type { FastifyBaseLogger } from 'fastify';
import { type Dispatcher, Pool } from 'undici';
import { GATEWAY_MSG } from '../http/messages.js';
import type { CancelSignal } from './cancel.js';
import { dispatchText, type TextResponse } from './dispatch-text.js';
import { envelopeError, malformedError, transportError } from './errors.js';
import { queryString, signedParams, signedQuery } from './signer.js';

export interface Caller {
  requestId: string;
  token: string | null;
  clientId: string;
  forward: ForwardContext;
  /** The browser's key for this action; every call that changes state carries it (or a fresh one) upstream. */
  idempotencyKey?: string;
  /** The browser's address (for rate limits); never forwarded. */
  ip?: string;
}

export interface UpstreamClientOptions {
  upstreamUrl: string;
  secret: string;
  algorithm: SignAlgorithm;
  timeouts: { callMs: number; downloadMs: number };
  pool: { connections: number; pipelining: number };
  strictOutput: boolean;
  log: FastifyBaseLogger;
  /** Told how every upstream request ended and how long it took (the metrics). */
  observe?: (call: string, outcome: 'ok' | ErrorKind, seconds: number) => void;
}

/** What a forwarded request needs besides the call itself. */
export interface RawRequest {
  /** The call's name in the registry, for the metrics. */
  call: string;
  method: CallDef['method'];
  path: string;
  query: Record<string, string>;
  headers?: Record<string, string>;
  body?: Dispatcher.DispatchOptions['body'];
  jsonBody?: unknown;
  timeoutMs: number;
  signal?: AbortSignal;
}

/**
 * Signs and forwards calls over one keep-alive pool. `call` returns the typed content of a success envelope
 * or throws a GatewayError classified as docs/ARCHITECTURE.md ("Errors, end to end") says; `raw` is the streaming form for uploads and
 * downloads.
 */
export class UpstreamClient {
  readonly pool: Pool;
  private readonly basePath: string;

  constructor(private readonly options: UpstreamClientOptions) {
    const url = new URL(options.upstreamUrl);
    this.basePath = url.pathname.replace(/\/$/, '');
    this.pool = new Pool(url.origin, {
      connections: options.pool.connections,
      pipelining: options.pool.pipelining,
      keepAliveTimeout: 30_000,
      keepAliveMaxTimeout: 60_000,
    });
  }

  /** Splits input into path parameters and the rest, and places the rest in the query or a JSON body. */
  private prepare(def: CallDef, input: unknown, caller: Caller) {
    const values = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
    const plan = planOf(def);
    let rest: Record<string, unknown> = values;
    let path = plan.path;
    if (plan.pathParams.length > 0) {
      rest = {};
      for (const k of Object.keys(values)) if (!plan.pathParams.includes(k)) rest[k] = values[k];
      path = fillPath(def.path, values);
    }
    path = this.basePath + path;
    const injected = def.injectQuery ? toQuery(def.injectQuery(caller.forward)) : undefined;
    if (!plan.inQuery) return { path, query: injected ?? {}, jsonBody: rest };
    const query = toQuery(rest as Record<string, QueryValue>);
    if (injected) Object.assign(query, injected);
    return { path, query, jsonBody: undefined };
  }

  headers(caller: Caller, extra: Record<string, string> = {}): Record<string, string> {
    // Identity headers last: nothing passed in can stand in for the gateway's request id or token.
    const h: Record<string, string> = { ...extra, 'x-request-id': caller.requestId };
    if (caller.token) h.authorization = JSON.stringify({ token: caller.token });
    return h;
  }

  async call(entry: CallEntry, input: unknown, caller: Caller, signal?: CancelSignal): Promise<unknown> {
    const { def, name } = entry;
    const { path, query, jsonBody } = this.prepare(def, input, caller);
    const body = jsonBody === undefined ? undefined : JSON.stringify(jsonBody);
    const headers = this.headers(caller, body === undefined ? {} : { 'content-type': 'application/json' });
    // One key per action: the browser's, so that its retries are answered once; without one, this request's own.
    if (def.changes) headers['idempotency-key'] = caller.idempotencyKey ?? randomUUID();
    const params = signedParams({
      method: def.method,
      path,
      query,
      jsonBody,
      clientId: caller.clientId,
      secret: this.options.secret,
      algorithm: this.options.algorithm,
    });
    const observe = this.options.observe;
    const started = observe ? performance.now() : 0;
    const failed = (err: GatewayError) => {
      observe?.(name, err.info.kind, (performance.now() - started) / 1000);
      return err;
    };
    let res: TextResponse;
    try {
      res = await dispatchText(this.pool, {
        method: def.method,
        path: `${path}?${queryString(params)}`,
        headers,
        body,
        timeoutMs: Math.min(def.timeoutMs, this.options.timeouts.callMs),
        signal,
      });
    } catch (err) {
      throw failed(transportError(err, name));
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(res.text);
    } catch {
      throw failed(malformedError(name, res.statusCode));
    }
    const env = envelopeSchema.safeParse(parsed);
    if (!env.success) throw failed(malformedError(name, res.statusCode));
    if (env.data.code !== 1) throw failed(envelopeError(env.data, name));
    const out = def.output.safeParse(env.data.content);
    if (out.success || !this.options.strictOutput) observe?.(name, 'ok', (performance.now() - started) / 1000);
    if (out.success) return out.data;
    if (this.options.strictOutput) {
      throw failed(
        new GatewayError('INTERNAL_SERVER_ERROR', GATEWAY_MSG.badOutput(name), { kind: 'badOutput', call: name }),
      );
    }
    // The real upstream is the authority on its own shapes: log and pass it on.
    this.options.log.warn({ call: name, issues: out.error.issues.slice(0, 5) }, 'upstream content mismatch');
    return env.data.content;
  }

  /** A signed request with no interpretation of the answer (streams for uploads and downloads). */
  async raw(req: RawRequest, caller: Pick<Caller, 'clientId'>): Promise<Dispatcher.ResponseData> {
    const query = signedQuery({
      method: req.method,
      path: req.path,
      query: req.query,
      jsonBody: req.jsonBody,
      clientId: caller.clientId,
      secret: this.options.secret,
      algorithm: this.options.algorithm,
    });
    const observe = this.options.observe;
    const started = observe ? performance.now() : 0;
    try {
      const res = await this.pool.request({
        method: req.method,
        path: `${req.path}?${query.toString()}`,
        headers: req.headers,
        body: req.body,
        headersTimeout: req.timeoutMs,
        bodyTimeout: req.timeoutMs,
        signal: req.signal,
      });
      observe?.(req.call, 'ok', (performance.now() - started) / 1000);
      return res;
    } catch (err) {
      observe?.(req.call, transportError(err, req.call).info.kind, (performance.now() - started) / 1000);
      throw err;
    }
  }

  pathOf(def: CallDef, values: Record<string, unknown> = {}): string {
    return this.basePath + fillPath(def.path, values);
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}

interface CallPlan {
  path: string;
  pathParams: readonly string[];
  inQuery: boolean;
}

/** What `prepare` needs of a call that does not change between requests, worked out once per call. */
const plans = new WeakMap<CallDef, CallPlan>();
function planOf(def: CallDef): CallPlan {
  let plan = plans.get(def);
  if (!plan) {
    plan = {
      path: def.path,
      pathParams: pathParams(def.path),
      inQuery: def.method === 'GET' || def.method === 'DELETE',
    };
    plans.set(def, plan);
  }
  return plan;
}
