import { z } from 'zod';

/** The field types of the form builder (the issue's list; [CRMEB] custom form fields). */
export const FORM_FIELD_TYPES = [
  { value: 'text', label: '文本' },
  { value: 'number', label: '数字' },
  { value: 'phone', label: '手机号' },
  { value: 'email', label: '邮箱' },
  { value: 'date', label: '日期' },
  { value: 'time', label: '时间' },
  { value: 'radio', label: '单选' },
  { value: 'checkbox', label: '多选' },
  { value: 'image', label: '图片' },
  { value: 'idCard', label: '身份证号' },
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number]['value'];
const fieldTypes = FORM_FIELD_TYPES.map((t) => t.value) as [FormFieldType, ...FormFieldType[]];

/** Types whose answer is picked from the field's options. */
export const CHOICE_TYPES: ReadonlySet<FormFieldType> = new Set(['radio', 'checkbox']);

export const FORM_FIELD_LIMITS = { fields: 20, label: 20, options: 20, option: 20 } as const;

/** A field's key: stable across renames and moves, so submissions keep their answers' columns. */
export const fieldKeySchema = z.string().regex(/^f[a-z0-9]{1,15}$/, '字段标识格式有误');

const fieldShape = z.object({
  key: fieldKeySchema,
  label: z.string({ error: '请输入字段名称' }).trim(),
  type: z.enum(fieldTypes, { error: '请选择字段类型' }),
  required: z.boolean({ error: '请选择是否必填' }),
  options: z.array(z.string({ error: '请输入选项内容' }).trim()).default([]),
});
export type FormField = z.infer<typeof fieldShape>;

export const formFieldTypeLabel = (type: string): string =>
  FORM_FIELD_TYPES.find((t) => t.value === type)?.label ?? type;

/** One problem of a form's fields, at the field's index (0-based) and said as a person reads it. */
export interface FieldProblem {
  index: number;
  message: string;
}

/**
 * What is wrong with a form's fields, each message naming the field by its place (第 2 个字段…): a name, its
 * length, names and keys unique, a choice field with two to twenty distinct options.
 */
export function fieldProblems(fields: readonly FormField[]): FieldProblem[] {
  const out: FieldProblem[] = [];
  const labels = new Map<string, number>();
  const keys = new Set<string>();
  fields.forEach((field, index) => {
    const at = `第 ${index + 1} 个字段`;
    const say = (message: string) => out.push({ index, message: `${at}：${message}` });
    const label = field.label.trim();
    if (label === '') say('请输入字段名称');
    else if (label.length > FORM_FIELD_LIMITS.label) say(`字段名称不能超过 ${FORM_FIELD_LIMITS.label} 个字`);
    else if (labels.has(label)) say(`字段名称「${label}」与第 ${(labels.get(label) ?? 0) + 1} 个字段重复`);
    else labels.set(label, index);
    if (keys.has(field.key)) say('字段标识重复');
    keys.add(field.key);
    if (!CHOICE_TYPES.has(field.type)) return;
    const options = field.options.map((o) => o.trim());
    if (options.some((o) => o === '')) say('请输入选项内容');
    else if (options.some((o) => o.length > FORM_FIELD_LIMITS.option))
      say(`选项不能超过 ${FORM_FIELD_LIMITS.option} 个字`);
    else if (new Set(options).size !== options.length) say('选项不能重复');
    else if (options.length < 2) say('单选、多选字段至少需要两个选项');
    else if (options.length > FORM_FIELD_LIMITS.options) say(`选项最多 ${FORM_FIELD_LIMITS.options} 个`);
  });
  return out;
}

/** A form's fields as a save takes them: one to twenty, with every problem reported on the list. */
export const formFieldsSchema = z
  .array(fieldShape, { error: '请至少添加一个字段' })
  .min(1, '请至少添加一个字段')
  .max(FORM_FIELD_LIMITS.fields, `最多 ${FORM_FIELD_LIMITS.fields} 个字段`)
  .superRefine((fields, ctx) => {
    for (const p of fieldProblems(fields)) ctx.addIssue({ code: 'custom', message: p.message });
  });

/** A stored field as the upstream answers it. */
export const storedFormFieldSchema = z.object({
  key: z.string(),
  label: z.string(),
  type: z.enum(fieldTypes),
  required: z.boolean(),
  options: z.array(z.string()).default([]),
});
