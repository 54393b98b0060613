import type { CallGroups, Calls } from '@console/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { CredentialStore } from '../aliyun/credentials.js';
import type { Account } from '../state/accounts.js';
import type { BlobStore } from '../state/blobs.js';
import type { Shop, State } from '../state/index.js';
import type { Session } from '../state/sessions.js';

/** Fixed settings and services handlers use besides the state. */
export interface Env {
  /** The signing secret; also keys the admin impersonation links. */
  secret: string;
  bucket: string;
  region: string;
  credentials: CredentialStore;
  /** Objects of the OSS emulator (the image proxy serves them without a network round trip). */
  objects: BlobStore;
  /** What the poster image proxy may fetch besides this server's own files. */
  imageProxy: { allowPrivate: boolean; allowHosts: readonly string[] };
}

export interface CallContext {
  /**
   * The caller's shop: its accounts, roles, categories and every module's state (`xState.of(ctx)`). Reading it
   * in a public call (login and friends), which has no caller yet, throws the 401 answer.
   */
  readonly state: Shop;
  /** The whole fake upstream: sessions and the accounts of every shop, for the ways in. */
  readonly fake: State;
  readonly env: Env;
  /**
   * The caller's session and account. The dispatcher refuses calls that need them before a handler runs;
   * reading them in a public call (login and friends) throws the 401 answer.
   */
  readonly session: Session;
  readonly account: Account;
  /** The raw query, including what the gateway injects (clientType, type). */
  readonly query: Readonly<Record<string, string>>;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
  /** Where browsers reach this server; file URLs start with it. */
  readonly publicUrl: string;
  readonly now: number;
  /** The request's idempotency key (`Idempotency-Key`), when the caller sent one. */
  readonly idempotencyKey?: string;
}

export type HandlerFor<D> = D extends {
  input: infer I extends z.ZodType;
  output: infer O extends z.ZodType;
  transport: infer T;
}
  ? T extends 'trpc'
    ? (input: z.output<I>, ctx: CallContext) => z.input<O> | Promise<z.input<O>>
    : // Uploads, downloads and the image proxy answer with bytes, not an envelope: they send the reply.
      (input: z.output<I>, ctx: CallContext) => Promise<FastifyReply>
  : never;

/** One handler per call of some call groups, nested as they are (`{ clue: { list, … } }`). */
export type HandlersOf<G extends CallGroups> = { [D in keyof G]: { [K in keyof G[D]]: HandlerFor<G[D][K]> } };

/** Every call's handler, nested as the registry is; a missing one is a type error in its module. */
export type Handlers = HandlersOf<Calls>;

/** The injected clientType, when the gateway sent one. */
export function clientTypeOf(ctx: CallContext): number | undefined {
  const n = Number(ctx.query.clientType);
  return ctx.query.clientType !== undefined && Number.isInteger(n) ? n : undefined;
}
