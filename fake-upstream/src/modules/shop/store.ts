import type { ShopStore } from '@console/contracts';
import type { CallContext, Handlers } from '../../kit/handlers.js';
import { advance, checkVersion } from '../../kit/versioned.js';
import { formatDateTime } from '../../util/time.js';
import { type ShopValues, settingState } from '../setting/state.js';
import { absoluteMedia } from './media.js';
import { shopState } from './state.js';
import { conflictOf, savedOutcome } from './versions.js';

function storeOf(ctx: CallContext): ShopStore {
  const s = shopState.of(ctx);
  const shop = settingState.of(ctx).shop;
  const origin = (v: { tabBar: ShopStore['tabBar']; pc: ShopStore['pc'] }) =>
    absoluteMedia(v, `/${ctx.env.bucket}`, ctx.publicUrl);
  return {
    visualId: shop.visualId,
    versionId: shop.versionId,
    themeId: shop.themeId,
    showBanner: shop.showBanner,
    showEdit: shop.showEdit,
    ...origin({ tabBar: s.tabBar, pc: s.pc }),
    mobileVersion: s.mobileVersion,
    pcVersion: s.pcVersion,
    updateDate: formatDateTime(Math.max(s.mobileUpdatedAt, s.pcUpdatedAt)),
    version: settingState.of(ctx).version,
  };
}

/**
 * The store settings the designer saves: theme and tab bar (mobile), the PC site, and the basics. Theme,
 * visual id and the flags are the shop settings' record (/setting/shop), so both screens agree; the mobile
 * part and the PC site each have a version, and a save on an older one is answered `conflict`.
 */
export const shopStoreHandlers: Handlers['shopStore'] = {
  get: (_input, ctx) => storeOf(ctx),
  saveMobile(input, ctx) {
    const s = shopState.of(ctx);
    const conflict = conflictOf({ version: s.mobileVersion, updatedAt: s.mobileUpdatedAt }, input);
    if (conflict) return conflict;
    const setting = settingState.of(ctx);
    // The call's schema takes only the ids of DECOR_THEMES, which are the setting's ids: a refine, not a type.
    setting.shop = { ...setting.shop, themeId: input.themeId as ShopValues['themeId'] };
    setting.updatedAt = ctx.now;
    advance(setting);
    s.tabBar = input.tabBar;
    s.mobileVersion += 1;
    s.mobileUpdatedAt = ctx.now;
    return savedOutcome(s.mobileVersion, ctx.now);
  },
  savePc(input, ctx) {
    const s = shopState.of(ctx);
    const conflict = conflictOf({ version: s.pcVersion, updatedAt: s.pcUpdatedAt }, input);
    if (conflict) return conflict;
    const setting = settingState.of(ctx);
    setting.shop = { ...setting.shop, showBanner: input.showBanner };
    setting.updatedAt = ctx.now;
    advance(setting);
    s.pc = input.pc;
    s.pcVersion += 1;
    s.pcUpdatedAt = ctx.now;
    return savedOutcome(s.pcVersion, ctx.now);
  },
  saveBasics(input, ctx) {
    const setting = settingState.of(ctx);
    checkVersion(setting, input.version);
    // As above: a refine keeps the visual id to DECOR_VISUALS, the setting's own list.
    setting.shop = { ...setting.shop, visualId: input.visualId as ShopValues['visualId'], showEdit: input.showEdit };
    setting.updatedAt = ctx.now;
    advance(setting);
    return storeOf(ctx);
  },
};
