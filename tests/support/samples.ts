import type { AppRouter } from '@console/contracts/router';
import type { inferRouterInputs } from '@trpc/server';
import type { GatewayClient } from './client.js';
import { resourceSamples } from './resource-samples.js';

type Inputs = inferRouterInputs<AppRouter>;
export type ProcedureName = { [D in keyof Inputs & string]: `${D}.${keyof Inputs[D] & string}` }[keyof Inputs & string];

export interface SampleContext {
  /** Signed in as the edition-1 super account. */
  client: GatewayClient;
  /** Fake upstream's dev and control routes. */
  dev: (path: string, init?: { method?: string; body?: unknown }) => Promise<unknown>;
}

type Sample = (c: SampleContext) => Promise<unknown> | unknown;

const SUPER = { username: '13800000001', password: 'demo1234' };
const today = new Date().toISOString().slice(0, 10);
let seq = 0;
const uniquePhone = () =>
  `139${String(Date.now() % 1e8)
    .padStart(8, '0')
    .slice(0, 6)}${String(seq++ % 100).padStart(2, '0')}`;

const firstClue = async (c: SampleContext) =>
  (await c.client.clue.list.query({ scope: 'total', size: 10 })).list[0]!.id;
const firstTagGroup = async (c: SampleContext) => (await c.client.clue.firstTags.query()).find(() => true)!.id;
const firstFollowUser = async (c: SampleContext) => (await c.client.clue.followUsers.query())[0]!.id;

/**
 * A valid input for every tRPC procedure, against the fake upstream's seed. Setup that a call needs (an SMS
 * code, a scanned QR code, an id to read) is done here through the same gateway or the fake's dev routes.
 */
