import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';
import { confirmLeave, hasUnsavedChanges, setUnsavedChanges } from './unsaved';

/**
 * Stops navigation away from a page with unsaved changes (spec §4) and asks first: 继续 leaves (and
 * drops the flag), 取消 stays. Leaving '/' never asks. Menus, tabs, search and links all navigate through
 * the router, so this one guard covers them.
 */
export function UnsavedGuard() {
  const { modal } = App.useApp();
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
    void confirmLeave(modal).then((leave) => {
      if (leave) {
        setUnsavedChanges(false);
        blocker.proceed();
      } else blocker.reset();
    });
  }, [blocker, modal]);
  return null;
}
