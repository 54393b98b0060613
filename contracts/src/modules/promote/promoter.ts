import { z } from 'zod';
import { anyContent, idSchema } from '../../define.js';
import { defineResource, f, readOnly } from '../../resource.js';

/**
 * 推广大使: the shop's promoters. Their figures come from the upstream: the people they brought (推广人数),
 * the orders those people paid (订单数 / 订单金额), and their commission — 冻结 while orders may still be
 * refunded, then withdrawable (未提现) until they ask to withdraw it (提现中) and are paid (已提现, the money
 * module's user withdrawals). 累计佣金 = 已提现 + 未提现 + 冻结佣金 + 提现中, to the fen.
 * Staff switch a promoter's qualification and set or clear who brought them (上级推广人).
 */
export const promoter = defineResource({
  name: 'promoter',
  thing: 'promoter',
  title: '推广大使',
  fields: {
    name: f.text('推广大使', { required: true, max: 20, keyword: true, semantic: 'personName' }),
    phone: f.phone('手机号', { required: true, keyword: true }),
    parentName: readOnly(f.text('上级推广人', { max: 20, semantic: 'personName' })),
    /** 0 when nobody brought them. */
    parentId: readOnly(f.number('上级推广人编号', { required: true, column: false })),
    memberCount: readOnly(f.number('推广人数')),
    orderCount: readOnly(f.number('订单数')),
    orderAmount: readOnly(f.price('订单金额', { allowZero: true })),
    commission: readOnly(f.price('累计佣金', { allowZero: true })),
    withdrawn: readOnly(f.price('已提现', { allowZero: true })),
    unwithdrawn: readOnly(f.price('未提现', { allowZero: true })),
    frozen: readOnly(f.price('冻结佣金', { allowZero: true })),
    /** In a withdrawal waiting for review or for the shop's transfer. */
    withdrawing: readOnly(f.price('提现中', { allowZero: true })),
    qualified: f.switch('推广资格'),
  },
  actions: ['list'],
  filters: ['qualified'],
  extras: (b) => ({
    setQualified: b.toggle('qualified', { path: 'qualification' }),
    setParent: b.call({
      title: '修改上级推广人',
      effect: 'acts',
      method: 'POST',
      path: 'parent/save',
      input: z.object({
        id: idSchema,
        parentId: z.number({ error: '请选择上级推广人' }).int().positive('请选择上级推广人'),
      }),
      output: anyContent,
      label: '修改上级',
    }),
    clearParent: b.call({
      title: '清除上级推广人',
      effect: 'acts',
      method: 'POST',
      path: 'parent/clear',
      input: z.object({ id: idSchema }),
      output: anyContent,
      label: '清除上级',
    }),
  }),
});
