import type { Handlers } from '../../kit/handlers.js';
import { formatDateTime } from '../../util/time.js';
import { type ShopValues, settingState } from './state.js';

/** Images kept relative to this server are answered absolute, as browsers load them. */
function view(shop: ShopValues, updatedAt: number, publicUrl: string) {
  const abs = (v: string | undefined) => (v?.startsWith('/') ? `${publicUrl}${v}` : (v ?? ''));
  return {
    ...shop,
    logo: abs(shop.logo),
    serviceQr: abs(shop.serviceQr),
    address: shop.address ?? '',
    introduction: shop.introduction ?? '',
    updateDate: formatDateTime(updatedAt),
  };
}

/** 店铺设置: one record, read and saved whole. */
export const shopSettingHandlers: Handlers['shopSetting'] = {
  get(_input, ctx) {
    const s = settingState.of(ctx);
    return view(s.shop, s.updatedAt, ctx.publicUrl);
  },
  save(input, ctx) {
    const s = settingState.of(ctx);
    s.shop = { ...input };
    s.updatedAt = ctx.now;
    return view(s.shop, s.updatedAt, ctx.publicUrl);
  },
};
