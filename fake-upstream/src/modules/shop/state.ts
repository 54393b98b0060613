import {
  type DecorPage,
  type DecorPc,
  type DecorTabBar,
  decorPagePublishSchema,
  newDecorComponent,
  shopPage,
} from '@console/contracts';
import { moduleState, type StateHolder } from '../../kit/module.js';
import type { SeedContext } from '../../kit/seed-context.js';
import { seedImage } from '../../kit/seed-media.js';
import { ResourceStore, type StoredRow } from '../../kit/store.js';
import { PRIMARY_SHOP } from '../../state/shops.js';
import { formatDateTime } from '../../util/time.js';
import { mallState } from '../mall/state.js';
import { vodState } from '../vod/state.js';
import { absoluteMedia } from './media.js';
import { type TemplateContent, type TemplateKey, templatePage } from './templates.js';

/** A page's two designs: the draft the designer saves, and what customers see (none until first published). */
export interface PageDocs {
  draft: DecorPage;
  published: DecorPage | null;
}

export const PAGE_STATUS = { unpublished: 1, published: 2, changed: 3 } as const;

/** The home page first, then the most recently changed. */
function homeFirst(a: StoredRow, b: StoredRow): number {
  const home = Number(b.values.isHome === '1') - Number(a.values.isHome === '1');
  return home || b.updatedAt - a.updatedAt || b.id - a.id;
}

/** The shop's own courses and products a template fills its parts with, read from their modules' state. */
export function templateContent(holder: StateHolder, mediaBase: string, hue: () => number): TemplateContent {
  const courses = vodState
    .of(holder)
    .courses.live()
    .filter((r) => r.values.isShow === '1')
    .slice(0, 6)
    .map((r) => ({ id: r.id, title: String(r.values.title ?? '') }));
  const products = mallState
    .of(holder)
    .products.live()
    .filter((r) => r.values.isShow === '1')
    .slice(0, 6)
    .map((r) => ({ id: r.id, title: String(r.values.name ?? '') }));
  return { courses, products, image: (text, w, h) => seedImage(mediaBase, text, hue(), { w, h }) };
}

/** Pages the demo shop has besides its home page: name, template, and how far each got. */
const SEED_PAGES: ReadonlyArray<[string, TemplateKey, 1 | 2 | 3]> = [
  ['春季招生', 'course', 2],
  ['暑期特训营', 'course', 3],
  ['双十一特惠', 'mall', 2],
  ['书法体验课', 'course', 1],
  ['会员日', 'mall', 3],
  ['新学期开学季', 'home', 1],
  ['钢琴考级辅导', 'course', 2],
  ['少儿美术作品展', 'blank', 1],
  ['年货节', 'mall', 2],
  ['名师专栏', 'course', 2],
  ['国庆假期班', 'course', 3],
  ['教材文具专区', 'mall', 2],
  ['舞蹈暑期班', 'course', 1],
  ['老学员续费礼', 'mall', 3],
  ['校区介绍', 'blank', 2],
  ['寒假集训营', 'course', 2],
  ['六一儿童节', 'mall', 1],
  ['围棋启蒙课', 'course', 2],
  ['教师节感恩季', 'mall', 2],
  ['英语口语角', 'course', 3],
  ['618 年中大促', 'mall', 2],
  ['编程入门营', 'course', 1],
  ['美术材料包', 'mall', 2],
  ['周末亲子课', 'course', 2],
  ['毕业季作品集', 'blank', 1],
  ['秋季班预报名', 'course', 3],
  ['新品试听课', 'course', 2],
  ['积分兑换专区', 'mall', 1],
  ['学员风采', 'blank', 2],
  ['开放日活动', 'home', 2],
  ['冬令营报名', 'course', 1],
  ['限时秒杀专场', 'mall', 2],
];

/** A draft that has moved on from what is live: one more part at its end. */
function changed(doc: DecorPage): DecorPage {
  const next = structuredClone(doc);
  next.components.push(newDecorComponent('spacer', `c${next.components.length + 1}`));
  return next;
}

/** A seeded live design, checked as publishing checks it: the fake never keeps an invalid live page. */
function live(doc: DecorPage, mediaBase: string): DecorPage {
  // Seeded pictures are kept relative (media.ts); checked as they are answered, absolute.
  const parsed = decorPagePublishSchema.safeParse(absoluteMedia(doc, mediaBase, 'http://127.0.0.1'));
  if (!parsed.success) throw new Error(`seeded page cannot go live: ${parsed.error.issues[0]?.message}`);
  return doc;
}

const DAY = 24 * 3600_000;

