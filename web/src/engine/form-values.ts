import { type AnyResource, type FieldDef, type FieldKind, TEXT_KINDS } from '@console/contracts';
import { sanitizeHtml } from '../app/sanitize';
import type { CheckTarget } from '../widgets/form/checks';

type Values = Record<string, unknown>;
const fieldsOf = (r: AnyResource) => Object.entries(r.fields as Record<string, FieldDef>);

/** A new item's starting values: what each field's schema gives for nothing (a switch's default, say). */
export function defaultValues(resource: AnyResource): Values {
  const out: Values = {};
  for (const [name, d] of fieldsOf(resource)) {
    const r = d.input.safeParse(undefined);
    if (r.success && r.data !== undefined) out[name] = r.data;
    else if (d.meta.kind === 'number' && !d.meta.required && d.meta.form !== false) out[name] = 0;
    else if (d.meta.kind === 'select' && d.meta.required && d.meta.options?.[0]) out[name] = d.meta.options[0].value;
  }
  return out;
}

/** A stored item as form values: the fields only, nulls as empty. */
export function toFormValues(resource: AnyResource, entity: Values): Values {
  const out: Values = {};
  for (const [name] of fieldsOf(resource)) {
    const v = entity[name];
    if (v !== null && v !== undefined) out[name] = v;
  }
  return out;
}

/** Kinds whose empty text is a value in its own right ('' clears an optional image); others send nothing. */
const EMPTY_TEXT_KINDS: ReadonlySet<FieldKind> = new Set([
  'text',
  'textarea',
  'richText',
  'image',
  'video',
  'audio',
  'media',
  'phone',
]);

/** The save input from form values: rich text sanitised, empty values of other kinds left out, the id added. */
export function toSaveValues(resource: AnyResource, values: Values, id?: number): Values {
  const out: Values = id ? { id } : {};
  for (const [name, d] of fieldsOf(resource)) {
    let v = values[name];
    if (v === null || v === undefined) continue;
    if (v === '' && !EMPTY_TEXT_KINDS.has(d.meta.kind)) continue;
    if (d.meta.kind === 'richText' && typeof v === 'string') v = sanitizeHtml(v);
    out[name] = v;
  }
  return out;
}

/** Fields whose text goes to the forbidden-word check: the text kinds and custom values. */
export function checkTargets(resource: AnyResource): CheckTarget[] {
  return fieldsOf(resource)
    .filter(([, d]) => TEXT_KINDS.has(d.meta.kind) || d.meta.kind === 'custom')
    .map(([name, d]) => ({ name, kind: d.meta.kind }));
}
