import { LOTTERY_PRIZE, type LotteryPrize } from '@console/contracts';
import { render, screen } from '@testing-library/react';
import { Form } from 'antd';
import { describe, expect, it } from 'vitest';
import { withProviders } from '../../../test/harness';
import { LotteryGrid } from './LotteryGrid';

const prize = (change: Partial<LotteryPrize>): LotteryPrize => ({
  type: LOTTERY_PRIZE.points,
  name: '10 积分',
  image: '',
  value: 10,
  stock: 100,
  rate: 1250,
  ...change,
});

describe('LotteryGrid', () => {
  it('says at each box of the chosen prize what is wrong with it once the form has checked the grid', async () => {
    // The first cell: a red packet of ¥1.999 with odds of 1.555%; the field's own message is another problem.
    const prizes = [prize({ type: LOTTERY_PRIZE.redPacket, name: '红包', value: 199.9, rate: 155.5 })];
    for (let i = 1; i < 8; i++) prizes.push(prize({}));
    render(
      withProviders(
        <Form>
          <Form.Item validateStatus="error" help="奖品概率之和必须为 100%">
            <LotteryGrid value={prizes} />
          </Form.Item>
        </Form>,
        {},
        '/marketing/lottery/create',
      ).ui,
    );
    await screen.findByText('第 1 格奖品');
    expect(screen.getByText('红包金额最多两位小数')).toBeTruthy();
    expect(screen.getByText('中奖概率最多两位小数')).toBeTruthy();
    expect(screen.getByLabelText('红包金额').closest('.ant-input-number')?.className).toMatch(/status-error/);
  });
});
