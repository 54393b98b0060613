import { allResources, callByName, GRADES } from '@console/contracts';
import { type ProcedureName, samples } from '@console/contracts/samples';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoke } from '../support/procedures.js';
import { type Stack, startStack } from '../support/stack.js';

/**
 * What a reviewer of any demo shop would read: every seeded item of every resource list, as each shop's owner
 * reads it through the gateway. Nothing that happened is dated after now, every address is in the shop's city,
 * a coupon's name says what it is worth, a student's grade and school fit the student's age, and a shop of
 * another subject sells and teaches none of the primary shop's goods and courses.
 */
const OWNERS = [
  { shop: 1, city: '杭州市', username: '13800000001', productId: 1 },
  { shop: 2, city: '上海市', username: '13800000002', productId: 2 },
  { shop: 3, city: '成都市', username: '13800000003', productId: 3 },
  { shop: 4, city: '南京市', username: '13800000004', productId: 2 },
  { shop: 5, city: '北京市', username: '13800000005', productId: 2 },
] as const;
const CITIES = OWNERS.map((o) => o.city);

/**
 * Keys of times that record what happened (created, paid, studied…). Times of what is planned end in the same
 * words and may be ahead: a campaign's window, a validity, an expiry, a lesson, the next follow-up.
 */
const EVENT_KEY = /(At|Time|time|Date|_at|birthday)$/;
const PLANNED_KEY =
  /^(start|end|expire|expires|valid|activity|slot|deadline|due|next|lesson|class|plan|begin|trial|unfreeze|signEnd|signStart)/i;
const ADDRESS_KEY = /address|addr/i;
const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** A date or date-time text as China time, in ms; null for any other value. */
function chinaMs(value: unknown): number | null {
  const m = typeof value === 'string' ? DATE_TEXT.exec(value) : null;
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map((x) => Number(x ?? 0)) as number[];
  return Date.UTC(y as number, (mo as number) - 1, d, h, mi, s) - 8 * 3_600_000;
}

/** Every keyed value of an item, nested ones too (a product's SKUs, a campaign's prizes). */
function leaves(v: unknown, key: string, out: Array<[string, unknown]>): Array<[string, unknown]> {
  if (Array.isArray(v)) for (const x of v) leaves(x, key, out);
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) leaves(x, k, out);
  else out.push([key, v]);
  return out;
}

/** Age in whole years on the day the school year began (1 September, China time). */
function ageAtTermStart(birthday: string, now: number): number {
  const today = new Date(now + 8 * 3_600_000);
  const termYear = today.getUTCMonth() >= 8 ? today.getUTCFullYear() : today.getUTCFullYear() - 1;
  const [y, m, d] = birthday.split('-').map(Number) as [number, number, number];
  return termYear - y - (m > 9 || (m === 9 && d > 1) ? 1 : 0);
}

/** The ages a grade is taught at, and the kind of school that teaches it. */
const FITS: Record<string, [number, number, RegExp]> = {
  幼儿园: [3, 5, /幼儿园$/],
  高中: [15, 17, /(高级中学|中学)$/],
  成人: [18, 80, /^$/],
  ...Object.fromEntries(
    ['一年级', '二年级', '三年级', '四年级', '五年级', '六年级'].map((g, k) => [g, [6 + k, 6 + k, /小学$/]]),
  ),
  ...Object.fromEntries(['初一', '初二', '初三'].map((g, k) => [g, [12 + k, 12 + k, /(初级中学|[^级]中学)$/]])),
};

type Item = Record<string, unknown>;
type Page = { list: Item[]; total: number };

let stack: Stack;
/** Every shop's seeded items, by resource name. */
const seeded = new Map<number, Map<string, Item[]>>();
/** Lists a shop's owner was refused, with why, by shop. */
const refused: Array<{ shop: number; name: string; why: string }> = [];
/**
 * Lists of what a record holds (a course's sections, a form's submissions): a shop without such records has
 * none to name, and its sample finds none.
 */
