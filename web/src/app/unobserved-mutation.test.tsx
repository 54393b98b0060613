import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';
import { useUnobservedMutation } from './unobserved-mutation';

const double = async (n: number) => {
  if (n < 0) throw new Error('负数');
  return n * 2;
};

describe('useUnobservedMutation', () => {
  it('answers the mutation, sends its failure to the error policy, and never renders its caller again', async () => {
    const onError = vi.fn();
    const client = createQueryClient(onError);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    let renders = 0;
    const { result } = renderHook(
      () => {
        renders += 1;
        return useUnobservedMutation(double);
      },
      { wrapper },
    );
    const rendered = renders;
    await act(async () => {
      await expect(result.current(21)).resolves.toBe(42);
      await expect(result.current(-1)).rejects.toThrow('负数');
    });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ message: '负数' });
    expect(renders).toBe(rendered);
  });
});
