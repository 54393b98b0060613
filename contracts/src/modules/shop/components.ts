import { z } from 'zod';
import { optionalLink } from './links.js';
import {
  choice,
  chosenIds,
  colorSchema,
  flag,
  int,
  list,
  optionalPhone,
  type Strictness,
  text,
  upload,
  written,
} from './schema-kit.js';
import { componentStyle } from './style.js';
import { DECOR_ICON_NAMES } from './themes.js';

/**
 * The components of a mobile page (docs/DOMAIN.md §5, [YD] DiyEditor): each type with its own properties,
 * their limits and the Chinese messages a person reads. Built once per strictness: a draft keeps whatever is
 * unfinished, a page to publish needs every required property (a banner needs its pictures).
 */
export const DECOR_GROUPS = [
  { key: 'basic', label: '基础组件' },
  { key: 'goods', label: '课程与商品' },
  { key: 'marketing', label: '营销组件' },
  { key: 'content', label: '内容与服务' },
] as const;
export type DecorGroup = (typeof DECOR_GROUPS)[number]['key'];

/** Every component type: its name in the palette and the group it sits in, in palette order. */
export const DECOR_COMPONENTS = {
  search: { label: '搜索框', group: 'basic' },
  notice: { label: '公告栏', group: 'basic' },
  banner: { label: '轮播图', group: 'basic' },
  image: { label: '图片', group: 'basic' },
  grid: { label: '宫格导航', group: 'basic' },
  title: { label: '标题栏', group: 'basic' },
  video: { label: '视频', group: 'basic' },
  divider: { label: '分割线', group: 'basic' },
  spacer: { label: '空白', group: 'basic' },
  cube: { label: '图片魔方', group: 'basic' },
  richText: { label: '富文本', group: 'basic' },
  courseList: { label: '课程列表', group: 'goods' },
  courseCard: { label: '课程卡片', group: 'goods' },
  productList: { label: '商品列表', group: 'goods' },
  productCard: { label: '商品卡片', group: 'goods' },
  groupBuy: { label: '拼团', group: 'marketing' },
  seckill: { label: '秒杀', group: 'marketing' },
  coupon: { label: '优惠券', group: 'marketing' },
  article: { label: '文章', group: 'content' },
  service: { label: '在线客服', group: 'content' },
  follow: { label: '关注公众号', group: 'content' },
} as const satisfies Record<string, { label: string; group: DecorGroup }>;
export type DecorType = keyof typeof DECOR_COMPONENTS;
export const DECOR_TYPES = Object.keys(DECOR_COMPONENTS) as DecorType[];

/** 图片魔方 layouts: how many cells each has, and where they sit (columns of a 4×4 grid: x, y, w, h). */
export const CUBE_LAYOUTS = {
  row2: {
    label: '一行两个',
    cells: [
      [0, 0, 2, 4],
      [2, 0, 2, 4],
    ],
  },
  row3: {
    label: '一行三个',
    cells: [
      [0, 0, 4 / 3, 4],
      [4 / 3, 0, 4 / 3, 4],
      [8 / 3, 0, 4 / 3, 4],
    ],
  },
  row4: {
    label: '一行四个',
    cells: [
      [0, 0, 1, 4],
      [1, 0, 1, 4],
      [2, 0, 1, 4],
      [3, 0, 1, 4],
    ],
  },
  left1right2: {
    label: '左一右二',
    cells: [
      [0, 0, 2, 4],
      [2, 0, 2, 2],
      [2, 2, 2, 2],
    ],
  },
  top1bottom2: {
    label: '上一下二',
    cells: [
      [0, 0, 4, 2],
      [0, 2, 2, 2],
      [2, 2, 2, 2],
    ],
  },
  grid4: {
    label: '田字格',
    cells: [
      [0, 0, 2, 2],
      [2, 0, 2, 2],
      [0, 2, 2, 2],
      [2, 2, 2, 2],
    ],
  },
} as const satisfies Record<string, { label: string; cells: readonly (readonly number[])[] }>;
export type CubeLayout = keyof typeof CUBE_LAYOUTS;
const CUBE_LAYOUT_KEYS = Object.keys(CUBE_LAYOUTS) as [CubeLayout, ...CubeLayout[]];

