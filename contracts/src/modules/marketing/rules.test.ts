import { describe, expect, it } from 'vitest';
import { boost } from './boost.js';
import { coupon } from './coupon.js';
import { group } from './group.js';
import { lottery } from './lottery.js';
import { gamePrizesSchema, lotteryPrizeSchema, lotteryPrizesSchema } from './prizes.js';
import { seckill } from './seckill.js';
import { signUp, signUpEntry } from './sign-up.js';

/** The messages a save input's check gives, by field. */
function errors(
  schema: { safeParse: (v: unknown) => { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } } },
  v: unknown,
) {
  return (schema.safeParse(v).error?.issues ?? []).map((i) => `${String(i.path[0] ?? '')}: ${i.message}`);
}

const base = {
  title: '春季体验课助力',
  cover: 'https://static.zhixiao.cn/c.png',
  startTime: '2030-03-01 09:00:00',
  endTime: '2030-03-20 21:00:00',
};
const prizes8 = (rates: number[]) =>
  rates.map((rate, i) => ({
    type: i % 2 ? 2 : 1,
    name: `奖品${i + 1}`,
    image: '',
    value: i % 2 ? 10 : 0,
    stock: i % 2 ? 5 : 0,
    rate,
  }));

describe('campaign save inputs', () => {
  it('boost: needs prizes and a window whose end follows its start', () => {
    const input = { ...base, helpersNeeded: 5, helpsPerFriend: 1, launchesPerPerson: 1, hours: 24 };
    expect(errors(boost.saveInput, { ...input, prizes: [] })).toEqual(['prizes: 请至少添加一个奖品']);
    expect(
      errors(boost.saveInput, {
        ...input,
        prizes: [{ name: '画册', image: '', stock: 3 }],
        endTime: base.startTime,
      }),
    ).toEqual(['endTime: 结束时间必须晚于开始时间']);
  });

  it('group: a team of at least two, a group price below the original, one order within the person’s limit', () => {
    const input = {
      ...base,
      productName: '少儿美术 10 课时',
      originalPrice: 99_900,
      groupPrice: 69_900,
      teamSize: 3,
      teamHours: 24,
      stock: 100,
      perOrderLimit: 1,
      perPersonLimit: 2,
    };
    expect(errors(group.saveInput, input)).toEqual([]);
    expect(errors(group.saveInput, { ...input, teamSize: 1 })).toEqual(['teamSize: 成团人数不能小于 2']);
    expect(errors(group.saveInput, { ...input, groupPrice: 99_900 })).toEqual(['groupPrice: 拼团价必须低于原价']);
    expect(errors(group.saveInput, { ...input, perOrderLimit: 3 })).toEqual([
      'perOrderLimit: 单次限购不能超过每人限购',
    ]);
  });

  it('sign-up: the window, then the activity after it, then a fee when paid', () => {
    const input = {
      ...base,
      address: '杭州市西湖区文一西路 1 号',
      capacity: 30,
      feeType: 1,
      formId: 1,
      activityStart: '2030-03-21 09:00:00',
      activityEnd: '2030-03-21 17:00:00',
    };
    expect(errors(signUp.saveInput, input)).toEqual([]);
    expect(errors(signUp.saveInput, { ...input, activityStart: '2030-03-20 20:00:00' })).toEqual([
      'activityStart: 活动开始时间不能早于报名截止时间',
    ]);
    expect(errors(signUp.saveInput, { ...input, activityEnd: '2030-03-21 09:00:00' })).toEqual([
      'activityEnd: 活动时间有误',
    ]);
    expect(errors(signUp.saveInput, { ...input, feeType: 2 })).toEqual(['price: 付费活动请输入报名费用']);
    expect(errors(signUp.saveInput, { ...input, feeType: 2, price: 5000 })).toEqual([]);
  });

  it('sign-up: names the form it collects with; the fields’ snapshot is the upstream’s, never sent', () => {
    const input = {
      ...base,
      address: '杭州市西湖区文一西路 1 号',
      capacity: 30,
      feeType: 1,
      formId: 3,
      activityStart: '2030-03-21 09:00:00',
      activityEnd: '2030-03-21 17:00:00',
    };
    const { formId: _none, ...withoutForm } = input;
    for (const bad of [withoutForm, { ...input, formId: 0 }, { ...input, formId: 1.5 }, { ...input, formId: '3' }])
      expect(errors(signUp.saveInput, bad)).toEqual(['formId: 请选择报名表单']);
    const parsed = signUp.saveInput.parse({ ...input, formFields: [{ key: 'fx', label: '伪造', type: 'text' }] });
    expect(parsed.formId).toBe(3);
    expect(parsed).not.toHaveProperty('formFields');
  });

  it('sign-up entries: answers by field key as the forms module keeps them; the snapshot has the field shape', () => {
    const snapshot = [{ key: 'fname', label: '姓名', type: 'text', required: true, options: [] }];
    expect(signUp.fields.formFields.output.safeParse(snapshot).success).toBe(true);
    expect(signUp.fields.formFields.output.safeParse([{ label: '姓名', value: '王小明' }]).success).toBe(false);
    const answers = signUpEntry.fields.answers.output;
    expect(answers.safeParse({ fname: '王小明', fcourse: ['美术', '书法'] }).success).toBe(true);
    expect(answers.safeParse([{ label: '姓名', value: '王小明' }]).success).toBe(false);
    expect(answers.safeParse({ fage: 7 }).success).toBe(false);
  });

  it('seckill: the seckill price at most the original, and a daily slot within the day', () => {
    const input = {
      ...base,
      productName: '钢琴陪练 1 小时',
      originalPrice: 20_000,
      seckillPrice: 20_000,
      stock: 10,
      perOrderLimit: 1,
      perPersonLimit: 1,
      slotStart: 20,
      slotHours: 4,
    };
    expect(errors(seckill.saveInput, input)).toEqual([]);
    expect(errors(seckill.saveInput, { ...input, seckillPrice: 20_001 })).toEqual(['seckillPrice: 秒杀价不能高于原价']);
    expect(errors(seckill.saveInput, { ...input, slotHours: 5 })).toEqual(['slotHours: 每日秒杀时段不能超过 24 点']);
  });

  it('coupon: threshold above the face value, scope items, validity by kind, per person within the total', () => {
    const input = {
      ...base,
      title: '新人立减券',
      faceValue: 2000,
      thresholdType: 1,
      threshold: 10_000,
      scope: 1,
      validityType: 1,
      validDays: 30,
      issueMode: 1,
      total: 100,
      perPerson: 1,
    };
    expect(errors(coupon.saveInput, input)).toEqual([]);
    expect(errors(coupon.saveInput, { ...input, threshold: 2000 })).toEqual(['threshold: 使用门槛须高于面值']);
    expect(errors(coupon.saveInput, { ...input, scope: 2 })).toEqual(['scopeItems: 请填写适用的分类或商品']);
    expect(errors(coupon.saveInput, { ...input, validityType: 2 })).toEqual([
      'validStart: 请选择使用开始日期',
      'validEnd: 请选择使用结束日期',
    ]);
    expect(
      errors(coupon.saveInput, { ...input, validityType: 2, validStart: '2030-03-01', validEnd: '2030-03-10' }),
    ).toEqual(['validEnd: 使用结束日期不能早于领取结束时间']);
    expect(errors(coupon.saveInput, { ...input, perPerson: 5, total: 3 })).toEqual([
      'perPerson: 每人限领不能超过发放总量',
    ]);
    expect(errors(coupon.saveInput, { ...input, perPerson: 5, total: 0 })).toEqual([]);
  });
});

