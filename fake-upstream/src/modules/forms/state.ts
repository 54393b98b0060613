import { FORM_STATE, type FormField, form, formEntry, formStatus, PRODUCTS } from '@console/contracts';
import { fail } from '../../errors.js';
import type { FakeData } from '../../kit/fake-data.js';
import { moduleState } from '../../kit/module.js';
import { ResourceStore, type StoredRow } from '../../kit/store.js';
import { PRIMARY_SHOP, type ShopProfile } from '../../state/shops.js';
import { DAY_MS, formatDateTime, parseDateTime } from '../../util/time.js';
import { answersFor } from './answers.js';
import { DEMO_FORM_FIELDS, FORM_TEMPLATES } from './seed.js';

/** Submissions of the demo form (id 1): enough for several pages and a date filter that matters. */
export const DEMO_SUBMISSIONS = 240;
const FORMS = 32;

export const DEMO_FORMS = [
  {
    title: '2026 暑期班报名表',
    items: DEMO_FORM_FIELDS,
    submitText: '立即报名',
    description: '填写后课程顾问会在 24 小时内与您联系',
    isShow: '1',
    rules: '1. 每位学员填写一次\n2. 试听日期可选未来 30 天内',
  },
  { title: '试听课预约登记', items: FORM_TEMPLATES[0]?.fields, submitText: '立即预约', isShow: '1' },
  { title: '家长满意度调查', items: FORM_TEMPLATES[1]?.fields, submitText: '提交', isShow: '0' },
] as const;

const itemsOf = (row: StoredRow) => (Array.isArray(row.values.items) ? (row.values.items as FormField[]) : []);

/** Seeds a form's submissions, oldest first, between `from` and `until`. */
/**
 * A template as another shop words it: its contest is in its own subject, its course choices are its courses
 * (the primary shop keeps the templates the tests know).
 */
function ownTemplate(t: (typeof FORM_TEMPLATES)[number], shop: ShopProfile | null): (typeof FORM_TEMPLATES)[number] {
  if (!shop) return t;
  return {
    title: t.title.replace('少儿美术', `少儿${shop.subjects[0] ?? ''}`),
    fields: t.fields.map((f) => (f.key === 'fcourse' ? { ...f, options: shop.courses.slice(0, 6) } : f)),
  };
}

function seedEntries(entries: ResourceStore, row: StoredRow, count: number, g: FakeData, from: number, until: number) {
  const minutes = Math.max(0, Math.floor((until - from) / 60_000));
  const times = Array.from({ length: count }, () => from + g.int(0, minutes) * 60_000).sort((a, b) => a - b);
  for (const t of times)
    entries.seed(
      { formId: row.id, user: g.nickname(), answers: answersFor(itemsOf(row), g), submitTime: formatDateTime(t) },
      t,
    );
}

/**
 * The forms and their submissions. A form's status and submission count are the upstream's, derived on every
 * read; its checks: a deadline ahead of now, a field that has answers neither removed nor retyped, and a form
 * still collecting with submissions not deleted.
 */
export const formsState = moduleState('forms', (ctx) => {
  const counts = new Map<number, number>();
  let entries: ResourceStore | undefined;
  const countOf = (id: number) => {
    if (counts.size === 0 && entries)
      for (const e of entries.live())
        counts.set(Number(e.values.formId), (counts.get(Number(e.values.formId)) ?? 0) + 1);
    return counts.get(id) ?? 0;
  };
  const answered = (formId: number, key: string) =>
    (entries?.live() ?? []).filter((e) => e.values.formId === formId && key in (e.values.answers as object)).length;
  const status = (v: Record<string, unknown>) => formStatus(v, formatDateTime(ctx.clock()));
  const forms = new ResourceStore(
    form,
    {
      computedDefaults: { submitCount: 0, status: FORM_STATE.off },
      decorate: (values, row) => ({ ...values, status: status(values), submitCount: countOf(row.id) }),
      filterParams: ['status'],
      filter: (row, q) => q.status === undefined || status(row.values) === Number(q.status),
      check: (v, existing) => {
        const end = typeof v.endTime === 'string' ? v.endTime : '';
        if (end !== '' && end !== existing?.values.endTime && end <= formatDateTime(ctx.clock()))
          throw fail('截止时间不能早于当前时间');
        if (!existing) return;
        const next = new Map((v.items as FormField[]).map((x) => [x.key, x]));
        for (const before of itemsOf(existing)) {
          const now = next.get(before.key);
          if (now && now.type === before.type) continue;
          const n = answered(existing.id, before.key);
          if (n === 0) continue;
          throw fail(
            now
              ? `字段「${before.label}」已有 ${n} 条填写内容，不能修改类型`
              : `字段「${before.label}」已有 ${n} 条填写内容，不能删除，可改为非必填`,
          );
        }
      },
    },
    ctx.clock,
  );
  entries = new ResourceStore(formEntry, { order: (a, b) => b.createdAt - a.createdAt || b.id - a.id }, ctx.clock);
  const g = ctx.fake(340_001);
  // A shop without the form product has no forms; the named demo forms are the primary shop's.
  const count = ctx.shop.has(PRODUCTS.form) ? FORMS : 0;
  const primary = ctx.shop.id === PRIMARY_SHOP;
  for (let i = 0; i < count; i++) {
    const demo = primary ? DEMO_FORMS[i] : undefined;
    const template = ownTemplate(g.pick(FORM_TEMPLATES), primary ? null : ctx.shop.profile);
    // Made before the two months of submissions the demo form shows; the newest first.
    const created = ctx.now - (60 + (i + 1) * 3) * DAY_MS;
    const row = forms.seed(
      {
        title:
          demo?.title ?? `${template.title}（${g.pick(['春季', '秋季', '寒假', '暑期', '周末'])}${g.int(1, 9)} 期）`,
        cover: g.image(demo?.title ?? template.title, { w: 750, h: 420 }),
        description: demo && 'description' in demo ? demo.description : '',
        items: demo?.items ?? template.fields,
        submitText: demo?.submitText ?? g.pick(['提交', '立即报名', '立即预约']),
        endTime: demo || g.chance(0.6) ? '' : formatDateTime(g.chance(0.5) ? g.futureMs(60) : g.pastMs(30, 1)),
        isShow: demo?.isShow ?? (g.chance(0.7) ? '1' : '0'),
        shareTitle: '',
        shareImage: '',
        rules: demo && 'rules' in demo ? demo.rules : '',
        detail: `<p>${g.sentence()}</p>`,
      },
      created,
    );
    // Submitted while the form was open: after it was made, and before its deadline when that has passed.
    const closed = typeof row.values.endTime === 'string' ? parseDateTime(row.values.endTime) : null;
    const until = closed !== null && closed < ctx.now ? closed : ctx.now;
    const from = Math.max(created, ctx.now - (i === 0 ? 60 : 90) * DAY_MS);
    seedEntries(entries, row, i === 0 && demo ? DEMO_SUBMISSIONS : g.int(0, 30), g, from, until);
  }
  /** Forgets the counts when submissions change. */
  const changed = () => counts.clear();
  return { forms, entries, itemsOf, changed };
});
