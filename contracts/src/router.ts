import type { TRPCBuiltRouter, TRPCMutationProcedure, TRPCQueryProcedure } from '@trpc/server';
import { initTRPC, TRPCError } from '@trpc/server';
import type { z } from 'zod';
import './locale.js';
import type { CallDef, ForwardContext, HttpMethod, Transport } from './define.js';
import type { ErrorKind, GatewayErrorData } from './envelope.js';
import type { Calls } from './registry.js';

/**
 * The tRPC instance and the router's type. The gateway builds the router at run time from the registry; this
 * file gives it its static type, so the web's `RouterInputs`/`RouterOutputs` come straight from the
 * contracts. The web imports this module for types only.
 */
export interface GatewayContext {
  requestId: string;
  /** Upstream token from `Authorization: Bearer …`, if any. */
  token: string | null;
  clientId: string;
  forward: ForwardContext;
  /** The browser's `Idempotency-Key` for this action, passed upstream on every call that changes state. */
  idempotencyKey?: string;
}

/** An error the gateway raises with its classification attached. */
export class GatewayError extends TRPCError {
  readonly info: GatewayErrorData;
  constructor(code: TRPCError['code'], message: string, info: GatewayErrorData) {
    super({ code, message });
    this.info = info;
  }
}

interface Issue {
  path?: ReadonlyArray<PropertyKey | { key: PropertyKey }>;
  message: string;
}

/** Validation issues of a failed input parse (a ZodError or a Standard Schema error both carry `issues`). */
function inputIssues(cause: unknown): Issue[] | undefined {
  if (cause && typeof cause === 'object' && 'issues' in cause && Array.isArray(cause.issues))
    return cause.issues as Issue[];
  return undefined;
}

/** Per-field messages, keyed by the dotted path of the field ('' for the input as a whole). */
export function fieldErrorsOf(issues: Issue[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = (issue.path ?? []).map((p) => String(typeof p === 'object' ? p.key : p)).join('.');
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

export function createTRPC() {
  return initTRPC.context<GatewayContext>().create({
    errorFormatter({ shape, error }) {
      const info: GatewayErrorData | undefined = error instanceof GatewayError ? error.info : undefined;
      const issues = inputIssues(error.cause);
      const kind: ErrorKind =
        info?.kind ?? (issues ? 'badInput' : error.code === 'BAD_REQUEST' ? 'badInput' : 'unknownCode');
      return {
        ...shape,
        message: issues?.[0]?.message ?? shape.message,
        data: {
          code: shape.data.code,
          httpStatus: shape.data.httpStatus,
          path: shape.data.path,
          kind,
          upstream: info?.upstream,
          fieldErrors: info?.fieldErrors ?? (issues ? fieldErrorsOf(issues) : undefined),
        },
      };
    },
  });
}

type T = ReturnType<typeof createTRPC>;
type RootTypes = T['_config']['$types'];

/** A call that changes state is a mutation, whatever its upstream method: react-query never repeats it by itself. */
type ProcedureOf<C> =
  C extends CallDef<HttpMethod, infer I, infer O, Transport, infer Changes>
    ? Changes extends true
      ? TRPCMutationProcedure<{ input: z.input<I>; output: z.output<O>; meta: object }>
      : TRPCQueryProcedure<{ input: z.input<I>; output: z.output<O>; meta: object }>
    : never;

type DomainRecord<D> = {
  [K in keyof D as D[K] extends { transport: 'trpc' } ? K : never]: ProcedureOf<D[K]>;
};

export type AppRouterRecord = { [D in keyof Calls]: DomainRecord<Calls[D]> };
export type AppRouter = TRPCBuiltRouter<RootTypes, AppRouterRecord>;
