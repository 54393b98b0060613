import { z } from 'zod';
import { defineCall } from '../../define.js';
import { categoryListSchema } from './entities.js';

/**
 * Reading a content type's categories. The spec shows only the save (`POST /ajax/category/split/save`, whose
 * answer is the new list); the editor and the category pickers need the list before any save, so this path
 * is inferred from the save's. It answers the list with its version, which the save sends back (issue 28).
 */
export const categoryCalls = {
  list: defineCall({
    title: '分类列表',
    method: 'GET',
    path: '/ajax/category/split/list',
    documented: false,
    input: z.object({ contentType: z.union([z.string().min(1).max(20), z.number().int()]) }),
    output: categoryListSchema,
  }),
} as const;
