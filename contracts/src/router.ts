import type { TRPCBuiltRouter, TRPCMutationProcedure, TRPCQueryProcedure } from '@trpc/server';
import { initTRPC, TRPCError } from '@trpc/server';
import type { z } from 'zod';
import type { CallDef, ForwardContext } from './define.js';
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
}

/** An error the gateway raises with its classification attached. */
export class GatewayError extends TRPCError {
  readonly info: GatewayErrorData;
  constructor(code: TRPCError['code'], message: string, info: GatewayErrorData) {
    super({ code, message });
    this.info = info;
  }
}

export function createTRPC() {
  return initTRPC.context<GatewayContext>().create({
    errorFormatter({ shape, error }) {
      const info: GatewayErrorData | undefined = error instanceof GatewayError ? error.info : undefined;
      const kind: ErrorKind = info?.kind ?? (error.code === 'BAD_REQUEST' ? 'badInput' : 'unknownCode');
      return {
        ...shape,
        data: {
          code: shape.data.code,
          httpStatus: shape.data.httpStatus,
          path: shape.data.path,
          kind,
          upstream: info?.upstream,
          fieldErrors: info?.fieldErrors,
        },
      };
    },
  });
}

type T = ReturnType<typeof createTRPC>;
type RootTypes = T['_config']['$types'];

type ProcedureOf<C> =
  C extends CallDef<infer M, infer I, infer O>
    ? M extends 'GET'
      ? TRPCQueryProcedure<{ input: z.input<I>; output: z.output<O>; meta: object }>
      : TRPCMutationProcedure<{ input: z.input<I>; output: z.output<O>; meta: object }>
    : never;

type DomainRecord<D> = {
  [K in keyof D as D[K] extends { transport: 'trpc' } ? K : never]: ProcedureOf<D[K]>;
};

export type AppRouterRecord = { [D in keyof Calls]: DomainRecord<Calls[D]> };
export type AppRouter = TRPCBuiltRouter<RootTypes, AppRouterRecord>;
