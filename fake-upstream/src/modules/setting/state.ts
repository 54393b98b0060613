import { DEFAULT_SHOP_SETTING, type shopSettingInput } from '@console/contracts';
import type { z } from 'zod';
import { moduleState } from '../../kit/module.js';

export type ShopValues = z.output<typeof shopSettingInput>;

/**
 * The shop's settings, one record (the fake keeps one shop's business data, as every module does): seeded from
 * the demo shop with the store defaults of spec §9. Images are kept relative to this server and answered
 * absolute.
 */
export const settingState = moduleState('setting', (ctx) => {
  const owner = ctx.accounts.get(1);
  const g = ctx.fake(800_101);
  const shop: ShopValues = {
    shopName: owner?.shopName ?? '启明星艺术培训学校',
    logo: g.image('启明星', { w: 200, h: 200 }),
    contactName: owner?.name ?? '张校长',
    contactPhone: '0571-88886666',
    address: '浙江省杭州市西湖区文三路 259 号昌地火炬大厦 3 楼',
    introduction:
      '启明星艺术培训学校创办于 2012 年，开设少儿美术、书法、钢琴、舞蹈等课程，小班教学，每月举办学员作品展。',
    serviceQr: g.image('客服微信', { w: 258, h: 258 }),
    ...DEFAULT_SHOP_SETTING,
  };
  return { shop, updatedAt: ctx.now - 30 * 24 * 3600_000 };
});
