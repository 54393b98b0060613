import { type SampleContext, type Samples, uniquePhone } from '../../sample-kit.js';

const SUPER = { username: '13800000001', password: 'demo1234' };

/** A new staff account to act on (disable, reset), so the signed-in one is never touched. */
async function freshAccount(c: SampleContext): Promise<number> {
  const phone = uniquePhone();
  await c.client.user.save.mutate({ name: '示例员工', phone, roleId: 3, password: 'abc12345' });
  return (await c.client.user.list.query({ page: 1, size: 10, keyword: phone })).list[0]!.id;
}

/** Contract samples of sign-in, staff accounts and my account. */
export const sessionSamples: Samples<'session' | 'user' | 'profile'> = {
  'session.login': () => SUPER,
  'session.sendSms': () => ({ phone: '13800000002' }),
  'session.smsLogin': async (c) => {
    const phone = '13800000003';
    await c.client.session.sendSms.mutate({ phone }).catch(() => undefined);
    const { code } = (await c.dev(`/__dev/sms?phone=${phone}`)) as { code: string };
    return { username: phone, code };
  },
  'session.qrcode': () => ({}),
  'session.qrLogin': async (c) => {
    const { uuid } = await c.client.session.qrcode.query();
    await c.dev('/__dev/qrcode/scan', { method: 'POST', body: { uuid, username: SUPER.username } });
    return { uuid };
  },
  'session.adminLogin': async (c) => {
    const accounts = (await c.dev('/__dev/accounts')) as Array<{ username: string; impersonation?: string }>;
    const link = accounts.find((a) => a.impersonation)?.impersonation as string;
    const q = new URL(link, 'http://x').searchParams;
    return { id: q.get('id'), ss: q.get('ss'), tt: q.get('tt') };
  },
  'session.logout': () => ({}),
  'session.resources': () => ({ type: 1 }),
  'user.list': () => ({ page: 1, size: 10 }),
  'user.save': () => ({ name: '测试员', phone: uniquePhone(), roleId: 1, password: 'abc12345' }),
  'user.remove': async (c) => {
    await c.client.user.save.mutate({ name: '待删除', phone: uniquePhone(), roleId: 1, password: 'abc12345' });
    const list = await c.client.user.list.query({ page: 1, size: 50, keyword: '待删除' });
    return { id: list.list[0]!.id };
  },
  'user.edit': async (c) => ({ id: (await c.client.user.list.query({ page: 1, size: 10 })).list[0]!.id }),
  'user.validPhone': () => ({ phone: '13912345678' }),
  'user.setStatus': async (c) => ({ id: await freshAccount(c), status: 0 }),
  'user.resetPassword': async (c) => ({ id: await freshAccount(c), password: 'Reset2024' }),
  // The super account has its WeChat bound in the seed.
  'user.delBindWx': () => ({ id: 1 }),
  'user.remindOpenInfo': () => ({}),
  'user.sendWxOfficialAccounts': () => ({}),
  'user.editRemindOpen': () => ({ open: true }),
  'user.webPoint': () => ({}),
  'profile.get': () => ({}),
  'profile.save': () => ({ name: '张校长', headImg: 'https://static.zhixiao.cn/sample/cover.png' }),
  // Run in a session of its own (tests/contract/roundtrip.test.ts): a change ends every session of the account.
  'profile.changePassword': () => ({ oldPassword: 'demo1234', newPassword: 'Newpass2024' }),
  'profile.unbindOpenId': () => ({}),
  'profile.bindQrcode': () => ({}),
};
