/**
 * Permission codes of the settings pages and their buttons (module code 800, spec §9). A role grants codes;
 * the web's route tables attach each to its page or button (web/src/modules/setting/routes.tsx), the role
 * form's permission tree is derived from those tables, and the fake upstream's seeded roles grant them. Page
 * codes extend the module's (800 → 8001…), button codes their page's (8002 → 800201…).
 */
export const SETTING_CODES = {
  /** 店铺设置 */
  shop: 8001,
  shopSave: 800101,
  /** 角色权限 */
  roles: 8002,
  roleCreate: 800201,
  roleEdit: 800202,
  roleDelete: 800203,
  /** 账号权限 */
  users: 8003,
  userCreate: 800301,
  userEdit: 800302,
  userStatus: 800303,
  userResetPassword: 800304,
  userDelete: 800305,
  /** 我的账号 (and its hidden change-password page) */
  profile: 8004,
} as const;