/** Components that show items of another module, and what those items are called. */
export const DECOR_SOURCES = {
  courseList: '课程',
  courseCard: '课程',
  productList: '商品',
  productCard: '商品',
  groupBuy: '拼团活动',
  seckill: '秒杀活动',
  coupon: '优惠券',
  article: '文章',
} as const satisfies Partial<Record<DecorType, string>>;
export type DecorSourceType = keyof typeof DECOR_SOURCES;

const icon = choice('图标', DECOR_ICON_NAMES);
const MAX_ITEMS = 20;

function propsOf(s: Strictness) {
  const link = optionalLink;
  const goods = (what: string, layouts: readonly [string, ...string[]]) => ({
    ids: chosenIds(s, what, MAX_ITEMS),
    layout: choice('布局', layouts),
    showPrice: flag('显示价格'),
    showSales: flag('显示销量'),
    buttonText: text(s, '按钮文字', 6),
  });
  return {
    search: z.object({
      placeholder: text(s, '提示文字', 20),
      shape: choice('形状', ['round', 'square']),
      align: choice('文字位置', ['left', 'center']),
      boxColor: colorSchema,
      textColor: colorSchema,
      hotWords: z.array(text(s, '热词', 10), { error: '请输入热词' }).max(5, '热词最多 5 个'),
    }),
    notice: z.object({
      items: list(s, z.object({ text: text(s, '公告内容', 50, true), link }), {
        label: '公告',
        max: 10,
        min: 1,
        minMessage: '请至少添加一条公告',
      }),
      textColor: colorSchema,
      iconColor: colorSchema,
    }),
    banner: z.object({
      mode: choice('样式', ['default', 'card']),
      indicator: choice('指示器', ['dot', 'number']),
      autoplay: flag('自动播放'),
      interval: int('播放间隔', 1, 10),
      height: int('高度', 80, 400),
      items: list(s, z.object({ image: upload(s, '轮播图片', true), link }), {
        label: '轮播图',
        max: 10,
        min: 1,
        minMessage: '请至少添加一张轮播图',
      }),
    }),
    image: z.object({
      image: upload(s, '图片', true),
      alt: text(s, '图片说明', 30),
      link,
    }),
    grid: z.object({
      columns: z.union([z.literal(3), z.literal(4), z.literal(5)], { error: '请选择每行个数' }),
      titleColor: colorSchema,
      items: list(
        s,
        z.object({
          icon,
          image: upload(s, '图标图片'),
          title: text(s, '导航标题', 8, true),
          subtitle: text(s, '副标题', 10),
          badge: text(s, '角标', 4),
          link,
        }),
        { label: '导航', max: MAX_ITEMS, min: 1, minMessage: '请至少添加一个导航' },
      ),
    }),
    title: z.object({
      title: text(s, '标题', 20, true),
      subtitle: text(s, '副标题', 40),
      align: choice('对齐', ['left', 'center']),
      titleColor: colorSchema,
      moreText: text(s, '更多文字', 6),
      moreLink: link,
    }),
    video: z.object({
      url: upload(s, '视频', true, { test: /\.(mp4|mov)$/i, message: '视频只能是MP4或MOV文件' }),
      poster: upload(s, '封面图'),
      autoplay: flag('自动播放'),
    }),
    divider: z.object({
      line: choice('线型', ['solid', 'dashed', 'dotted']),
      color: colorSchema,
      thickness: int('粗细', 1, 5),
    }),
    spacer: z.object({ height: int('高度', 4, 200) }),
    cube: z.object({
      layout: choice('布局', CUBE_LAYOUT_KEYS),
      gap: int('图片间距', 0, 20),
      height: int('高度', 60, 400),
      items: z
        .array(z.object({ image: upload(s, '图片', true), link }), { error: '请上传图片' })
        .max(4, '图片魔方最多 4 格'),
    }),
    richText: z.object({
      html: written(
        z
          .string({ error: '请输入内容' })
          .max(20_000, '富文本内容不能超过 20000 个字符')
          .refine((v) => s === 'draft' || v.replace(/<[^>]*>|&nbsp;/g, '').trim() !== '', '请输入富文本内容'),
      ),
    }),
    courseList: z.object({
      source: choice('课程类型', ['vod', 'class']),
      ...goods('课程', ['rows', 'scroll']),
    }),
    courseCard: z.object({
      source: choice('课程类型', ['vod', 'class']),
      ...goods('课程', ['big', 'twoCol', 'threeCol']),
    }),
    productList: z.object(goods('商品', ['rows', 'scroll'])),
    productCard: z.object(goods('商品', ['big', 'twoCol', 'threeCol'])),
    groupBuy: z.object({ title: text(s, '标题', 20), ...goods('拼团活动', ['rows', 'scroll']) }),
    seckill: z.object({ title: text(s, '标题', 20), ...goods('秒杀活动', ['rows', 'scroll']) }),
    coupon: z.object({
      ids: chosenIds(s, '优惠券', MAX_ITEMS),
      layout: choice('布局', ['rows', 'scroll']),
    }),
    article: z.object({
      ids: chosenIds(s, '文章', MAX_ITEMS),
      layout: choice('布局', ['rows', 'cards']),
      showDate: flag('显示日期'),
    }),
    service: z.object({
      mode: choice('展示方式', ['bar', 'float']),
      contact: choice('联系方式', ['wechat', 'phone']),
      text: text(s, '按钮文字', 8, true),
      qrImage: upload(s, '客服二维码'),
      phone: optionalPhone,
    }),
    follow: z.object({
      name: text(s, '公众号名称', 20, true),
      logo: upload(s, '公众号头像'),
      description: text(s, '简介', 40),
      buttonText: text(s, '按钮文字', 6),
    }),
  };
}

