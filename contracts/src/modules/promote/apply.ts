import { z } from 'zod';
import { anyContent, idSchema } from '../../define.js';
import { defineResource, f, readOnly } from '../../resource.js';

export const APPLY_STATUSES = [
  { value: 'pending', label: '待审核' },
  { value: 'approved', label: '通过' },
  { value: 'rejected', label: '不通过' },
] as const;
export type ApplyStatus = (typeof APPLY_STATUSES)[number]['value'];

export const REJECT_REASON_MAX = 100;

/** The reason a refused applicant reads on the recruiting page. */
export const rejectReasonSchema = z
  .string({ error: '请输入不通过原因' })
  .trim()
  .min(1, '请输入不通过原因')
  .max(REJECT_REASON_MAX, `不通过原因不能超过 ${REJECT_REASON_MAX} 个字`);

/**
 * 推广申请: people asking to become promoters from the recruiting page (指定分销 takes only approved ones).
 * A pending application is approved (the person becomes a promoter) or refused with a reason; a decided one
 * stays as it is.
 */
export const promoterApply = defineResource({
  name: 'promoterApply',
  thing: 'promoterApply',
  title: '推广申请',
  fields: {
    name: f.text('申请人', { required: true, max: 20, keyword: true, semantic: 'personName' }),
    phone: f.phone('手机号', { required: true, keyword: true }),
    intro: f.textarea('申请说明', { max: 200 }),
    status: f.select('审核状态', APPLY_STATUSES, { required: true }),
    rejectReason: readOnly(f.text('不通过原因', { max: REJECT_REASON_MAX })),
    reviewTime: readOnly(f.text('审核时间', { max: 19 })),
  },
  actions: ['list'],
  filters: ['status'],
  dateRange: { field: 'createTime', label: '申请时间' },
  extras: (b) => ({
    approve: b.call({
      title: '通过推广申请',
      effect: 'acts',
      method: 'POST',
      path: 'approve',
      input: z.object({ id: idSchema }),
      output: anyContent,
      label: '通过',
    }),
    reject: b.call({
      title: '驳回推广申请',
      effect: 'acts',
      method: 'POST',
      path: 'reject',
      input: z.object({ id: idSchema, reason: rejectReasonSchema }),
      output: anyContent,
      label: '不通过',
    }),
  }),
});
