/**
 * Seeded pictures live on this server under `mediaBase` (the OSS emulator's bucket) and are kept relative
 * inside the designs; a design is answered with them absolute, so browsers load them and a save sends back
 * proper URLs. Every other string is left as it is.
 */
export function absoluteMedia<T>(value: T, mediaBase: string, origin: string): T {
  const prefix = `${mediaBase}/`;
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return v.startsWith(prefix) ? origin + v : v;
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(value) as T;
}
