import { defineResource, f, readOnly, requiredWhen, SHELF_STATES } from '../../resource.js';

const picked = (id: unknown) => typeof id === 'number' && id > 0;

/** What a member exchanges points for: a physical item (a mall product or the item's own), a coupon, a course. */
export const EXCHANGE_TYPES = [
  { value: 'goods', label: '商品' },
  { value: 'coupon', label: '优惠券' },
  { value: 'course', label: '课程' },
] as const;
export type ExchangeType = (typeof EXCHANGE_TYPES)[number]['value'];

/** What `refId` names for each type, and the message when a coupon or course is missing. */
export const EXCHANGE_REF = {
  goods: { label: '关联商城商品', missing: '' },
  coupon: { label: '关联优惠券', missing: '请选择优惠券' },
  course: { label: '关联课程', missing: '请选择课程' },
} as const satisfies Record<ExchangeType, { label: string; missing: string }>;

/**
 * 积分兑换商品 ([CRMEB] store_integral): a goods item (optionally a mall product, whose stock it then draws
 * on), a marketing coupon or an online course, for a points price, with its own stock and a per-person limit.
 */
export const pointsExchange = defineResource({
  name: 'pointsExchange',
  thing: 'points/exchange',
  title: '兑换商品',
  fields: {
    type: f.select('兑换类型', EXCHANGE_TYPES, { required: true }),
    refId: f.number('关联内容', {
      max: 2_000_000_000,
      column: false,
      help: '商品可关联商城商品，不关联时使用下面填写的名称和图片',
    }),
    image: f.image('兑换图片', { required: true, help: '建议尺寸 750×750 像素' }),
    title: f.text('兑换名称', { required: true, max: 30, keyword: true }),
    points: f.number('所需积分', { required: true, min: 1, max: 1_000_000 }),
    stock: f.number('库存', { required: true, max: 999_999 }),
    limit: f.number('每人限兑', { required: true, min: 1, max: 99, help: '每位用户最多兑换的次数' }),
    intro: f.textarea('兑换说明', { max: 200 }),
    sort: f.number('排序', { max: 9999 }),
    isShow: f.switch('上架', { states: SHELF_STATES }),
    refName: readOnly(f.text('关联内容名称', { required: true, max: 60, column: false })),
    exchanged: readOnly(f.number('已兑换', { required: true, max: 100_000_000 })),
  },
  actions: ['list', 'get', 'save', 'delete', 'sort'],
  filters: ['type', 'isShow'],
  rules: [
    requiredWhen('refId', EXCHANGE_REF.coupon.missing, (v) => v.type === 'coupon', picked),
    requiredWhen('refId', EXCHANGE_REF.course.missing, (v) => v.type === 'course', picked),
  ],
  extras: (b) => ({ setShow: b.toggle('isShow') }),
});
