import {
  type AnyResource,
  type FieldDef,
  type FieldKind,
  fenToYuan,
  TEXT_KINDS,
  yuanText,
  yuanToFen,
} from '@console/contracts';
import { sanitizeHtml } from '../app/sanitize';
import type { CheckTarget } from '../widgets/form/checks';

type Values = Record<string, unknown>;
const fieldsOf = (r: AnyResource) => Object.entries(r.fields as Record<string, FieldDef>);
/** The fields a person edits: the read-only ones are the upstream's to compute. */
const writableOf = (r: AnyResource) => fieldsOf(r).filter(([, d]) => !d.readOnly);

/**
 * The schema a form control's value is checked with: the save input's own, except for money, which people
 * type in yuan (checked with the shared price validator and turned into fen on save).
 */
export function formSchema(d: FieldDef): FieldDef['input'] {
  if (d.meta.kind !== 'price') return d.input;
  const yuan = yuanText(d.meta.label, { required: d.meta.required, allowZero: d.meta.allowZero, max: d.meta.max });
  // An optional price never typed is absent, not a missing price.
  return d.meta.required ? yuan : yuan.optional();
}

/**
 * Whether the form marks a field required: its kind's flag, or for a custom value (a picker of ids, say) a
 * schema that refuses nothing.
 */
export function isRequired(d: FieldDef): boolean {
  return d.meta.required || (d.meta.kind === 'custom' && !d.input.safeParse(undefined).success);
}

/** The labels of the fields a person fills in, by name: where a refusal naming one of them is shown. */
export function fieldLabelsOf(resource: AnyResource): Record<string, string> {
  return Object.fromEntries(writableOf(resource).map(([name, d]) => [name, d.meta.label]));
}

/** A new item's starting values: what each field's schema gives for nothing (a switch's default, say). */
export function defaultValues(resource: AnyResource): Values {
  const out: Values = {};
  for (const [name, d] of writableOf(resource)) {
    if (d.meta.kind === 'price') continue;
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
  for (const [name, d] of writableOf(resource)) {
    const v = entity[name];
    if (v === null || v === undefined) continue;
    out[name] = d.meta.kind === 'price' && typeof v === 'number' ? fenToYuan(v) : v;
  }
  if (resource.parent) out[resource.parent.key] = entity[resource.parent.key];
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

/**
 * The save input from form values: rich text sanitised, empty values of other kinds left out, the id added.
 * A custom field's null is kept: its schema says whether null clears it (a class's room taken away).
 */
export function toSaveValues(resource: AnyResource, values: Values, id?: number): Values {
  const out: Values = id ? { id } : {};
  for (const [name, d] of writableOf(resource)) {
    let v = values[name];
    if (v === undefined || (v === null && d.meta.kind !== 'custom')) continue;
    if (v === '' && !EMPTY_TEXT_KINDS.has(d.meta.kind)) continue;
    if (d.meta.kind === 'richText' && typeof v === 'string') v = sanitizeHtml(v);
    if (d.meta.kind === 'price' && typeof v === 'string') v = yuanToFen(v) ?? v;
    out[name] = v;
  }
  if (resource.parent && values[resource.parent.key] !== undefined)
    out[resource.parent.key] = values[resource.parent.key];
  return out;
}

/** How a page's field overrides change a control's value: from the stored value, and into the saved one. */
export interface ValueMapping {
  schema?: { safeParse(v: unknown): { success: boolean; data?: unknown } };
  fromStored?: (stored: unknown) => unknown;
}

/** Form values with each mapped field's stored value turned into its control's (fen into yuan text, say). */
export function fromStoredValues(values: Values, mappings: Record<string, ValueMapping | undefined>): Values {
  const out = { ...values };
  for (const [name, m] of Object.entries(mappings))
    if (m?.fromStored && out[name] !== undefined && out[name] !== null) out[name] = m.fromStored(out[name]);
  return out;
}

/**
 * Form values with each field that has its own schema replaced by that schema's output (yuan text into fen);
 * the form has checked them already, so a value that does not parse is left for the save's own check.
 */
export function parsedFormValues(values: Values, mappings: Record<string, ValueMapping | undefined>): Values {
  const out = { ...values };
  for (const [name, m] of Object.entries(mappings)) {
    if (!m?.schema || !(name in out)) continue;
    const parsed = m.schema.safeParse(out[name]);
    if (parsed.success) out[name] = parsed.data;
  }
  return out;
}

/**
 * The save input's checks across fields (an end after its start), as field errors: the first failing rule of
 * each field. Fields in `inError` have their own message already and count as absent, as the rules expect of
 * a field whose own check failed.
 */
export function crossFieldErrors(
  resource: AnyResource,
  input: Values,
  inError: ReadonlySet<string> = new Set(),
): Array<{ name: string; errors: string[] }> {
  const checked = Object.fromEntries(Object.entries(input).filter(([name]) => !inError.has(name)));
  const out = new Map<string, string>();
  for (const r of resource.rules) if (!out.has(r.path) && !r.test(checked)) out.set(r.path, r.message);
  return [...out].map(([name, message]) => ({ name, errors: [message] }));
}

/** Whether a rule across fields asks for `name` to be filled in with these values (满额 once 满额可用 is chosen). */
export function requiredByRules(resource: AnyResource, name: string, values: Values): boolean {
  return resource.rules.some((r) => r.path === name && r.requiredWhen?.(values) === true);
}

/** Fields whose text goes to the forbidden-word check: the text kinds and custom values. */
export function checkTargets(resource: AnyResource): CheckTarget[] {
  return writableOf(resource)
    .filter(([, d]) => TEXT_KINDS.has(d.meta.kind) || d.meta.kind === 'custom' || d.meta.kind === 'tags')
    .map(([name, d]) => ({ name, kind: d.meta.kind }));
}
