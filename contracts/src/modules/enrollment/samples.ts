import { nextSeq, type SampleContext, type Samples, uniquePhone } from '../../sample-kit.js';
import { chinaToday } from '../../time.js';

const firstClue = async (c: SampleContext) =>
  (await c.client.clue.list.query({ scope: 'total', size: 10 })).list[0]!.id;
const firstTagGroup = async (c: SampleContext) => (await c.client.clue.firstTags.query()).find(() => true)!.id;
const firstFollowUser = async (c: SampleContext) => (await c.client.clue.followUsers.query())[0]!.id;

/** Contract samples of the lead area. */
export const enrollmentSamples: Samples<'clue'> = {
  'clue.findById': async (c) => ({ id: await firstClue(c) }),
  'clue.remove': async (c) => {
    const added = await c.client.clue.add.mutate({
      name: '待删线索',
      phone: uniquePhone(),
      source: (await c.client.clue.sources.query())[0]!.id,
    });
    await c.client.clue.toRecycle.mutate({ ids: [added.id] }).catch(() => undefined);
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
  'clue.list': () => ({ scope: 'total', page: 1, size: 20, startDate: '2020-01-01', endDate: chinaToday() }),
  // A protected lead cannot go to the bin (线索「…」已设为保护): the sample takes one that is not.
  'clue.toRecycle': async (c) => ({
    ids: [(await c.client.clue.list.query({ scope: 'total', page: 2, size: 10 })).list.find((x) => x.isPro !== 1)!.id],
  }),
  'clue.sources': () => ({}),
  'clue.tags': () => ({}),
  'clue.firstTags': () => ({}),
  'clue.secondTags': async (c) => ({ parentId: await firstTagGroup(c) }),
  'clue.tagUpdate': async (c) => ({ name: `标签${nextSeq()}`, parentId: await firstTagGroup(c) }),
  'clue.tagChangeGroup': async (c) => {
    const groups = await c.client.clue.tags.query();
    const from = groups.find((g) => g.children.length > 0)!;
    const to = groups.find((g) => g.id !== from.id)!;
    return { id: from.children[0]!.id, parentId: to.id };
  },
  'clue.tagDelete': async (c) => ({
    id: (await c.client.clue.tagUpdate.mutate({ name: `临时${nextSeq()}`, parentId: await firstTagGroup(c) })).id,
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
  'clue.reasonSave': () => ({ name: `学员转校区${nextSeq()}` }),
  'clue.reasonDelete': async (c) => ({
    id: (await c.client.clue.reasonSave.mutate({ name: `临时原因${nextSeq()}` })).id,
  }),
};
