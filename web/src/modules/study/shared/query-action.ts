import { useMutation } from '@tanstack/react-query';
import { trpc } from '../../../app/trpc';

type Client = ReturnType<typeof trpc.useUtils>['client'];

/**
 * A GET call made on a click (deleting a comment is `GET …/delete/{id}` upstream): tRPC makes it a query, so
 * it runs through the client inside a mutation, where the error policy applies as to any other.
 */
export function useQueryAction<I>(run: (client: Client, input: I) => Promise<unknown>) {
  const utils = trpc.useUtils();
  return useMutation({ mutationFn: (input: I) => run(utils.client, input) });
}
