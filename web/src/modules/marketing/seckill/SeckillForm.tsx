import { CampaignForm } from '../shared/CampaignForm';

/** 新增秒杀 / 编辑秒杀: the product, the seckill price at most the original, the daily slot, stock and limits. */
export function SeckillForm() {
  return (
    <CampaignForm
      playway="seckill"
      initial={() => ({ stock: 50, perOrderLimit: 1, perPersonLimit: 1, slotStart: 10, slotHours: 2 })}
      fields={{
        productName: { extra: '商品信息保存在活动中，商品日后修改不影响本活动' },
        seckillPrice: { extra: '不能高于原价' },
        slotHours: { extra: '小时；活动期间每天在此时段开放秒杀' },
      }}
    />
  );
}
