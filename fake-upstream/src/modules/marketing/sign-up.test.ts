import { answersErrors, type FormField, SIGN_UP_EMPTY_FORM, signUp, signUpEntry } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import type { CallContext } from '../../kit/handlers.js';
import { businessError, callContext, testState } from '../../kit/testing.js';
import { formsState } from '../forms/index.js';
import { marketingHandlers as h } from './handlers.js';
import { DEMO_SIGN_UP_FORM } from './seed.js';
import { formSnapshot } from './sign-up.js';
import { marketingState } from './state.js';

const NOW = Date.UTC(2026, 3, 15, 4, 0, 0);
type Row = Record<string, unknown> & { id: number };
type Page = { list: Row[]; total: number };

const setUp = () => callContext(testState(NOW), NOW);
const call = (fn: unknown, input: unknown, ctx: CallContext) =>
  (fn as (i: unknown, c: CallContext) => unknown)(input, ctx);

const fieldsOfForm = (ctx: CallContext, id: number) => {
  const s = formsState.of(ctx);
  return s.itemsOf(s.forms.get(id));
};
const keys = (fields: readonly FormField[]) => fields.map((f) => f.key);

/** A new activity's save input from a seeded one that has not started (its window is ahead of now). */
function newActivity(ctx: CallContext, formId: number): Record<string, unknown> {
  const page = call(h.signUp.list, { page: 1, size: 50, status: 1 }, ctx) as Page;
  const { id: _id, formFields: _f, ...rest } = page.list[0]!;
  return { ...signUp.saveInput.parse(rest), formId };
}

