import { describe, expect, it } from 'vitest';
import { pointsExchange } from './exchange.js';
import { pointsRecord } from './record.js';
import { type PointsRule, pointsRuleSchema } from './rules.js';

const rule: PointsRule = {
  signInEnabled: true,
  signInDays: [5, 5, 10, 10, 15, 15, 30],
  orderEnabled: true,
  orderPointsPerYuan: 1,
  actions: { profile: 50, share: 5, review: 10, invite: 100 },
  deductEnabled: true,
  deductPointsPerYuan: 100,
  deductMaxPercent: 30,
  deductMinPoints: 500,
  validity: 'days',
  validityDays: 365,
};
const messages = (input: unknown) =>
  pointsRuleSchema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('points rules', () => {
  it('takes a full rule set', () => {
    expect(messages(rule)).toEqual([]);
  });

  it('names the field and its limits in Chinese', () => {
    expect(
      messages({
        ...rule,
        signInDays: [5, 5, 10, 10, 15, 15, 1001],
        orderPointsPerYuan: 0,
        actions: { ...rule.actions, invite: 1.5 },
        deductMaxPercent: 101,
        validityDays: undefined,
      }),
    ).toEqual([
      'signInDays.6: 签到积分应为 0 到 1000 之间的整数',
      'orderPointsPerYuan: 每消费 1 元获得积分应为 1 到 100 之间的整数',
      'actions.invite: 邀请好友注册积分应为 0 到 10000 之间的整数',
      'deductMaxPercent: 最高抵扣比例应为 1 到 100 之间的整数',
      'validityDays: 请输入有效天数',
    ]);
  });

  it('needs all seven days of the streak and a known validity', () => {
    expect(messages({ ...rule, signInDays: [5, 5], validity: 'month' })).toEqual([
      'signInDays: 请填写第 1 到第 7 天的签到积分',
      'validity: 请选择积分有效期',
    ]);
  });
});

describe('exchange items', () => {
  const item = { type: 'goods', image: 'https://a.cn/x.png', title: '帆布袋', points: 800, stock: 10, limit: 2 };
  const errors = (input: unknown) =>
    pointsExchange.saveInput.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

  it('takes own goods without a link, and needs the coupon or course a coupon or course item names', () => {
    expect(errors(item)).toEqual([]);
    expect(errors({ ...item, type: 'coupon' })).toEqual(['refId: 请选择优惠券']);
    expect(errors({ ...item, type: 'course', refId: 0 })).toEqual(['refId: 请选择课程']);
    expect(errors({ ...item, type: 'course', refId: 3 })).toEqual([]);
  });

  it('refuses no points, a per-person limit of 0 and an empty name with Chinese messages', () => {
    expect(errors({ ...item, title: ' ', points: 0, limit: 0 })).toEqual([
      'title: 请输入兑换名称',
      'points: 所需积分不能小于 1',
      'limit: 每人限兑不能小于 1',
    ]);
  });
});

describe('points records', () => {
  it('filters by income or use, with a Chinese message for anything else', () => {
    expect(pointsRecord.listInput.parse({ direction: 'out' })).toMatchObject({ direction: 'out', page: 1 });
    expect(pointsRecord.listInput.safeParse({ direction: 'x' }).error?.issues[0]?.message).toBe('请选择收支');
  });
});
