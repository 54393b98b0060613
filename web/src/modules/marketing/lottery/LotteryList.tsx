import { CampaignList } from '../shared/CampaignList';

/** 抽奖: the lottery campaigns and how many draws they had. */
export function LotteryList() {
  return <CampaignList playway="lottery" columns={{ participants: { align: 'right' } }} />;
}
