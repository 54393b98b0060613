import { MutationObserver, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';

/**
 * Runs a mutation through the query client's mutation cache, so that its failure meets the error policy as
 * every mutation's does, with no component observing its states: a page that only awaits the answer (the
 * batch upload saving a draft for each finished file) is not rendered again on every pending and success.
 */
export function useUnobservedMutation<TVariables, TData>(
  mutationFn: (variables: TVariables) => Promise<TData>,
): (variables: TVariables) => Promise<TData> {
  const client = useQueryClient();
  const latest = useRef(mutationFn);
  latest.current = mutationFn;
  return useCallback(
    (variables: TVariables) =>
      new MutationObserver<TData, Error, TVariables>(client, { mutationFn: (v) => latest.current(v) }).mutate(
        variables,
      ),
    [client],
  );
}
