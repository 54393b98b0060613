import { SUPER_ROLE } from '@console/contracts';
import { saveSession } from '../session/store';

/** The demo shop's account a draft test signs in as, and the shop its drafts are kept under. */
export const DRAFT_ACCOUNT = { account: '13800000001', shop: '1:启明星' } as const;

/** Signs in (locally) as that account; an impersonated session skips the product signature. */
export function signInForDrafts(): void {
  const r = saveSession(
    {
      token: 't',
      roles: [SUPER_ROLE],
      name: '张校长',
      resources: [],
      permissions: [],
      products: [{ id: 1 }],
      productSign: '',
      userInfo: { phone: DRAFT_ACCOUNT.account, is_app: '1', wxAppName: '启明星' },
    },
    { impersonating: true },
  );
  if (!r.ok) throw new Error('not signed in');
}
