import { CODES } from '../../permissions/codes.js';

/**
 * The settings pages' and buttons' codes under the names the settings pages use; declared in the one table
 * (permissions/codes.ts).
 */
export const SETTING_CODES = {
  /** 店铺设置 */
  shop: CODES.settingShop,
  shopSave: CODES.settingShopSave,
  /** 角色权限 */
  roles: CODES.settingRoles,
  roleCreate: CODES.roleCreate,
  roleEdit: CODES.roleEdit,
  roleDelete: CODES.roleDelete,
  /** 账号权限 */
  users: CODES.settingUsers,
  userCreate: CODES.userCreate,
  userEdit: CODES.userEdit,
  userStatus: CODES.userStatus,
  userResetPassword: CODES.userResetPassword,
  userDelete: CODES.userDelete,
  /** 我的账号 (its pages are open to every signed-in person: the personal centre) */
  profile: CODES.settingProfile,
} as const;
