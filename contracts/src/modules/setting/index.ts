import { defineModule } from '../../module.js';
import { code, CODES as P } from '../../permissions/index.js';
import { role } from './role.js';
import { shopSettingCalls } from './shop.js';

export * from './codes.js';
export * from './role.js';
export * from './shop.js';

/**
 * Settings (/setting, code 800): shop settings and roles, the inferred calls. Staff accounts and my account
 * are the documented `user.*` and `profile.*` calls of the session module.
 */
export const settingContracts = defineModule({
  name: 'setting',
  resources: [role],
  calls: { shopSetting: shopSettingCalls },
  needs: {
    shopSetting: { read: code(P.settingShop, P.shop), write: code(P.settingShopSave) },
    role: {
      // The account form picks a role from the list.
      read: code(P.settingRoles, P.settingUsers),
      write: code(P.roleCreate, P.roleEdit),
      calls: { remove: code(P.roleDelete), removeMany: code(P.roleDelete) },
    },
  },
});
