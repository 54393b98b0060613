import { type FieldDef, type FieldKind, htmlText, UI } from '@console/contracts';
import type { FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import { scrollToFieldOf } from './scroll-to-field';
import './zod-locale';

/**
 * Form validation of spec §5, shared by every form: the contract's own schema checks each field (the
 * shared validators live in those schemas), every field's text also goes to the forbidden-word check and a
 * hit marks the field with the returned message, the form is valid only when no field remains in error, and
 * the view then scrolls to the first error after 100 ms.
 */

/** An antd rule running a contract schema: its Chinese message is the field's error. */
export function schemaRule(schema: FieldDef['input'], normalize: (v: unknown) => unknown = (v) => v): Rule {
  return {
    validator: async (_rule, value) => {
      const result = schema.safeParse(normalize(value));
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? '输入有误');
    },
  };
}

/** A field whose text the forbidden-word check reads. */
export interface CheckTarget {
  name: string;
  kind: FieldKind;
}

/** The text of a value as the check should see it: markup stripped, nested strings of a custom value joined. */
export function textOf(value: unknown, kind: FieldKind): string {
  if (value === null || value === undefined) return '';
  if (kind === 'richText') return typeof value === 'string' ? htmlText(value) : '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return '';
  const parts: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === 'string') parts.push(v.trim());
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(value);
  return parts.filter(Boolean).join(' ');
}

/** What to send to the check: one entry per field with some text. */
export function checksFor(values: Record<string, unknown>, targets: readonly CheckTarget[]) {
  return targets.map((t) => ({ name: t.name, text: textOf(values[t.name], t.kind) })).filter((c) => c.text !== '');
}

export type SensitiveCheck = (content: string) => Promise<string | null | undefined>;

/** Runs the checks; answers the fields that hit, with the check's message. */
export async function sensitiveHits(
  items: ReadonlyArray<{ name: string; text: string }>,
  check: SensitiveCheck,
): Promise<Array<{ name: string; message: string }>> {
  const results = await Promise.all(items.map(async (i) => ({ name: i.name, message: (await check(i.text)) ?? '' })));
  return results.filter((r) => r.message.trim() !== '');
}

/** The first field in error, in the form's order. */
export function firstErrorField(errors: ReadonlyArray<{ name: (string | number)[]; errors: string[] }>) {
  return errors.find((e) => e.errors.length > 0)?.name;
}

/** A field's error found by a check across fields (an end before its start). */
export interface FieldError {
  name: string;
  errors: string[];
}

/**
 * Checks across fields, given the form's values and the fields already in error (whose values they should take
 * as absent): their errors stand on fields that have none of their own.
 */
export type AcrossFields = (values: Record<string, unknown>, inError: ReadonlySet<string>) => FieldError[];

/** The fields with an error now, by their top-level name. */
function fieldsInError<T>(form: FormInstance<T>): Set<string> {
  return new Set(
    form
      .getFieldsError()
      .filter((e) => e.errors.length > 0)
      .map((e) => String(e.name[0])),
  );
}

/**
 * Validates a form the spec's way. Resolves the values when valid, or null when some field is in error (the
 * view then scrolls to the first one). Every check runs at once — each field's rules, the forbidden-word check
 * and the checks across fields — so one submit shows every error. A failed forbidden-word call rejects: saving
 * unchecked text is not allowed, and the error policy has already told the person why.
 */
export async function validateChecked<T>(
  form: FormInstance<T>,
  targets: readonly CheckTarget[],
  check: SensitiveCheck,
  options: { schedule?: (fn: () => void, ms: number) => unknown; across?: AcrossFields } = {},
): Promise<T | null> {
  const { schedule = setTimeout, across } = options;
  let valid = true;
  try {
    await form.validateFields();
  } catch {
    valid = false;
  }
  const values = form.getFieldsValue(true) as Record<string, unknown>;
  const hits = await sensitiveHits(checksFor(values, targets), check);
  if (hits.length > 0) form.setFields(hits.map((h) => ({ name: h.name as never, errors: [h.message] })));
  if (across) {
    const inError = fieldsInError(form);
    const found = across(values, inError).filter((e) => !inError.has(e.name) && e.errors.length > 0);
    if (found.length > 0) form.setFields(found.map((e) => ({ name: e.name as never, errors: e.errors })));
  }
  const first = firstErrorField(form.getFieldsError());
  if (!valid || hits.length > 0 || first) {
    scrollToFirstError(form, schedule);
    return null;
  }
  return values as T;
}

/**
 * Scrolls to the first field in error after the spec's 100 ms (section 5), in the page's content area only
 * (scroll-to-field.ts): the frame and its top bar stay where they are.
 */
export function scrollToFirstError<T>(
  form: FormInstance<T>,
  schedule: (fn: () => void, ms: number) => unknown = setTimeout,
): void {
  const first = firstErrorField(form.getFieldsError());
  if (first) schedule(() => scrollToFieldOf(form, first), UI.errorScrollDelayMs);
}
