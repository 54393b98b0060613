import { MSG_EXTRA, type SessionContent } from '@console/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { TOAST_SECONDS } from '../../app/error-policy';
import { useMessage } from '../../app/message';
import { showErrorToast } from '../../app/toast';
import { trpc } from '../../app/trpc';
import { saveSession } from '../store';

/**
 * Keeps a successful sign-in. Server state of any previous user is dropped first, and the role check of the
 * guard is primed with the same content so the first page does not ask again. False when the product list
 * fails its signature: storage is cleared and the person stays on the login page.
 */
export function useCompleteSignIn(): (content: SessionContent, impersonating: boolean) => boolean {
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  const message = useMessage();
  return useCallback(
    (content, impersonating) => {
      queryClient.removeQueries();
      if (!saveSession(content, { impersonating }).ok) {
        showErrorToast(message, MSG_EXTRA.badSignature, TOAST_SECONDS.business);
        return false;
      }
      utils.session.resources.setData(undefined, content);
      return true;
    },
    [queryClient, utils, message],
  );
}