function seedPages(ctx: SeedContext, pages: ResourceStore, docs: Map<number, PageDocs>) {
  const rng = ctx.rng(930_101);
  const content = templateContent(ctx.state, ctx.mediaBase, () => rng.int(0, 359));
  const add = (name: string, template: TemplateKey, status: 1 | 2 | 3, ageDays: number, isHome = false) => {
    const doc = templatePage(template, name, content);
    const created = ctx.now - ageDays * DAY;
    const published = status === PAGE_STATUS.unpublished ? null : live(doc, ctx.mediaBase);
    const draft = status === PAGE_STATUS.changed ? changed(doc) : doc;
    const edits = rng.int(1, 6);
    const row = pages.seed(
      {
        name,
        isHome: isHome ? '1' : '0',
        status,
        componentCount: draft.components.length,
        publishTime: published ? formatDateTime(created + DAY / 2) : null,
      },
      created,
    );
    row.version = edits;
    row.updatedAt = created + (status === PAGE_STATUS.changed ? DAY : DAY / 2);
    docs.set(row.id, { draft, published });
  };
  add('店铺首页', 'home', PAGE_STATUS.published, 120, true);
  for (const [i, [name, template, status]] of SEED_PAGES.entries()) add(name, template, status, 100 - i * 3);
  pages.touch();
}

const tab = (text: string, icon: DecorTabBar['items'][number]['icon'], path: string, title: string) => ({
  text,
  link: { kind: 'system' as const, path, title } as DecorTabBar['items'][number]['link'],
  icon,
  iconImage: '',
  activeIconImage: '',
});

/** The demo shop's tab bar: four tabs, as most shops have. */
export const SEED_TAB_BAR: DecorTabBar = {
  color: '#646566',
  activeColor: '#1d5fcc',
  bgColor: '#ffffff',
  items: [
    tab('首页', 'home', '/pages/index/index', '店铺首页'),
    tab('课程', 'course', '/pages/course/list', '全部课程'),
    tab('购物车', 'cart', '/pages/cart/index', '购物车'),
    tab('我的', 'user', '/pages/user/index', '个人中心'),
  ],
};

function seedPc(ctx: SeedContext): DecorPc {
  const g = ctx.fake(930_102);
  const { profile } = ctx.shop;
  const primary = profile.id === PRIMARY_SHOP;
  const owner = ctx.accounts.all().find((a) => a.description !== '');
  const nav = (name: string, path: string, title: string, shown = true) => ({
    name,
    link: { kind: 'system', path, title } as DecorPc['nav'][number]['link'],
    icon: '',
    activeIcon: '',
    shown,
  });
  return {
    nav: [
      nav('首页', '/pages/index/index', '店铺首页'),
      nav('全部课程', '/pages/course/list', '全部课程'),
      nav('商城', '/pages/goods/list', '全部商品'),
      nav('新闻动态', '/pages/official/activity', '新闻动态'),
      nav('联系我们', '/pages/official/contact', '联系我们'),
    ],
    banners: ['春季班火热报名中', '名师直播公开课', '学员作品展'].map((title) => ({
      image: g.image(title, { w: 1200, h: 400 }),
      title,
      link: null,
    })),
    // The owner's mobile (the footer takes a mobile number) and the shop's address; the primary shop's site
    // also shows its mailbox and its ICP record.
    footer: {
      phone: owner?.phone ?? '',
      address: profile.address,
      email: primary ? 'service@qmxart.cn' : '',
      recordNumber: primary ? '浙ICP备12345678号-1' : '',
      copyright: `© 2026 ${profile.name}`,
    },
  };
}

/**
 * The shop's decoration: its mobile pages (the list's rows, and each page's draft and live design) and the
 * store settings the designer saves besides the pages (tab bar, PC site, each with its version). The theme,
 * visual id, version id and the banner and edit flags are the shop settings' own (setting module), read and
 * written there, so both screens show the same values.
 */
export const shopState = moduleState('shop', (ctx) => {
  const pages = new ResourceStore(shopPage, { order: homeFirst }, ctx.clock);
  const docs = new Map<number, PageDocs>();
  seedPages(ctx, pages, docs);
  const updatedAt = ctx.now - 20 * DAY;
  return {
    pages,
    docs,
    tabBar: structuredClone(SEED_TAB_BAR),
    pc: seedPc(ctx),
    mobileVersion: 3,
    pcVersion: 2,
    mobileUpdatedAt: updatedAt,
    pcUpdatedAt: updatedAt,
  };
});

export type ShopState = ReturnType<typeof shopState.of>;
