import type { FormInstance } from 'antd';
import { fieldErrorsOf } from './error-policy';

/**
 * Marks a form's fields from a bad-input error (the gateway's per-field zh-CN messages). Pair it with
 * `meta: { formFields }` listing the same names, so the policy toasts only what no field shows.
 */
export function markFieldErrors(form: FormInstance, error: unknown, fields: readonly string[]): void {
  const errors = fieldErrorsOf(error);
  form.setFields(fields.filter((name) => errors[name]?.length).map((name) => ({ name, errors: errors[name] ?? [] })));
}
