import { defineModule } from '../../module.js';
import { profileCalls, sessionCalls, userCalls } from './calls.js';

export * from './calls.js';
export * from './entities.js';
export * from './password.js';

/** Sign-in, the session's roles and products, staff accounts and my account (spec §7, documented). */
export const sessionContracts = defineModule({
  name: 'session',
  calls: { session: sessionCalls, user: userCalls, profile: profileCalls },
});
