import { Rng } from '../../util/random.js';
import { DAY_MS, formatDateTime } from '../../util/time.js';

export interface ArticleRow {
  id: number;
  title: string;
  summary: string;
  cover: string;
  categoryId: number | null;
  createdAt: number;
  content: string;
}

const NOTICE_TOPICS = [
  ['系统升级维护公告', '为提供更稳定的服务，平台将于本周日凌晨 2:00-4:00 进行系统升级，期间后台可能短暂无法访问。'],
  ['新功能上线：线索批量导入', '招生线索支持 Excel 批量导入，导入结果可下载核对，失败行会标注原因。'],
  ['关于春节期间客服安排的通知', '春节期间客服值班时间调整为每日 9:00-18:00，紧急问题请联系专属客户经理。'],
  ['小程序审核规范更新提醒', '微信更新了小程序审核规范，请检查课程介绍中是否含有夸大宣传用语。'],
  ['抖音小程序新增团购能力', '抖音版商家可在营销中心开启团购活动，支持核销与数据统计。'],
  ['官网模板焕新', '官网新增 6 套行业模板，可在店铺装修中一键切换。'],
  ['秒杀活动功能优化', '秒杀活动支持设置每人限购数量，库存实时同步。'],
  ['数据分析看板改版', '流量、交易、用户分析看板全新改版，支持按日、周、月查看趋势。'],
  ['关于开具发票的说明', '续费订单可在「我的账号」中申请电子发票，3 个工作日内发送至邮箱。'],
  ['安全提醒：谨防冒充客服诈骗', '平台客服不会索要您的登录密码或短信验证码，请提高警惕。'],
] as const;

const NEWS_TOPICS = [
  ['教培机构如何做好暑期招生', '暑期是全年招生的黄金期，提前两个月规划课程与活动能显著提升转化。'],
  ['私域运营：从社群到小程序', '把社群流量沉淀到小程序，用会员与积分提升复购。'],
  ['短视频获客的三个关键', '选题贴近家长痛点、固定更新节奏、评论区及时转化。'],
  ['试听课转化率提升指南', '试听前做好需求沟通，试听后 24 小时内完成回访。'],
  ['2025 素质教育行业观察', '艺术、体育类素质教育需求持续增长，家长更看重课程体验。'],
  ['老带新活动设计思路', '老学员推荐奖励要即时、可感知，并与续费节点结合。'],
  ['机构品牌官网建设要点', '清晰的课程体系、真实的学员作品与便捷的报名入口缺一不可。'],
  ['家长沟通话术模板', '从关心孩子成长出发，避免一上来就推销课程。'],
] as const;

export const STUDY_CATEGORIES = [
  { id: 1, name: '新手入门' },
  { id: 2, name: '官网装修' },
  { id: 3, name: '招生获客' },
  { id: 4, name: '营销玩法' },
  { id: 5, name: '在线课程' },
  { id: 6, name: '数据分析' },
] as const;

const STUDY_TOPICS: Record<number, readonly string[]> = {
  1: ['五分钟完成店铺基础设置', '如何添加子账号并分配角色', '绑定微信接收消息提醒'],
  2: ['官网轮播图尺寸与设置', '上传学员作品与相册', '设置官网联系方式与地图'],
  3: ['线索的录入、分配与跟进', '设置默认跟进人', '公海线索的领取规则'],
  4: ['助力活动从创建到复盘', '拼团活动的成团设置', '优惠券的发放与核销'],
  5: ['批量上传课程视频', '设置课程试看章节', '音频课程的制作建议'],
  6: ['读懂流量分析', '交易数据对账方法', '用户画像与复购分析'],
};

function html(title: string, lead: string, rng: Rng): string {
  const steps = ['登录后台，进入对应菜单', '按页面提示填写信息并保存', '在手机端预览效果，确认无误后发布'];
  const tips = rng.sample(
    ['建议在非高峰时段操作', '修改后可随时撤回', '如遇问题可点击右侧帮助查看说明', '数据每 10 分钟同步一次'],
    2,
  );
  return [
    `<h2>${title}</h2>`,
    `<p>${lead}</p>`,
    `<ol>${steps.map((s) => `<li>${s}</li>`).join('')}</ol>`,
    `<p><strong>小贴士：</strong>${tips.join('；')}。</p>`,
    `<p><img src="https://static.zhixiao.cn/help/${rng.int(1, 20)}.png" alt="${title}"></p>`,
  ].join('\n');
}

