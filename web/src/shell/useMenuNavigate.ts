import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { RouteNode } from '../routes/build';
import { gateFor } from '../session/access';
import { useUpgradePrompt } from '../session/gate/useUpgradePrompt';
import { clearSession } from '../session/store';
import { useShell } from './context';
import { writeRememberedTab } from './remembered-tab';

export interface MenuTarget {
  to?: string | null;
  external?: { url: string; newWindow?: boolean };
  /** The page it opens: its product gate and remembered tab apply. */
  node?: RouteNode;
}

/** Size of the new window the marketing admissions tools open in. */
const NEW_WINDOW = 'noopener,noreferrer,width=1280,height=860';

/**
 * Choosing a menu entry (spec §2 and §6): external links open in a new tab, or a new window for the
 * admissions tools; a product the account lacks asks to upgrade instead of navigating; a page with a remembered
 * tab starts on the tab its route declares. Navigation itself goes through the router, where the
 * unsaved-changes guard may stop it.
 */
export function useMenuNavigate(): (target: MenuTarget) => void {
  const navigate = useNavigate();
  const { session } = useShell();
  const prompt = useUpgradePrompt();
  return useCallback(
    (target) => {
      if (target.external) {
        if (target.external.newWindow) window.open(target.external.url, '_blank', NEW_WINDOW);
        else window.open(target.external.url, '_blank', 'noopener,noreferrer');
        return;
      }
      if (!target.to) return;
      if (target.node) {
        const gate = gateFor(target.node, session);
        if (gate.kind === 'upgrade') {
          prompt(gate.productId, { back: false });
          return;
        }
        if (gate.kind === 'signIn') {
          clearSession();
          return;
        }
        const remember = target.node.meta.rememberTab;
        if (remember) writeRememberedTab(remember.key, remember.value);
      }
      void navigate(target.to);
    },
    [navigate, session, prompt],
  );
}
