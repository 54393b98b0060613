import type { SampleContext, Samples } from '../../sample-kit.js';

/** A private key of the shape WeChat Pay gives (apiclient_key.pem); the fake's test reads whether it signs. */
const SAMPLE_PEM =
  '-----BEGIN PRIVATE KEY-----\nMIIBVQIBADANBgkqhkiG9w0BAQEFAASCAT8wggE7AgEAAkEAq7BFUpkGp3+LQmlQ\nYx2eqzDV+xeG8kx/sQFV18S5JhzGeIJNA72wSeukEPojtqUyX2J0CciPBh7eqclQ\n-----END PRIVATE KEY-----\n';

async function orderOf(c: SampleContext, status: 'toShip' | 'done' | 'closed'): Promise<number> {
  const page = await c.client.order.list.query({ page: 1, size: 50, status });
  const row = page.list.find((o) => status !== 'done' || o.paid > o.refunded) ?? page.list[0];
  return row!.id;
}

async function verifyCode(c: SampleContext): Promise<string> {
  const codes = (await c.dev('/__dev/transaction/verify-codes')) as Array<{ code: string }>;
  return codes[0]!.code;
}

async function userWithdrawOf(c: SampleContext, status: 'pending' | 'approved'): Promise<number> {
  return (await c.client.userWithdraw.list.query({ page: 1, size: 10, status })).list[0]!.id;
}

async function recycled(c: SampleContext): Promise<number[]> {
  const ids = [await orderOf(c, 'closed')];
  await c.client.order.recycle.mutate({ ids });
  return ids;
}

/** Contract samples of orders, assets, withdrawals and payment settings, against the fake's seed. */
export const transactionSamples: Samples<
  'order' | 'assets' | 'withdrawAuth' | 'withdraw' | 'userWithdraw' | 'paySetting'
> = {
  'order.list': () => ({ page: 1, size: 20, status: 'done', searchField: 'goods', keyword: '美术' }),
  'order.get': async (c) => ({ id: await orderOf(c, 'done') }),
  'order.refund': async (c) => {
    const id = await orderOf(c, 'done');
    const o = await c.client.order.get.query({ id });
    return { id, amount: 100, reason: '协商一致退款', refundedBefore: o.refunded };
  },
  'order.verifyFind': async (c) => ({ code: await verifyCode(c) }),
  'order.verify': async (c) => ({ code: await verifyCode(c) }),
  'order.ship': async (c) => ({ id: await orderOf(c, 'toShip'), company: '顺丰速运', trackingNo: 'SF1234567890' }),
  'order.remark': async (c) => ({ id: await orderOf(c, 'done'), remark: '已电话回访，家长满意' }),
  'order.recycle': async (c) => ({ ids: [await orderOf(c, 'closed')] }),
  'order.recycleList': () => ({ page: 1, size: 10 }),
  'order.restore': async (c) => ({ ids: await recycled(c) }),
  'order.remove': async (c) => ({ ids: await recycled(c) }),
  'assets.overview': () => ({}),
  'assets.flows': () => ({ page: 1, size: 20, direction: 'in' }),
  'assets.bills': () => ({ page: 1, size: 10, period: 'week' }),
  'withdrawAuth.get': () => ({}),
  'withdrawAuth.submit': () => ({
    type: 'personal',
    name: '张明远',
    idNumber: '11010519491231002X',
    idFront: 'https://static.zhixiao.cn/sample/id-front.png',
    idBack: 'https://static.zhixiao.cn/sample/id-back.png',
    bankAccountName: '张明远',
    bankCardNo: '6222 0202 0011 2345 679',
    bankName: '中国工商银行',
    bankBranch: '杭州西湖支行',
  }),
  'withdraw.list': () => ({ page: 1, size: 10 }),
  'withdraw.apply': () => ({ amount: 20_000 }),
  'userWithdraw.list': () => ({ page: 1, size: 20, status: 'pending' }),
  'userWithdraw.approve': async (c) => ({ id: await userWithdrawOf(c, 'pending') }),
  'userWithdraw.reject': async (c) => ({ id: await userWithdrawOf(c, 'pending'), reason: '收款账号有误' }),
  'userWithdraw.markPaid': async (c) => ({
    id: await userWithdrawOf(c, 'approved'),
    voucher: 'https://static.zhixiao.cn/sample/voucher.png',
    remark: '已银行转账',
  }),
  'paySetting.get': () => ({}),
  'paySetting.save': () => ({
    appId: 'wx8888888888888888',
    mchId: '1900000109',
    serialNo: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
    apiV3Key: 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6',
    privateKey: { fileName: 'apiclient_key.pem', content: SAMPLE_PEM },
    enabled: '1',
  }),
  'paySetting.test': () => ({}),
};
