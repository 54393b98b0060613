import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { Loading } from '../app/Loading';
import { HOME_PATH } from './paths';

/** The message the opener of an authorisation window receives. */
export const AUTH_REDIRECT_MESSAGE = 'zx-auth-redirect';

/**
 * /auth-redirect (public, spec §2): where a third-party authorisation (WeChat binding) returns in a
 * window the console opened. It hands the returned query to the opener, on this origin only, and closes;
 * opened any other way it has nobody to tell and goes home.
 */
export default function AuthRedirectPage() {
  // Read once: the page only decides what to do when it opens.
  const [opener] = useState(() => window.opener as Window | null);
  useEffect(() => {
    if (!opener) return;
    const params = Object.fromEntries(new URLSearchParams(window.location.search));
    opener.postMessage({ type: AUTH_REDIRECT_MESSAGE, params }, window.location.origin);
    window.close();
  }, [opener]);
  if (!opener) return <Navigate to={HOME_PATH} replace />;
  return <Loading tip="授权完成，正在返回…" />;
}
