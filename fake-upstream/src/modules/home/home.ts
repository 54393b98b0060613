import { notFound } from '../../errors.js';
import { type CallContext, clientTypeOf, type Handlers } from '../../kit/handlers.js';
import { qrImageUrl } from '../../urls.js';
import { Rng } from '../../util/random.js';
import { DAY_MS, formatDate } from '../../util/time.js';
import { cluesOf } from '../enrollment/state.js';
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

/** Overview numbers: leads are counted from the lead store, the rest is stable per account and day. */
function overview(ctx: CallContext) {
  const a = ctx.account;
  const store = cluesOf(ctx).store;
  const day = (offset: number) => formatDate(ctx.now - offset * DAY_MS);
  const daily = (offset: number) => {
    const rng = new Rng(a.id * 100_003 + Number(day(offset).replaceAll('-', '')));
    return { visits: rng.int(80, 600), orders: rng.int(0, 40), income: rng.int(0, 2_000_000) / 100 };
  };
  const today = daily(0);
  const yesterday = daily(1);
  return {
    shopName: a.shopName,
    todayVisits: today.visits,
    yesterdayVisits: yesterday.visits,
    todayOrders: today.orders,
    yesterdayOrders: yesterday.orders,
    todayIncome: today.income.toFixed(2),
    yesterdayIncome: yesterday.income.toFixed(2),
    todayClues: store.createdOn(day(0)),
    yesterdayClues: store.createdOn(day(1)),
    totalUsers: 1800 + a.id * 137,
    trend: [6, 5, 4, 3, 2, 1, 0].map((offset) => {
      const d = daily(offset);
      return { date: day(offset), visits: d.visits, orders: d.orders, clues: store.createdOn(day(offset)) };
    }),
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
