import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { useMemo, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { fullPath, loginPath } from '../routes/paths';
import { clearSession, getSession } from '../session/store';
import { useSettings } from '../shell/settings';
import { antdTheme, componentSize } from '../shell/theme';
import { useReducedMotion } from '../shell/useReducedMotion';
import { handleError, type PolicyEffects } from './error-policy';
import { MessageProvider, useMessageApi } from './message';
import { createQueryClient } from './query-client';
import type { AppBrowserRouter } from './router';
import { showErrorToast } from './toast';
import { createTrpcClient, trpc } from './trpc';

export function Providers({ router }: { router: AppBrowserRouter }) {
  const settings = useSettings();
  const reducedMotion = useReducedMotion();
  const themeConfig = useMemo(
    () => antdTheme({ theme: settings.theme, dark: settings.dark, size: settings.size, reducedMotion }),
    [settings.theme, settings.dark, settings.size, reducedMotion],
  );
  return (
    <ConfigProvider locale={zhCN} theme={themeConfig} componentSize={componentSize(settings.size)}>
      <Data router={router} />
    </ConfigProvider>
  );
}

/** The session's grants query (`session.resources`, tRPC's key: [['session', 'resources'], …]). */
const isGrantsQuery = (key: readonly unknown[]): boolean => {
  const path = key[0];
  return Array.isArray(path) && path[0] === 'session' && path[1] === 'resources';
};

/** Server state and the error policy; inside ConfigProvider, so the policy's toasts take the theme. */
function Data({ router }: { router: AppBrowserRouter }) {
  const [message, holder] = useMessageApi();
  const [queryClient] = useState(() => {
    const effects: PolicyEffects = {
      toast: (text, seconds) => showErrorToast(message, text, seconds),
      clearSession: () => {
        const had = getSession() !== null;
        clearSession();
        return had;
      },
      redirectToLogin: () => void router.navigate(loginPath(fullPath(router.state.location)), { replace: true }),
      refreshGrants: () => void client.invalidateQueries({ predicate: (q) => isGrantsQuery(q.queryKey) }),
    };
    const client = createQueryClient((error, meta) => handleError(error, meta, effects));
    return client;
  });
  const [trpcClient] = useState(createTrpcClient);
  return (
    <MessageProvider api={message}>
      {holder}
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </trpc.Provider>
    </MessageProvider>
  );
}
