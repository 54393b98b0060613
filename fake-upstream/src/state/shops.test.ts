import { GRADES, PLAYWAYS, type PlaywayKey, PRODUCTS } from '@console/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ResourceStore } from '../kit/store.js';
import { testState } from '../kit/testing.js';
import { analysisState } from '../modules/analysis/index.js';
import { SOURCES } from '../modules/enrollment/clue-seed.js';
import { enrollmentState } from '../modules/enrollment/index.js';
import { formsState } from '../modules/forms/index.js';
import { FAKE_MODULES } from '../modules/index.js';
import { mallState } from '../modules/mall/index.js';
import { catalogueOf } from '../modules/mall/shop-catalogue.js';
import { marketingState } from '../modules/marketing/index.js';
import { promoteState } from '../modules/promote/index.js';
import { studyState } from '../modules/study/index.js';
import { transactionState } from '../modules/transaction/state.js';
import { vodState } from '../modules/vod/index.js';
import { DAY_MS, formatDate, parseDateTime, startOfDay } from '../util/time.js';
import type { State } from './index.js';
import { SHOPS, shopProfile } from './shops.js';

const NOW = Date.UTC(2026, 4, 20, 6, 30); // 14:30 in China, a working day
const AFTER_MIDNIGHT = Date.UTC(2026, 4, 20, 16, 10); // 00:10 in China, the next day

/** Offences of seeded times later than `now`, by shop, module and key. */
function lateEvents(seeded: Map<number, Map<string, unknown>>, now: number): string[] {
  const late = new Findings();
  for (const [id, modules] of seeded)
    for (const [name, s] of modules)
      visit(s, (key, value, path) => {
        if (!EVENT_KEY.test(key) || PLANNED_KEY.test(key)) return;
        const ms = eventMs(value);
        if (ms !== null && ms > now) late.add(`shop ${id} ${name} ${key}`, `${path()} = ${String(value)}`);
      });
  return late.list();
}

/** Seeded times of today up to `now`, by shop and module: what a day's figures count so far. */
function todayEvents(seeded: Map<number, Map<string, unknown>>, now: number): Map<string, number> {
  const today = startOfDay(now);
  const counts = new Map<string, number>();
  for (const [id, modules] of seeded)
    for (const [name, s] of modules)
      visit(s, (key, value) => {
        if (!EVENT_KEY.test(key) || PLANNED_KEY.test(key)) return;
        const ms = eventMs(value);
        const k = `shop ${id} ${name} ${key}`;
        if (ms !== null && ms >= today && ms <= now) counts.set(k, (counts.get(k) ?? 0) + 1);
      });
  return counts;
}

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

/** The records each product keeps, by the stores that hold them. */
const PRODUCT_RECORDS: ReadonlyArray<[number, string, (state: State, shop: number) => ResourceStore[]]> = [
  [PRODUCTS.mall, '商城商品', (st, id) => [mallState.of(st.shop(id)).products]],
  [PRODUCTS.onlineCourse, '在线课程', (st, id) => [vodState.of(st.shop(id)).courses]],
  [PRODUCTS.form, '表单', (st, id) => [formsState.of(st.shop(id)).forms, formsState.of(st.shop(id)).entries]],
  [PRODUCTS.promoter, '推广员', (st, id) => [promoteState.of(st.shop(id)).promoters]],
  [PRODUCTS.growthCalendar, '成长日历', (st, id) => [studyState.of(st.shop(id)).growth]],
  [PRODUCTS.checkIn, '打卡', (st, id) => [studyState.of(st.shop(id)).checks]],
  ...PLAYWAYS.map((w): [number, string, (state: State, shop: number) => ResourceStore[]] => [
    w.productId,
    w.label,
    (st, id) => [marketingState.of(st.shop(id)).campaigns[w.key as PlaywayKey]],
  ]),
];

const yuan = (fen: unknown) => Number(fen) / 100;

/** Age in whole years on the day the school year began (1 September, China time). */
function ageAtTermStart(birthday: string, now: number): number {
  const today = new Date(now + 8 * 3_600_000);
  const termYear = today.getUTCMonth() >= 8 ? today.getUTCFullYear() : today.getUTCFullYear() - 1;
  const [y, m, d] = birthday.split('-').map(Number) as [number, number, number];
  return termYear - y - (m > 9 || (m === 9 && d > 1) ? 1 : 0);
}

