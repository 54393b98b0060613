import { z } from 'zod';

/** '0'/'1' flags as the upstream sends them; empty and null read as off. */
const flag = z.union([z.literal('0'), z.literal('1'), z.literal(''), z.null()]).optional();
const dateText = z.string().nullish();

/** userInfo of spec §3. */
export const userInfoSchema = z.object({
  is_app: flag,
  is_tiktok: flag,
  is_H5: flag,
  h5_domain: z.string().nullish(),
  combo_id: z.union([z.number(), z.string()]).nullish(),
  end_date: dateText,
  tiktok_end_date: dateText,
  h5_end_date: dateText,
  name: z.string().nullish(),
  phone: z.string().nullish(),
  wxAppName: z.string().nullish(),
  /** The shop's app version: the share QR needs 426 or later (spec §8). */
  app_version: z.union([z.string(), z.number()]).nullish(),
  /** '1' for a demo account, which the product check lets through (spec §6: "a special session value"). */
  is_demo: flag,
  /**
   * Inferred (an integrator confirms it with the real API): the shop the account belongs to. The gateway scopes
   * a session's upload credentials to this shop's folder; a session without it gets none.
   */
  shop_id: z.union([z.number().int().positive(), z.string().min(1)]).nullish(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** A product the account bought; the list is checked against `productSign`. */
export const productSchema = z.object({ id: z.number().int(), name: z.string().optional() });

/** The login response content (spec §7) — also what loading roles returns. */
export const sessionContentSchema = z.object({
  token: z.string().min(1),
  roles: z.array(z.string()),
  name: z.string(),
  avatar: z.string().nullish(),
  introduction: z.string().nullish(),
  /** Numeric-string codes; the absolute value is what counts. */
  resources: z.array(z.string()),
  permissions: z.array(z.string()),
  wxAppName: z.string().nullish(),
  products: z.array(productSchema),
  productSign: z.string(),
  userInfo: userInfoSchema,
});
export type SessionContent = z.infer<typeof sessionContentSchema>;

/** Account of the settings pages (spec §3: id, phone). The phone is the account's sign-in name. */
export const accountSchema = z.object({
  id: z.number().int(),
  phone: z.string(),
  name: z.string(),
  roleId: z.number().int().nullish(),
  roleName: z.string().nullish(),
  /** 1 enabled, 0 disabled (a disabled account cannot sign in). */
  status: z.union([z.literal(0), z.literal(1)]).optional(),
  createTime: z.string().nullish(),
  /** When the account last signed in, China time; empty for an account that never has. */
  lastLoginTime: z.string().nullish(),
  /** The WeChat bound to the account, by its nickname; empty when none is. */
  wxNickname: z.string().nullish(),
  /** Advances on every change of the account; an edit made on an older one is refused (issue 28). */
  version: z.number().int(),
});
export type Account = z.infer<typeof accountSchema>;

export const profileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  /** The session's avatar field: the mini-program shop QR image (spec §3), not a portrait. */
  avatar: z.string().nullish(),
  /** The person's own portrait, shown on my account. */
  headImg: z.string().nullish(),
  introduction: z.string().nullish(),
  roleName: z.string().nullish(),
  openId: z.string().nullish(),
  wxNickname: z.string().nullish(),
  remindOpen: z.boolean().optional(),
  /** Advances on every change of the account; an edit made on an older one is refused (issue 28). */
  version: z.number().int(),
});
export type Profile = z.infer<typeof profileSchema>;
