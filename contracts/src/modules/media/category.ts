import { z } from 'zod';
import { defineCall } from '../../define.js';
import { categorySchema } from './entities.js';

/**
 * Reading a content type's categories. The spec shows only the save (`POST /ajax/category/split/save`, whose
 * answer is the new list); the editor and the category pickers need the list before any save, so this path
 * is inferred from the save's.
 */
export const categoryCalls = {
  list: defineCall({
    title: '分类列表',
    method: 'GET',
    path: '/ajax/category/split/list',
    documented: false,
    input: z.object({ contentType: z.union([z.string().min(1).max(20), z.number().int()]) }),
    output: z.array(categorySchema),
  }),
} as const;
