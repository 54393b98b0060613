import { describe, expect, it } from 'vitest';
import { buildEditionTable } from './build';
import { activeItemKey, buildMenus, leafCount, pageEntries, showsSecondMenu } from './menu';
import type { AppRoute } from './types';

const page = async () => ({ default: () => null });

const TABLE: AppRoute[] = [
  {
    path: '/',
    redirect: '/overview',
    meta: { title: '概况', noSecondMenu: true },
    children: [{ path: 'overview', meta: { title: '概况' }, component: page }],
  },
  {
    path: '/official',
    meta: { title: '官网', code: 400 },
    children: [
      {
        path: 'content',
        meta: { title: '官网内容' },
        children: [
          {
            path: 'intro',
            meta: { title: '关于我们' },
            children: [
              { path: 'list', meta: { title: '关于我们' }, component: page },
              { path: 'create', hidden: true, meta: { title: '新增' }, component: page },
            ],
          },
          {
            path: 'video',
            meta: { title: '视频中心' },
            children: [
              { path: 'list', meta: { title: '视频中心' }, component: page },
              { path: 'edit/:id', hidden: true, meta: { title: '编辑视频' }, component: page },
            ],
          },
          { path: 'album', meta: { title: '相册' }, children: [{ path: 'list', meta: { title: '相册' } }] },
        ],
      },
      {
        path: 'setting',
        meta: { title: '官网设置' },
        children: [{ path: 'category', meta: { title: '分类管理' }, component: page }],
      },
    ],
  },
  {
    path: '/marketing',
    meta: { title: '营销', productId: 5 },
    children: [
      { path: 'menu', meta: { title: '营销中心' }, component: page },
      {
        path: 'lottery',
        meta: { title: '抽奖', productId: 18 },
        children: [{ path: 'list', meta: { title: '抽奖' }, component: page }],
      },
      {
        path: 'admissions',
        meta: { title: '招生工具' },
        children: [
          { path: 'brochure', meta: { title: '招生简章' }, external: { url: 'https://x.example/b', newWindow: true } },
          { path: 'poster', meta: { title: '招生海报' }, external: { url: 'https://x.example/p', newWindow: true } },
        ],
      },
      { path: 'blog', meta: { title: '博客' }, external: { url: 'https://x.example/blog' } },
    ],
  },
  { path: '/unbuilt', meta: { title: '未上线' }, children: [{ path: 'list', meta: { title: '列表' } }] },
  {
    path: '/center',
    meta: { title: '服务中心' },
    children: [
      { path: 'notice', meta: { title: '公告' }, component: page },
      { path: 'study', hidden: true, meta: { title: '学习中心' }, component: page },
      { path: 'info/:id', hidden: true, meta: { title: '详情', activeMenu: '/center/notice' }, component: page },
    ],
  },
];

const table = buildEditionTable(1, TABLE);
const all = buildMenus(table, () => true);
const node = (p: string) => table.all.find((n) => n.fullPath === p)!;
const menu = (title: string) => all.find((m) => m.title === title)!;

describe('buildMenus', () => {
  it('lists built modules only, each going to its first page', () => {
    expect(all.map((m) => [m.title, m.to])).toEqual([
      ['概况', '/overview'],
      ['官网', '/official/content/intro/list'],
      ['营销', '/marketing/menu'],
      ['服务中心', '/center/notice'],
    ]);
    expect(all.map((m) => m.index)).toEqual([0, 1, 2, 4]);
  });

  it('leaves hidden and unbuilt routes out and collapses single visible children', () => {
    const official = menu('官网');
    expect(official.items.map((i) => i.title)).toEqual(['官网内容', '分类管理']);
    const content = official.items[0]!;
    expect(content.children?.map((i) => [i.title, i.to])).toEqual([
      ['关于我们', '/official/content/intro/list'],
      ['视频中心', '/official/content/video/list'],
    ]);
    // The collapsed entry still owns its item, so the hidden create page keeps it highlighted.
    expect(content.children?.[0]?.owner.fullPath).toBe('/official/content/intro');
    expect(menu('服务中心').items.map((i) => i.title)).toEqual(['公告']);
  });

  it('keeps external links as their own entries', () => {
    const marketing = menu('营销');
    const admissions = marketing.items.find((i) => i.title === '招生工具');
    expect(admissions?.children?.map((i) => i.external)).toEqual([
      { url: 'https://x.example/b', newWindow: true },
      { url: 'https://x.example/p', newWindow: true },
    ]);
    expect(marketing.items.find((i) => i.title === '博客')?.external).toEqual({ url: 'https://x.example/blog' });
  });

  it('follows the access predicate', () => {
    const restricted = buildMenus(table, (n) => !n.codes.includes(400));
    expect(restricted.map((m) => m.title)).toEqual(['概况', '营销', '服务中心']);
  });

  it('attaches the target page, whose product gates the entry', () => {
    const lottery = menu('营销').items.find((i) => i.title === '抽奖');
    expect(lottery?.target?.productId).toBe(18);
  });
});

describe('showsSecondMenu', () => {
  it('on /marketing* and /study* except their menu pages', () => {
    expect(showsSecondMenu(menu('营销'), '/marketing/lottery/list')).toBe(true);
    expect(showsSecondMenu(menu('营销'), '/marketing/menu')).toBe(false);
  });

  it('elsewhere only for modules with sub-menus that do not opt out', () => {
    expect(leafCount(menu('官网').items)).toBe(3);
    expect(showsSecondMenu(menu('官网'), '/official/content/intro/list')).toBe(true);
    expect(showsSecondMenu(menu('服务中心'), '/center/notice')).toBe(false);
    expect(showsSecondMenu(menu('概况'), '/overview')).toBe(false);
    expect(showsSecondMenu(undefined, '/x')).toBe(false);
  });
});

describe('activeItemKey', () => {
  it('highlights the entry owning a hidden page, or the page named by activeMenu', () => {
    expect(activeItemKey(menu('官网'), node('/official/content/intro/create'), table)).toBe('/official/content/intro');
    expect(activeItemKey(menu('官网'), node('/official/content/video/edit/:id'), table)).toBe(
      '/official/content/video',
    );
    expect(activeItemKey(menu('服务中心'), node('/center/info/:id'), table)).toBe('/center/notice');
  });
});

describe('pageEntries', () => {
  it('flattens the menus into pages with their trail, for the header search', () => {
    expect(pageEntries(all).find((e) => e.path === '/official/content/video/list')).toEqual({
      title: '视频中心',
      path: '/official/content/video/list',
      trail: ['官网', '官网内容'],
    });
    expect(pageEntries(all).some((e) => e.path.includes(':'))).toBe(false);
  });
});
