import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fromQuery, toQuery } from './query-codec.js';

describe('query codec', () => {
  const schema = z.object({
    page: z.number().int().default(1),
    ids: z.array(z.number().int()),
    open: z.boolean().optional(),
    keyword: z.string().optional(),
    userid: z.union([z.string(), z.number()]),
  });

  it('round-trips typed input through a query string', () => {
    const input = { page: 2, ids: [3, 4], open: false, keyword: '张三', userid: 12 };
    const q = toQuery(input);
    expect(q).toEqual({ page: '2', ids: '3,4', open: 'false', keyword: '张三', userid: '12' });
    expect(schema.parse(fromQuery(schema, q))).toEqual(input);
  });

  it('leaves values that do not fit for the schema to reject', () => {
    const parsed = fromQuery(schema, { page: 'abc', ids: '1,x', userid: 'u-1' });
    expect(parsed).toEqual({ page: 'abc', ids: [1, 'x'], userid: 'u-1' });
    expect(schema.safeParse(parsed).success).toBe(false);
  });

  it('drops undefined and null on the way out', () => {
    expect(toQuery({ a: undefined, b: null, c: 0 })).toEqual({ c: '0' });
  });
});
