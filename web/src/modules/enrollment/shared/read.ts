/**
 * The output schemas are loose objects (unknown fields pass), so tRPC types their optional fields loosely;
 * these read such a field back into the type a component needs.
 */
export const textOf = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
export const sexOf = (v: unknown): 0 | 1 | 2 => (v === 1 || v === 2 ? v : 0);
