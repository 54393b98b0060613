import type { Handlers } from '../../kit/handlers.js';
import { advance, checkVersion } from '../../kit/versioned.js';
import { formatDateTime } from '../../util/time.js';
import { type ShopValues, settingState } from './state.js';

/** Images kept relative to this server are answered absolute, as browsers load them. */
function view(
  { shop, updatedAt, version }: { shop: ShopValues; updatedAt: number; version: number },
  publicUrl: string,
) {
  const abs = (v: string | undefined) => (v?.startsWith('/') ? `${publicUrl}${v}` : (v ?? ''));
  return {
    ...shop,
    logo: abs(shop.logo),
    serviceQr: abs(shop.serviceQr),
    address: shop.address ?? '',
    introduction: shop.introduction ?? '',
    updateDate: formatDateTime(updatedAt),
    version,
  };
}

/** 店铺设置: one record, read and saved whole, on the version it was loaded at. */
export const shopSettingHandlers: Handlers['shopSetting'] = {
  get(_input, ctx) {
    return view(settingState.of(ctx), ctx.publicUrl);
  },
  save({ version, ...values }, ctx) {
    const s = settingState.of(ctx);
    checkVersion(s, version);
    s.shop = { ...values };
    s.updatedAt = ctx.now;
    advance(s);
    return view(s, ctx.publicUrl);
  },
};
