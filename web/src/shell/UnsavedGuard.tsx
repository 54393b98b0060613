import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { useBlocker, useLocation } from 'react-router-dom';
import { DRAFT_KEPT, keepDraftsOf } from '../app/drafts';
import { usePageCache } from './context';
import { confirmLeave, hasUnsavedChanges, setUnsavedChanges } from './unsaved';

/**
 * Stops navigation away from a page with unsaved changes (spec §4) and asks first: 继续 leaves (and
 * drops the flag), 取消 stays. Leaving '/' never asks. Menus, tabs, search and links all navigate through
 * the router, so this one guard covers them. A page left with 继续 keeps what was typed in it, hidden behind its
 * tab: the keep-alive never lets it go until it is shown again, and its form's draft is kept for later (drafts).
 */
export function UnsavedGuard() {
  const { modal, message } = App.useApp();
  const { leftUnsaved } = usePageCache();
  const { pathname } = useLocation();
  const asking = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges() && currentLocation.pathname !== '/' && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    // One question per blocked navigation: the flag drops only once the router has left the blocked state,
    // so a render between the answer and the router's reset cannot ask again.
    if (blocker.state !== 'blocked') {
      asking.current = false;
      return;
    }
    if (asking.current) return;
    asking.current = true;
    const leaving = pathname;
    void confirmLeave(modal).then((leave) => {
      if (leave) {
        // What was typed is not thrown away: its draft is written now, and offered when the page opens again.
        if (keepDraftsOf(leaving)) void message.info(DRAFT_KEPT);
        leftUnsaved(leaving);
        setUnsavedChanges(false);
        blocker.proceed();
      } else blocker.reset();
    });
  }, [blocker, modal, message, leftUnsaved, pathname]);
  return null;
}
