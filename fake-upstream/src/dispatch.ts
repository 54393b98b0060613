import {
  allows,
  type CallEntry,
  CODE,
  callList,
  envelope,
  failure,
  fromQuery,
  grantSet,
  MSG_EXTRA,
} from '@console/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { UpstreamError, unauthorized } from './errors.js';
import type { CallContext, Env } from './kit/handlers.js';
import { defaultMessage, type RequestLog, type ScenarioStore } from './scenario.js';
import { SIGNING_KEYS, type SignatureVerifier } from './signature.js';
import type { Answer } from './state/idempotency.js';
import type { State } from './state/index.js';

/** Calls anyone may make: the ways in (their need is `public`). Every other call needs a session token. */
export const PUBLIC_CALLS = new Set(callList.filter((c) => c.need?.kind === 'public').map((c) => c.name));

/** UEditor reads its configuration with GET on the same path it posts uploads to. */
const ALSO_GET = new Set(['media.ueditor']);

type AnyHandler = (input: unknown, ctx: CallContext) => unknown;

export interface DispatchOptions {
  state: State;
  env: Env;
  verifier: SignatureVerifier;
  scenarios: ScenarioStore;
  requests: RequestLog;
  handlers: Readonly<Record<string, AnyHandler>>;
  /** Where browsers reach this server, when it differs from the Host a request came in on. */
  publicUrl?: string;
}

/** `/ajax/news/{id}` → `/ajax/news/:id` (find-my-way's syntax). */
export const routeOf = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** The session token of `Authorization: {"token":"…"}` (the form the gateway forwards). */
function tokenOf(req: FastifyRequest): string | null {
  const raw = req.headers.authorization;
  if (typeof raw !== 'string' || raw === '') return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && 'token' in parsed && typeof parsed.token === 'string')
      return parsed.token;
  } catch {
    // not JSON: no token
  }
  return null;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function stringQuery(q: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries((q ?? {}) as Record<string, unknown>)) {
    out[k] = Array.isArray(v) ? v.join(',') : String(v);
  }
  return out;
}

/**
 * Serves every call of the registry at its own method and path. A request goes through: the request log,
 * the signature check, the test's scenario (a forced code, a delay or a dropped connection), the session
 * check, what the call needs of the account's role (code 403 没有权限执行此操作 without it), the call's own
 * input schema, and then its handler; the answer is the `{code, msg, content}`
 * envelope, except for uploads, downloads and the image proxy, which answer bytes.
 */
export function registerCalls(app: FastifyInstance, o: DispatchOptions): void {
  for (const entry of callList) {
    const handler = o.handlers[entry.name];
    if (!handler) throw new Error(`fake upstream has no handler for ${entry.name}`);
    app.route({
      method: ALSO_GET.has(entry.name) ? [entry.def.method, 'GET'] : entry.def.method,
      url: routeOf(entry.def.path),
      handler: (req, reply) => serve(entry, handler, req, reply, o),
    });
  }
}

