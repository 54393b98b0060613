import type { FormInstance } from 'antd';
import { fieldErrorsOf, type PolicyMeta } from './error-policy';

/**
 * Marks a form's fields from a failed call: a bad input's per-field zh-CN messages, and a business refusal
 * that names one of `labels` (角色名称「前台」已存在). Pair it with `meta: { formFields, fieldLabels }` giving the
 * same names and labels, so the policy toasts only what no field shows. Answers whether a field was marked.
 */
export function markFieldErrors(
  form: FormInstance,
  error: unknown,
  fields: readonly string[],
  labels?: Readonly<Record<string, string>>,
): boolean {
  const errors = fieldErrorsOf(error, labels);
  const marked = fields.filter((name) => errors[name]?.length).map((name) => ({ name, errors: errors[name] ?? [] }));
  form.setFields(marked);
  return marked.length > 0;
}

/** The error policy's meta and `markFieldErrors`' arguments of a form whose fields have these labels, by name. */
export function formFieldsMeta(
  labels: Readonly<Record<string, string>>,
): Required<Pick<PolicyMeta, 'formFields' | 'fieldLabels'>> {
  return { formFields: Object.keys(labels), fieldLabels: labels };
}
