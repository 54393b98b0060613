import { z } from 'zod';
import { isPhone } from '../../validators.js';
import type { FormField } from './fields.js';

/** One submission's answers by field key: text, or the picked options of a multiple choice. */
export const answerValueSchema = z.union([z.string(), z.array(z.string())]);
export type AnswerValue = z.infer<typeof answerValueSchema>;
export const answersSchema = z.record(z.string(), answerValueSchema);
export type Answers = z.infer<typeof answersSchema>;

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const ID_CHECK = '10X98765432';

/**
 * A mainland resident ID number (GB 11643-1999): 17 digits, a birth date that exists and is not in the future,
 * and the check character of the weighted sum mod 11.
 */
export function isIdCard(value: string, now = Date.now()): boolean {
  const v = value.trim().toUpperCase();
  if (!/^\d{17}[\dX]$/.test(v)) return false;
  const y = Number(v.slice(6, 10));
  const m = Number(v.slice(10, 12));
  const d = Number(v.slice(12, 14));
  const birth = Date.UTC(y, m - 1, d);
  const back = new Date(birth);
  if (y < 1900 || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d || birth > now) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(v[i]) * (ID_WEIGHTS[i] as number);
  return ID_CHECK[sum % 11] === v[17];
}

export const isEmail = (v: string): boolean => /^[\w.+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/.test(v.trim());
const isNumber = (v: string) => /^-?(0|[1-9]\d*)(\.\d+)?$/.test(v.trim());
const isDay = (v: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const t = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(t.getTime()) && t.toISOString().slice(0, 10) === v;
};
const isClock = (v: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(v);
const isUrl = (v: string) => /^https?:\/\/\S+$/.test(v);

const empty = (v: AnswerValue | undefined) => v === undefined || (Array.isArray(v) ? v.length === 0 : v.trim() === '');

/** What a person is told when they left a required field empty. */
function missing(field: FormField): string {
  if (field.type === 'image') return `请上传${field.label}`;
  if (field.type === 'radio' || field.type === 'checkbox' || field.type === 'date' || field.type === 'time')
    return `请选择${field.label}`;
  return `请填写${field.label}`;
}

/** The message for one answer, or null when it is acceptable for its field. */
export function answerError(field: FormField, value: AnswerValue | undefined, now = Date.now()): string | null {
  if (empty(value)) return field.required ? missing(field) : null;
  if (field.type === 'checkbox') {
    if (!Array.isArray(value)) return `${field.label}的选项有误`;
    if (new Set(value).size !== value.length || value.some((v) => !field.options.includes(v)))
      return `${field.label}的选项不存在`;
    return null;
  }
  if (typeof value !== 'string') return `${field.label}只能填写一项`;
  const v = value.trim();
  switch (field.type) {
    case 'text':
      return v.length > 200 ? `${field.label}不能超过 200 个字` : null;
    case 'number':
      return isNumber(v) ? null : `${field.label}请输入数字`;
    case 'phone':
      return isPhone(v) ? null : '您输入的手机号有误';
    case 'email':
      return isEmail(v) ? null : '请输入正确的邮箱地址';
    case 'date':
      return isDay(v) ? null : `${field.label}的日期有误`;
    case 'time':
      return isClock(v) ? null : `${field.label}的时间有误`;
    case 'radio':
      return field.options.includes(v) ? null : `${field.label}的选项不存在`;
    case 'image':
      return isUrl(v) ? null : `${field.label}的图片地址有误`;
    case 'idCard':
      return isIdCard(v, now) ? null : '请输入正确的身份证号';
  }
}

/** Every answer's problem by field key; answers to fields the form does not have are refused too. */
export function answersErrors(
  fields: readonly FormField[],
  answers: Answers,
  now = Date.now(),
): Record<string, string> {
  const out: Record<string, string> = {};
  const known = new Set(fields.map((f) => f.key));
  for (const key of Object.keys(answers)) if (!known.has(key)) out[key] = '表单中没有这个字段';
  for (const field of fields) {
    const message = answerError(field, answers[field.key], now);
    if (message) out[field.key] = message;
  }
  return out;
}

/** An answer as a cell or a preview reads it: options joined with 、. */
export const answerText = (v: AnswerValue | undefined): string => (Array.isArray(v) ? v.join('、') : (v ?? ''));
