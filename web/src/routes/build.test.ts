import { CODES, EDITIONS, permissionList, SETTING_CODES } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import { buildEditionTable, joinPath, lineage, paramsValid, redirectTarget } from './build';
import { EDITION_TABLES } from './editions';
import type { AppRoute } from './types';

const page = async () => ({ default: () => null });

/** A small table of the real shape: a module with a group, a single-child item, a hidden page, codes. */
const TABLE: AppRoute[] = [
  {
    path: '/',
    redirect: '/overview',
    meta: { title: '概况', roles: ['admin', 'editor'], noSecondMenu: true },
    children: [{ path: 'overview', meta: { title: '概况', affix: true }, component: page }],
  },
  {
    path: '/official',
    redirect: '/official/content/intro/list',
    meta: { title: '官网', roles: ['admin', 'editor'], code: 400 },
    children: [
      {
        path: 'content',
        meta: { title: '官网内容' },
        children: [
          {
            path: 'intro',
            meta: { title: '关于我们' },
            children: [
              { path: 'list', meta: { title: '关于我们' } },
              { path: 'edit/:id', hidden: true, numericParams: ['id'], meta: { title: '编辑' }, component: page },
            ],
          },
          {
            path: 'form',
            meta: { title: '表单', productId: 34 },
            children: [{ path: 'list', meta: { title: '表单' }, component: page }],
          },
        ],
      },
      { path: 'pc', editions: [1], meta: { title: 'PC' }, component: page },
      { path: '/absolute/:id', hidden: true, meta: { title: '绝对' }, component: page },
    ],
  },
];

describe('buildEditionTable', () => {
  const table = buildEditionTable(2, TABLE);
  const node = (path: string) => table.all.find((n) => n.fullPath === path);

  it('joins paths, keeping absolute children absolute', () => {
    expect(joinPath('/', 'overview')).toBe('/overview');
    expect(joinPath('/official', 'content')).toBe('/official/content');
    expect(joinPath('/study', '/studentDiary/:id')).toBe('/studentDiary/:id');
    expect(node('/absolute/:id')?.moduleIndex).toBe(1);
  });

  it('fills parentIndex from the module position and inherits roles, codes and products', () => {
    const form = node('/official/content/form/list');
    expect(form?.meta.parentIndex).toBe(1);
    expect(form?.roles).toEqual(['admin', 'editor']);
    // The code of /official/content/form comes from the permission table, by path.
    expect(form?.codes).toEqual([400, CODES.officialForm]);
    expect(form?.productId).toBe(34);
    expect(node('/overview')?.meta.noSecondMenu).toBe(true);
    expect(lineage(form ?? table.modules[0]!).map((n) => n.title)).toEqual(['官网', '官网内容', '表单', '表单']);
  });

  it('leaves out routes of other editions, and marks what is built', () => {
    expect(node('/official/pc')).toBeUndefined();
    expect(buildEditionTable(1, TABLE).all.some((n) => n.fullPath === '/official/pc')).toBe(true);
    expect(node('/official/content/intro/list')?.live).toBe(false);
    expect(node('/official/content/intro')?.live).toBe(true);
    expect(table.pages.map((p) => p.fullPath)).not.toContain('/official/content/intro/list');
  });

  it('redirects to the declared page when built, otherwise to the first built visible page', () => {
    expect(redirectTarget(node('/')!, table)).toBe('/overview');
    // The declared target is not built; the hidden edit page cannot be a landing page.
    expect(redirectTarget(node('/official')!, table)).toBe('/official/content/form/list');
    expect(redirectTarget(node('/official')!, table, (n) => n.productId === undefined)).toBeNull();
  });

  it('checks numeric parameters', () => {
    const edit = node('/official/content/intro/edit/:id')!;
    expect(paramsValid(edit, { id: '12' })).toBe(true);
    expect(paramsValid(edit, { id: 'abc' })).toBe(false);
  });
});

