import { boostPrizeSchema } from '@console/contracts';
import { CampaignForm } from '../shared/CampaignForm';
import { PrizeListEditor } from '../shared/PrizeListEditor';

/** 新增助力 / 编辑助力 / 复制助力: how many friends must help, how often, and the prizes while stock lasts. */
export function BoostForm() {
  return (
    <CampaignForm
      playway="boost"
      initial={() => ({
        helpersNeeded: 5,
        helpsPerFriend: 1,
        launchesPerPerson: 1,
        hours: 24,
        prizes: [{ name: '', image: '', stock: 10 }],
      })}
      fields={{
        prizes: {
          render: () => <PrizeListEditor max={5} itemSchema={boostPrizeSchema} />,
          extra: '助力成功的用户领取奖品，库存发完即止',
        },
        helpsPerFriend: { extra: '同一位好友可为同一发起人助力的次数' },
        launchesPerPerson: { extra: '同一用户可发起助力的次数' },
      }}
    />
  );
}