describe('prizes', () => {
  it('lottery: exactly eight, odds adding up to 100%', () => {
    expect(lotteryPrizesSchema.safeParse(prizes8([1250, 1250, 1250, 1250, 1250, 1250, 1250, 1250])).success).toBe(true);
    expect(errors(lotteryPrizesSchema, prizes8([1250, 1250, 1250]))).toEqual([': 抽奖奖品必须为 8 个']);
    expect(errors(lotteryPrizesSchema, prizes8([1250, 1250, 1250, 1250, 1250, 1250, 1250, 1249]))).toEqual([
      ': 奖品概率之和必须为 100%',
    ]);
  });

  it('lottery: each kind asks for what it needs', () => {
    const prize = { type: 2, name: '积分', image: '', value: 0, stock: 10, rate: 100 };
    expect(errors(lotteryPrizeSchema, prize)).toEqual(['value: 请输入赠送积分']);
    expect(errors(lotteryPrizeSchema, { ...prize, type: 5 })).toEqual(['value: 请输入红包金额']);
    // A red packet typed as 1.999 or −5 yuan is refused with what is wrong, not turned into nothing.
    expect(errors(lotteryPrizeSchema, { ...prize, type: 5, value: 199.9 })).toEqual(['value: 红包金额最多两位小数']);
    expect(errors(lotteryPrizeSchema, { ...prize, type: 5, value: -500 })).toEqual(['value: 红包金额不能为负数']);
    expect(errors(lotteryPrizeSchema, { ...prize, type: 2, value: 1.5 })).toEqual(['value: 赠送积分请输入整数']);
    expect(errors(lotteryPrizeSchema, { ...prize, type: 5, value: 199 })).toEqual([]);
    expect(errors(lotteryPrizeSchema, { ...prize, rate: 155.5 })).toContain('rate: 中奖概率最多两位小数');
    expect(errors(lotteryPrizeSchema, { ...prize, type: 3 })).toEqual(['value: 请选择优惠券']);
    expect(errors(lotteryPrizeSchema, { ...prize, type: 4, stock: 0 })).toEqual(['stock: 请输入奖品库存']);
    expect(errors(lotteryPrizeSchema, { ...prize, type: 1, stock: 0 })).toEqual([]);
    expect(errors(lotteryPrizeSchema, { ...prize, value: 10, name: ' ' })).toEqual(['name: 请输入奖品名称']);
  });

  it('game: odds of at most 100% in all, none at 0', () => {
    const p = { name: '文具', image: '', stock: 5, rate: 6000 };
    expect(errors(gamePrizesSchema, [p, p])).toEqual([': 中奖概率之和不能超过 100%']);
    expect(errors(gamePrizesSchema, [{ ...p, rate: 0 }])).toEqual(['0: 中奖概率不能为 0']);
  });

  it('lottery save: the prizes field names the problem', () => {
    const input = { ...base, drawLimitType: 1, drawLimit: 3, prizes: prizes8([5000, 5000]) };
    expect(errors(lottery.saveInput, input)).toEqual(['prizes: 抽奖奖品必须为 8 个']);
  });
});