/** Every route the spec's section 2 lists, by full path; the tables together must hold each. */
const SPEC_PATHS = [
  '/overview',
  '/center/notice',
  '/center/product',
  '/center/study',
  '/center/centerInfo/:type/:id',
  ...['introduction', 'video', 'album', 'student', 'activity', 'works', 'contact', 'banner', 'form'].flatMap((item) =>
    ['list', 'create', 'edit/:id'].map((p) => `/official/content/${item}/${p}`),
  ),
  '/official/content/form/create/:id',
  '/official/content/form/formsData',
  '/official/setting/category',
  ...['list', 'experience'].flatMap((item) => ['list', 'create', 'edit/:id'].map((p) => `/class/${item}/${p}`)),
  ...[
    'index',
    'batch',
    'teacher/create',
    'teacher/edit/:id',
    'course/create',
    'course/edit/:id',
    'course/section/:id',
    'course/section/create',
    'course/section/createAudio',
    'course/section/edit/:id',
    'course/section/editAudio/:id',
    'course/user/:id',
  ].map((p) => `/vod/${p}`),
  '/mall/list',
  '/mall/create',
  '/mall/edit/:id',
  '/enrollment/clue/list',
  '/enrollment/clue/edit/:id',
  '/enrollment/clue/recycle',
  ...['my', 'today', 'total'].flatMap((g) =>
    ['list', 'recycle', 'detail/:id'].map((p) => `/enrollment/clue/${g}/${p}`),
  ),
  '/enrollment/clue/pool/list',
  '/enrollment/clue/pool/recycle',
  '/enrollment/clue/export/list',
  '/enrollment/clue/export/add',
  '/enrollment/clue/export/manual',
  '/enrollment/clue/setting',
  '/enrollment/clue/tags',
  '/marketing/menu',
  '/marketing/playway',
  ...['list', 'create', 'edit/:id/:copy', 'edit/:id', 'boostData'].map((p) => `/marketing/boost/${p}`),
  ...['list', 'create', 'create/:id', 'groupData'].map((p) => `/marketing/group/${p}`),
  ...['list', 'create', 'edit/:id', 'info', 'recycle'].map((p) => `/marketing/signUp/${p}`),
  ...['list', 'create', 'edit/:id', 'superGameData'].map((p) => `/marketing/superGame/${p}`),
  ...['list', 'create', 'edit/:id', 'data'].map((p) => `/marketing/lottery/${p}`),
  ...['list', 'create', 'create/:id', 'seckillData'].map((p) => `/marketing/seckill/${p}`),
  ...['list', 'create', 'create/:id', 'formsData'].map((p) => `/marketing/forms/${p}`),
  ...['list', 'create', 'create/:id', 'couponData'].map((p) => `/marketing/coupon/${p}`),
  ...['index', 'create', 'create/:id', 'formsData'].map((p) => `/forms/${p}`),
  '/transaction/order/list',
  '/transaction/order/recycleBin',
  ...['total/list', 'total/create', 'withdraw', 'statement', 'pay', 'userWithdraw'].map(
    (p) => `/transaction/assets/${p}`,
  ),
  ...['flow', 'transaction', 'user', 'websiteAnalyze'].map((p) => `/dataInfo/${p}`),
  '/setting/accountInfo',
  ...['roles', 'user'].flatMap((g) => ['list', 'create', 'edit/:id'].map((p) => `/setting/${g}/${p}`)),
  '/setting/account/roles/list',
  '/setting/account/user/list',
  '/setting/profile/profile',
  '/setting/profile/changePass',
  ...[
    'menu',
    'sign/index',
    'teacher',
    'edit',
    'createTeacher',
    'evaluate',
    'schedule',
    'course',
    'createClass',
    'editClass',
    'studentList',
    'makeup',
    'classSchedule',
    'scheduleList',
    'editStudent',
    'createStudent',
    'studentEvaluation',
    'studentLesson',
    'curriculum',
    'notice',
    'createNotice',
    'growth/list',
    'growth/detail',
    'growth/info',
    'check/overview',
    'check/operate',
    'check/diaryInfo/:id',
    'check/homeworkInfo/:id',
    'addNewCheck/:type',
  ].map((p) => `/study/${p}`),
  '/studentDiary/:id',
  '/studentInfo/:id',
  '/diaryTable/:id',
  '/createCheck/:type',
  '/editCheck/:type/:id',
  '/editHomework/:id',
  '/createHomework/:clockId',
  '/shop/menu',
  '/shop/mobile',
  '/shop/pc',
  '/circles/index',
  '/circles/edit/:id',
  '/circles/create',
  '/circles/management/:id',
  '/circles/management/knowledge/create',
  '/circles/management/knowledge/edit/:id',
  '/circles/management/knowledge/data/:id',
  '/teacher/list',
  '/teacher/create',
  '/teacher/edit/:id',
  '/promote',
  ...['stcredit', 'rules', 'exchange', 'record', 'addExchange', 'editExchange/:type/:id'].map((p) => `/points/${p}`),
];

