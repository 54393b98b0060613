/**
 * Every permission code of the console, declared once (spec §6; docs/ARCHITECTURE.md, "Permissions"). A role
 * grants codes; the web's route tables take each page's code from here by its path (routes/build.ts), the
 * roles' permission tree lists modules, pages and buttons from it, every call declares which of them it needs
 * (its module's `needs`), and the gateway and the upstream refuse a call the session lacks.
 *
 * `documented` codes are the spec's (400, 600, 800, 900, 5002, 300109); every other code is inferred, as an
 * inferred call is, and an integrator confirms it with the real API. Page codes extend their module's
 * (800 → 8001), button codes their page's (8002 → 800201); a button of a one-page module extends the module's
 * (320 → 32001).
 */
export type PermissionKind = 'module' | 'page' | 'button';

export interface PermissionDef {
  code: number;
  title: string;
  kind: PermissionKind;
  /** The module or page it belongs to, by key (none for a module). */
  parent?: string;
  /**
   * Full route paths the code guards (modules and pages): the route at each path and everything under it
   * need it. A page repeated in another edition's table (the short-video edition's account group) lists both.
   */
  paths?: readonly string[];
  /** True for the spec's own codes; false for inferred ones an integrator must confirm. */
  documented: boolean;
}

const mod = (code: number, title: string, path: string, documented = false) =>
  ({ code, title, kind: 'module', paths: [path], documented }) as const;
const page = (parent: string, code: number, title: string, paths: readonly string[], documented = false) =>
  ({ code, title, kind: 'page', parent, paths, documented }) as const;
const button = (parent: string, code: number, title: string) =>
  ({ code, title, kind: 'button', parent, documented: false }) as const;

