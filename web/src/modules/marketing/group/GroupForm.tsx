import { CampaignForm } from '../shared/CampaignForm';

/** 新增拼团 / 编辑拼团: the product (name, cover and original price copied onto the campaign) and the team rules. */
export function GroupForm() {
  return (
    <CampaignForm
      playway="group"
      initial={() => ({ teamSize: 3, teamHours: 24, stock: 100, perOrderLimit: 1, perPersonLimit: 1 })}
      fields={{
        productName: { extra: '商品信息保存在活动中，商品日后修改不影响本活动' },
        groupPrice: { extra: '必须低于原价' },
        perPersonLimit: { extra: '同一用户在本活动中最多购买的件数' },
      }}
    />
  );
}
