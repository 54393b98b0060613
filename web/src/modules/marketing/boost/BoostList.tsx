import { CampaignList } from '../shared/CampaignList';

/** 助力: the boost campaigns, with how many started one and how many made it. */
export function BoostList() {
  return (
    <CampaignList playway="boost" columns={{ helpersNeeded: { align: 'right' }, participants: { align: 'right' } }} />
  );
}