async function serve(
  entry: CallEntry,
  handler: AnyHandler,
  req: FastifyRequest,
  reply: FastifyReply,
  o: DispatchOptions,
): Promise<unknown> {
  const { def, name } = entry;
  const path = req.url.split('?')[0] ?? req.url;
  const query = stringQuery(req.query);
  const isJson = typeof req.body === 'object' && req.body !== null && !isStream(req.body);
  const logged = o.requests.add({
    method: req.method,
    path,
    call: name,
    query,
    body: isJson ? req.body : undefined,
    time: new Date(o.state.now()).toISOString(),
  });

  const refusal = o.verifier.verify({ method: req.method, path, query, jsonBody: isJson ? req.body : undefined });
  if (refusal) return reply.send(failure(0, refusal));

  const token = tokenOf(req);
  const session = token ? o.state.sessions.get(token) : undefined;
  const account = session ? o.state.accounts.get(session.accountId) : undefined;

  const outcome = o.scenarios.take([name, def.path, path], account?.shopId);
  if (outcome?.kind === 'drop') {
    req.raw.socket.destroy();
    return reply;
  }
  if (outcome?.kind === 'delay') await sleep(outcome.ms);
  if (outcome?.kind === 'hold') await o.scenarios.hold();
  if (outcome?.kind === 'code') return reply.send(failure(outcome.code, outcome.msg ?? defaultMessage(outcome.code)));
  if (outcome?.kind === 'content') return reply.send(envelope(outcome.content));

  if (!PUBLIC_CALLS.has(name) && (!session || !account)) return reply.send(failure(401, unauthorized().message));
  // What the call needs of the account's role as it is now (permissions/needs.ts), as the real API is assumed to.
  if (account && entry.need?.kind === 'code' && !allows(grantSet(o.state.shopOf(account).grants(account)), entry.need))
    return reply.send(failure(CODE.forbidden, MSG_EXTRA.forbidden));

  const own: Record<string, string> = {};
  for (const [k, v] of Object.entries(query)) if (!SIGNING_KEYS.has(k)) own[k] = v;
  const params = fromQuery(def.input, req.params as Record<string, string>);
  const raw =
    def.method === 'GET' || def.method === 'DELETE' || def.transport !== 'trpc'
      ? { ...fromQuery(def.input, own), ...params }
      : { ...(isJson ? (req.body as Record<string, unknown>) : {}), ...params };
  const parsed = def.input.safeParse(raw);
  if (!parsed.success) return reply.send(failure(0, parsed.error.issues[0]?.message ?? '参数错误'));

  const idempotencyKey = def.changes ? keyOf(req) : undefined;
  if (idempotencyKey !== undefined) logged.key = idempotencyKey;
  const publicUrl = o.publicUrl ?? `${req.protocol}://${req.host}`;
  const shop = account ? o.state.shopOf(account) : undefined;
  const ctx: CallContext = {
    get state() {
      if (!shop) throw unauthorized();
      return shop;
    },
    fake: o.state,
    env: o.env,
    get session() {
      if (!session) throw unauthorized();
      return session;
    },
    get account() {
      if (!account) throw unauthorized();
      return account;
    },
    query,
    request: req,
    reply,
    publicUrl,
    now: o.state.now(),
    idempotencyKey,
  };

  if (def.transport !== 'trpc') {
    try {
      logged.acted = true;
      await handler(parsed.data, ctx);
      return reply;
    } catch (err) {
      return sendFailure(err, req, reply, name);
    }
  }
  const run = async (): Promise<Answer> => {
    logged.acted = true;
    try {
      return envelope((await handler(parsed.data, ctx)) ?? null);
    } catch (err) {
      if (err instanceof UpstreamError) return failure(err.code, err.message);
      throw err;
    }
  };
  // A repeated key of the same account and call gets the first answer; the handler runs once.
  const answer =
    idempotencyKey === undefined
      ? run()
      : o.state.idempotency.answer(`${account?.id}:${name}:${idempotencyKey}`, JSON.stringify(parsed.data), run);
  if (answer === 'mismatch') return reply.send(failure(0, '同一操作的请求内容不一致，请刷新后重试'));
  try {
    const sent = await answer;
    if (outcome?.kind === 'dropAfter') {
      req.raw.socket.destroy();
      return reply;
    }
    return reply.send(sent);
  } catch (err) {
    return sendFailure(err, req, reply, name);
  }
}

function sendFailure(err: unknown, req: FastifyRequest, reply: FastifyReply, call: string) {
  if (err instanceof UpstreamError) return reply.send(failure(err.code, err.message));
  req.log.error({ err, call }, 'fake upstream handler failed');
  return reply.status(500).send(failure(500, '服务器内部错误'));
}

/** The request's `Idempotency-Key`, when it is one a client would make (a UUID or similar). */
function keyOf(req: FastifyRequest): string | undefined {
  const v = req.headers['idempotency-key'];
  return typeof v === 'string' && /^[\w-]{8,128}$/.test(v) ? v : undefined;
}

function isStream(body: object): boolean {
  return typeof (body as { pipe?: unknown }).pipe === 'function';
}
