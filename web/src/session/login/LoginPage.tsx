import type { SessionContent } from '@console/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { Loading } from '../../app/Loading';
import { trpc } from '../../app/trpc';
import { HOME_PATH, safeRedirect } from '../../routes/paths';
import { clearSession, useSession } from '../store';
import { LoginView, type Method } from './LoginView';
import { useCompleteSignIn } from './useCompleteSignIn';

/** `/login?id&ss&tt`: an administrator of the provider signing in as this customer. */
function impersonationOf(params: URLSearchParams): { id: string; ss: string; tt: string } | null {
  const id = params.get('id');
  const ss = params.get('ss');
  const tt = params.get('tt');
  return id && ss && tt ? { id, ss, tt } : null;
}

export function LoginPage() {
  const [params] = useSearchParams();
  const session = useSession();
  const completeSignIn = useCompleteSignIn();
  const [method, setMethod] = useState<Method>('password');
  // Set before the session is kept, so the render that first sees the session already knows where to go.
  const [signedIn, setSignedIn] = useState(false);
  const redirect = safeRedirect(params.get('redirect'));
  const impersonation = useMemo(() => impersonationOf(params), [params]);

  const finish = useCallback(
    (content: SessionContent, impersonating: boolean) => {
      setSignedIn(true);
      if (!completeSignIn(content, impersonating)) setSignedIn(false);
    },
    [completeSignIn],
  );
  const onSignedIn = useCallback((content: SessionContent) => finish(content, false), [finish]);

  // Admin login is refused silently (spec §8); the ordinary form is shown instead.
  const adminLogin = trpc.session.adminLogin.useMutation({ meta: { silentError: true } });
  const started = useRef(false);
  const { mutate: impersonate } = adminLogin;
  useEffect(() => {
    if (!impersonation || started.current) return;
    started.current = true;
    // Spec section 4: impersonation clears the existing session first.
    clearSession();
    impersonate(impersonation, { onSuccess: (content) => finish(content, true) });
  }, [impersonation, impersonate, finish]);

  if (session && signedIn) return <Navigate to={redirect} replace />;
  // With id, ss and tt a signed-in user stays here (the impersonation replaces the session); otherwise '/'.
  if (session && !impersonation) return <Navigate to={HOME_PATH} replace />;
  if (impersonation && (adminLogin.isPending || adminLogin.isIdle)) return <Loading tip="正在登录…" />;
  return <LoginView method={method} onMethod={setMethod} onSignedIn={onSignedIn} />;
}
