import { z } from 'zod';
import { DEFAULT_SHOP_STATE } from '../../constants.js';
import { defineCall, edits, noInput, versionSchema } from '../../define.js';
import { f } from '../../resource-fields.js';
import { DECOR_THEMES, DECOR_VISUALS } from '../shop/themes.js';

/** 店铺风格: the storefront's visual template (spec §3 store settings, visual id; default 1, spec §9). */
export const SHOP_VISUALS = DECOR_VISUALS;

/** 主题配色: the decoration's named colour sets (docs/DOMAIN.md §5), by the same ids, with the colour each stands for. */
export const SHOP_THEMES = DECOR_THEMES.map((t) => ({ value: t.id, label: t.name, color: t.primary }));

/**
 * 店铺设置: what the shop tells its customers (name, logo, contact, address, introduction, customer-service
 * QR) and the store settings of spec §3 (visual id, version id, theme, show banner, show edit). One record per
 * shop; the page shows each field with the control its kind calls for.
 */
export const shopSettingFields = {
  shopName: f.text('店铺名称', { required: true, max: 30 }),
  logo: f.image('店铺 Logo', { compress: true, help: '建议尺寸 200×200 像素，显示在店铺首页和分享卡片上' }),
  contactName: f.text('联系人', { required: true, max: 20, semantic: 'personName' }),
  contactPhone: f.phone('联系电话', { required: true, help: '手机号或座机（区号-号码），显示在店铺的联系我们' }),
  address: f.text('店铺地址', { max: 100, semantic: 'address' }),
  introduction: f.textarea('店铺简介', { max: 500 }),
  serviceQr: f.image('客服二维码', { help: '客服的微信二维码，顾客在店铺里点「联系客服」时看到' }),
  visualId: f.select('店铺风格', SHOP_VISUALS, { required: true }),
  versionId: f.number('模板版本', {
    required: true,
    min: 1,
    max: 999,
    help: `店铺装修模板的版本号，默认 ${DEFAULT_SHOP_STATE.versionId}；升级模板后由服务商告知新版本号`,
  }),
  themeId: f.select(
    '主题配色',
    SHOP_THEMES.map(({ value, label }) => ({ value, label })),
    { required: true },
  ),
  showBanner: f.switch('显示轮播图', { help: '店铺首页顶部是否显示轮播图' }),
  showEdit: f.switch('显示编辑入口', { help: '店铺页面上是否显示管理员的「编辑」快捷入口' }),
};

type Fields = typeof shopSettingFields;
/** The settings as saved, with the version they were loaded at (refused as a conflict once someone saved since). */
export const shopSettingInput = z.object({
  ...(Object.fromEntries(Object.entries(shopSettingFields).map(([k, d]) => [k, d.input])) as {
    [K in keyof Fields]: Fields[K]['input'];
  }),
  version: versionSchema.optional(),
});
export const shopSettingSchema = z.object({
  ...(Object.fromEntries(Object.entries(shopSettingFields).map(([k, d]) => [k, d.output])) as {
    [K in keyof Fields]: Fields[K]['output'];
  }),
  updateDate: z.string(),
  /** Advances on every change of the settings (the store designer's theme, banner and style included). */
  version: z.number().int(),
});
export type ShopSetting = z.infer<typeof shopSettingSchema>;

/** A shop that has never saved its settings starts from these (spec §9: visual id 1, version id 11). */
export const DEFAULT_SHOP_SETTING = {
  visualId: DEFAULT_SHOP_STATE.visualId,
  versionId: DEFAULT_SHOP_STATE.versionId,
  themeId: 1,
  showBanner: '1',
  showEdit: '1',
} as const;

export const shopSettingCalls = {
  get: defineCall({
    title: '店铺设置',
    method: 'GET',
    path: '/ajax/shopSetting',
    documented: false,
    input: noInput,
    output: shopSettingSchema,
  }),
  save: defineCall({
    title: '保存店铺设置',
    effect: edits('shopSetting.get'),
    method: 'POST',
    path: '/ajax/shopSetting/save',
    documented: false,
    input: shopSettingInput,
    output: shopSettingSchema,
  }),
} as const;