describe('sign-up forms', () => {
  it('seeded activities collect with seeded forms and keep their fields; the demo uses the demo form', () => {
    const ctx = setUp();
    const page = call(h.signUp.list, { page: 1, size: 50 }, ctx) as Page;
    expect(page.list[0]?.formId).toBe(DEMO_SIGN_UP_FORM);
    for (const a of page.list) {
      const fields = fieldsOfForm(ctx, Number(a.formId));
      expect(a.formFields).toEqual(fields);
      expect(fields.some((f) => f.type === 'phone')).toBe(true);
    }
    expect(new Set(page.list.map((a) => a.formId)).size).toBeGreaterThan(3);
  });

  it('seeded sign-ups answer every field of the snapshot validly, with their own phone', () => {
    const ctx = setUp();
    const activity = call(h.signUp.get, { id: 1 }, ctx) as Row & { formFields: FormField[] };
    const entries = call(h.signUpEntry.list, { page: 1, size: 200, activityId: 1 }, ctx) as Page;
    expect(entries.total).toBeGreaterThanOrEqual(200);
    const phone = activity.formFields.find((f) => f.type === 'phone')!;
    const seen = new Set<string>();
    for (const e of entries.list) {
      expect(signUpEntry.entity.safeParse(e).error).toBeUndefined();
      const answers = e.answers as Record<string, string | string[]>;
      expect(answersErrors(activity.formFields, answers, NOW)).toEqual({});
      expect(answers[phone.key]).toBe(e.phone);
      for (const k of Object.keys(answers)) seen.add(k);
      const photo = answers.fphoto;
      if (typeof photo === 'string') expect(photo).toMatch(/^http:\/\/fake\//);
    }
    // Every field is answered by someone: the optional ones are left empty only now and then.
    expect([...seen].sort()).toEqual(keys(activity.formFields).sort());
  });

  it('a new activity keeps a snapshot of its form; an unknown or empty form is refused', () => {
    const ctx = setUp();
    expect(businessError(() => call(h.signUp.save, newActivity(ctx, 999), ctx))).toBe(
      '报名表单不存在或已被删除，请重新选择',
    );
    formsState.of(ctx).forms.get(3).values.items = [];
    expect(businessError(() => call(h.signUp.save, newActivity(ctx, 3), ctx))).toBe(SIGN_UP_EMPTY_FORM);
    const saved = call(h.signUp.save, newActivity(ctx, 2), ctx) as Row;
    expect(saved.formFields).toEqual(fieldsOfForm(ctx, 2));
    expect(signUp.entity.safeParse(saved).error).toBeUndefined();
    // Nobody has signed up: another form may be chosen, and its fields replace the snapshot.
    const again = call(h.signUp.save, { ...signUp.saveInput.parse(saved), id: saved.id, formId: 1 }, ctx) as Row;
    expect(again.formFields).toEqual(fieldsOfForm(ctx, 1));
  });

  it('once people signed up the form stays, and the fields they answered stay in the snapshot', () => {
    const ctx = setUp();
    const activity = call(h.signUp.get, { id: 1 }, ctx) as Row;
    const input = { ...signUp.saveInput.parse(activity), id: 1 };
    expect(businessError(() => call(h.signUp.save, { ...input, formId: 2 }, ctx))).toMatch(
      /^已有 \d+ 人报名，不能更换报名表单$/,
    );
    // The form drops its photo field and gains a grade: the activity collects the grade and keeps the photos.
    const form = formsState.of(ctx).forms.get(DEMO_SIGN_UP_FORM);
    const before = fieldsOfForm(ctx, DEMO_SIGN_UP_FORM);
    const grade: FormField = { key: 'fgrade', label: '年级', type: 'text', required: false, options: [] };
    form.values.items = [...before.filter((f) => f.key !== 'fphoto'), grade];
    const saved = call(h.signUp.save, input, ctx) as Row & { formFields: FormField[] };
    expect(keys(saved.formFields)).toEqual([...keys(before).filter((k) => k !== 'fphoto'), 'fgrade', 'fphoto']);
    // The form deleted since: the activity goes on with its snapshot.
    formsState.of(ctx).forms.remove([DEMO_SIGN_UP_FORM]);
    // Saved again on the version the first save answered (the one it was loaded at is stale now).
    const kept = call(h.signUp.save, { ...input, version: saved.version }, ctx) as Row;
    expect(kept.formFields).toEqual(saved.formFields);
  });

  it('a copy collects with its form as it is now, or with the original’s fields when the form is gone', () => {
    const ctx = setUp();
    const grade: FormField = { key: 'fgrade', label: '年级', type: 'text', required: false, options: [] };
    const form = formsState.of(ctx).forms.get(DEMO_SIGN_UP_FORM);
    const original = marketingState.of(ctx).campaigns.signUp.get(1).values.formFields;
    form.values.items = [...fieldsOfForm(ctx, DEMO_SIGN_UP_FORM), grade];
    const copy = call(h.signUp.copy, { id: 1 }, ctx) as Row & { formFields: FormField[] };
    expect(copy.formFields.at(-1)).toEqual(grade);
    expect(signUp.entity.safeParse(copy).error).toBeUndefined();
    formsState.of(ctx).forms.remove([DEMO_SIGN_UP_FORM]);
    expect((call(h.signUp.copy, { id: 1 }, ctx) as Row).formFields).toEqual(original);
  });

  it('the snapshot rule on its own: a form of no fields, a change after sign-ups', () => {
    const name: FormField = { key: 'fname', label: '姓名', type: 'text', required: true, options: [] };
    expect(formSnapshot([name], 4, undefined)).toEqual([name]);
    expect(businessError(() => formSnapshot([], 4, undefined))).toBe(SIGN_UP_EMPTY_FORM);
    expect(businessError(() => formSnapshot(undefined, 4, undefined))).toBe('报名表单不存在或已被删除，请重新选择');
    const phone: FormField = { key: 'fphone', label: '手机号', type: 'phone', required: true, options: [] };
    const before = { values: { formId: 4, formFields: [name] }, signed: 0 };
    expect(formSnapshot([phone], 5, before)).toEqual([phone]);
    expect(businessError(() => formSnapshot([phone], 5, { ...before, signed: 3 }))).toBe(
      '已有 3 人报名，不能更换报名表单',
    );
    expect(formSnapshot([phone], 4, { ...before, signed: 3 })).toEqual([phone, name]);
    expect(formSnapshot(undefined, 4, { ...before, signed: 3 })).toEqual([name]);
  });
});

describe('the sign-up recycle bin', () => {
  it('says when each activity went into it, and forgets it when the activity is restored', () => {
    const ctx = setUp();
    const ended = (call(h.signUp.list, { page: 1, size: 1, status: 3 }, ctx) as Page).list[0]!;
    expect(ended.deleteTime ?? null).toBeNull();
    call(h.signUp.recycle, { ids: [ended.id] }, ctx);
    const bin = call(h.signUp.recycleList, { page: 1, size: 50 }, ctx) as Page;
    const binned = bin.list.find((r) => r.id === ended.id)!;
    expect(binned.deleteTime).toBe('2026-04-15 12:00:00');
    expect(signUp.entity.safeParse(binned).error).toBeUndefined();
    call(h.signUp.restore, { ids: [ended.id] }, ctx);
    expect((call(h.signUp.get, { id: ended.id }, ctx) as Row).deleteTime ?? null).toBeNull();
  });
});
