import { z } from 'zod';
import { defineCall, edits, noInput, versionSchema } from '../../define.js';
import { optionalLink, requiredLink } from './links.js';
import { decorSaveOutcomeSchema, decorVersionSchema } from './page.js';
import { choice, flag, optionalPhone, type Strictness, solidColorSchema, text, upload } from './schema-kit.js';
import { DECOR_ICON_NAMES, DECOR_THEME_IDS, DECOR_VISUALS } from './themes.js';

/** 底部导航: two to five tabs (the mini-program's own limit), on every page of the shop. */
export const TAB_BAR_LIMITS = { min: 2, max: 5 } as const;
/** PC 导航栏: at least two entries, at most eight fit the top bar of a 1200 px site. */
export const PC_NAV_LIMITS = { min: 2, max: 8 } as const;
export const PC_BANNER_MAX = 5;

const RECORD_RE = /^[\u4e00-\u9fa5]ICP备\d{4,10}号(-\d{1,3})?$/;

/** One tab: its text, where it goes, and its icon drawn from the icon set or uploaded as a pair of pictures. */
function tabBarItem(s: Strictness) {
  return z.object({
    text: text(s, '导航文字', 5, true),
    link: s === 'publish' ? requiredLink('导航链接') : optionalLink,
    icon: choice('图标', DECOR_ICON_NAMES),
    iconImage: upload(s, '图标图片'),
    activeIconImage: upload(s, '选中图标图片'),
  });
}

function tabBarOf(s: Strictness) {
  return z
    .object({
      color: solidColorSchema,
      activeColor: solidColorSchema,
      bgColor: solidColorSchema,
      items: z
        .array(tabBarItem(s), { error: '请添加导航' })
        .min(TAB_BAR_LIMITS.min, `底部导航至少 ${TAB_BAR_LIMITS.min} 项`)
        .max(TAB_BAR_LIMITS.max, `底部导航最多 ${TAB_BAR_LIMITS.max} 项`),
    })
    .superRefine((bar, ctx) => {
      // An uploaded icon needs both pictures: the tab switches between them.
      bar.items.forEach((item, i) => {
        if (s === 'publish' && (item.iconImage === '') !== (item.activeIconImage === ''))
          ctx.addIssue({
            code: 'custom',
            path: ['items', i, item.iconImage === '' ? 'iconImage' : 'activeIconImage'],
            message: `底部导航第 ${i + 1} 项：图标和选中图标需同时上传`,
          });
      });
    });
}
/** The tab bar as the designer keeps it while editing. */
export const decorTabBarSchema = tabBarOf('draft');
/** The tab bar as customers get it: every tab with its text and link. */
export const decorTabBarPublishSchema = tabBarOf('publish');
export type DecorTabBar = z.infer<typeof decorTabBarSchema>;

function pcSiteOf(s: Strictness) {
  return z.object({
    nav: z
      .array(
        z.object({
          name: text(s, '导航名称', 8, true),
          link: s === 'publish' ? requiredLink('导航链接') : optionalLink,
          icon: upload(s, '图标'),
          activeIcon: upload(s, '选中图标'),
          shown: flag('显示'),
        }),
        { error: '请添加导航' },
      )
      .min(PC_NAV_LIMITS.min, `导航至少 ${PC_NAV_LIMITS.min} 项`)
      .max(PC_NAV_LIMITS.max, `导航最多 ${PC_NAV_LIMITS.max} 项`),
    banners: z
      .array(z.object({ image: upload(s, '轮播图片', true), title: text(s, '图片标题', 30), link: optionalLink }), {
        error: '请添加轮播图',
      })
      .max(PC_BANNER_MAX, `首页轮播图最多 ${PC_BANNER_MAX} 张`),
    footer: z.object({
      phone: optionalPhone,
      address: text(s, '联系地址', 60),
      email: z
        .string({ error: '请输入邮箱' })
        .trim()
        .max(60, '邮箱不能超过 60 个字')
        .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), '邮箱格式不正确'),
      recordNumber: z
        .string({ error: '请输入备案号' })
        .trim()
        .max(30, '备案号不能超过 30 个字')
        .refine((v) => v === '' || RECORD_RE.test(v), '备案号格式应为 京ICP备12345678号-1'),
      copyright: text(s, '版权信息', 60),
    }),
  });
}
/** The PC site as stored: its navigation bar, home banners and footer. */
export const decorPcSchema = pcSiteOf('draft');
/** The PC site as saved from its editor: every entry named and linked, every banner with its picture. */
export const decorPcPublishSchema = pcSiteOf('publish').superRefine((pc, ctx) => {
  if (!pc.nav.some((n) => n.shown)) ctx.addIssue({ code: 'custom', path: ['nav'], message: '请至少显示一个导航' });
});
export type DecorPc = z.infer<typeof decorPcSchema>;

/** The store settings of spec §3 (defaults of §9: visual id 1, version id 11). */
export const shopStoreSchema = z.object({
  visualId: z.number().int(),
  versionId: z.number().int(),
  themeId: z.number().int(),
  showBanner: z.enum(['0', '1']),
  showEdit: z.enum(['0', '1']),
  tabBar: decorTabBarSchema,
  pc: decorPcSchema,
  /** Each part's version: a save made on an older one is a conflict (another tab or device saved since). */
  mobileVersion: z.number().int(),
  pcVersion: z.number().int(),
  updateDate: z.string(),
  /** The shop settings' version (/setting/shop), which hold the style and flags saved here. */
  version: z.number().int(),
});
export type ShopStore = z.infer<typeof shopStoreSchema>;

const themeIds: readonly number[] = DECOR_THEME_IDS;
const visualIds: readonly number[] = DECOR_VISUALS.map((v) => v.value);
const themeId = z.number({ error: '请选择主题配色' }).refine((id) => themeIds.includes(id), '请选择主题配色');
const visualId = z.number({ error: '请选择店铺风格' }).refine((id) => visualIds.includes(id), '请选择店铺风格');
const force = z.boolean().optional();

/** The store settings' calls: read them, and save each part (mobile: theme and tab bar; PC; the basics). */
export const shopStoreCalls = {
  get: defineCall({
    title: '店铺装修设置',
    method: 'GET',
    path: '/ajax/shop/store',
    documented: false,
    input: noInput,
    output: shopStoreSchema,
  }),
  saveMobile: defineCall({
    title: '保存主题和底部导航',
    effect: edits('shopStore.get', { refusal: 'answer' }),
    method: 'POST',
    path: '/ajax/shop/store/mobile/save',
    documented: false,
    input: z.object({ version: decorVersionSchema, themeId, tabBar: decorTabBarPublishSchema, force }),
    output: decorSaveOutcomeSchema,
  }),
  savePc: defineCall({
    title: '保存PC端装修',
    effect: edits('shopStore.get', { refusal: 'answer' }),
    method: 'POST',
    path: '/ajax/shop/store/pc/save',
    documented: false,
    input: z.object({
      version: decorVersionSchema,
      pc: decorPcPublishSchema,
      showBanner: z.enum(['0', '1'], { error: '请选择是否显示轮播图' }),
      force,
    }),
    output: decorSaveOutcomeSchema,
  }),
  saveBasics: defineCall({
    title: '保存店铺风格',
    effect: edits('shopSetting.get'),
    method: 'POST',
    path: '/ajax/shop/store/basics/save',
    documented: false,
    input: z.object({
      visualId,
      showEdit: z.enum(['0', '1'], { error: '请选择是否显示编辑入口' }),
      version: versionSchema.optional(),
    }),
    output: shopStoreSchema,
  }),
};