const PARENT: Readonly<Record<string, string>> = {
  'vodSection.list': 'vodCourse',
  'vodLearner.list': 'vodCourse',
  'formEntry.list': 'form',
};
/** When the lists were read: nothing they hold happened after it. */
let readAt = 0;

beforeAll(async () => {
  stack = await startStack();
  for (const o of OWNERS) {
    const client = stack.client({
      token: await stack.login({ username: o.username, password: 'demo1234' }),
      productId: o.productId,
    });
    const lists = new Map<string, Item[]>();
    for (const r of allResources) {
      const name = `${r.name}.list` as ProcedureName;
      if (!callByName.get(name) || !samples[name]) continue;
      let base: Item;
      try {
        base = (await samples[name]({ client, dev: stack.dev })) as Item;
      } catch {
        // A sample that finds nothing of its kind in this shop (a shop without the mall has no product to list).
        continue;
      }
      const items: Item[] = [];
      try {
        for (let page = 1; ; page++) {
          const out = (await invoke(client, name, { ...base, page, size: 50 })) as Page;
          items.push(...out.list);
          if (out.list.length === 0 || items.length >= out.total) break;
        }
      } catch (err) {
        refused.push({ shop: o.shop, name, why: (err as Error).message });
        continue;
      }
      lists.set(r.name, items);
    }
    seeded.set(o.shop, lists);
  }
  readAt = Date.now();
}, 300_000);
afterAll(() => stack.close());

/** Offences as `shop resource key: example ×n`, one line per kind: short enough to read in a failure. */
function findings(
  check: (shop: (typeof OWNERS)[number], resource: string, item: Item, add: (what: string) => void) => void,
) {
  const found = new Map<string, { n: number; example: string }>();
  for (const o of OWNERS)
    for (const [resource, items] of seeded.get(o.shop) ?? [])
      for (const item of items)
        check(o, resource, item, (what) => {
          const [kind, example] = what.split(' = ');
          const key = `shop ${o.shop} ${resource} ${kind}`;
          const known = found.get(key);
          if (known) known.n++;
          else found.set(key, { n: 1, example: example ?? '' });
        });
  return [...found].map(([k, { n, example }]) => `${k} ×${n}: ${example}`);
}

