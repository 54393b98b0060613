import { defineResource, f } from '../../resource.js';

export const BANNER_POSITIONS = [
  { value: 1, label: '官网首页' },
  { value: 2, label: '关于我们' },
  { value: 3, label: '新闻动态' },
] as const;

/** 轮播图: the official site's banners, per page position. */
export const officialBanner = defineResource({
  name: 'officialBanner',
  thing: 'official/banner',
  title: '轮播图',
  fields: {
    title: f.text('标题', { required: true, max: 30, keyword: true }),
    image: f.image('图片', { required: true, compress: true, help: '建议尺寸 750×360 像素' }),
    position: f.select('展示位置', BANNER_POSITIONS, { required: true }),
    link: f.text('跳转链接', { max: 200, placeholder: '选填，如 https://' }),
    sort: f.number('排序', { max: 9999 }),
    isShow: f.switch('是否显示'),
  },
  actions: ['list', 'get', 'save', 'delete', 'sort'],
  filters: ['position', 'isShow'],
});
