import { PRODUCTS } from '@console/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { testState } from '../kit/testing.js';
import { FAKE_MODULES } from '../modules/index.js';
import { parseDateTime } from '../util/time.js';
import type { State } from './index.js';
import { SHOPS, shopProfile } from './shops.js';

const NOW = Date.UTC(2026, 4, 20, 6, 30); // 14:30 in China, a working day

/** Every module's seeded state of every shop. */
function seedAll(state: State): Map<number, Map<string, unknown>> {
  return new Map(
    SHOPS.map((s) => {
      const shop = state.shop(s.id);
      return [s.id, new Map(FAKE_MODULES.map((m) => [m.name, shop.module(m.name, m.seed)]))];
    }),
  );
}

/** Visits every keyed value reachable from `root` (objects, arrays, maps; each object once). */
function visit(root: unknown, leaf: (key: string, value: unknown, path: () => string) => void): void {
  const seen = new Set<object>();
  const walk = (v: unknown, path: string, key: string) => {
    if (v === null || typeof v !== 'object') {
      leaf(key, v, () => path);
      return;
    }
    if (seen.has(v)) return;
    seen.add(v);
    if (v instanceof Map) for (const [k, x] of v) walk(x, `${path}.${String(k)}`, String(k));
    else if (Array.isArray(v)) for (const [i, x] of v.entries()) walk(x, `${path}[${i}]`, key);
    else for (const [k, x] of Object.entries(v)) walk(x, `${path}.${k}`, k);
  };
  walk(root, '', '');
}

/**
 * Keys of times that record what happened (created, paid, submitted…). Times of what is planned end in the same
 * words and may be ahead: a campaign's or a form's window, a validity, an expiry, a booking's lesson.
 */
const EVENT_KEY = /(At|Time|_at|_time)$/;
const PLANNED_KEY =
  /^(start|end|expire|expires|valid|activity|slot|deadline|due|next|lesson|class|plan|begin|trial|unfreeze)/i;

function eventMs(value: unknown): number | null {
  if (typeof value === 'number') return value > 1e12 ? value : null;
  if (typeof value === 'string') return parseDateTime(value);
  return null;
}

/** Offences by shop, module and key, each with one example: short enough to read in a failure. */
class Findings {
  private readonly byKind = new Map<string, { n: number; example: string }>();
  add(kind: string, example: string): void {
    const known = this.byKind.get(kind);
    if (known) known.n++;
    else this.byKind.set(kind, { n: 1, example });
  }
  list(): string[] {
    return [...this.byKind].map(([kind, { n, example }]) => `${kind} ×${n}: ${example}`);
  }
}

/** Texts of a module's state that read as addresses: a city, a district or a road and a number. */
const ADDRESS_KEY = /address|addr/i;
const CITIES = SHOPS.map((s) => s.city);

describe('every shop seeded', () => {
  let seeded: Map<number, Map<string, unknown>>;
  beforeAll(() => {
    seeded = seedAll(testState(NOW));
  }, 300_000);

  it('dates nothing that happened after now', () => {
    const late = new Findings();
    for (const [id, modules] of seeded)
      for (const [name, s] of modules)
        visit(s, (key, value, path) => {
          if (!EVENT_KEY.test(key) || PLANNED_KEY.test(key)) return;
          const ms = eventMs(value);
          if (ms !== null && ms > NOW) late.add(`shop ${id} ${name} ${key}`, `${path()} = ${String(value)}`);
        });
    expect(late.list()).toEqual([]);
  }, 120_000);

  it("puts every address in the shop's city", () => {
    const elsewhere = new Findings();
    for (const [id, modules] of seeded) {
      const city = shopProfile(id).city;
      for (const [name, s] of modules)
        visit(s, (key, value, path) => {
          if (!ADDRESS_KEY.test(key) || typeof value !== 'string' || value === '') return;
          const cities = CITIES.filter((c) => value.includes(c));
          if (cities.some((c) => c !== city) || (cities.length === 0 && !value.includes(city.replace('市', ''))))
            elsewhere.add(`shop ${id} ${name} ${key}`, `${path()} = ${value}`);
        });
    }
    expect(elsewhere.list()).toEqual([]);
  }, 120_000);
});

export { PRODUCTS };
