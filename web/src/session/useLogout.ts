import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { trpc } from '../app/trpc';
import { clearSession } from './store';

/**
 * Signing out (spec §4): tell the upstream, then clear the token, roles, products, productSign and every
 * other kept field, whatever the upstream answered (the person asked to leave). With the session gone, the
 * guard sends the person to /login?redirect={full path}.
 */
export function useLogout(): { logout: () => void; pending: boolean } {
  const queryClient = useQueryClient();
  const mutation = trpc.session.logout.useMutation({
    meta: { silentError: true },
    onSettled: () => {
      clearSession();
      queryClient.removeQueries();
    },
  });
  const logout = useCallback(() => mutation.mutate({}), [mutation]);
  return { logout, pending: mutation.isPending };
}