describe('every shop seeded', () => {
  let state: State;
  let seeded: Map<number, Map<string, unknown>>;
  beforeAll(() => {
    state = testState(NOW);
    seeded = seedAll(state);
  }, 300_000);

  it("holds a product's records only in the shops that bought it, and has them where bought", () => {
    const wrong: string[] = [];
    for (const s of SHOPS) {
      const has = state.shop(s.id).has.bind(state.shop(s.id));
      for (const [product, label, stores] of PRODUCT_RECORDS) {
        const n = stores(state, s.id).reduce((sum, store) => sum + store.all().length, 0);
        if (!has(product) && n > 0) wrong.push(`shop ${s.id} has ${n} ${label} without product ${product}`);
        if (has(product) && n === 0 && product !== PRODUCTS.form) wrong.push(`shop ${s.id} bought ${label}, has none`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('has promoters, their commission and their withdrawals only in the shops that bought 推广大使', () => {
    const money = SHOPS.map((s) => {
      const t = transactionState.of(state.shop(s.id));
      return {
        shop: s.id,
        bought: state.shop(s.id).has(PRODUCTS.promoter),
        promoters: t.customers.filter((c) => c.promoter).length,
        commissions: t.book.commissions.entries.length,
        withdrawals: t.userWithdrawals.records.length,
      };
    });
    for (const m of money) {
      if (m.bought) expect(Math.min(m.promoters, m.commissions, m.withdrawals), `shop ${m.shop}`).toBeGreaterThan(0);
      else expect(m, `shop ${m.shop}`).toEqual({ ...m, promoters: 0, commissions: 0, withdrawals: 0 });
    }
  });

  it('names every coupon for what it is worth', () => {
    const wrong: string[] = [];
    for (const s of SHOPS)
      for (const row of marketingState.of(state.shop(s.id)).campaigns.coupon.all()) {
        const v = row.values;
        const title = String(v.title);
        const face = yuan(v.faceValue);
        const says = /(\d+) 元/.exec(title.replace(/满 \d+ 减 /, ''));
        const threshold = /满 (\d+) 减 (\d+)/.exec(title);
        if (says && Number(says[1]) !== face) wrong.push(`shop ${s.id} ${title}: face ${face}`);
        if (threshold && (Number(v.thresholdType) !== 1 || Number(threshold[1]) !== yuan(v.threshold)))
          wrong.push(`shop ${s.id} ${title}: threshold ${v.thresholdType} ${yuan(v.threshold)}`);
        if (!threshold && Number(v.thresholdType) === 1) wrong.push(`shop ${s.id} ${title} hides its threshold`);
        if (!says) wrong.push(`shop ${s.id} ${title} names no value`);
      }
    expect(wrong).toEqual([]);
  });

  it("puts every student in a grade and a school that fit the student's age", () => {
    // The ages a grade is taught at, and the school kind that teaches it.
    const fits: Record<string, [number, number, RegExp]> = {
      幼儿园: [3, 5, /幼儿园$/],
      高中: [15, 17, /(高级中学|中学)$/],
      成人: [18, 80, /^$/],
    };
    ['一年级', '二年级', '三年级', '四年级', '五年级', '六年级'].forEach((g, k) => {
      fits[g] = [6 + k, 6 + k, /小学$/];
    });
    ['初一', '初二', '初三'].forEach((g, k) => {
      fits[g] = [12 + k, 12 + k, /(初级中学|[^级]中学)$/];
    });
    const wrong: string[] = [];
    for (const s of SHOPS)
      for (const row of studyState.of(state.shop(s.id)).students.all()) {
        const v = row.values;
        const grade = GRADES.find((x) => x.value === Number(v.grade))?.label ?? '';
        const [min, max, school] = fits[grade] ?? [0, -1, /^$/];
        const age = ageAtTermStart(String(v.birthday), NOW);
        if (age < min || age > max || !school.test(String(v.school ?? '')))
          wrong.push(`shop ${s.id} ${String(v.name)}: ${grade}, born ${String(v.birthday)}, ${String(v.school)}`);
      }
    expect(wrong.slice(0, 20)).toEqual([]);
  });

  it("sells only the shop's own goods: its courses, its mall's goods where it has the mall, its campaigns", () => {
    const wrong: string[] = [];
    for (const s of SHOPS.filter((x) => x.id !== 1)) {
      // What the shop declares it teaches and sells (shops.ts, mall/shop-catalogue.ts): a course, or a taster,
      // group buy or flash sale of one (named as class/ and marketing/ name them), or its mall's goods.
      const mall = state.shop(s.id).has(PRODUCTS.mall) ? catalogueOf(s).items.flatMap((i) => i.map((x) => x.name)) : [];
      const own = (name: string) => mall.includes(name) || s.courses.some((c) => name.startsWith(c));
      const t = transactionState.of(state.shop(s.id));
      for (const o of t.book.orders) {
        if (mall.length === 0 && o.type === 'product') wrong.push(`shop ${s.id} has no mall, ships order ${o.id}`);
        for (const item of o.items) if (!own(item.name)) wrong.push(`shop ${s.id} order ${o.id} sells ${item.name}`);
      }
      // 交易分析's ranking and 流量分析's goods are of the same goods.
      const month = { startDate: formatDate(NOW - 29 * DAY_MS), endDate: formatDate(NOW) };
      const figures = analysisState.of(state.shop(s.id)).figures;
      const ranked = [...figures.transaction(month).topGoods, ...figures.flow(month).ranking];
      for (const g of ranked) if (!own(g.name)) wrong.push(`shop ${s.id} ranks ${g.name}`);
    }
    expect(wrong.slice(0, 10)).toEqual([]);
  });

  it('takes a few leads online for every hundred visitors, and never more leads than visitors', () => {
    const online = new Set(SOURCES.filter((x) => ['官网表单', '抖音', '小程序'].includes(x.name)).map((x) => x.id));
    const wrong: string[] = [];
    for (const s of SHOPS) {
      const figures = analysisState.of(state.shop(s.id)).figures;
      const store = enrollmentState.of(state.shop(s.id)).store;
      for (let back = 1; back <= 30; back++) {
        const date = formatDate(NOW - back * DAY_MS);
        const from = startOfDay(NOW - back * DAY_MS);
        const fromOnline = store.idsWhere(
          (c, id) =>
            (c.createdAt[id] ?? 0) >= from && (c.createdAt[id] ?? 0) < from + DAY_MS && online.has(c.source[id] ?? 0),
        ).length;
        const { visitors } = figures.day(date);
        const all = store.createdOn(date);
        if (all >= visitors || fromOnline > visitors * 0.15)
          wrong.push(`shop ${s.id} ${date}: ${visitors} visitors, ${all} leads, ${fromOnline} of them online`);
      }
    }
    expect(wrong.slice(0, 10)).toEqual([]);
  });

  it('tags every lead with at most one tag of a group (one intention, one age)', () => {
    const wrong: string[] = [];
    for (const s of SHOPS) {
      const { store, tags } = enrollmentState.of(state.shop(s.id));
      for (const id of store.idsWhere(() => true)) {
        const lead = store.get(id);
        const groups = (lead?.tagIds ?? []).map((t) => tags.get(t)?.parentId);
        if (new Set(groups).size < groups.length)
          wrong.push(`shop ${s.id} lead ${id}: ${(lead?.tagIds ?? []).map((t) => tags.get(t)?.name).join(', ')}`);
      }
    }
    expect(wrong.slice(0, 10)).toEqual([]);
  });

  it('dates nothing that happened after now', () => {
    expect(lateEvents(seeded, NOW)).toEqual([]);
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

describe('every shop seeded just after midnight', () => {
  let seeded: Map<number, Map<string, unknown>>;
  beforeAll(() => {
    seeded = seedAll(testState(AFTER_MIDNIGHT));
  }, 300_000);

  it('dates nothing that happened after now', () => {
    expect(lateEvents(seeded, AFTER_MIDNIGHT)).toEqual([]);
  }, 120_000);

  it('has seen only the few events of ten minutes of night', () => {
    // Ten minutes after midnight a shop has had a handful of late visitors and the demo's newest order, not a
    // day's leads or a crowd of learners stamped on now.
    const crowded = [...todayEvents(seeded, AFTER_MIDNIGHT)].filter(([, n]) => n > 5).map(([k, n]) => `${k} ×${n}`);
    expect(crowded).toEqual([]);
  }, 120_000);
});
