import type { z } from 'zod';

/**
 * How call inputs travel in a query string (GET and DELETE, path parameters): arrays comma-joined, booleans
 * as 'true'/'false', numbers as text. `fromQuery` reverses it using the input schema's shape, so that both
 * the gateway and the fake upstream parse with the contract's own schema.
 */
export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;

export function toQuery(input: Record<string, QueryValue>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(input)) {
    if (v === undefined || v === null) continue;
    out[k] = Array.isArray(v) ? v.join(',') : String(v);
  }
  return out;
}

type Kind = 'number' | 'boolean' | 'numberArray' | 'stringArray' | 'numberOrString' | 'string' | 'unknown';

interface ZodDefLike {
  type: string;
  innerType?: ZodLike;
  in?: ZodLike;
  element?: ZodLike;
  options?: ZodLike[];
  values?: unknown[];
  shape?: Record<string, ZodLike>;
}
interface ZodLike {
  _zod: { def: ZodDefLike };
}

function unwrap(schema: ZodLike): ZodLike {
  let s = schema;
  for (let i = 0; i < 10; i++) {
    const def = s._zod.def;
    if (
      (def.type === 'optional' || def.type === 'default' || def.type === 'nullable' || def.type === 'prefault') &&
      def.innerType
    )
      s = def.innerType;
    else if (def.type === 'pipe' && def.in) s = def.in;
    else break;
  }
  return s;
}

function kindOf(schema: ZodLike): Kind {
  const def = unwrap(schema)._zod.def;
  switch (def.type) {
    case 'number':
    case 'int':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'string':
    case 'enum':
      return 'string';
    case 'literal':
      return typeof def.values?.[0] === 'number' ? 'number' : 'string';
    case 'array':
      return def.element && kindOf(def.element) === 'number' ? 'numberArray' : 'stringArray';
    case 'union': {
      const kinds = new Set((def.options ?? []).map(kindOf));
      if (kinds.size === 1) return [...kinds][0] as Kind;
      return kinds.has('number') ? 'numberOrString' : 'string';
    }
    default:
      return 'unknown';
  }
}

function decode(kind: Kind, raw: string): unknown {
  const asNumber = (t: string) => (t.trim() !== '' && Number.isFinite(Number(t)) ? Number(t) : t);
  switch (kind) {
    case 'number':
    case 'numberOrString':
      return asNumber(raw);
    case 'boolean':
      return raw === 'true' ? true : raw === 'false' ? false : raw;
    case 'numberArray':
      return raw === '' ? [] : raw.split(',').map(asNumber);
    case 'stringArray':
      return raw === '' ? [] : raw.split(',');
    default:
      return raw;
  }
}

/** Turns query-string values back into the types the object schema expects; unknown keys pass as text. */
export function fromQuery(
  schema: z.ZodType,
  query: Record<string, string | string[] | undefined>,
): Record<string, unknown> {
  const shape = (unwrap(schema as unknown as ZodLike)._zod.def.shape ?? {}) as Record<string, ZodLike>;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined) continue;
    const raw = Array.isArray(v) ? v.join(',') : v;
    const field = shape[k];
    out[k] = field ? decode(kindOf(field), raw) : raw;
  }
  return out;
}