export const PERMISSIONS = {
  // 官网 (400, spec §2)
  official: mod(400, '官网', '/official', true),
  officialIntro: page('official', 4001, '关于我们', ['/official/content/introduction']),
  officialVideo: page('official', 4002, '视频中心', ['/official/content/video']),
  officialAlbum: page('official', 4003, '相册', ['/official/content/album']),
  officialStudent: page('official', 4004, '典型学员', ['/official/content/student']),
  officialActivity: page('official', 4005, '新闻动态', ['/official/content/activity']),
  officialWorks: page('official', 4006, '学员作品', ['/official/content/works']),
  officialContact: page('official', 4007, '联系方式', ['/official/content/contact']),
  officialBanner: page('official', 4008, '轮播图', ['/official/content/banner']),
  officialForm: page('official', 4009, '表单', ['/official/content/form']),
  officialCategory: page('official', 4010, '分类管理', ['/official/setting']),

  // 课程
  class: mod(210, '课程', '/class'),
  classCourse: page('class', 2101, '线下课程', ['/class/list']),
  classTrial: page('class', 2102, '体验课', ['/class/experience']),

  // 网课
  vod: mod(220, '网课', '/vod'),
  vodLearnerExport: button('vod', 22001, '导出学员'),

  // 商城
  mall: mod(230, '商城', '/mall'),

  // 招生
  enrollment: mod(200, '招生', '/enrollment'),
  clueBooking: page('enrollment', 2001, '预约管理', [
    '/enrollment/clue/list',
    '/enrollment/clue/recycle',
    '/enrollment/clue/edit/:id',
  ]),
  clueMine: page('enrollment', 2002, '我的线索', ['/enrollment/clue/my']),
  clueToday: page('enrollment', 2003, '今日待办', ['/enrollment/clue/today']),
  clueTotal: page('enrollment', 2004, '全部线索', ['/enrollment/clue/total']),
  cluePool: page('enrollment', 2005, '公海线索', ['/enrollment/clue/pool']),
  clueImport: page('enrollment', 2006, '线索导入', ['/enrollment/clue/export']),
  clueSetting: page('enrollment', 2007, '线索设置', ['/enrollment/clue/setting']),
  clueTags: page('enrollment', 2008, '线索标签', ['/enrollment/clue/tags']),
  clueExport: button('clueTotal', 200401, '导出线索（含手机号）'),

  // 营销
  marketing: mod(300, '营销', '/marketing'),
  boost: page('marketing', 3001, '助力', ['/marketing/boost']),
  boostExport: button('boost', 300101, '导出助力数据（含手机号）'),
  group: page('marketing', 3002, '拼团', ['/marketing/group']),
  groupExport: button('group', 300201, '导出拼团数据（含手机号）'),
  signUp: page('marketing', 3003, '活动报名', ['/marketing/signUp']),
  signUpExport: button('signUp', 300301, '导出报名信息（含手机号）'),
  signUpWriteOff: button('signUp', 300302, '核销报名'),
  superGame: page('marketing', 3004, '超级游戏', ['/marketing/superGame']),
  superGameExport: button('superGame', 300401, '导出游戏数据（含手机号）'),
  lottery: page('marketing', 3005, '抽奖', ['/marketing/lottery']),
  lotteryExport: button('lottery', 300501, '导出中奖记录（含手机号）'),
  seckill: page('marketing', 3006, '秒杀', ['/marketing/seckill']),
  seckillExport: button('seckill', 300601, '导出秒杀订单（含手机号）'),
  marketingForms: page('marketing', 3007, '表单', ['/marketing/forms']),
  coupon: page('marketing', 3008, '优惠券', ['/marketing/coupon']),
  couponExport: button('coupon', 300801, '导出领券记录（含手机号）'),

  // 表单
  forms: mod(310, '表单', '/forms'),
  formsExport: button('forms', 31001, '导出表单数据（含手机号）'),

  // 交易: 订单 (inferred) and 资产 (5002, spec §2)
  transaction: mod(500, '交易', '/transaction'),
  order: page('transaction', 5001, '订单', ['/transaction/order']),
  orderRefund: button('order', 500101, '退款'),
  orderVerify: button('order', 500102, '核销'),
  orderExport: button('order', 500103, '导出订单（含手机号）'),
  orderShip: button('order', 500104, '发货'),
  orderDelete: button('order', 500105, '删除与恢复订单'),
  assets: page('transaction', 5002, '资产', ['/transaction/assets'], true),
  assetsWithdraw: button('assets', 500201, '提现与提现认证'),
  assetsUserWithdraw: button('assets', 500202, '审核用户提现'),
  assetsUserWithdrawExport: button('assets', 500203, '导出用户提现（含手机号）'),
  assetsPaySetting: button('assets', 500204, '修改支付设置'),

  // 数据 (600, spec §2)
  analysis: mod(600, '数据', '/dataInfo', true),
  analysisFlow: page('analysis', 6001, '流量分析', ['/dataInfo/flow']),
  analysisTransaction: page('analysis', 6002, '交易分析', ['/dataInfo/transaction']),
  analysisUser: page('analysis', 6003, '用户分析', ['/dataInfo/user']),
  analysisWebsite: page('analysis', 6004, '官网访问分析', ['/dataInfo/websiteAnalyze']),

  // 教务 (900, spec §2)
  study: mod(900, '教务', '/study', true),
  studySign: page('study', 9001, '签到', ['/study/sign/index']),
  studyTeacher: page('study', 9002, '教师管理', ['/study/teacher', '/study/evaluate']),
  studySchedule: page('study', 9003, '排课', ['/study/schedule', '/study/classSchedule', '/study/scheduleList']),
  studyClass: page('study', 9004, '班级管理', ['/study/course']),
  studyStudent: page('study', 9005, '学员管理', [
    '/study/studentList',
    '/study/studentEvaluation',
    '/study/studentLesson',
  ]),
  studyStudentExport: button('studyStudent', 900501, '导出学员（含手机号）'),
  studyBalanceAdjust: button('studyStudent', 900502, '调整课时'),
  studyMakeup: page('study', 9006, '补课管理', ['/study/makeup']),
  studyCurriculum: page('study', 9007, '课程体系', ['/study/curriculum']),
  studyNotice: page('study', 9008, '通知', ['/study/notice']),
  studyGrowth: page('study', 9009, '成长日历', ['/study/growth']),
  studyCheck: page('study', 9010, '作业打卡', ['/study/check']),

  // 装修, 圈子, 讲师
  shop: mod(330, '装修', '/shop'),
  circles: mod(240, '圈子', '/circles'),
  teacher: mod(250, '讲师', '/teacher'),
  teacherExport: button('teacher', 25001, '导出讲师（含手机号）'),

  // 积分 (300109, spec §2)
  points: mod(300109, '积分', '/points', true),
  pointsStats: page('points', 3001091, '积分统计', ['/points/stcredit']),
  pointsRules: page('points', 3001092, '积分规则', ['/points/rules']),
  pointsExchange: page('points', 3001093, '积分兑换', [
    '/points/exchange',
    '/points/addExchange',
    '/points/editExchange/:type/:id',
  ]),
  pointsRecord: page('points', 3001094, '兑换记录', ['/points/record']),
  pointsRecordExport: button('pointsRecord', 300109401, '导出兑换记录（含手机号）'),

  // 推广大使
  promote: mod(320, '推广大使', '/promote'),
  promoteRules: button('promote', 32001, '佣金规则'),
  promoteApprove: button('promote', 32002, '审核推广员'),
  promoteParent: button('promote', 32003, '修改推广员上级'),
  promoteCommissionExport: button('promote', 32004, '导出佣金明细（含手机号）'),

  // 设置 (800, spec §2)
  setting: mod(800, '设置', '/setting', true),
  settingShop: page('setting', 8001, '店铺设置', ['/setting/accountInfo']),
  settingShopSave: button('settingShop', 800101, '保存店铺设置'),
  settingRoles: page('setting', 8002, '角色权限', ['/setting/roles', '/setting/account/roles']),
  roleCreate: button('settingRoles', 800201, '新增角色'),
  roleEdit: button('settingRoles', 800202, '编辑角色'),
  roleDelete: button('settingRoles', 800203, '删除角色'),
  settingUsers: page('setting', 8003, '账号权限', ['/setting/user', '/setting/account/user']),
  userCreate: button('settingUsers', 800301, '新增账号'),
  userEdit: button('settingUsers', 800302, '编辑账号'),
  userStatus: button('settingUsers', 800303, '启用/禁用'),
  userResetPassword: button('settingUsers', 800304, '重置密码'),
  userDelete: button('settingUsers', 800305, '删除账号'),
  settingProfile: page('setting', 8004, '我的账号', ['/setting/profile']),
} as const satisfies Record<string, PermissionDef>;

