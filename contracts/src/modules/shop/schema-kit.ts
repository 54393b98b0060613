import { z } from 'zod';
import { wholeNumber } from '../../number-schemas.js';
import { isPhone } from '../../validators.js';

/**
 * Which check a decoration schema makes: `draft` takes anything a person may leave unfinished while designing
 * (a banner still without pictures), `publish` also requires what customers need to see. Both give the same
 * types; only the required checks differ, so one declaration serves the draft, the live page and the marks on
 * the canvas.
 */
export type Strictness = 'draft' | 'publish';

const URL_RE = /^https?:\/\/\S+$/;

/** A colour as the colour pickers give it; '' where the part has none (transparent). */
export const colorSchema = z.string({ error: '请选择颜色' }).regex(/^(#[0-9a-fA-F]{6})?$/, '颜色格式应为 #RRGGBB');

/** A colour that must be set. */
export const solidColorSchema = z.string({ error: '请选择颜色' }).regex(/^#[0-9a-fA-F]{6}$/, '颜色格式应为 #RRGGBB');

/** The schemas of what a person writes for customers to read: the forbidden-word check reads every one. */
const WRITTEN = new WeakSet<z.ZodType>();

/** Marks a schema as text a person writes (a title, a notice, rich text); answers the same schema. */
export function written<T extends z.ZodType>(schema: T): T {
  WRITTEN.add(schema);
  return schema;
}

/** Whether a schema is text a person writes (see `written`). */
export function isWritten(schema: z.ZodType): boolean {
  return WRITTEN.has(schema);
}

/** A text of at most `max` characters; required (请输入{label}) only when publishing. */
export function text(s: Strictness, label: string, max: number, required = false) {
  const base = z
    .string({ error: `请输入${label}` })
    .trim()
    .max(max, `${label}不能超过 ${max} 个字`);
  return written(required && s === 'publish' ? base.min(1, `请输入${label}`) : base);
}

/** A text every draft already needs (a page's name). */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: `请输入${label}` })
    .trim()
    .min(1, `请输入${label}`)
    .max(max, `${label}不能超过 ${max} 个字`);
}

/** An uploaded file's address, '' while none; required (请上传{label}) only when publishing. */
export function upload(s: Strictness, label: string, required = false, check?: { test: RegExp; message: string }) {
  const address = z
    .string({ error: `请上传${label}` })
    .trim()
    .max(2000, `${label}地址过长`)
    .refine((v) => v === '' || URL_RE.test(v), `${label}地址应以 http:// 或 https:// 开头`);
  const base = check
    ? address.refine((v) => v === '' || check.test.test(v.split(/[?#]/)[0] ?? ''), check.message)
    : address;
  return required && s === 'publish' ? base.refine((v) => v !== '', `请上传${label}`) : base;
}

/** A whole number between `min` and `max`, messages naming the field and its limits. */
export function int(label: string, min: number, max: number) {
  return wholeNumber(label, { min, max });
}

/** One of some values (a select or a radio group). */
export function choice<const V extends readonly [string, ...string[]]>(label: string, values: V) {
  return z.enum(values, { error: `请选择${label}` });
}

/** On or off. */
export function flag(label: string) {
  return z.boolean({ error: `请选择是否${label}` });
}

/** A list of at most `max` items, of which publishing needs at least `min` (`minMessage`). */
export function list<T extends z.ZodType>(
  s: Strictness,
  item: T,
  o: { label: string; max: number; min?: number; minMessage?: string },
) {
  const base = z.array(item, { error: `请添加${o.label}` }).max(o.max, `${o.label}最多 ${o.max} 项`);
  return s === 'publish' && o.min ? base.min(o.min, o.minMessage ?? `请至少添加 ${o.min} 项${o.label}`) : base;
}

/** Ids of chosen items (courses, products, campaigns, articles). */
export function chosenIds(s: Strictness, what: string, max: number) {
  const base = z
    .array(z.number().int().positive(), { error: `请选择${what}` })
    .max(max, `${what}最多选择 ${max} 个`)
    .refine((ids) => new Set(ids).size === ids.length, `${what}不能重复选择`);
  return s === 'publish' ? base.refine((ids) => ids.length > 0, `请选择${what}`) : base;
}

/** A phone number or '' (optional). */
export const optionalPhone = z
  .string({ error: '请输入电话' })
  .trim()
  .refine((v) => v === '' || isPhone(v), '您输入的手机号有误');
