import { z } from 'zod';
import { idSchema } from '../../define.js';

/**
 * Small shapes every money call shares: a day, a date range over days, an amount as stored, and labelled
 * option lists (the wire value and the words a person reads).
 */
export const dayText = z.string({ error: '请选择日期' }).regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD');

/** Both ends inclusive, China time; either may be absent. */
export const dayRangeShape = { startDate: dayText.optional(), endDate: dayText.optional() };

/** The refinement of a range: the end not before the start, reported on the end. */
export function rangeInOrder(v: { startDate?: string; endDate?: string }, ctx: z.RefinementCtx): void {
  if (v.startDate && v.endDate && v.endDate < v.startDate)
    ctx.addIssue({ code: 'custom', message: '结束日期不能早于开始日期', path: ['endDate'] });
}

/** An amount in fen as the upstream answers it (signed where it can go below zero). */
export const fen = z.number().int();

export const keywordText = z.string().trim().max(50, '搜索内容不能超过 50 个字');

export const idsInput = z.object({
  ids: z.array(idSchema, { error: '请至少选择一项' }).min(1, '请至少选择一项').max(500, '一次最多 500 项'),
});

/** Option lists keep their values and labels together; `valuesOf` gives the tuple `z.enum` takes. */
export interface Option<V extends string> {
  value: V;
  label: string;
}

export function valuesOf<const V extends string>(options: readonly Option<V>[]): [V, ...V[]] {
  return options.map((o) => o.value) as [V, ...V[]];
}

export function labelOf<V extends string>(options: readonly Option<V>[], value: V | null | undefined): string {
  return options.find((o) => o.value === value)?.label ?? '';
}
