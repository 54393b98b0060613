import type { Samples } from '../../sample-kit.js';

/** Contract samples of the overview, notices, news, the study centre and help. */
export const homeSamples: Samples<'home'> = {
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
};
