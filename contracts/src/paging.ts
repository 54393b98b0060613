import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from './constants.js';

/** Query part every paged list takes (spec §2: sizes 10, 20, 30, 50; default 20). */
export const pageQuery = z.object({
  page: z.number().int().min(1).default(1),
  size: z
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { message: '每页条数只能是 10、20、30 或 50' })
    .default(DEFAULT_PAGE_SIZE),
});

/** Pagination content `{ list, total }`. */
export function paged<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), total: z.number().int().min(0) });
}
export type Paged<T> = { list: T[]; total: number };
