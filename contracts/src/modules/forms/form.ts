import { z } from 'zod';
import { defineResource, f, readOnly } from '../../resource.js';
import { answersSchema } from './answers.js';
import { formFieldsSchema, storedFormFieldSchema } from './fields.js';

/**
 * A form's state (inferred): 收集中 while it is on and before its deadline, 已截止 past the deadline, 已停用
 * when switched off. The upstream derives it on every read.
 */
export const FORM_STATUS = [
  { value: 1, label: '收集中' },
  { value: 2, label: '已截止' },
  { value: 3, label: '已停用' },
] as const;
export const FORM_STATE = { open: 1, closed: 2, off: 3 } as const;

/** The status of a form now: off → 已停用; a deadline reached → 已截止; else 收集中. */
export function formStatus(v: { isShow?: unknown; endTime?: unknown }, nowText: string): 1 | 2 | 3 {
  if (v.isShow !== '1') return FORM_STATE.off;
  if (typeof v.endTime === 'string' && v.endTime !== '' && v.endTime <= nowText) return FORM_STATE.closed;
  return FORM_STATE.open;
}

/**
 * 表单 (product 34; DOMAIN.md §1, [CRMEB] custom form fields): a form people fill in on the mini program or
 * H5 page, built from typed fields, shared by a QR code or a poster. /forms and /marketing/forms show the same
 * forms.
 */
export const form = defineResource({
  name: 'form',
  thing: 'form',
  title: '表单',
  fields: {
    title: f.text('表单名称', { required: true, max: 30, keyword: true, semantic: 'title' }),
    cover: f.image('封面图', { compress: true, help: '建议尺寸 750×420 像素' }),
    description: f.textarea('表单说明', { max: 200, column: false }),
    items: f.custom('表单字段', formFieldsSchema, z.array(storedFormFieldSchema), {
      sample: [{ key: 'fname', label: '姓名', type: 'text', required: true, options: [] }],
    }),
    submitText: f.text('按钮文字', { required: true, max: 10, column: false }),
    endTime: f.datetime('截止时间'),
    status: readOnly(f.select('状态', FORM_STATUS, { required: true })),
    submitCount: readOnly(f.number('提交数', { required: true, max: 100_000_000 })),
    isShow: f.switch('启用'),
    shareTitle: f.text('分享标题', { max: 30, column: false, placeholder: '不填则使用表单名称' }),
    shareImage: f.image('分享图片', { column: false, help: '建议尺寸 500×400 像素，不填则使用封面图' }),
    rules: f.textarea('填写须知', { max: 1000, column: false }),
    detail: f.richText('表单详情'),
  },
  actions: ['list', 'get', 'save', 'delete'],
  filters: ['status', 'isShow'],
  extras: (b) => ({
    copy: b.copy(),
    setShow: b.toggle('isShow'),
  }),
});

/** 表单数据: one submission of a form, its answers by field key. */
export const formEntry = defineResource({
  name: 'formEntry',
  thing: 'form/entry',
  plural: 'form/entries',
  title: '表单数据',
  parent: { key: 'formId', title: '表单' },
  fields: {
    user: f.text('提交用户', { required: true, max: 30, keyword: true, semantic: 'nickname' }),
    answers: f.custom('填写内容', answersSchema, answersSchema, { sample: { fname: '王小明' } }),
    submitTime: f.datetime('提交时间', { required: true }),
  },
  actions: ['list', 'delete'],
  dateRange: { field: 'submitTime', label: '提交时间' },
  extras: (b) => ({ export: b.export() }),
});
