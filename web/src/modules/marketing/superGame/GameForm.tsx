import { gamePrizeSchema } from '@console/contracts';
import { CampaignForm } from '../shared/CampaignForm';
import { PrizeListEditor } from '../shared/PrizeListEditor';

/** 新增游戏 / 编辑游戏: the game, how often a person may play and win, the prizes with their odds, the messages. */
export function GameForm() {
  return (
    <CampaignForm
      playway="superGame"
      initial={() => ({
        gameType: 1,
        playsPerPerson: 3,
        playsPerDay: 1,
        winsPerPerson: 1,
        winText: '恭喜您中奖啦',
        loseText: '很遗憾，再接再厉',
        prizes: [{ name: '', image: '', stock: 10, rate: 1000 }],
      })}
      fields={{
        prizes: {
          render: () => <PrizeListEditor max={8} withRate itemSchema={gamePrizeSchema} />,
          extra: '各奖品中奖概率之和不超过 100%，其余为未中奖',
        },
      }}
    />
  );
}
