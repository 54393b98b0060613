import { settingContracts } from '@console/contracts';
import { defineFakeModule } from '../../kit/module.js';
import { roleHandlers } from './roles.js';
import { shopSettingHandlers } from './shop.js';
import { settingState } from './state.js';

export { settingState };

/** Settings (/setting): shop settings and roles. Accounts and my account are the session module's. */
export const settingFake = defineFakeModule(settingContracts, {
  state: settingState,
  handlers: { role: roleHandlers, shopSetting: shopSettingHandlers },
});
