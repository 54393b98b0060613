import { answersErrors, form, formEntry } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import type { CallContext } from '../../kit/handlers.js';
import { businessErrorAsync, callContext, testState } from '../../kit/testing.js';
import { formsFake } from './index.js';
import { DEMO_SUBMISSIONS, formsState } from './state.js';

const NOW = Date.UTC(2026, 3, 15, 4, 0, 0);
const h = formsFake.handlers as Record<string, (input: never, ctx: CallContext) => unknown>;
type Row = Record<string, unknown> & { id: number };
type Page = { list: Row[]; total: number };

const setUp = () => callContext(testState(NOW), NOW);
const call = async (name: string, input: unknown, ctx: CallContext) =>
  (h[name] as (i: unknown, c: CallContext) => unknown)(input, ctx);

describe('seeded forms', () => {
  it('has 32 forms, the demo first with its submissions, every row its entity', async () => {
    const ctx = setUp();
    const page = (await call('form.list', { page: 1, size: 50 }, ctx)) as Page;
    expect(page.total).toBe(32);
    expect(page.list[0]?.title).toBe('2026 暑期班报名表');
    expect(page.list[0]?.submitCount).toBe(DEMO_SUBMISSIONS);
    for (const r of page.list) expect(form.entity.safeParse(r).error).toBeUndefined();
  });

  it('answers every seeded submission as its form allows', async () => {
    const ctx = setUp();
    const s = formsState.of(ctx);
    for (const f of s.forms.live()) {
      const page = (await call('formEntry.list', { page: 1, size: 500, formId: f.id }, ctx)) as Page;
      for (const e of page.list) {
        expect(formEntry.entity.safeParse(e).error).toBeUndefined();
        expect(answersErrors(s.itemsOf(f), e.answers as Record<string, string>, NOW)).toEqual({});
      }
    }
  });

  it('filters submissions by their day', async () => {
    const ctx = setUp();
    const all = (await call('formEntry.list', { page: 1, size: 500, formId: 1 }, ctx)) as Page;
    const day = String(all.list[0]?.submitTime).slice(0, 10);
    const one = (await call(
      'formEntry.list',
      { page: 1, size: 500, formId: 1, startDate: day, endDate: day },
      ctx,
    )) as Page;
    expect(one.total).toBeGreaterThan(0);
    expect(one.total).toBeLessThan(all.total);
    expect(one.list.every((e) => String(e.submitTime).startsWith(day))).toBe(true);
  });
});

describe('the upstream rules', () => {
  it('keeps a field that has answers: neither removed nor retyped', async () => {
    const ctx = setUp();
    const demo = (await call('form.get', { id: 1 }, ctx)) as Row & { items: Array<Record<string, unknown>> };
    const { createTime, updateDate, status, submitCount, ...values } = demo;
    const items = demo.items;
    expect(await businessErrorAsync(() => call('form.save', { ...values, items: items.slice(1) }, ctx))).toMatch(
      /^字段「学员姓名」已有 \d+ 条填写内容，不能删除，可改为非必填$/,
    );
    const retyped = items.map((x, i) => (i === 0 ? { ...x, type: 'number' } : x));
    expect(await businessErrorAsync(() => call('form.save', { ...values, items: retyped }, ctx))).toMatch(
      /不能修改类型$/,
    );
    const optional = items.map((x, i) => (i === 0 ? { ...x, required: false, label: '孩子姓名' } : x));
    expect(((await call('form.save', { ...values, items: optional }, ctx)) as Row).items).toEqual(optional);
  });

  it('refuses a deadline in the past and deletes a collecting form only once it is off', async () => {
    const ctx = setUp();
    const demo = (await call('form.get', { id: 1 }, ctx)) as Row;
    const { createTime, updateDate, status, submitCount, ...values } = demo;
    expect(await businessErrorAsync(() => call('form.save', { ...values, endTime: '2026-04-01 00:00:00' }, ctx))).toBe(
      '截止时间不能早于当前时间',
    );
    expect(await businessErrorAsync(() => call('form.remove', { id: 1 }, ctx))).toBe(
      '「2026 暑期班报名表」正在收集中，请先停用再删除',
    );
    await call('form.setShow', { ids: [1], value: '0' }, ctx);
    expect(((await call('form.get', { id: 1 }, ctx)) as Row).status).toBe(3);
    await call('form.remove', { id: 1 }, ctx);
    expect(((await call('form.list', { page: 1, size: 50 }, ctx)) as Page).total).toBe(31);
  });

  it('counts a form copy from none and deleted submissions off the count', async () => {
    const ctx = setUp();
    const copy = (await call('form.copy', { id: 1 }, ctx)) as Row;
    expect(copy.title).toBe('2026 暑期班报名表（副本）');
    expect(copy.submitCount).toBe(0);
    const page = (await call('formEntry.list', { page: 1, size: 2, formId: 1 }, ctx)) as Page;
    await call('formEntry.removeMany', { ids: page.list.map((e) => e.id) }, ctx);
    expect(((await call('form.get', { id: 1 }, ctx)) as Row).submitCount).toBe(DEMO_SUBMISSIONS - 2);
  });
});