export type PermissionKey = keyof typeof PERMISSIONS;

/** The codes by name: `CODES.orderRefund` is 500101. */
export const CODES = Object.fromEntries(Object.entries(PERMISSIONS).map(([k, d]) => [k, d.code])) as {
  readonly [K in PermissionKey]: (typeof PERMISSIONS)[K]['code'];
};

/** Every entry with its key, in declaration order (modules before their pages, pages before their buttons). */
export const permissionList: ReadonlyArray<PermissionDef & { key: PermissionKey }> = Object.entries(PERMISSIONS).map(
  ([key, d]) => ({ ...(d as PermissionDef), key: key as PermissionKey }),
);

export const permissionByCode: ReadonlyMap<number, PermissionDef & { key: PermissionKey }> = new Map(
  permissionList.map((p) => [p.code, p]),
);

/** The code guarding a route's full path, when the table names that path. */
export const codeOfPath: ReadonlyMap<string, number> = new Map(
  permissionList.flatMap((p) => (p.paths ?? []).map((path) => [path, p.code] as const)),
);

/** The buttons of a page or module, by its code, in declaration order. */
export function buttonsOf(code: number): Array<{ code: number; title: string }> {
  const owner = permissionByCode.get(code);
  if (!owner) return [];
  return permissionList
    .filter((p) => p.kind === 'button' && p.parent === owner.key)
    .map(({ code: c, title }) => ({
      code: c,
      title,
    }));
}

/** Every code under `key` (its pages and buttons, their buttons), itself included. */
export function codesUnder(key: PermissionKey, kinds: readonly PermissionKind[] = ['module', 'page', 'button']) {
  const out: number[] = [];
  const visit = (k: string) => {
    const d = PERMISSIONS[k as PermissionKey];
    if (kinds.includes(d.kind)) out.push(d.code);
    for (const p of permissionList) if (p.parent === k) visit(p.key);
  };
  visit(key);
  return out;
}

/** The codes above `key` (its module, for a page; its page and module, for a button), nearest last. */
export function codesAbove(key: PermissionKey): number[] {
  const parent = (PERMISSIONS[key] as PermissionDef).parent as PermissionKey | undefined;
  return parent ? [...codesAbove(parent), PERMISSIONS[parent].code] : [];
}