/** A component's id on its page: made by the designer, unique on the page, kept across saves. */
export const decorIdSchema = z.string({ error: '组件编号缺失' }).regex(/^[A-Za-z0-9_-]{1,40}$/, '组件编号格式不正确');

function componentOf(s: Strictness) {
  const props = propsOf(s);
  const style = componentStyle(s);
  const variant = <T extends DecorType>(type: T) =>
    z.object({ id: decorIdSchema, type: z.literal(type), hidden: flag('隐藏'), style, props: props[type] });
  return z.discriminatedUnion(
    'type',
    [
      variant('search'),
      variant('notice'),
      variant('banner'),
      variant('image'),
      variant('grid'),
      variant('title'),
      variant('video'),
      variant('divider'),
      variant('spacer'),
      variant('cube'),
      variant('richText'),
      variant('courseList'),
      variant('courseCard'),
      variant('productList'),
      variant('productCard'),
      variant('groupBuy'),
      variant('seckill'),
      variant('coupon'),
      variant('article'),
      variant('service'),
      variant('follow'),
    ],
    { error: '组件类型不正确' },
  );
}

/** A component as a draft keeps it (required properties may still be missing). */
export const decorComponentSchema = componentOf('draft');
/** A component as the live page needs it: every required property set, with the messages to show. */
export const decorComponentPublishSchema = componentOf('publish');
export type DecorComponent = z.infer<typeof decorComponentSchema>;
export type DecorComponentOf<T extends DecorType> = Extract<DecorComponent, { type: T }>;
export type DecorProps<T extends DecorType> = DecorComponentOf<T>['props'];

/** A component type's further checks across its properties (a cube's cells, a contact's details). */
export function crossChecks(c: DecorComponent): Array<{ path: (string | number)[]; message: string }> {
  const out: Array<{ path: (string | number)[]; message: string }> = [];
  if (c.type === 'cube') {
    const cells = CUBE_LAYOUTS[c.props.layout].cells.length;
    if (c.props.items.length < cells)
      out.push({ path: ['props', 'items'], message: `「${CUBE_LAYOUTS[c.props.layout].label}」需要 ${cells} 张图片` });
  }
  if (c.type === 'service') {
    if (c.props.contact === 'wechat' && c.props.qrImage === '')
      out.push({ path: ['props', 'qrImage'], message: '请上传客服二维码' });
    if (c.props.contact === 'phone' && c.props.phone === '')
      out.push({ path: ['props', 'phone'], message: '请输入客服电话' });
  }
  return out;
}

/** One thing a component lacks before it can go live: where (a path inside it) and what to do. */
export interface DecorProblem {
  path: (string | number)[];
  message: string;
}

/**
 * What a component lacks before it can go live, in the order of its properties: the marks of the canvas and
 * the property panel, and the reason publishing refuses. A hidden component is not shown to customers and is
 * not checked.
 */
export function componentProblems(c: DecorComponent): DecorProblem[] {
  if (c.hidden) return [];
  const parsed = decorComponentPublishSchema.safeParse(c);
  const own = parsed.success
    ? []
    : parsed.error.issues.map((i) => ({ path: i.path as (string | number)[], message: i.message }));
  return [...own, ...crossChecks(c)];
}
