import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { type PolicyMeta, retryOnMount, retryQuery } from './error-policy';

/**
 * Server state lives here. Every failed query and mutation goes to `onError` (the error policy) with the
 * call's `meta`, so a call opts out by passing `meta: { silentError: true }`.
 */
export function createQueryClient(onError: (error: unknown, meta: PolicyMeta | undefined) => void): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _vars, _result, mutation) => onError(error, mutation.meta) }),
    defaultOptions: {
      // The upstream answers business errors deliberately, and retries would repeat their toasts; a page offers
      // its own retry instead, and a not-found or a fresh failure is not asked again by a mount (retryOnMount).
      // Calls always go out, whatever the browser believes about being online: React
      // Query would otherwise pause them on an 'offline' event and a save button would spin with no word, where
      // the error policy's network message is what the person should see.
      queries: {
        retry: retryQuery,
        retryOnMount: (query) => retryOnMount(query),
        refetchOnWindowFocus: false,
        staleTime: 30_000,
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
