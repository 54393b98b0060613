import { z } from 'zod';

/** Envelope codes of spec §8. Anything else is an unknown code. */
export const CODE = {
  success: 1,
  business: 0,
  unauthorized: 401,
  /**
   * The session's roles do not grant the call (permissions/needs.ts): nothing was done. Inferred (the spec shows
   * no such code); an integrator confirms the real one.
   */
  forbidden: 403,
  notFound: 404,
  /**
   * A save or action made on a version of the record older than the upstream's: nothing was written. Inferred
   * (the spec shows no such code); an integrator confirms the real one.
   */
  conflict: 409,
} as const;

/** How the gateway classifies a failed call; travels to the browser as `data.kind`. */
export const ERROR_KINDS = [
  'business',
  'unauthorized',
  'notFound',
  'unknownCode',
  'network',
  'timeout',
  'badInput',
  'badOutput',
  // The gateway's own throttle (sign-in attempts, SMS sends); the message says what to do.
  'rateLimited',
  // Someone changed the record since this screen loaded it (its version is older): nothing was written.
  'conflict',
  // The session's roles do not grant the call: refused before anything was done (没有权限执行此操作).
  'forbidden',
] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];

/** The `{ code, msg, content }` wrapper every upstream answer uses. */
export const envelopeSchema = z.object({
  code: z.number().int(),
  msg: z.string().nullish(),
  content: z.unknown().optional(),
});
export type Envelope<T = unknown> = { code: number; msg?: string | null; content?: T };

export function envelope<T>(content: T, msg = 'success'): Envelope<T> {
  return { code: CODE.success, msg, content };
}

export function failure(code: number, msg: string): Envelope<null> {
  return { code, msg, content: null };
}

/** The error data the gateway attaches to every tRPC error (`error.data`). */
export interface GatewayErrorData {
  kind: ErrorKind;
  upstream?: { code: number; msg: string };
  fieldErrors?: Record<string, string[]>;
  call?: string;
}
