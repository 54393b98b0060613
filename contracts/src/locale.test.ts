import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callList } from './index.js';

/**
 * A message a person could read: Chinese, with no English word and none of zod's generic wording. The names
 * WeChat Pay's own console shows in Latin letters (APPID, API v3 密钥) are its terms, not English.
 */
const unreadable = (m: string) =>
  /[A-Za-z]{3,}/.test(m.replace(/MP3|MP4|MOV|URL|APPID|API|YYYY-MM-DD( HH:mm:ss)?|https?/g, '')) ||
  m.includes('无效输入');

/** Values of the wrong kind for each key of an object schema, and nothing at all. */
function badInputs(schema: z.ZodType): unknown[] {
  const out: unknown[] = [undefined, {}, 'x'];
  if (schema instanceof z.ZodObject) {
    for (const key of Object.keys(schema.shape)) {
      out.push({ [key]: 12345 }, { [key]: 'x'.repeat(3) }, { [key]: [{}] }, { [key]: { a: 1 } }, { [key]: null });
    }
  }
  return out;
}

describe('messages of failed input', () => {
  it('are Chinese for every call of the registry, whatever is sent', () => {
    const found: string[] = [];
    for (const { name, def } of callList) {
      const schema = (def.input instanceof z.ZodDefault ? def.input.unwrap() : def.input) as z.ZodType;
      for (const input of badInputs(schema)) {
        const result = def.input.safeParse(input);
        if (result.success) continue;
        for (const issue of result.error.issues)
          if (unreadable(issue.message)) found.push(`${name} ${JSON.stringify(input)} → ${issue.message}`);
      }
    }
    expect([...new Set(found)].slice(0, 30)).toEqual([]);
  });

  it('say what a missing value or a wrong kind of value is', () => {
    expect(z.object({ a: z.string() }).safeParse({}).error?.issues[0]?.message).toBe('此项为必填项');
    expect(z.number().safeParse('x').error?.issues[0]?.message).toBe('格式不正确，应为数字');
    expect(z.enum(['a', 'b']).safeParse('c').error?.issues[0]?.message).toBe('请选择或填写有效的值');
    expect(z.number().max(4).safeParse(5).error?.issues[0]?.message).toBe('不能大于 4');
    expect(z.string().max(2).safeParse('abc').error?.issues[0]?.message).toBe('不能超过 2 个字');
    expect(z.array(z.string()).min(1).safeParse([]).error?.issues[0]?.message).toBe('至少 1 项');
  });
});
