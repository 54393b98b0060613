import { z } from 'zod';
import { defineCall, edits, idParam, idSchema } from '../../define.js';
import { defineResource, f, readOnly } from '../../resource.js';
import {
  componentProblems,
  DECOR_COMPONENTS,
  type DecorComponent,
  type DecorProblem,
  decorComponentSchema,
} from './components.js';
import { choice, colorSchema, flag, requiredText, type Strictness, text, upload } from './schema-kit.js';

/** How many components one page may hold: a long landing page has a few dozen; 300 is far beyond any. */
export const DECOR_PAGE_MAX_COMPONENTS = 300;

/** 页面设置: what the page says about itself (its title in the top bar and in shares) and its background. */
function pageSettings(s: Strictness) {
  return z.object({
    title: text(s, '页面标题', 20, true),
    description: text(s, '页面描述', 100),
    bgColor: colorSchema,
    bgImage: upload(s, '背景图片'),
  });
}

/** 顶部导航: the bar above the page (the page title on a colour, or laid over the page's first picture). */
export const decorNavSchema = z.object({
  style: choice('导航样式', ['normal', 'immersive']),
  bgColor: colorSchema,
  textColor: choice('文字颜色', ['dark', 'light']),
  showSearch: flag('显示搜索'),
});

function pageDocOf(s: Strictness) {
  return z.object({
    settings: pageSettings(s),
    nav: decorNavSchema,
    components: z
      .array(decorComponentSchema, { error: '页面内容格式不正确' })
      .max(DECOR_PAGE_MAX_COMPONENTS, `一个页面最多 ${DECOR_PAGE_MAX_COMPONENTS} 个组件`)
      .refine((list) => new Set(list.map((c) => c.id)).size === list.length, '组件编号重复'),
  });
}

/** A page's design as a draft keeps it: whatever the person has so far. */
export const decorPageSchema = pageDocOf('draft');
export type DecorPage = z.infer<typeof decorPageSchema>;

/** Where a problem of a page is, for the designer to select it: the page settings or one component. */
export interface PageProblem extends DecorProblem {
  /** Index of the component, or null for the page settings. */
  index: number | null;
  /** The message naming the part: '第 2 个组件「轮播图」：请至少添加一张轮播图'. */
  named: string;
}

/** Everything a page lacks before it can go live, settings first, then each visible component in order. */
export function pageProblems(doc: DecorPage): PageProblem[] {
  const out: PageProblem[] = [];
  const settings = pageSettings('publish').safeParse(doc.settings);
  if (!settings.success)
    for (const i of settings.error.issues)
      out.push({
        index: null,
        path: i.path as (string | number)[],
        message: i.message,
        named: `页面设置：${i.message}`,
      });
  doc.components.forEach((c: DecorComponent, index) => {
    for (const p of componentProblems(c))
      out.push({ ...p, index, named: `第 ${index + 1} 个组件「${DECOR_COMPONENTS[c.type].label}」：${p.message}` });
  });
  return out;
}

/**
 * A page as it goes live: the draft's shape, and nothing missing — the first problem is the message, naming
 * the component (or the page settings) it is in.
 */
export const decorPagePublishSchema = decorPageSchema.superRefine((doc, ctx) => {
  for (const p of pageProblems(doc))
    ctx.addIssue({
      code: 'custom',
      message: p.named,
      path: p.index === null ? ['settings', ...p.path] : ['components', p.index, ...p.path],
    });
});

export const DECOR_PAGE_STATUS = [
  { value: 1, label: '未发布' },
  { value: 2, label: '已发布' },
  { value: 3, label: '有未发布的修改' },
] as const;

/** Templates a new page starts from. */
export const DECOR_PAGE_TEMPLATES = [
  { value: 'blank', label: '空白页面' },
  { value: 'home', label: '店铺首页' },
  { value: 'course', label: '课程推荐' },
  { value: 'mall', label: '商品促销' },
] as const;

/** The version a save was made on: the upstream refuses to overwrite a newer one unless told to. */
const versionSchema = z
  .number({ error: '缺少版本号' })
  .int('版本号应为整数')
  .min(0, '版本号不能小于 0')
  .max(1_000_000_000, '版本号过大');

/**
 * What a save answers: saved (the new version), or a conflict — someone saved the same thing from another tab
 * or device since this one loaded it (their version and when), and nothing was written.
 */
export const decorSaveOutcomeSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('saved'), version: z.number().int(), updateDate: z.string() }),
  z.object({ status: z.literal('conflict'), version: z.number().int(), updateDate: z.string() }),
]);
export type DecorSaveOutcome = z.infer<typeof decorSaveOutcomeSchema>;

const pageName = requiredText('页面名称', 20);
const saveBase = {
  id: idSchema,
  version: versionSchema,
  name: pageName,
  /** Save over a newer version: the person chose to after being told of the conflict. */
  force: z.boolean().optional(),
};

/**
 * 微页面: the shop's mobile pages. The list shows what the designer saved (name, home or not, published or
 * not); the design itself comes with `shopDesign.design`, and a save is a draft until `publish` makes it live.
 */
export const shopPage = defineResource({
  name: 'shopPage',
  thing: 'shop/page',
  title: '页面',
  fields: {
    name: f.text('页面名称', { required: true, max: 20, keyword: true }),
    isHome: readOnly(f.switch('首页')),
    status: readOnly(f.select('状态', DECOR_PAGE_STATUS, { required: true })),
    componentCount: readOnly(f.number('组件数', { required: true, max: DECOR_PAGE_MAX_COMPONENTS })),
    publishTime: readOnly(f.datetime('发布时间')),
  },
  actions: ['list', 'get', 'delete'],
  filters: ['status'],
});
export type ShopPageEntity = z.infer<typeof shopPage.entity>;

const P = '/ajax/shop/page';

/** The designer's calls on one page: create, copy, make it the home page, load, save a draft, publish. */
export const shopDesignCalls = {
  create: defineCall({
    title: '新建页面',
    effect: 'creates',
    method: 'POST',
    path: `${P}/create`,
    documented: false,
    input: z.object({
      name: pageName,
      template: z.enum(['blank', 'home', 'course', 'mall'], { error: '请选择页面模板' }),
    }),
    output: shopPage.entity,
  }),
  copy: defineCall({
    title: '复制页面',
    effect: 'creates',
    method: 'POST',
    path: `${P}/copy/{id}`,
    documented: false,
    input: idParam,
    output: shopPage.entity,
  }),
  setHome: defineCall({
    title: '设为首页',
    effect: 'acts',
    method: 'POST',
    path: `${P}/home/{id}`,
    documented: false,
    input: idParam,
    output: shopPage.entity,
  }),
  design: defineCall({
    title: '页面设计',
    method: 'GET',
    path: `${P}/design/{id}`,
    documented: false,
    input: idParam,
    output: z.object({ page: shopPage.entity, draft: decorPageSchema, published: decorPageSchema.nullable() }),
  }),
  saveDraft: defineCall({
    title: '保存页面草稿',
    effect: edits('shopDesign.design', { refusal: 'answer' }),
    method: 'POST',
    path: `${P}/draft/save`,
    documented: false,
    input: z.object({ ...saveBase, doc: decorPageSchema }),
    output: decorSaveOutcomeSchema,
  }),
  publish: defineCall({
    title: '发布页面',
    effect: edits('shopDesign.design', { refusal: 'answer' }),
    method: 'POST',
    path: `${P}/publish`,
    documented: false,
    input: z.object({ ...saveBase, doc: decorPagePublishSchema }),
    output: decorSaveOutcomeSchema,
  }),
};

export { versionSchema as decorVersionSchema };
