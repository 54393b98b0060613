import { productSignature, SUPER_ROLE } from '@console/contracts';
import type { AppRouter } from '@console/contracts/router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { MessageProvider, useMessageApi } from '../app/message';
import { trpc } from '../app/trpc';
import { getSession, saveSession } from '../session/store';

/** Answers for procedures by name ('home.upgradeApply'); a thrown value becomes the call's error. */
export type Answers = Record<string, (input: unknown) => unknown>;

/** A tRPC link that answers from `answers` and records every call, for component tests. */
export function fakeLink(answers: Answers, calls: Array<{ path: string; input: unknown }>): TRPCLink<AppRouter> {
  return () =>
    ({ op }) =>
      observable((observer) => {
        calls.push({ path: op.path, input: op.input });
        const answer = answers[op.path];
        Promise.resolve()
          .then(() => {
            if (!answer) throw new Error(`no answer for ${op.path}`);
            return answer(op.input);
          })
          .then(
            (data) => {
              observer.next({ result: { type: 'data', data } });
              observer.complete();
            },
            (error: unknown) =>
              observer.error(TRPCClientError.from(error instanceof Error ? error : new Error(String(error)))),
          );
      });
}

/** Toasts, as the console's root provides them. */
function WithMessages({ children }: { children: ReactNode }) {
  const [api, holder] = useMessageApi();
  return (
    <MessageProvider api={api}>
      {holder}
      {children}
    </MessageProvider>
  );
}

/**
 * The shop owner (the super role): what a component shows to someone who may do everything. A test about
 * fewer rights saves its own session first.
 */
function signInOwnerUnlessSignedIn() {
  if (getSession()) return;
  saveSession({
    token: 'zx_owner',
    roles: [SUPER_ROLE],
    name: '店长',
    resources: [],
    permissions: [],
    products: [{ id: 1 }],
    productSign: productSignature([1]),
    userInfo: { is_app: '1', shop_id: 1 },
  });
}

/**
 * Renders `element` at `path` inside the providers the console's components expect, signed in (as the shop
 * owner unless the test saved another session). `pattern` is the route it is mounted on, for a page that reads
 * its address's parameters (`/setting/user/edit/:id`).
 */
export function withProviders(element: ReactNode, answers: Answers, path = '/', pattern = '*') {
  signInOwnerUnlessSignedIn();
  const calls: Array<{ path: string; input: unknown }> = [];
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const client = trpc.createClient({ links: [fakeLink(answers, calls)] });
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>首页</p> },
      { path: pattern, element },
    ],
    { initialEntries: ['/', path], initialIndex: 1 },
  );
  const ui = (
    <trpc.Provider client={client} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <App>
          <WithMessages>
            <RouterProvider router={router} />
          </WithMessages>
        </App>
      </QueryClientProvider>
    </trpc.Provider>
  );
  return { ui, calls, router };
}
