import { CampaignList } from '../shared/CampaignList';

/** 拼团: the group-buying campaigns with their prices, team size, people, teams that filled and stock. */
export function GroupList() {
  return (
    <CampaignList
      playway="group"
      columns={{ participants: { align: 'right' } }}
      // 原价 beside the group price outlasts the campaign's time on a narrow list.
      priorities={{ originalPrice: 7, groupPrice: 6 }}
    />
  );
}
