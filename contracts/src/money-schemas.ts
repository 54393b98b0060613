import { z } from 'zod';
import { formatYuan, MAX_FEN, yuanToFen } from './money.js';
import { decimalTextProblem, numberError } from './numbers.js';

/**
 * The zod rules of money (money.ts holds the conversions): apart, so that a page that only shows amounts does not
 * bring zod with it.
 */

export interface YuanTextOptions {
  required?: boolean;
  allowZero?: boolean;
  /** Largest amount in fen. */
  max?: number;
}

/**
 * A yuan text as a person types it, checked with the shared price validator and turned into fen: the form
 * rule of every money field, with messages that name the field.
 */
export function yuanText(label: string, o: YuanTextOptions = {}) {
  const max = o.max ?? MAX_FEN;
  return z
    .string({ error: `请输入${label}` })
    .trim()
    .refine((v) => v !== '' || !o.required, `请输入${label}`)
    .superRefine((v, ctx) => {
      const problem = v === '' ? null : decimalTextProblem(v, label, 2);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform((v) => (v === '' ? undefined : (yuanToFen(v) as number)))
    .refine((fen) => fen === undefined || o.allowZero === true || fen !== 0, `${label}不能为 0`)
    .refine((fen) => fen === undefined || fen <= max, `${label}不能超过 ${formatYuan(max)}`);
}

/** An amount in fen as a call carries it: a whole number from 0 (or 1) up to `max`. */
export function fenSchema(label: string, o: { allowZero?: boolean; max?: number } = {}) {
  const max = o.max ?? MAX_FEN;
  const min = o.allowZero ? 0 : 1;
  return z
    .number({ error: numberError(label) })
    .int(`${label}应以分为单位的整数`)
    .nonnegative(`${label}不能为负数`)
    .min(min, `${label}不能为 0`)
    .max(max, `${label}不能超过 ${formatYuan(max)}`);
}
