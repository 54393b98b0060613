import { CampaignList } from '../shared/CampaignList';

/** 秒杀: the flash sales with their prices, stock and orders. */
export function SeckillList() {
  return (
    <CampaignList playway="seckill" columns={{ participants: { align: 'right' } }} priorities={{ seckillPrice: 6 }} />
  );
}
