import { f } from '@console/contracts';
import { describe, expect, it, vi } from 'vitest';
import { formSchema } from '../../engine/form-values';
import { checksFor, firstErrorField, schemaRule, sensitiveHits, textOf, validateChecked } from './checks';

type Validator = (rule: unknown, value: unknown) => Promise<void>;
const run = (rule: ReturnType<typeof schemaRule>, value: unknown) =>
  (rule as { validator: Validator }).validator({}, value);

describe('schema rules', () => {
  it('passes what the contract accepts and fails with its Chinese message', async () => {
    const rule = schemaRule(f.text('标题', { required: true, max: 5 }).input);
    await expect(run(rule, '春季')).resolves.toBeUndefined();
    await expect(run(rule, '')).rejects.toThrow('请输入标题');
    await expect(run(rule, '一二三四五六')).rejects.toThrow('标题不能超过 5 个字');
  });

  it('carries the shared validators (phone, price)', async () => {
    await expect(run(schemaRule(f.phone('电话', { required: true }).input), '12345')).rejects.toThrow(
      '您输入的手机号有误',
    );
    await expect(run(schemaRule(f.phone('电话', { required: true }).input), '010-12345678')).resolves.toBeUndefined();
    // A price is typed in yuan: the form checks the text with the shared price validator (formSchema).
    await expect(run(schemaRule(formSchema(f.price('价格', { required: true }))), '1.234')).rejects.toThrow(
      '最多两位小数',
    );
  });
});

describe('forbidden-word checks', () => {
  it('reads text the way a person wrote it', () => {
    expect(textOf('<p>你好 <b>世界</b></p>', 'richText')).toBe('你好 世界');
    expect(textOf('  标题 ', 'text')).toBe('标题');
    expect(textOf([{ label: '姓名', options: ['甲', '乙'] }], 'custom')).toBe('姓名 甲 乙');
    expect(textOf(undefined, 'text')).toBe('');
  });

  it('sends each field with text once, and marks only the hits', async () => {
    const items = checksFor({ title: '赌博游戏', summary: '', content: '<p>正常</p>' }, [
      { name: 'title', kind: 'text' },
      { name: 'summary', kind: 'textarea' },
      { name: 'content', kind: 'richText' },
    ]);
    expect(items).toEqual([
      { name: 'title', text: '赌博游戏' },
      { name: 'content', text: '正常' },
    ]);
    const check = vi.fn(async (t: string) => (t.includes('赌博') ? '包含敏感词：赌博' : null));
    expect(await sensitiveHits(items, check)).toEqual([{ name: 'title', message: '包含敏感词：赌博' }]);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('finds the first field in error in form order', () => {
    expect(
      firstErrorField([
        { name: ['title'], errors: [] },
        { name: ['summary'], errors: ['包含敏感词'] },
        { name: ['content'], errors: ['请输入正文'] },
      ]),
    ).toEqual(['summary']);
    expect(firstErrorField([{ name: ['a'], errors: [] }])).toBeUndefined();
  });
});

/** A stand-in for antd's form instance with the calls validation makes. */
function fakeForm(values: Record<string, unknown>, ruleErrors: Record<string, string> = {}) {
  const errors: Record<string, string[]> = Object.fromEntries(Object.entries(ruleErrors).map(([k, v]) => [k, [v]]));
  return {
    validateFields: vi.fn(async () => {
      if (Object.keys(ruleErrors).length) throw new Error('invalid');
      return values;
    }),
    getFieldsValue: () => values,
    setFields: vi.fn((fields: Array<{ name: string; errors: string[] }>) => {
      for (const f of fields) errors[f.name] = f.errors;
    }),
    getFieldsError: () => Object.keys(values).map((k) => ({ name: [k], errors: errors[k] ?? [] })),
    // antd registers each form item's node; the scroll finds the field by it.
    getFieldInstance: vi.fn((name: string[]) => itemOf(name.join('_'))),
  };
}

/** A form item on the page, and the page's scroll, which the scroll to an error moves (jsdom has none of its own). */
function itemOf(name: string): HTMLElement {
  const item = document.createElement('div');
  item.className = 'ant-form-item';
  item.id = `item-${name}`;
  document.body.append(item);
  return item;
}
const pageScroll = () => {
  const scrollTo = vi.fn();
  (document.scrollingElement ?? document.documentElement).scrollTo = scrollTo;
  return scrollTo;
};

describe('validateChecked', () => {
  const targets = [
    { name: 'title', kind: 'text' as const },
    { name: 'content', kind: 'richText' as const },
  ];

  it('is valid only when no field is in error', async () => {
    const form = fakeForm({ title: '春季招生', content: '<p>欢迎</p>' });
    const out = await validateChecked(form as never, targets, async () => null, { schedule: vi.fn() });
    expect(out).toEqual({ title: '春季招生', content: '<p>欢迎</p>' });
  });

  it('a hit marks the field and schedules the scroll to it after 100 ms', async () => {
    const form = fakeForm({ title: '春季招生', content: '<p>代开发票</p>' });
    const scrolled = pageScroll();
    const schedule = vi.fn((fn: () => void) => fn());
    const out = await validateChecked(
      form as never,
      targets,
      async (t) => (t.includes('发票') ? '包含敏感词：代开发票' : ''),
      { schedule },
    );
    expect(out).toBeNull();
    expect(form.setFields).toHaveBeenCalledWith([{ name: 'content', errors: ['包含敏感词：代开发票'] }]);
    expect(schedule).toHaveBeenCalledWith(expect.any(Function), 100);
    expect(form.getFieldInstance).toHaveBeenCalledWith(['content']);
    // The page's content area scrolls, vertically and smoothly; nothing else is asked to move.
    expect(scrolled).toHaveBeenCalledWith({ top: expect.any(Number), behavior: 'smooth' });
  });

  it('a rule error also fails and scrolls to the first error', async () => {
    const form = fakeForm({ title: '', content: '<p>x</p>' }, { title: '请输入标题' });
    const scrolled = pageScroll();
    const schedule = vi.fn((fn: () => void) => fn());
    expect(await validateChecked(form as never, targets, async () => null, { schedule })).toBeNull();
    expect(form.getFieldInstance).toHaveBeenCalledWith(['title']);
    expect(scrolled).toHaveBeenCalledOnce();
  });

  it('runs the checks across fields at the same submit as the fields’ own rules, on fields without an error', async () => {
    const form = fakeForm(
      { title: '', from: '2030-01-10', to: '2030-01-01', price: 'abc' },
      { title: '请输入标题', price: '售价应为数字' },
    );
    const scrolled = pageScroll();
    const schedule = vi.fn((fn: () => void) => fn());
    const across = vi.fn((values: Record<string, unknown>, inError: ReadonlySet<string>) => [
      ...(String(values.to) < String(values.from) ? [{ name: 'to', errors: ['结束日期不能早于开始日期'] }] : []),
      // A field with its own error keeps that one.
      { name: 'price', errors: ['体验价不能高于原价'] },
      ...(inError.has('title') ? [] : [{ name: 'title', errors: ['不该出现'] }]),
    ]);
    expect(await validateChecked(form as never, targets, async () => null, { schedule, across })).toBeNull();
    expect(across).toHaveBeenCalledWith(expect.objectContaining({ from: '2030-01-10' }), new Set(['title', 'price']));
    expect(form.setFields).toHaveBeenCalledWith([{ name: 'to', errors: ['结束日期不能早于开始日期'] }]);
    expect(form.getFieldInstance).toHaveBeenCalledWith(['title']);
    expect(scrolled).toHaveBeenCalledOnce();
  });
});
