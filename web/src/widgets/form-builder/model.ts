import {
  CHOICE_TYPES,
  FORM_FIELD_LIMITS,
  type FormField,
  type FormFieldType,
  formFieldTypeLabel,
} from '@console/contracts';

/** A key no field of the form has: `f` and the next free number in base 36 (kept across renames and moves). */
export function freeKey(fields: readonly FormField[]): string {
  const taken = new Set(fields.map((f) => f.key));
  for (let n = fields.length + 1; ; n++) {
    const key = `f${n.toString(36)}`;
    if (!taken.has(key)) return key;
  }
}

/** A name no field has yet: the type's own (手机号), then 手机号2, 手机号3… */
function freeLabel(fields: readonly FormField[], type: FormFieldType): string {
  const base = formFieldTypeLabel(type);
  const taken = new Set(fields.map((f) => f.label.trim()));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}${n}`)) return `${base}${n}`;
}

/** A new field of `type` at the end of the form; a choice starts with two options to rename. */
export function newField(fields: readonly FormField[], type: FormFieldType): FormField {
  return {
    key: freeKey(fields),
    label: freeLabel(fields, type),
    type,
    required: false,
    options: CHOICE_TYPES.has(type) ? ['选项1', '选项2'] : [],
  };
}

/** Whether another field may be added. */
export const canAdd = (fields: readonly FormField[]) => fields.length < FORM_FIELD_LIMITS.fields;

/** The field at `from` moved to `to` (both clamped to the list); the same list when nothing moves. */
export function moveField<T>(fields: readonly T[], from: number, to: number): T[] {
  const end = Math.max(0, Math.min(fields.length - 1, to));
  if (from === end || from < 0 || from >= fields.length) return [...fields];
  const next = [...fields];
  const [it] = next.splice(from, 1);
  next.splice(end, 0, it as T);
  return next;
}

/** A field changed to another type: options kept for a choice, dropped otherwise (a choice gets two to rename). */
export function retype(field: FormField, type: FormFieldType): FormField {
  if (!CHOICE_TYPES.has(type)) return { ...field, type, options: [] };
  return { ...field, type, options: field.options.length > 0 ? field.options : ['选项1', '选项2'] };
}

/** What the preview's empty box says for a field. */
export function placeholderOf(field: FormField): string {
  switch (field.type) {
    case 'phone':
      return '请输入手机号';
    case 'email':
      return '请输入邮箱地址';
    case 'number':
      return '请输入数字';
    case 'idCard':
      return '请输入 18 位身份证号';
    case 'date':
      return '请选择日期';
    case 'time':
      return '请选择时间';
    default:
      return `请输入${field.label}`;
  }
}
