import type { AppRouter } from '@console/contracts/router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { trpc } from '../app/trpc';
import { useIdempotentMutation } from './idempotent';

type Outcome = 'ok' | 'refused' | 'lost';

/** A dialog's refund hook over a link that records each request's key and ends it as `next` says. */
function refundHook() {
  const keys: unknown[] = [];
  const outcomes: Outcome[] = [];
  const link: TRPCLink<AppRouter> =
    () =>
    ({ op }) =>
      observable((observer) => {
        keys.push(op.context.idempotencyKey);
        const outcome = outcomes.shift() ?? 'ok';
        if (outcome === 'ok') {
          observer.next({ result: { type: 'data', data: { ok: true } } });
          observer.complete();
        } else if (outcome === 'refused') {
          observer.error(
            new TRPCClientError('可退金额不足', {
              result: {
                error: {
                  message: '可退金额不足',
                  code: -32600,
                  data: {
                    code: 'BAD_REQUEST',
                    httpStatus: 400,
                    path: op.path,
                    kind: 'business',
                    upstream: undefined,
                    fieldErrors: undefined,
                  },
                },
              },
            }),
          );
        } else {
          observer.error(TRPCClientError.from(new TypeError('Failed to fetch')));
        }
      });
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const client = trpc.createClient({ links: [link] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <trpc.Provider client={client} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </trpc.Provider>
  );
  const { result } = renderHook(
    () =>
      useIdempotentMutation((c, input: { id: number; amount: number }, context) =>
        c.order.refund.mutate(input as never, { context }),
      ),
    { wrapper },
  );
  const send = async (input: { id: number; amount: number }, outcome: Outcome) => {
    outcomes.push(outcome);
    await act(() => result.current.mutateAsync(input).catch(() => undefined));
  };
  return { keys, send, end: () => act(() => result.current.endAction()) };
}

describe('useIdempotentMutation: one action, one key', () => {
  it('keeps the key while the answer was lost and for the same input only; an answer ends the action', async () => {
    const h = refundHook();
    await h.send({ id: 1, amount: 500 }, 'lost');
    await h.send({ id: 1, amount: 500 }, 'ok');
    await h.send({ id: 1, amount: 500 }, 'ok');
    expect(h.keys[0]).toBe(h.keys[1]);
    expect(h.keys[2]).not.toBe(h.keys[1]);
    await h.send({ id: 1, amount: 600 }, 'ok');
    expect(new Set(h.keys).size).toBe(3);
  });

  it('a refusal is an answer: sent again, the same input is a new action (its refusal is not replayed)', async () => {
    const h = refundHook();
    await h.send({ id: 1, amount: 500 }, 'refused');
    await h.send({ id: 1, amount: 500 }, 'ok');
    expect(h.keys[1]).not.toBe(h.keys[0]);
  });

  it('closing the dialog ends the action, even after a lost answer', async () => {
    const h = refundHook();
    await h.send({ id: 1, amount: 500 }, 'lost');
    h.end();
    await h.send({ id: 1, amount: 500 }, 'ok');
    expect(h.keys[1]).not.toBe(h.keys[0]);
    expect(h.keys[0]).toMatch(/^[\w-]{8,128}$/);
  });
});
