import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../support/client.js';
import { invoke } from '../support/procedures.js';
import { type Stack, startStack } from '../support/stack.js';

/** Input that fails its schema gets BAD_REQUEST with per-field Chinese messages and never reaches the upstream. */
let stack: Stack;
let client: ReturnType<Stack['client']>;
beforeAll(async () => {
  stack = await startStack();
  client = stack.client({ token: await stack.login(), productId: 1 });
});
afterAll(() => stack.close());

const bad: Array<[string, unknown, string, string]> = [
  ['session.login', { username: '   ', password: '' }, 'username', '请输入账号'],
  ['session.sendSms', { phone: '12345' }, 'phone', '请输入正确的手机号'],
  ['session.smsLogin', { username: '13800000001', code: 'abc' }, 'code', '请输入正确的验证码'],
  ['home.upgradeApply', { type: 1, productId: 14, name: '', phone: '13800000000' }, 'name', '请输入联系人姓名'],
  ['home.upgradeApply', { type: 1, productId: 14, name: '王', phone: '123' }, 'phone', '您输入的手机号有误'],
  ['home.notices', { page: 1, size: 15 }, 'size', '每页条数只能是 10、20、30 或 50'],
  ['home.notice', { id: -1 }, 'id', ''],
  ['user.save', { name: '张三', phone: '1380000', roleId: 1 }, 'phone', '请输入正确的手机号'],
  ['clue.add', { name: '', phone: '13800000000', source: 1 }, 'name', '请输入姓名'],
  ['clue.changeStatus', { clewIds: [], status: 2 }, 'clewIds', '请至少选择一条线索'],
  ['clue.list', { scope: 'total', startDate: '2024/01/01' }, 'startDate', '日期格式应为 YYYY-MM-DD'],
  [
    'check.categorySave',
    { contentType: 'album', listStr: JSON.stringify([{ id: 'add-1', name: '  ', isShow: '1', sort: 1 }]) },
    'listStr',
    '请输入分类名称',
  ],
  ['check.categorySave', { contentType: 'album', listStr: '[]' }, 'listStr', '分类选项至少保留一条'],
];

describe('invalid input', () => {
  it.each(bad)('%s %j → BAD_REQUEST on %s', async (name, input, field, message) => {
    await stack.clearRequests();
    const err = await failure(invoke(client, name, input));
    expect(err.data?.code).toBe('BAD_REQUEST');
    expect(err.data?.kind).toBe('badInput');
    const messages = err.data?.fieldErrors?.[field] ?? [];
    expect(messages.length).toBeGreaterThan(0);
    if (message) expect(messages.join('；')).toContain(message);
    // zod's zh-CN locale words the messages that contracts do not set themselves.
    expect(messages.join('')).toMatch(/[\u4e00-\u9fa5]/);
    // Nothing of the call is forwarded; reading who calls (before the input, for a coded call) may be.
    expect((await stack.requests()).filter((r) => r.call !== 'session.resources')).toEqual([]);
  });

  it('rejects a body that is not JSON without forwarding it', async () => {
    await stack.clearRequests();
    const res = await fetch(`${stack.gatewayUrl}/trpc/session.login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"username":',
    });
    expect(res.status).toBe(400);
    expect(await stack.requests()).toEqual([]);
  });
});
