import { MSG, MSG_EXTRA } from '@console/contracts';
import { lazy, type ReactNode, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { describeError, errorText, TOAST_SECONDS } from '../app/error-policy';
import { Loading } from '../app/Loading';
import { useMessage } from '../app/message';
import { showErrorToast } from '../app/toast';
import { trpc } from '../app/trpc';
import { clearSession, saveSession, useSession } from '../session/store';

/** Knowing whether a path exists needs the route tables, which the login page must not load; hence lazy. */
const SignedOutRedirect = lazy(() => import('./SignedOutRedirect'));

/**
 * Signed-in routes: anyone without a session goes to `/login?redirect={full path}`, or to /404 when the path
 * is no page of any edition (spec §2).
 */
export function RequireAuth() {
  const session = useSession();
  if (!session) return <SignedOutRedirect />;
  return (
    <RoleLoader impersonating={session.impersonating}>
      <Outlet />
    </RoleLoader>
  );
}

/** How often a signed-in page reads its grants again while it stays open (a role edited meanwhile). */
export const GRANTS_REFRESH_MS = 3 * 60_000;

/**
 * Loads roles, resources and products on each page load (a sign-in primes it), so the server stays the
 * authority over what was kept locally, and reads them again when the window regains focus, every few minutes
 * and after a refused call (the error policy's `refreshGrants`): menus and buttons follow, and a page no
 * longer granted goes to /401. A failure of the first load resets the session, shows the error (or 'Has
 * Error') and sends the person to login (spec §8); a later read that fails keeps the session unless it has
 * ended (the guard above does the redirect once the session is gone).
 */
function RoleLoader({ impersonating, children }: { impersonating: boolean; children: ReactNode }) {
  const message = useMessage();
  const roles = trpc.session.resources.useQuery(undefined, {
    // Fresh for the gateway's own keeping time: focusing the window twice in a row reads once.
    staleTime: 30_000,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: true,
    refetchInterval: GRANTS_REFRESH_MS,
    meta: { silentError: true },
  });

  useEffect(() => {
    if (roles.data && !saveSession(roles.data, { impersonating }).ok) {
      showErrorToast(message, MSG_EXTRA.badSignature, TOAST_SECONDS.business);
    }
  }, [roles.data, impersonating, message]);

  useEffect(() => {
    if (!roles.error) return;
    // Grants already loaded: a read again that failed on the way (network) keeps what the person has.
    if (roles.data && describeError(roles.error).kind !== 'unauthorized') return;
    const text = describeError(roles.error).upstreamMsg || errorText(roles.error, MSG.roleLoadFallback);
    showErrorToast(message, text, TOAST_SECONDS.business);
    clearSession();
  }, [roles.error, roles.data, message]);

  if (!roles.data) return <Loading tip="正在加载账号信息…" />;
  return children;
}
