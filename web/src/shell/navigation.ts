import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { HOME_PATH } from '../routes/paths';

/**
 * Whether this tab has a page to go back to: an earlier entry of this page load (React Router numbers them),
 * or an earlier page the browser kept. A page opened on its own in a new tab has none.
 */
export function canGoBack(): boolean {
  const state: unknown = window.history.state;
  const idx = typeof state === 'object' && state !== null ? Number((state as { idx?: unknown }).idx) : 0;
  return idx > 0 || window.history.length > 1;
}

/** Back one page, as spec §4 asks of the gate and the apply dialog; home when this was the first page. */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    if (canGoBack()) void navigate(-1);
    else void navigate(HOME_PATH, { replace: true });
  }, [navigate]);
}
