import { sessionContracts } from '@console/contracts';
import { defineFakeModule } from '../../kit/module.js';
import { sessionHandlers } from './session.js';
import { profileHandlers, userHandlers } from './user.js';

/** Sign-in, roles and products, staff accounts and my account: on the accounts every module shares. */
export const sessionFake = defineFakeModule(sessionContracts, {
  handlers: { session: sessionHandlers, user: userHandlers, profile: profileHandlers },
});
