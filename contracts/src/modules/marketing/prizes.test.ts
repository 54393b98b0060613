import { describe, expect, it } from 'vitest';
import { LOTTERY_PRIZE, type LotteryPrize, lotteryPrizeProblems } from './prizes.js';

describe('lotteryPrizeProblems', () => {
  const packet: LotteryPrize = {
    type: LOTTERY_PRIZE.redPacket,
    name: '红包',
    image: '',
    value: 200,
    stock: 100,
    rate: 800,
  };

  it('names every problem of a prize at once, each at its field: 1.999 yuan and odds of 1.555%', () => {
    expect(Object.fromEntries(lotteryPrizeProblems({ ...packet, value: 199.9, rate: 155.5 }))).toEqual({
      value: '红包金额最多两位小数',
      rate: '中奖概率最多两位小数',
    });
  });

  it('names the sign of a negative red packet and an empty name, and nothing for a good prize', () => {
    expect(lotteryPrizeProblems({ ...packet, value: -500 }).get('value')).toBe('红包金额不能为负数');
    expect(lotteryPrizeProblems({ ...packet, name: '' }).get('name')).toBe('请输入奖品名称');
    expect(lotteryPrizeProblems({ ...packet, stock: 0 }).get('stock')).toBe('请输入奖品库存');
    expect(lotteryPrizeProblems(packet).size).toBe(0);
  });
});
