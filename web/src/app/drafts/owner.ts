import type { Session } from '../../session/rules';

/**
 * Whose drafts these are: the account's sign-in name and the shop and edition it works in. A draft is kept
 * through a sign-out and an expired session, and only the same account in the same shop is offered it.
 */
export function draftOwner(s: Session | null): { account: string; shop: string } | null {
  if (!s) return null;
  const account = s.userInfo.phone || s.name;
  if (!account) return null;
  return { account, shop: `${s.productId}:${s.wxAppName || s.userInfo.wxAppName || ''}` };
}
