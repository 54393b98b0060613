import { onlineManager } from '@tanstack/react-query';
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
