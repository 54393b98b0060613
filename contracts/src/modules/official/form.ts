import { z } from 'zod';
import { idSchema } from '../../define.js';
import { defineResource, f, readOnly } from '../../resource.js';

export const FORM_ITEM_TYPES = [
  { value: 'text', label: '单行文本' },
  { value: 'textarea', label: '多行文本' },
  { value: 'phone', label: '手机号' },
  { value: 'radio', label: '单选' },
  { value: 'checkbox', label: '多选' },
  { value: 'date', label: '日期' },
] as const;
export type FormItemType = (typeof FORM_ITEM_TYPES)[number]['value'];
const itemTypes = FORM_ITEM_TYPES.map((t) => t.value) as [FormItemType, ...FormItemType[]];
const choiceTypes: ReadonlySet<FormItemType> = new Set(['radio', 'checkbox']);

/** One question of an official-site form. Radio and checkbox questions need at least two options. */
export const formItemSchema = z
  .object({
    label: z.string().trim().min(1, '请输入题目名称').max(20, '题目名称不能超过 20 个字'),
    type: z.enum(itemTypes),
    required: z.boolean(),
    options: z.array(z.string().trim().min(1, '请输入选项内容').max(20)).max(20).default([]),
  })
  .refine((item) => !choiceTypes.has(item.type) || item.options.length >= 2, {
    message: '单选、多选题至少需要两个选项',
    path: ['options'],
  });
export type FormItem = z.infer<typeof formItemSchema>;

const storedItem = z.object({
  label: z.string(),
  type: z.string(),
  required: z.boolean(),
  options: z.array(z.string()).default([]),
});

/** 表单: sign-up and enquiry forms of the official site; visitors' answers are its data. */
export const officialForm = defineResource({
  name: 'officialForm',
  thing: 'official/form',
  title: '表单',
  fields: {
    title: f.text('表单名称', { required: true, max: 30, keyword: true }),
    cover: f.image('封面图', { compress: true }),
    description: f.textarea('表单说明', { max: 200 }),
    items: f.custom(
      '表单题目',
      z.array(formItemSchema).min(1, '请至少添加一个题目').max(30, '最多 30 个题目'),
      z.array(storedItem),
      { sample: [{ label: '姓名', type: 'text', required: true }] },
    ),
    submitText: f.text('按钮文字', { required: true, max: 10 }),
    endDate: f.date('截止日期'),
    isShow: f.switch('启用'),
    submitCount: readOnly(f.number('提交数', { required: true, max: 100_000_000 })),
  },
  actions: ['list', 'get', 'save', 'delete'],
  filters: ['isShow'],
});

/** One visitor's answers to an official-site form. */
export const officialFormData = defineResource({
  name: 'officialFormData',
  thing: 'official/formData',
  plural: 'official/formData/list',
  title: '表单数据',
  fields: {
    name: f.text('姓名', { required: true, max: 20, keyword: true }),
    phone: f.phone('电话', { required: true }),
    answers: f.custom(
      '填写内容',
      z.array(z.object({ label: z.string(), value: z.string() })),
      z.array(z.object({ label: z.string(), value: z.string() })),
      { sample: [{ label: '姓名', value: '王小明' }] },
    ),
  },
  query: { formId: idSchema },
  actions: ['list', 'delete'],
});