function series(
  topics: ReadonlyArray<readonly [string, string]>,
  count: number,
  now: number,
  rng: Rng,
  kind: string,
): ArticleRow[] {
  const rows: ArticleRow[] = [];
  for (let i = 0; i < count; i++) {
    const [title, lead] = topics[i % topics.length] as readonly [string, string];
    const round = Math.floor(i / topics.length);
    const fullTitle = round === 0 ? title : `${title}（第 ${round + 1} 期）`;
    rows.push({
      id: i + 1,
      title: fullTitle,
      summary: lead,
      cover: `https://static.zhixiao.cn/${kind}/cover-${(i % 12) + 1}.jpg`,
      categoryId: null,
      createdAt: now - i * 2 * DAY_MS - rng.int(0, 20) * 3600_000,
      content: html(fullTitle, lead, rng),
    });
  }
  return rows;
}

function studyArticles(now: number, rng: Rng): ArticleRow[] {
  const rows: ArticleRow[] = [];
  let id = 1;
  for (let round = 0; round < 2; round++) {
    for (const cat of STUDY_CATEGORIES) {
      for (const title of STUDY_TOPICS[cat.id] ?? []) {
        const fullTitle = round === 0 ? title : `${title}（进阶）`;
        const lead = `${cat.name}系列教程：${fullTitle}。`;
        rows.push({
          id,
          title: fullTitle,
          summary: lead,
          cover: `https://static.zhixiao.cn/study/cover-${(id % 10) + 1}.jpg`,
          categoryId: cat.id,
          createdAt: now - id * DAY_MS,
          content: html(fullTitle, lead, rng),
        });
        id++;
      }
    }
  }
  return rows;
}

/** Help panel content per console path; paths not listed have no help (content null). */
const HELP_EXACT: Record<string, string> = {
  '/overview': '概况页展示店铺今日与昨日的访问、订单、收入和线索数据，以及近 7 天趋势。',
  '/center/notice': '公告中心汇集平台的系统公告与功能更新，点击标题查看详情。',
  '/center/product': '产品动态汇集平台的新功能介绍与招生运营资讯。',
  '/center/study': '学习中心按分类提供操作教程，可按关键词搜索。',
  '/enrollment/clue/total/list': '全部线索列表：可按状态、来源、标签、跟进人和创建时间筛选，支持批量分配、转移和导出。',
  '/enrollment/clue/pool/list': '公海中的线索尚未分配跟进人，可分配给顾问或由顾问领取。',
  '/setting/user/list': '在这里添加子账号并为其分配角色，角色决定可见的菜单。',
};
const HELP_PREFIX: Array<[string, string]> = [
  ['/official', '官网内容管理：编辑后的内容会同步到官网 H5 与小程序官网页，图片建议宽度 750 像素。'],
  ['/enrollment', '招生线索：录入、分配、跟进并转化您的意向学员。'],
];

export function helpFor(path: string): string | null {
  const text = HELP_EXACT[path] ?? HELP_PREFIX.find(([p]) => path === p || path.startsWith(`${p}/`))?.[1];
  if (!text) return null;
  return `<h3>页面帮助</h3>\n<p>${text}</p>\n<p>更多问题请联系您的专属客户经理。</p>`;
}

export interface ContentState {
  notices: ArticleRow[];
  news: ArticleRow[];
  study: ArticleRow[];
  /** Help HTML put in place by a test (`POST /__dev/content`), by console path; it wins over the seed. */
  help: Map<string, string>;
}

export function seedContent(now: number): ContentState {
  const rng = new Rng(20251121);
  return {
    notices: series(NOTICE_TOPICS, 30, now, rng, 'notice'),
    news: series(NEWS_TOPICS, 28, now, rng, 'news'),
    study: studyArticles(now, rng),
    help: new Map(),
  };
}

/** The list view of an article (no body), as the paged calls return it. */
export function summaryOf(a: ArticleRow) {
  return {
    id: a.id,
    title: a.title,
    summary: a.summary,
    cover: a.cover,
    categoryId: a.categoryId,
    createTime: formatDateTime(a.createdAt),
  };
}
