import { Navigate, useLocation } from 'react-router-dom';
import { isKnownPath } from './known';
import { fullPath, loginPath } from './paths';

/** A visit without a session: known pages ask to sign in first and come back; unknown paths are not found. */
export default function SignedOutRedirect() {
  const location = useLocation();
  if (!isKnownPath(location.pathname)) return <Navigate to="/404" replace />;
  return <Navigate to={loginPath(fullPath(location))} replace />;
}
