import { CampaignList } from '../shared/CampaignList';

/** 超级游戏: the games of every kind, with how often they were played. */
export function GameList() {
  return <CampaignList playway="superGame" columns={{ participants: { align: 'right' } }} />;
}
