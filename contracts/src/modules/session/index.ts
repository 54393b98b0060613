import { defineModule } from '../../module.js';
import { code, CODES as P, PUBLIC, SIGNED_IN } from '../../permissions/index.js';
import { profileCalls, sessionCalls, userCalls } from './calls.js';

export * from './calls.js';
export * from './entities.js';
export * from './password.js';

/** Sign-in, the session's roles and products, staff accounts and my account (spec §7, documented). */
export const sessionContracts = defineModule({
  name: 'session',
  calls: { session: sessionCalls, user: userCalls, profile: profileCalls },
  needs: {
    session: {
      read: PUBLIC,
      write: PUBLIC,
      calls: { logout: SIGNED_IN, resources: SIGNED_IN },
    },
    user: {
      read: code(P.settingUsers),
      write: code(P.userCreate, P.userEdit),
      calls: {
        remove: code(P.userDelete),
        setStatus: code(P.userStatus),
        resetPassword: code(P.userResetPassword),
        delBindWx: code(P.userEdit),
        // The reminders and the web points are the person's own (my account).
        remindOpenInfo: SIGNED_IN,
        sendWxOfficialAccounts: SIGNED_IN,
        editRemindOpen: SIGNED_IN,
        webPoint: SIGNED_IN,
      },
    },
    // My account, the password and the WeChat binding: every signed-in person's own.
    profile: SIGNED_IN,
  },
});