describe('every demo shop, as its owner reads it', () => {
  it('reads lists in every shop', () => {
    const parentless = (r: (typeof refused)[number]) => {
      const parent = PARENT[r.name];
      return parent !== undefined && (seeded.get(r.shop)?.get(parent)?.length ?? 0) === 0;
    };
    expect(refused.filter((r) => !parentless(r)).map((r) => `shop ${r.shop} ${r.name}: ${r.why}`)).toEqual([]);
    for (const o of OWNERS) expect(seeded.get(o.shop)?.size ?? 0, `shop ${o.shop}`).toBeGreaterThan(20);
  });

  it('dates nothing that happened after now', () => {
    const late = findings((_o, _r, item, add) => {
      for (const [key, value] of leaves(item, '', [])) {
        if (!EVENT_KEY.test(key) || PLANNED_KEY.test(key)) continue;
        const ms = chinaMs(value);
        if (ms !== null && ms > readAt) add(`${key} = ${String(value)}`);
      }
    });
    expect(late).toEqual([]);
  });

  it("puts every address in the shop's city", () => {
    const elsewhere = findings((o, _r, item, add) => {
      for (const [key, value] of leaves(item, '', [])) {
        if (!ADDRESS_KEY.test(key) || typeof value !== 'string' || value === '') continue;
        const named = CITIES.filter((c) => value.includes(c));
        if (named.some((c) => c !== o.city) || (named.length === 0 && !value.includes(o.city.replace('市', ''))))
          add(`${key} = ${value}`);
      }
    });
    expect(elsewhere).toEqual([]);
  });

  it('names every coupon for what it is worth', () => {
    const yuan = (fen: unknown) => Number(fen) / 100;
    const wrong = findings((_o, resource, v, add) => {
      if (resource !== 'coupon') return;
      const title = String(v.title);
      const says = /(\d+) 元/.exec(title.replace(/满 \d+ 减 /, ''));
      const threshold = /满 (\d+) 减 (\d+)/.exec(title);
      if (!says || Number(says[1]) !== yuan(v.faceValue)) add(`face value = ${title}: ${yuan(v.faceValue)}`);
      if (threshold && (Number(v.thresholdType) !== 1 || Number(threshold[1]) !== yuan(v.threshold)))
        add(`threshold = ${title}: ${yuan(v.threshold)}`);
      if (!threshold && Number(v.thresholdType) === 1) add(`hidden threshold = ${title}`);
    });
    expect(wrong).toEqual([]);
    expect(OWNERS.some((o) => (seeded.get(o.shop)?.get('coupon')?.length ?? 0) > 0)).toBe(true);
  });

  it('names every campaign for what it offers', () => {
    const wrong = findings((_o, resource, v, add) => {
      // A name that comes again is a later term: 钢琴启蒙 3 人团（第2期）.
      const title = String(v.title).replace(/（第\d+期）$/, '');
      const team = /(\d+) 人团$/.exec(title);
      if (resource === 'group' && team && Number(team[1]) !== Number(v.teamSize))
        add(`team size = ${title}: ${String(v.teamSize)}`);
      const course = (product: unknown) => String(product).replace(/ \d+ 课时$/, '');
      if (resource === 'group' && team && !title.startsWith(course(v.productName)))
        add(`course = ${title}: ${String(v.productName)}`);
      if (resource === 'seckill' && title.endsWith('限时秒杀') && !title.startsWith(course(v.productName)))
        add(`course = ${title}: ${String(v.productName)}`);
      const prize = /助力赢(.+)$/.exec(title);
      const prizes = Array.isArray(v.prizes) ? (v.prizes as Array<{ name: string }>) : [];
      if (resource === 'boost' && prize && !prizes.some((p) => p.name === prize[1]))
        add(`prize = ${title}: ${prizes.map((p) => p.name).join('、')}`);
    });
    expect(wrong).toEqual([]);
  });

  it("puts every student in a grade and a school that fit the student's age", () => {
    let students = 0;
    const wrong = findings((_o, resource, v, add) => {
      if (resource !== 'studyStudent' || typeof v.birthday !== 'string' || v.birthday === '') return;
      students++;
      const grade = GRADES.find((x) => x.value === Number(v.grade))?.label ?? '';
      const [min, max, school] = FITS[grade] ?? [0, -1, /^$/];
      const age = ageAtTermStart(v.birthday, readAt);
      if (age < min || age > max || !school.test(String(v.school ?? '')))
        add(`${grade} = ${String(v.name)} born ${v.birthday}, ${String(v.school)}`);
    });
    expect(wrong).toEqual([]);
    expect(students).toBeGreaterThan(100);
  });

  it("sells and teaches online nothing of the primary shop's in a shop of another subject", () => {
    const names = (shop: number, resource: string, key: string) =>
      new Set((seeded.get(shop)?.get(resource) ?? []).map((v) => String(v[key]).replace(/（.*）$/, '')));
    for (const [resource, key] of [
      ['mallProduct', 'name'],
      ['vodCourse', 'title'],
    ] as const) {
      const primary = names(1, resource, key);
      expect(primary.size, resource).toBeGreaterThan(0);
      for (const o of OWNERS.slice(1))
        expect([...names(o.shop, resource, key)].filter((n) => primary.has(n))).toEqual([]);
    }
    // The English school has the mall too: the comparison is not an empty one.
    expect(names(2, 'mallProduct', 'name').size).toBeGreaterThan(0);
  });
});
