import { onlineManager, QueryObserver } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';

describe('createQueryClient', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('sends calls while the browser says it is offline, and their failures reach the error policy', async () => {
    const onError = vi.fn();
    const client = createQueryClient(onError);
    onlineManager.setOnline(false);
    const send = vi.fn(async () => {
      throw new Error('fetch failed');
    });
    const mutation = client.getMutationCache().build(client, { mutationFn: send, meta: { silentError: false } });
    await expect(mutation.execute(undefined)).rejects.toThrow('fetch failed');
    expect(send).toHaveBeenCalledOnce();
    await expect(client.fetchQuery({ queryKey: ['q'], queryFn: async () => 'answered' })).resolves.toBe('answered');
    expect(onError).toHaveBeenCalledWith(expect.any(Error), { silentError: false });
  });
});

describe('a failed item is not asked again by the pieces that mount to read it', () => {
  it('a not-found get, read by a page that remounts its form on every change of state, is asked once', async () => {
    const client = createQueryClient(() => undefined);
    const gone = new TRPCClientError('not found', {
      result: { error: { message: 'not found', code: -32004, data: { kind: 'notFound', httpStatus: 404 } } },
    });
    const get = vi.fn(async () => {
      throw gone;
    });
    const options = { queryKey: ['role.get', { id: 9999 }], queryFn: get };
    // The page's own reader.
    const page = new QueryObserver(client, options);
    const stopPage = page.subscribe(() => undefined);
    await vi.waitFor(() => expect(page.getCurrentResult().isError).toBe(true));
    // The form it mounts once the load is over, unmounted and mounted again as the page's state changes.
    for (let i = 0; i < 5; i += 1) {
      const form = new QueryObserver(client, options);
      expect(form.getOptimisticResult(client.defaultQueryOptions(options)).isPending).toBe(false);
      form.subscribe(() => undefined)();
    }
    stopPage();
    expect(get).toHaveBeenCalledOnce();
  });
});
