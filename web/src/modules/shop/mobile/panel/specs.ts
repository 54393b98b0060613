import { CUBE_LAYOUTS, DECOR_COURSE_SOURCES, type DecorComponent, type DecorType } from '@console/contracts';

/**
 * The property panel of each component type, declared: which control edits which property (by its key in
 * `props`), with the labels and limits of the contracts' schema. The panel draws the controls and shows each
 * property's problems under it.
 */
export type Option = { value: string | number; label: string };
export type FieldSpec =
  | { kind: 'text'; key: string; label: string; max: number; area?: boolean; required?: boolean }
  | { kind: 'number'; key: string; label: string; min: number; max: number; unit?: string }
  | { kind: 'switch'; key: string; label: string }
  | { kind: 'radio'; key: string; label: string; options: readonly Option[] }
  | { kind: 'color'; key: string; label: string }
  | { kind: 'image'; key: string; label: string; required?: boolean }
  | { kind: 'video'; key: string; label: string; required?: boolean }
  | { kind: 'link'; key: string; label: string }
  | { kind: 'icon'; key: string; label: string }
  | { kind: 'ids'; key: string; label: string }
  | { kind: 'richText'; key: string; label: string }
  | { kind: 'words'; key: string; label: string; max: number; each: number }
  | { kind: 'list'; key: string; label: string; max: number; item: readonly FieldSpec[]; fresh: () => unknown };

const opts = <const T extends readonly [string, string][]>(pairs: T): Option[] =>
  pairs.map(([value, label]) => ({ value, label }));

const ALIGN = opts([
  ['left', '居左'],
  ['center', '居中'],
]);
const LIST_LAYOUTS = opts([
  ['rows', '列表'],
  ['scroll', '横向滑动'],
]);
const CARD_LAYOUTS = opts([
  ['big', '大图'],
  ['twoCol', '一行两个'],
  ['threeCol', '一行三个'],
]);
const COURSE_SOURCE: FieldSpec = {
  kind: 'radio',
  key: 'source',
  label: '课程类型',
  options: DECOR_COURSE_SOURCES.map((s) => ({ value: s.value, label: s.label })),
};

const goods = (what: string, layouts: Option[]): FieldSpec[] => [
  { kind: 'ids', key: 'ids', label: `选择${what}` },
  { kind: 'radio', key: 'layout', label: '布局', options: layouts },
  { kind: 'switch', key: 'showPrice', label: '显示价格' },
  { kind: 'switch', key: 'showSales', label: '显示销量' },
  { kind: 'text', key: 'buttonText', label: '按钮文字', max: 6 },
];

