import { DEFAULT_SHOP_SETTING, type shopSettingInput } from '@console/contracts';
import type { z } from 'zod';
import { moduleState } from '../../kit/module.js';

export type ShopValues = z.output<typeof shopSettingInput>;

/**
 * The shop's settings, one record per shop: seeded from the shop's profile (state/shops.ts) and its owner, with
 * the store defaults of spec §9. Images are kept relative to this server and answered absolute.
 */
export const settingState = moduleState('setting', (ctx) => {
  const { profile } = ctx.shop;
  const owner = ctx.accounts.all().find((a) => a.description !== '');
  const g = ctx.fake(800_101);
  const shop: ShopValues = {
    shopName: profile.name,
    logo: g.image(profile.wxAppName.slice(0, 3), { w: 200, h: 200 }),
    contactName: owner?.name ?? '',
    contactPhone: profile.phone,
    address: profile.address,
    introduction: profile.introduction,
    serviceQr: g.image('客服微信', { w: 258, h: 258 }),
    ...DEFAULT_SHOP_SETTING,
  };
  return { shop, updatedAt: ctx.now - 30 * 24 * 3600_000, version: 1 };
});
