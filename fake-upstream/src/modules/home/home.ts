import { notFound } from '../../errors.js';
import { type CallContext, clientTypeOf, type Handlers } from '../../kit/handlers.js';
import { qrImageUrl } from '../../urls.js';
import { DAY_MS, formatDate } from '../../util/time.js';
import { figuresAt } from '../analysis/index.js';
import { cluesOf } from '../enrollment/state.js';
import { registeredBy, transactionState } from '../transaction/index.js';
import { type ArticleRow, helpFor, STUDY_CATEGORIES, summaryOf } from './content.js';
import { homeState, providerContent } from './state.js';

function listArticles(
  rows: ArticleRow[],
  q: { page: number; size: number; keyword?: string | undefined; categoryId?: number | undefined },
) {
  const kw = q.keyword?.trim();
  const hits = rows
    .filter(
      (a) =>
        (!kw || a.title.includes(kw) || a.summary.includes(kw)) &&
        (q.categoryId === undefined || a.categoryId === q.categoryId),
    )
    .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
  return { list: hits.slice((q.page - 1) * q.size, q.page * q.size).map(summaryOf), total: hits.length };
}

function article(rows: ArticleRow[], id: number) {
  const a = rows.find((r) => r.id === id);
  if (!a) throw notFound();
  return { ...summaryOf(a), content: a.content };
}

/**
 * The overview: queries of the same books every other page reads, for today, yesterday and the last 7 days —
 * 访客 the day's different visitors (流量分析's 访客数), 订单 the orders placed that day (交易分析's 订单数),
 * 收入 what buyers paid that day in fen (交易分析's 支付金额, the statement's 订单收入), 线索 the leads created
 * that day; 累计用户 every customer signed up by now.
 */
function overview(ctx: CallContext) {
  const figures = figuresAt(ctx);
  const { customers } = transactionState.of(ctx);
  const store = cluesOf(ctx).store;
  const day = (offset: number) => formatDate(ctx.now - offset * DAY_MS);
  const daily = (offset: number) => {
    const date = day(offset);
    const d = figures.day(date);
    return { date, visits: d.visitors, orders: d.orders, income: d.payAmount, clues: store.createdOn(date) };
  };
  const [today, yesterday] = [daily(0), daily(1)];
  return {
    shopName: ctx.account.shopName,
    todayVisits: today.visits,
    yesterdayVisits: yesterday.visits,
    todayOrders: today.orders,
    yesterdayOrders: yesterday.orders,
    todayIncome: today.income,
    yesterdayIncome: yesterday.income,
    todayClues: today.clues,
    yesterdayClues: yesterday.clues,
    totalUsers: registeredBy(customers, ctx.now),
    trend: [6, 5, 4, 3, 2, 1, 0].map(daily),
    clientType: clientTypeOf(ctx),
  };
}

export const homeHandlers: Handlers['home'] = {
  indexData: (_input, ctx) => overview(ctx),
  notices: (q, ctx) => listArticles(providerContent.of(ctx).notices, q),
  notice: ({ id }, ctx) => article(providerContent.of(ctx).notices, id),
  newsList: (q, ctx) => listArticles(providerContent.of(ctx).news, q),
  news: ({ id }, ctx) => article(providerContent.of(ctx).news, id),
  studyCategories: () => STUDY_CATEGORIES.map((c) => ({ ...c })),
  studyList: (q, ctx) => listArticles(providerContent.of(ctx).study, q),
  study: ({ id }, ctx) => article(providerContent.of(ctx).study, id),

  feedback({ content, contact }, ctx) {
    homeState
      .of(ctx)
      .feedback.push({ accountId: ctx.account.id, content, contact: contact ?? null, createdAt: ctx.now });
    return null;
  },

  upgradeApply(input, ctx) {
    homeState.of(ctx).applies.push({ ...input, accountId: ctx.account.id, createdAt: ctx.now });
    return null;
  },

  zhixiaoHelper(_input, ctx) {
    return { qrcode: qrImageUrl(ctx.publicUrl, 'zhixiao-helper'), name: '智校助手', phone: '400-820-1234' };
  },

  helpPage({ path }, ctx) {
    const html = providerContent.of(ctx).help.get(path) ?? helpFor(path);
    return html === null ? null : { content: html };
  },

  tiktokLink({ userid, appName }) {
    const q = new URLSearchParams({ userid: String(userid), ...(appName ? { appName } : {}) });
    return `https://z.douyin.com/microapp/tt-zhixiao?${q.toString()}`;
  },

  tiktokUpdateSort({ id, sort }, ctx) {
    homeState.of(ctx).tiktokSorts.set(id, sort);
    return null;
  },
};
