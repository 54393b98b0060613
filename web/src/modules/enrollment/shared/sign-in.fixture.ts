import { saveSession } from '../../../session/store';

/** Signs in (locally) as the demo shop's admin, whose drafts are kept under `13800000001` and `1:启明星`. */
export function signInForDrafts() {
  saveSession(
    {
      token: 't',
      roles: ['admin'],
      name: '张校长',
      resources: [],
      permissions: [],
      products: [{ id: 1 }],
      productSign: '',
      userInfo: { phone: '13800000001', is_app: '1', wxAppName: '启明星' },
    },
    { impersonating: true },
  );
}

export const DRAFT_OWNER = { account: '13800000001', shop: '1:启明星' } as const;
