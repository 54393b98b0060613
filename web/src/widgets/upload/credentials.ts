import { useMemo } from 'react';
import { trpc } from '../../app/trpc';
import { getSession } from '../../session/store';
import { CredentialSource } from './oss';

/**
 * One credential source per signed-in session: credentials are reused between uploads while they last, and a
 * new session (another shop's prefix) never sees the last one's.
 */
let shared: { token: string; source: CredentialSource } | null = null;

export function useCredentialSource(): CredentialSource {
  const utils = trpc.useUtils();
  return useMemo(() => {
    const token = getSession()?.token ?? '';
    if (!shared || shared.token !== token) {
      // Through the query cache, so a failure meets the error policy (401 signs out, others toast).
      const fetch = () => utils.media.ossSign.fetch(undefined, { staleTime: 0, gcTime: 0 });
      shared = { token, source: new CredentialSource(fetch) };
    }
    return shared.source;
  }, [utils]);
}
