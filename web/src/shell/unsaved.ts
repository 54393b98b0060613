import { MSG } from '@console/contracts';
import type { HookAPI } from 'antd/es/modal/useModal';
import { useEffect } from 'react';
import { readText, writeText } from '../session/storage';

/**
 * The unsaved-changes flag (spec §4): while a page has changes it has not saved, leaving it (except from
 * '/') asks '此操作将不会保存已有修改, 是否继续?' first. The flag lives in local storage, as the route-leave alert
 * flag the spec describes, so the menus can see it too.
 */
export function hasUnsavedChanges(): boolean {
  return readText('routeLeaveAlert') === '1';
}

export function setUnsavedChanges(on: boolean): void {
  writeText('routeLeaveAlert', on ? '1' : null);
}

/**
 * For pages with forms: pass whether the form differs from what was saved. The flag is held while the page is
 * shown (a cached page in a hidden tab does not hold it) and the browser also asks before closing the window.
 */
export function useUnsavedChanges(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    setUnsavedChanges(true);
    const beforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', beforeUnload);
    return () => {
      setUnsavedChanges(false);
      window.removeEventListener('beforeunload', beforeUnload);
    };
  }, [dirty]);
}

/** Asks whether to leave without saving; resolves true for 继续. */
export function confirmLeave(modal: HookAPI): Promise<boolean> {
  return new Promise((resolve) => {
    modal.confirm({
      title: MSG.upgradeTitle,
      content: MSG.unsavedChanges,
      okText: MSG.continue,
      cancelText: MSG.cancel,
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}