export const samples: Record<ProcedureName, Sample> = {
  'session.login': () => SUPER,
  'session.sendSms': () => ({ phone: '13800000002' }),
  'session.smsLogin': async (c) => {
    const phone = '13800000003';
    await c.client.session.sendSms.query({ phone }).catch(() => undefined);
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
  'user.delBindWx': () => ({}),
  'user.remindOpenInfo': () => ({}),
  'user.sendWxOfficialAccounts': () => ({}),
  'user.editRemindOpen': () => ({ open: true }),
  'user.webPoint': () => ({}),
  'profile.get': () => ({}),
  'profile.unbindOpenId': () => ({}),
  'profile.bindQrcode': () => ({}),
  'home.indexData': () => ({}),
  'home.notices': () => ({ page: 1, size: 10 }),
  'home.notice': async (c) => ({ id: (await c.client.home.notices.query({ page: 1, size: 10 })).list[0]!.id }),
  'home.newsList': () => ({ page: 2, size: 10 }),
  'home.news': async (c) => ({ id: (await c.client.home.newsList.query({ page: 1, size: 10 })).list[0]!.id }),
  'home.studyCategories': () => ({}),
  'home.studyList': async (c) => ({
    page: 1,
    size: 20,
    categoryId: (await c.client.home.studyCategories.query())[0]!.id,
  }),
  'home.study': async (c) => ({ id: (await c.client.home.studyList.query({ page: 1, size: 10 })).list[0]!.id }),
  'home.feedback': () => ({ content: '希望增加批量导出功能', contact: '13800000001' }),
  'home.upgradeApply': () => ({ type: 1, productId: 14, name: '王老师', phone: '010-12345678' }),
  'home.zhixiaoHelper': () => ({}),
  'home.helpPage': () => ({ path: '/overview' }),
  'home.tiktokLink': () => ({ userid: '1001', appName: '智校' }),
  'home.tiktokUpdateSort': () => ({ id: 1, sort: 3 }),
  'media.ossSign': () => ({}),
  'media.wechatQrCode': () => ({ id: 1, type: 1 }),
  'check.categorySave': () => ({
    contentType: 'album',
    listStr: JSON.stringify([
      { id: `add-${Date.now()}`, name: '校园风采', isShow: '1', sort: 99, type: 2 },
      { id: `add-${Date.now() + 1}`, name: '学员作品', isShow: '0', sort: 99, type: 2 },
    ]),
  }),
  'check.sensitive': () => ({ content: '这是一段正常的介绍文字' }),
  'category.list': () => ({ contentType: '1' }),
  // Resources (`defineResource`): generated from each resource's metadata.
  ...resourceSamples(),
  'clue.findById': async (c) => ({ id: await firstClue(c) }),
  'clue.remove': async (c) => {
    const added = await c.client.clue.add.mutate({
      name: '待删线索',
      phone: uniquePhone(),
      source: (await c.client.clue.sources.query())[0]!.id,
    });
    await c.client.clue.toRecycle.query({ ids: [added.id] }).catch(() => undefined);
    return { ids: [added.id] };
  },
  'clue.add': async (c) => ({
    name: '李同学',
    phone: uniquePhone(),
    source: (await c.client.clue.sources.query())[0]!.id,
    intention: '少儿美术',
  }),
  'clue.addTag': async (c) => {
    const groups = await c.client.clue.tags.query();
    const tag = groups.flatMap((g) => g.children)[0]!;
    return { clewIds: [await firstClue(c)], tagIds: [tag.id] };
  },
  'clue.update': async (c) => {
    const clue = await c.client.clue.findById.query({ id: await firstClue(c) });
    return { id: clue.id, name: clue.name, phone: clue.phone, source: clue.source, remark: '已电话沟通' };
  },
  'clue.list': () => ({ scope: 'total', page: 1, size: 20, startDate: '2020-01-01', endDate: today }),
  'clue.toRecycle': async (c) => ({
    ids: [(await c.client.clue.list.query({ scope: 'total', page: 2, size: 10 })).list[0]!.id],
  }),
  'clue.sources': () => ({}),
  'clue.tags': () => ({}),
  'clue.firstTags': () => ({}),
  'clue.secondTags': async (c) => ({ parentId: await firstTagGroup(c) }),
  'clue.tagUpdate': async (c) => ({ name: `标签${seq++}`, parentId: await firstTagGroup(c) }),
  'clue.tagChangeGroup': async (c) => {
    const groups = await c.client.clue.tags.query();
    const from = groups.find((g) => g.children.length > 0)!;
    const to = groups.find((g) => g.id !== from.id)!;
    return { id: from.children[0]!.id, parentId: to.id };
  },
  'clue.tagDelete': async (c) => ({
    id: (await c.client.clue.tagUpdate.mutate({ name: `临时${seq++}`, parentId: await firstTagGroup(c) })).id,
  }),
  'clue.shift': async (c) => ({
    clewId: await firstClue(c),
    toUserId: await firstFollowUser(c),
    reason: '负责校区调整',
  }),
  'clue.shiftMany': async (c) => ({ clewIds: [await firstClue(c)], toUserId: await firstFollowUser(c) }),
  'clue.shiftRecords': () => ({ page: 1, size: 10 }),
  'clue.followUsers': () => ({}),
  'clue.changeDefault': async (c) => ({ userId: await firstFollowUser(c) }),
  'clue.getDefault': () => ({}),
  'clue.allocate': async (c) => ({
    clewIds: [(await c.client.clue.list.query({ scope: 'pool', size: 10 })).list[0]!.id],
    userId: await firstFollowUser(c),
  }),
  'clue.recycleList': () => ({ scope: 'total', page: 1, size: 10 }),
  'clue.records': async (c) => ({ clewId: await firstClue(c) }),
  'clue.addRecord': async (c) => ({ clewId: await firstClue(c), content: '电话沟通，周六来校试听' }),
  'clue.changeStatus': async (c) => ({ clewIds: [await firstClue(c)], status: 2 }),
  'clue.updateIsPro': async (c) => ({ id: await firstClue(c), isPro: 1 }),
  'clue.importList': () => ({ page: 1, size: 10 }),
  'clue.interactions': async (c) => ({ clewId: await firstClue(c), page: 1, size: 10 }),
  'clue.importBatch': () => ({
    fileName: '秋季地推名单.xlsx',
    rows: [
      { row: 2, name: '赵同学', phone: uniquePhone(), sex: 1, intention: '少儿编程' },
      { row: 4, name: '钱同学', phone: '010-62345678' },
    ],
    rejected: [{ row: 3, name: '孙同学', phone: '1380013', reason: '您输入的手机号有误' }],
  }),
  'clue.setting': () => ({}),
  'clue.settingSave': () => ({
    poolReturnEnabled: true,
    poolReturnDays: 15,
    claimLimitEnabled: true,
    claimDailyLimit: 30,
  }),
  'clue.poolClaim': async (c) => ({
    clewIds: (await c.client.clue.list.query({ scope: 'pool', size: 10 })).list.slice(0, 2).map((r) => r.id),
  }),
  'clue.reasons': () => ({}),
  'clue.reasonSave': () => ({ name: `学员转校区${seq++}` }),
  'clue.reasonDelete': async (c) => ({ id: (await c.client.clue.reasonSave.mutate({ name: `临时原因${seq++}` })).id }),
};
