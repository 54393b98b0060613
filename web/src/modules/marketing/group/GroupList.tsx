import { CampaignList } from '../shared/CampaignList';

/** 拼团: the group-buying campaigns with their prices, team size, people, teams that filled and stock. */
export function GroupList() {
  return (
    <CampaignList
      playway="group"
      columns={{ participants: { align: 'right' } }}
      priorities={{ originalPrice: 6, groupPrice: 6 }}
    />
  );
}