describe('the three edition tables', () => {
  const tables = EDITIONS.map((e) => buildEditionTable(e, EDITION_TABLES[e]));

  it('together hold every route of spec §2, each with a title', () => {
    const all = new Set(tables.flatMap((t) => t.all.map((n) => n.fullPath)));
    const missing = SPEC_PATHS.filter((p) => !all.has(p));
    expect(missing).toEqual([]);
    for (const t of tables) for (const n of t.all) expect(n.title, n.fullPath).toMatch(/\S/);
  });

  it('have unique full paths within each edition', () => {
    for (const t of tables) {
      const paths = t.all.map((n) => n.fullPath);
      expect(new Set(paths).size, `edition ${t.edition}`).toBe(paths.length);
    }
  });

  it('guard every path the permission table names', () => {
    const paths = new Set(EDITIONS.flatMap((e) => buildEditionTable(e, EDITION_TABLES[e]).all.map((n) => n.fullPath)));
    expect(permissionList.flatMap((p) => p.paths ?? []).filter((p) => !paths.has(p))).toEqual([]);
  });

  it('declare admin and editor on every first-level route, and the spec menu codes', () => {
    for (const t of tables) for (const m of t.modules) expect(m.roles).toEqual(['admin', 'editor']);
    const app = tables[0]!;
    const code = (p: string) => app.all.find((n) => n.fullPath === p)?.codes;
    expect(code('/official/content/video/list')).toEqual([400, CODES.officialVideo]);
    expect(code('/transaction/assets/pay')).toEqual([CODES.transaction, 5002]);
    expect(code('/setting/roles/list')).toEqual([800, SETTING_CODES.roles]);
    expect(code('/study/menu')).toEqual([900]);
    expect(code('/dataInfo/flow')).toEqual([600, CODES.analysisFlow]);
    expect(code('/points/rules')).toEqual([300109, CODES.pointsRules]);
    // The personal centre is open whatever the codes above it.
    expect(code('/setting/profile/changePass')).toEqual([]);
    expect(code('/overview')).toEqual([]);
    expect(app.all.find((n) => n.fullPath === '/vod/index')?.productId).toBe(6);
    expect(app.all.find((n) => n.fullPath === '/marketing/seckill/list')?.productId).toBe(7);
  });

  it('differ in which menus they include', () => {
    const modules = tables.map((t) => t.all.map((n) => n.fullPath).join('\n'));
    expect(new Set(modules).size).toBe(3);
    const has = (edition: number, path: string) => tables[edition - 1]!.all.some((n) => n.fullPath === path);
    expect([has(1, '/dataInfo/websiteAnalyze'), has(2, '/dataInfo/websiteAnalyze')]).toEqual([true, false]);
    expect([has(1, '/official'), has(2, '/official'), has(3, '/official')]).toEqual([true, true, false]);
    expect([has(2, '/setting/roles/list'), has(3, '/setting/roles/list')]).toEqual([true, false]);
    expect(has(3, '/setting/account/roles/list')).toBe(true);
  });
});
