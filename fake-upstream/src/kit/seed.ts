import type { AnyResource, FieldDef, FieldMeta, Semantic } from '@console/contracts';
import type { FakeData } from './fake-data.js';
import type { ResourceStore, StoredRow } from './store.js';

type Values = Record<string, unknown>;

/** Text labels that say what a field holds, when the field does not say it itself (`semantic`). */
const LABEL_SEMANTICS: ReadonlyArray<[RegExp, Semantic]> = [
  [/昵称/, 'nickname'],
  [/职称|头衔|职务/, 'jobTitle'],
  [/姓名|联系人|作者|负责人|收货人|讲师|老师|学员|家长|教练/, 'personName'],
  [/电话|手机/, 'phone'],
  [/地址|住址|地点/, 'address'],
  [/学校/, 'school'],
  [/公司|企业|机构名称/, 'company'],
  [/邮箱/, 'email'],
  [/身份证/, 'idCard'],
  [/卡号|银行账号/, 'bankCard'],
  [/链接|网址/, 'url'],
  [/编号|单号|编码|核销码/, 'code'],
  [/课程/, 'course'],
  [/标题|名称|主题/, 'title'],
];

export function semanticOf(meta: FieldMeta): Semantic {
  return meta.semantic ?? LABEL_SEMANTICS.find(([re]) => re.test(meta.label))?.[1] ?? 'sentence';
}

function textOf(meta: FieldMeta, g: FakeData): string {
  switch (semanticOf(meta)) {
    case 'personName':
      return g.personName();
    case 'nickname':
      return g.nickname();
    case 'jobTitle':
      return g.jobTitle();
    case 'phone':
      return g.mobile();
    case 'address':
      return g.address();
    case 'school':
      return g.school();
    case 'company':
      return g.company();
    case 'email':
      return g.email();
    case 'idCard':
      return g.idCard();
    case 'bankCard':
      return g.bankCard();
    case 'url':
      return '';
    case 'code':
      return g.digits(12);
    case 'course':
      return g.course();
    case 'title':
      return g.title(g.chance(0.5) ? g.course() : undefined);
    case 'sentence':
      return g.sentence();
  }
}

export interface SeedHelpers {
  /** Saved category ids of a content type (category fields pick among them). */
  categories?: (contentType: string) => readonly number[];
}

/**
 * A realistic value for a field from its kind (and, for text, what its label or `semantic` says it holds):
 * names, phones, addresses, prices in fen, China-time dates, pictures and videos of the OSS emulator.
 */
export function fakeValue(name: string, d: FieldDef, g: FakeData, i: number, h: SeedHelpers = {}): unknown {
  const m = d.meta;
  const fit = (s: string) => (m.max ? s.slice(0, m.max) : s);
  if (d.readOnly) return m.kind === 'price' ? g.fen(0, 20_000) : g.int(0, 500);
  switch (m.kind) {
    case 'text':
      return fit(textOf(m, g));
    case 'textarea':
      return g.text(m.max ?? 200);
    case 'richText':
      return g.html();
    case 'image':
      return g.image(m.label, m.label.includes('头像') ? { w: 400, h: 400 } : {});
    case 'images':
      return Array.from({ length: g.int(1, Math.min(4, m.max ?? 4)) }, (_, k) => g.image(`${m.label}${k + 1}`));
    case 'video':
      return g.video();
    case 'audio':
      return g.audio();
    case 'media':
      return m.mediaMode === 'mp3' ? g.audio() : g.video();
    case 'number': {
      if (name === 'sort') return i + 1;
      const min = m.min ?? 0;
      return g.int(min, Math.max(min, Math.min(m.max ?? 100, min + 100)));
    }
    case 'price': {
      const top = Math.max(1, Math.min(Math.floor((m.max ?? 500_000) / 100), 5000));
      return m.allowZero && g.chance(0.15) ? 0 : g.fen(Math.min(top, 9), top);
    }
    case 'select':
      return m.options && m.options.length > 0 ? g.pick(m.options).value : null;
    case 'date':
      return g.date(m.past === false ? g.futureMs(120) : g.pastMs(365));
    case 'datetime':
      return g.dateTime(m.past === false ? g.futureMs(60) : g.pastMs(180));
    case 'switch':
      return g.chance(0.85) ? '1' : '0';
    case 'category': {
      const ids = h.categories?.(m.contentType ?? '') ?? [];
      return ids.length > 0 ? g.pick(ids) : null;
    }
    case 'phone':
      return g.mobile();
    case 'tags':
      return m.options && m.options.length > 0
        ? g.some(
            m.options.map((o) => String(o.value)),
            1,
            3,
          )
        : [];
    case 'custom':
      return structuredClone(m.sample);
  }
}

const TEXT_LIKE = new Set(['text', 'textarea', 'richText', 'image', 'video', 'audio', 'media', 'phone']);

/** An optional field left empty, as the upstream stores it: '' for texts and files, [] for lists, else null. */
function emptyOf(d: FieldDef): unknown {
  if (d.meta.kind === 'images' || d.meta.kind === 'tags') return [];
  return TEXT_LIKE.has(d.meta.kind) ? '' : null;
}

export interface SeedSpec<R extends AnyResource> {
  /** How many items in all, the given `rows` included. */
  count: number;
  /**
   * The first items, as given over generated values: the demo rows the tests and the README rely on
   * (a field given here is never generated).
   */
  rows?: ReadonlyArray<Partial<Record<string, unknown>>>;
  /**
   * Generators of particular fields, for every generated item (a course name from the school's list), and of
   * stored values that are not fields (a parent's id, the form an answer belongs to).
   */
  values?: Partial<Record<string, (g: FakeData, i: number) => unknown>> &
    Partial<Record<keyof R['fields'], (g: FakeData, i: number) => unknown>>;
  /** How far back creation times spread, in days (default 365); seeded items are created oldest first. */
  days?: number;
  /** How often an optional field is left empty (default 0.15). */
  emptyRate?: number;
  helpers?: SeedHelpers;
}

/**
 * Fills a store from its resource's field kinds: `count` items, the given rows first, generated values
 * elsewhere, creation times spread over the last `days` days in id order. Returns the seeded rows.
 */
export function seedStore<R extends AnyResource>(store: ResourceStore, g: FakeData, spec: SeedSpec<R>): StoredRow[] {
  const resource = store.resource;
  const fields = Object.entries(resource.fields as Record<string, FieldDef>);
  const generators = (spec.values ?? {}) as Record<string, ((g: FakeData, i: number) => unknown) | undefined>;
  const emptyRate = spec.emptyRate ?? 0.15;
  const times = Array.from({ length: spec.count }, () => g.pastMs(spec.days ?? 365)).sort((a, b) => a - b);
  const out: StoredRow[] = [];
  for (let i = 0; i < spec.count; i++) {
    const given = (spec.rows?.[i] ?? {}) as Values;
    const values: Values = {};
    for (const [name, d] of fields) {
      if (name in given) continue;
      const own = generators[name];
      if (own) values[name] = own(g, i);
      else if (!d.meta.required && !d.readOnly && d.meta.kind !== 'switch' && name !== 'sort' && g.chance(emptyRate))
        values[name] = emptyOf(d);
      else values[name] = fakeValue(name, d, g, i, spec.helpers);
    }
    // Generators of stored values that are not fields (a parent's id, the form an answer belongs to).
    for (const [name, own] of Object.entries(generators))
      if (own && !(name in values) && !(name in given)) values[name] = own(g, i);
    out.push(store.seed({ ...values, ...given }, times[i] as number));
  }
  return out;
}
