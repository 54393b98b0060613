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

/**
 * Loads roles, resources and products once per page load (a sign-in primes it), so the server stays the
 * authority over what was kept locally. A failure resets the session, shows the error (or 'Has Error') and
 * sends the person to login (spec §8); the guard above does the redirect once the session is gone.
 */
function RoleLoader({ impersonating, children }: { impersonating: boolean; children: ReactNode }) {
  const message = useMessage();
  const roles = trpc.session.resources.useQuery(undefined, {
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    meta: { silentError: true },
  });

  useEffect(() => {
    if (roles.data && !saveSession(roles.data, { impersonating }).ok) {
      showErrorToast(message, MSG_EXTRA.badSignature, TOAST_SECONDS.business);
    }
  }, [roles.data, impersonating, message]);

  useEffect(() => {
    if (!roles.error) return;
    const text = describeError(roles.error).upstreamMsg || errorText(roles.error, MSG.roleLoadFallback);
    showErrorToast(message, text, TOAST_SECONDS.business);
    clearSession();
  }, [roles.error, message]);

  if (!roles.data) return <Loading tip="正在加载账号信息…" />;
  return children;
}