export const PROP_SPECS: { [T in DecorType]: readonly FieldSpec[] } = {
  search: [
    { kind: 'text', key: 'placeholder', label: '提示文字', max: 20 },
    {
      kind: 'radio',
      key: 'shape',
      label: '形状',
      options: opts([
        ['round', '圆角'],
        ['square', '方角'],
      ]),
    },
    { kind: 'radio', key: 'align', label: '文字位置', options: ALIGN },
    { kind: 'color', key: 'boxColor', label: '框体颜色' },
    { kind: 'color', key: 'textColor', label: '文字颜色' },
    { kind: 'words', key: 'hotWords', label: '热词', max: 5, each: 10 },
  ],
  notice: [
    {
      kind: 'list',
      key: 'items',
      label: '公告',
      max: 10,
      item: [
        { kind: 'text', key: 'text', label: '公告内容', max: 50, required: true },
        { kind: 'link', key: 'link', label: '链接' },
      ],
      fresh: () => ({ text: '', link: null }),
    },
    { kind: 'color', key: 'textColor', label: '文字颜色' },
    { kind: 'color', key: 'iconColor', label: '图标颜色' },
  ],
  banner: [
    {
      kind: 'list',
      key: 'items',
      label: '轮播图',
      max: 10,
      item: [
        { kind: 'image', key: 'image', label: '轮播图片', required: true },
        { kind: 'link', key: 'link', label: '链接' },
      ],
      fresh: () => ({ image: '', link: null }),
    },
    {
      kind: 'radio',
      key: 'mode',
      label: '样式',
      options: opts([
        ['default', '通栏'],
        ['card', '卡片'],
      ]),
    },
    {
      kind: 'radio',
      key: 'indicator',
      label: '指示器',
      options: opts([
        ['dot', '圆点'],
        ['number', '数字'],
      ]),
    },
    { kind: 'switch', key: 'autoplay', label: '自动播放' },
    { kind: 'number', key: 'interval', label: '播放间隔', min: 1, max: 10, unit: '秒' },
    { kind: 'number', key: 'height', label: '高度', min: 80, max: 400, unit: 'px' },
  ],
  image: [
    { kind: 'image', key: 'image', label: '图片', required: true },
    { kind: 'text', key: 'alt', label: '图片说明', max: 30 },
    { kind: 'link', key: 'link', label: '链接' },
  ],
  grid: [
    {
      kind: 'radio',
      key: 'columns',
      label: '每行个数',
      options: [3, 4, 5].map((n) => ({ value: n, label: `${n} 个` })),
    },
    { kind: 'color', key: 'titleColor', label: '标题颜色' },
    {
      kind: 'list',
      key: 'items',
      label: '导航',
      max: 20,
      item: [
        { kind: 'text', key: 'title', label: '导航标题', max: 8, required: true },
        { kind: 'icon', key: 'icon', label: '图标' },
        { kind: 'image', key: 'image', label: '图标图片' },
        { kind: 'text', key: 'subtitle', label: '副标题', max: 10 },
        { kind: 'text', key: 'badge', label: '角标', max: 4 },
        { kind: 'link', key: 'link', label: '链接' },
      ],
      fresh: () => ({ icon: 'star', image: '', title: '', subtitle: '', badge: '', link: null }),
    },
  ],
  title: [
    { kind: 'text', key: 'title', label: '标题', max: 20, required: true },
    { kind: 'text', key: 'subtitle', label: '副标题', max: 40 },
    { kind: 'radio', key: 'align', label: '对齐', options: ALIGN },
    { kind: 'color', key: 'titleColor', label: '标题颜色' },
    { kind: 'text', key: 'moreText', label: '更多文字', max: 6 },
    { kind: 'link', key: 'moreLink', label: '更多链接' },
  ],
  video: [
    { kind: 'video', key: 'url', label: '视频', required: true },
    { kind: 'image', key: 'poster', label: '封面图' },
    { kind: 'switch', key: 'autoplay', label: '自动播放' },
  ],
  divider: [
    {
      kind: 'radio',
      key: 'line',
      label: '线型',
      options: opts([
        ['solid', '实线'],
        ['dashed', '虚线'],
        ['dotted', '点线'],
      ]),
    },
    { kind: 'color', key: 'color', label: '颜色' },
    { kind: 'number', key: 'thickness', label: '粗细', min: 1, max: 5, unit: 'px' },
  ],
  spacer: [{ kind: 'number', key: 'height', label: '高度', min: 4, max: 200, unit: 'px' }],
  cube: [
    {
      kind: 'radio',
      key: 'layout',
      label: '布局',
      options: Object.entries(CUBE_LAYOUTS).map(([value, l]) => ({ value, label: l.label })),
    },
    {
      kind: 'list',
      key: 'items',
      label: '图片',
      max: 4,
      item: [
        { kind: 'image', key: 'image', label: '图片', required: true },
        { kind: 'link', key: 'link', label: '链接' },
      ],
      fresh: () => ({ image: '', link: null }),
    },
    { kind: 'number', key: 'gap', label: '图片间距', min: 0, max: 20, unit: 'px' },
    { kind: 'number', key: 'height', label: '高度', min: 60, max: 400, unit: 'px' },
  ],
  richText: [{ kind: 'richText', key: 'html', label: '内容' }],
  courseList: [COURSE_SOURCE, ...goods('课程', LIST_LAYOUTS)],
  courseCard: [COURSE_SOURCE, ...goods('课程', CARD_LAYOUTS)],
  productList: goods('商品', LIST_LAYOUTS),
  productCard: goods('商品', CARD_LAYOUTS),
  groupBuy: [{ kind: 'text', key: 'title', label: '标题', max: 20 }, ...goods('拼团活动', LIST_LAYOUTS)],
  seckill: [{ kind: 'text', key: 'title', label: '标题', max: 20 }, ...goods('秒杀活动', LIST_LAYOUTS)],
  coupon: [
    { kind: 'ids', key: 'ids', label: '选择优惠券' },
    { kind: 'radio', key: 'layout', label: '布局', options: LIST_LAYOUTS },
  ],
  article: [
    { kind: 'ids', key: 'ids', label: '选择文章' },
    {
      kind: 'radio',
      key: 'layout',
      label: '布局',
      options: opts([
        ['rows', '列表'],
        ['cards', '卡片'],
      ]),
    },
    { kind: 'switch', key: 'showDate', label: '显示日期' },
  ],
  service: [
    {
      kind: 'radio',
      key: 'mode',
      label: '展示方式',
      options: opts([
        ['bar', '横条'],
        ['float', '悬浮按钮'],
      ]),
    },
    {
      kind: 'radio',
      key: 'contact',
      label: '联系方式',
      options: opts([
        ['phone', '电话'],
        ['wechat', '微信二维码'],
      ]),
    },
    { kind: 'text', key: 'text', label: '按钮文字', max: 8, required: true },
    { kind: 'text', key: 'phone', label: '客服电话', max: 11 },
    { kind: 'image', key: 'qrImage', label: '客服二维码' },
  ],
  follow: [
    { kind: 'text', key: 'name', label: '公众号名称', max: 20, required: true },
    { kind: 'image', key: 'logo', label: '公众号头像' },
    { kind: 'text', key: 'description', label: '简介', max: 40 },
    { kind: 'text', key: 'buttonText', label: '按钮文字', max: 6 },
  ],
};

/** The common style fields (background, margins, paddings, corners) of every component. */
export const STYLE_SPECS: readonly FieldSpec[] = [
  { kind: 'color', key: 'bgColor', label: '背景颜色' },
  { kind: 'image', key: 'bgImage', label: '背景图片' },
  { kind: 'number', key: 'marginTop', label: '上边距', min: 0, max: 60, unit: 'px' },
  { kind: 'number', key: 'marginBottom', label: '下边距', min: 0, max: 60, unit: 'px' },
  { kind: 'number', key: 'marginX', label: '左右边距', min: 0, max: 60, unit: 'px' },
  { kind: 'number', key: 'paddingY', label: '上下内边距', min: 0, max: 60, unit: 'px' },
  { kind: 'number', key: 'paddingX', label: '左右内边距', min: 0, max: 60, unit: 'px' },
  { kind: 'number', key: 'radius', label: '圆角', min: 0, max: 40, unit: 'px' },
];

/** A service component shows the phone field for a phone contact and the QR code for WeChat. */
export function visibleSpecs(c: DecorComponent): readonly FieldSpec[] {
  const specs = PROP_SPECS[c.type];
  if (c.type !== 'service') return specs;
  return specs.filter((s) => (c.props.contact === 'phone' ? s.key !== 'qrImage' : s.key !== 'phone'));
}
