import { MSG, MSG_EXTRA } from '@console/contracts';
import { App } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { describeError, errorText, TOAST_SECONDS } from '../app/error-policy';
import { trpc } from '../app/trpc';
import { clearSession, saveSession, useSession } from '../session/store';
import { PageSpin } from '../widgets/PageSpin';
import { fullPath, loginPath } from './paths';

/** Signed-in routes: anyone without a session goes to `/login?redirect={full path}` (spec section 2). */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to={loginPath(fullPath(location))} replace />;
  return (
    <RoleLoader impersonating={session.impersonating}>
      <Outlet />
    </RoleLoader>
  );
}

/**
 * Loads roles, resources and products once per page load (a sign-in primes it), so the server stays the
 * authority over what was kept locally. A failure resets the session, shows the error (or 'Has Error') and
 * sends the person to login (spec section 8); the guard above does the redirect once the session is gone.
 */
function RoleLoader({ impersonating, children }: { impersonating: boolean; children: ReactNode }) {
  const { message } = App.useApp();
  const roles = trpc.session.resources.useQuery(undefined, {
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    meta: { silentError: true },
  });

  useEffect(() => {
    if (roles.data && !saveSession(roles.data, { impersonating }).ok) {
      message.error(MSG_EXTRA.badSignature, TOAST_SECONDS.business);
    }
  }, [roles.data, impersonating, message]);

  useEffect(() => {
    if (!roles.error) return;
    const text = describeError(roles.error).upstreamMsg || errorText(roles.error, MSG.roleLoadFallback);
    message.error(text, TOAST_SECONDS.business);
    clearSession();
  }, [roles.error, message]);

  if (!roles.data) return <PageSpin tip="正在加载账号信息…" />;
  return children;
}
