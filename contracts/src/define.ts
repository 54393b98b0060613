import { z } from 'zod';
import { TIMEOUTS } from './constants.js';
import type { Edition } from './products.js';

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/**
 * How a call reaches the browser: a typed tRPC procedure, or one of the gateway's streaming HTTP routes
 * (`/api/...`) for uploads, downloads and the image proxy.
 */
export type Transport = 'trpc' | 'upload' | 'download' | 'proxy';

/** What the gateway knows of the browser's session when it forwards a call. */
export interface ForwardContext {
  productId: Edition;
}

export interface CallDef<
  M extends HttpMethod = HttpMethod,
  I extends z.ZodType = z.ZodType,
  O extends z.ZodType = z.ZodType,
  T extends Transport = Transport,
  C extends boolean = boolean,
> {
  method: M;
  /** The upstream path; `{name}` segments are filled from the input field of that name. */
  path: string;
  input: I;
  /** Schema of the envelope's `content`. */
  output: O;
  /** True when the spec shows this path; false for inferred contracts an integrator must confirm. */
  documented: boolean;
  transport: T;
  /** What the call does, in the product's words. */
  title: string;
  /** Query parameters the gateway adds from the session (spec §7: clientType, type = product id). */
  injectQuery?: (ctx: ForwardContext) => Record<string, string | number>;
  timeoutMs: number;
  /** Gateway route for non-tRPC transports. */
  route?: string;
  /**
   * Whether the call changes the upstream's state. Every call but a GET does; a GET that acts (the documented
   * habit `GET /ajax/{thing}/delete/{id}`, a sort, a recycle, an SMS sent) says so. What is done once per
   * action, refused without the right, and kept from one shop's data by another follows it: the browser sends
   * one `Idempotency-Key` per person's action, the gateway passes it upstream (or makes one), and the upstream
   * answers a repeated key with the first answer instead of acting again.
   */
  changes: C;
  /**
   * What a call that changes state does to records (issue 28), declared by every such call and checked over the
   * registry (`tests/contract/versions.test.ts`): `edits` calls take and answer the record's version.
   */
  effect?: CallEffect;
}

/**
 * What a changing call does. `edits`: changes one existing record from what a person loaded (a form's save, a
 * row's switch or status), so it takes the version it loaded (optional: another system sends none), answers the
 * record's new one, and is refused as a conflict on a version the record has left. `creates` makes a new record,
 * `deletes` removes (or recycles, or restores) records, `acts` is anything else: a sign-in, a send, a sort, an
 * approval or a roll call whose own state rules refuse a repeat, a move of many records at once.
 */
export type CallEffect = 'creates' | 'deletes' | 'acts' | EditsEffect;

export interface EditsEffect {
  kind: 'edits';
  /**
   * The procedure that reads the record back (the tests compare it around a refused change), given what it
   * declares of the edit's input and the record's id from the edit's answer.
   */
  read: string;
  /**
   * How a stale version is refused: code 409 (kind `conflict`, 该内容已被他人修改，请刷新后再编辑), or, for the
   * designers that offer to overwrite (`force`), an answer `{ status: 'conflict' }` with the current version.
   */
  refusal: 'conflict' | 'answer';
}

/** An `edits` effect: the record is read back with `read`; a stale version is refused with code 409 by default. */
export function edits(read: string, o: Partial<Pick<EditsEffect, 'refusal'>> = {}): EditsEffect {
  return { kind: 'edits', read, refusal: o.refusal ?? 'conflict' };
}

/** Whether a call changes state when its definition does not say: every method but GET does. */
export type ChangesByDefault<M extends HttpMethod, C extends boolean | undefined> = C extends boolean
  ? C
  : M extends 'GET'
    ? false
    : true;

type DefineInput<
  M extends HttpMethod,
  I extends z.ZodType,
  O extends z.ZodType,
  T extends Transport,
  C extends boolean | undefined,
> = Omit<CallDef<M, I, O, T>, 'transport' | 'timeoutMs' | 'changes' | 'effect'> & {
  transport?: T;
  timeoutMs?: number;
  changes?: C;
  effect?: CallEffect;
};

/** Declares one upstream call. Defaults: tRPC transport, the 50 000 ms call timeout (5 000 000 ms for downloads). */
export function defineCall<
  const M extends HttpMethod,
  I extends z.ZodType,
  O extends z.ZodType,
  const T extends Transport = 'trpc',
  const C extends boolean | undefined = undefined,
>(def: DefineInput<M, I, O, T, C>): CallDef<M, I, O, T, ChangesByDefault<M, C>> {
  const transport = (def.transport ?? 'trpc') as T;
  return {
    ...def,
    transport,
    changes: (def.changes ?? def.method !== 'GET') as ChangesByDefault<M, C>,
    timeoutMs: def.timeoutMs ?? (transport === 'download' ? TIMEOUTS.downloadMs : TIMEOUTS.callMs),
  };
}

/** Path parameter names of a path template, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
}

/** Fills `{name}` segments from `values`, URL-encoding each. */
export function fillPath(path: string, values: Record<string, unknown>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(values[name] ?? '')));
}

/** The clientType rule helpers of spec §7. */
export const clientType = {
  /** 4 if product is 3, else 1 (`/index/data`, `import/list`). */
  tiktokOr1: (ctx: ForwardContext) => ({ clientType: ctx.productId === 3 ? 4 : 1 }),
  /** 4 if product is 3, 2 if 2, else 1 (`clew/add`). */
  byEdition: (ctx: ForwardContext) => ({ clientType: ctx.productId === 3 ? 4 : ctx.productId === 2 ? 2 : 1 }),
  /** clientType=4 only when product is 3 (`weChat/getQrCode`). */
  tiktokOnly: (ctx: ForwardContext): Record<string, number> => (ctx.productId === 3 ? { clientType: 4 } : {}),
  /** `type` = product id (`clewList`). */
  productType: (ctx: ForwardContext) => ({ type: ctx.productId }),
};

export const noInput = z.object({}).default({});
/** Calls whose content is unused answer anything; this keeps the shape honest without guessing it. */
export const anyContent = z.unknown();
export const idSchema = z.number().int().positive();
export const idParam = z.object({ id: idSchema });
/**
 * A record's version: the upstream advances it on every change of the record. A save or a row action that sends
 * the version it was made on is refused (`conflict`, nothing written) when the record has changed since.
 */
export const versionSchema = z.number({ error: '版本号应为整数' }).int('版本号应为整数').min(1, '版本号应为正整数');
