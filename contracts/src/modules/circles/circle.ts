import { z } from 'zod';
import { defineResource, f, readOnly, requiredWhen } from '../../resource.js';
import { teacherRefSchema } from '../teacher/ref.js';
import { JOIN_MODE, JOIN_MODES } from './constants.js';

/** 知识圈子: a community a teacher runs, with its members, their posts and the owner's knowledge items. */
export const circle = defineResource({
  name: 'circle',
  thing: 'circle',
  title: '圈子',
  fields: {
    name: f.text('圈子名称', { required: true, max: 20, keyword: true }),
    icon: f.image('圈子图标', { required: true, compress: true, help: '建议尺寸 200×200 像素' }),
    background: f.image('背景图', { compress: true, help: '建议尺寸 750×300 像素', column: false }),
    intro: f.textarea('圈子简介', { required: true, max: 200 }),
    ownerId: f.custom('圈主', z.number({ error: '请选择圈主' }).int('请选择圈主').positive('请选择圈主'), z.number(), {
      sample: 1,
    }),
    /** The owner as the upstream answers it with the id; null once that teacher is deleted. */
    owner: readOnly(f.custom('圈主', teacherRefSchema.nullable(), teacherRefSchema.nullable(), { sample: null })),
    joinMode: f.select('加入方式', JOIN_MODES, { required: true }),
    price: f.price('加入价格', { help: '付费加入时，成员支付的金额' }),
    isShow: f.switch('前台显示'),
    sort: f.number('排序', { max: 9999 }),
    memberCount: readOnly(f.number('成员数', { required: true, max: 10_000_000 })),
    pendingCount: readOnly(f.number('待审核', { required: true, max: 10_000_000, column: false })),
    postCount: readOnly(f.number('帖子数', { required: true, max: 10_000_000 })),
    knowledgeCount: readOnly(f.number('知识数', { required: true, max: 10_000_000 })),
  },
  actions: ['list', 'get', 'save', 'delete', 'sort'],
  filters: ['joinMode', 'isShow'],
  extras: (b) => ({
    setShow: b.toggle('isShow'),
  }),
  rules: [
    requiredWhen(
      'price',
      '请输入加入价格',
      (v) => v.joinMode === JOIN_MODE.paid,
      (x) => typeof x === 'number',
    ),
  ],
});
