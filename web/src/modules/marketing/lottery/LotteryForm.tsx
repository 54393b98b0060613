import { LOTTERY_PRIZE, type LotteryPrize } from '@console/contracts';
import { CampaignForm } from '../shared/CampaignForm';
import { LotteryGrid } from './LotteryGrid';

/** A new lottery's grid: two 未中奖 cells and six prizes to name, the odds already adding up to 100%. */
function newGrid(): LotteryPrize[] {
  const cell = (type: LotteryPrize['type'], name: string, rate: number, value = 0, stock = 0): LotteryPrize => ({
    type,
    name,
    image: '',
    value,
    stock,
    rate,
  });
  return [
    cell(LOTTERY_PRIZE.goods, '', 200, 0, 10),
    cell(LOTTERY_PRIZE.points, '100 积分', 1500, 100, 1000),
    cell(LOTTERY_PRIZE.none, '谢谢参与', 2500),
    cell(LOTTERY_PRIZE.points, '20 积分', 2000, 20, 1000),
    cell(LOTTERY_PRIZE.redPacket, '2 元红包', 800, 200, 100),
    cell(LOTTERY_PRIZE.none, '再接再厉', 2000),
    cell(LOTTERY_PRIZE.points, '50 积分', 800, 50, 1000),
    cell(LOTTERY_PRIZE.points, '10 积分', 200, 10, 1000),
  ];
}

/** 新增抽奖 / 编辑抽奖: how often a person may draw, at what cost, and the eight prizes on the grid. */
export function LotteryForm() {
  return (
    <CampaignForm
      playway="lottery"
      initial={() => ({ drawLimitType: 1, drawLimit: 3, costPoints: 0, showWinners: '1', prizes: newGrid() })}
      fields={{
        prizes: { render: () => <LotteryGrid />, extra: '拖动奖品可交换位置；8 个奖品的概率之和须为 100%' },
        drawLimit: { extra: '按上面的方式计算的可抽次数' },
      }}
    />
  );
}
