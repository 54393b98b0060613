import type { Calls } from '@console/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { CredentialStore } from '../aliyun/credentials.js';
import type { Account } from '../state/accounts.js';
import type { BlobStore } from '../state/blobs.js';
import type { State } from '../state/index.js';
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
  readonly state: State;
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
}

type HandlerFor<D> = D extends {
  input: infer I extends z.ZodType;
  output: infer O extends z.ZodType;
  transport: infer T;
}
  ? T extends 'trpc'
    ? (input: z.output<I>, ctx: CallContext) => z.input<O> | Promise<z.input<O>>
    : // Uploads, downloads and the image proxy answer with bytes, not an envelope: they send the reply.
      (input: z.output<I>, ctx: CallContext) => Promise<FastifyReply>
  : never;

/**
 * One handler per call of the registry, nested as the registry is (`handlers.clue.list`). A call without a
 * handler is a type error here, and `assertHandlers` catches it at start-up as well.
 */
export type Handlers = { [D in keyof Calls]: { [K in keyof Calls[D]]: HandlerFor<Calls[D][K]> } };
