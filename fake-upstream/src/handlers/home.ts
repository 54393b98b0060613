import { notFound } from '../errors.js';
import { type ArticleRow, helpFor, STUDY_CATEGORIES, summaryOf } from '../state/content.js';
import { qrImageUrl } from '../urls.js';
import { Rng } from '../util/random.js';
import { DAY_MS, formatDate } from '../util/time.js';
import type { CallContext, Handlers } from './types.js';

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

/** The injected clientType, when the gateway sent one. */
export function clientTypeOf(ctx: CallContext): number | undefined {
  const n = Number(ctx.query.clientType);
  return ctx.query.clientType !== undefined && Number.isInteger(n) ? n : undefined;
}

/** Overview numbers: leads are counted from the lead store, the rest is stable per account and day. */
function overview(ctx: CallContext) {
  const a = ctx.account;
  const store = ctx.state.clues.store;
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
  notices: (q, ctx) => listArticles(ctx.state.content.notices, q),
  notice: ({ id }, ctx) => article(ctx.state.content.notices, id),
  newsList: (q, ctx) => listArticles(ctx.state.content.news, q),
  news: ({ id }, ctx) => article(ctx.state.content.news, id),
  studyCategories: () => STUDY_CATEGORIES.map((c) => ({ ...c })),
  studyList: (q, ctx) => listArticles(ctx.state.content.study, q),
  study: ({ id }, ctx) => article(ctx.state.content.study, id),

  feedback({ content, contact }, ctx) {
    ctx.state.feedback.push({ accountId: ctx.account.id, content, contact: contact ?? null, createdAt: ctx.now });
    return null;
  },

  upgradeApply(input, ctx) {
    ctx.state.applies.push({ ...input, accountId: ctx.account.id, createdAt: ctx.now });
    return null;
  },

  zhixiaoHelper(_input, ctx) {
    return { qrcode: qrImageUrl(ctx.publicUrl, 'zhixiao-helper'), name: '智校助手', phone: '400-820-1234' };
  },

  helpPage({ path }, ctx) {
    const html = ctx.state.content.help.get(path) ?? helpFor(path);
    return html === null ? null : { content: html };
  },

  tiktokLink({ userid, appName }) {
    const q = new URLSearchParams({ userid: String(userid), ...(appName ? { appName } : {}) });
    return `https://z.douyin.com/microapp/tt-zhixiao?${q.toString()}`;
  },

  tiktokUpdateSort({ id, sort }, ctx) {
    ctx.state.tiktokSorts.set(id, sort);
    return null;
  },
};
