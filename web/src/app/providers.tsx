import { UI } from '@console/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import zhCN from 'antd/locale/zh_CN';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { fullPath, loginPath } from '../routes/paths';
import { clearSession, getSession } from '../session/store';
import { handleError, type PolicyEffects } from './error-policy';
import { createQueryClient } from './query-client';
import type { AppBrowserRouter } from './router';
import { createTrpcClient, trpc } from './trpc';

/** Hands antd's context-aware `message` to the error policy, which runs outside React. */
function MessageBridge({ target }: { target: RefObject<MessageInstance | null> }) {
  const { message } = AntApp.useApp();
  useEffect(() => {
    target.current = message;
  }, [message, target]);
  return null;
}

export function Providers({ router }: { router: AppBrowserRouter }) {
  const messageRef = useRef<MessageInstance | null>(null);
  const [queryClient] = useState(() => {
    const effects: PolicyEffects = {
      // Keyed by text, so a burst of identical failures shows one toast rather than a stack.
      toast: (text, seconds) =>
        void messageRef.current?.open({ type: 'error', content: text, duration: seconds, key: text }),
      clearSession: () => {
        const had = getSession() !== null;
        clearSession();
        return had;
      },
      redirectToLogin: () => void router.navigate(loginPath(fullPath(router.state.location)), { replace: true }),
    };
    return createQueryClient((error, meta) => handleError(error, meta, effects));
  });
  const [trpcClient] = useState(createTrpcClient);

  return (
    <ConfigProvider locale={zhCN} theme={{ token: { colorPrimary: UI.shellThemeColor } }}>
      <AntApp>
        <MessageBridge target={messageRef} />
        <trpc.Provider client={trpcClient} queryClient={queryClient}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </trpc.Provider>
      </AntApp>
    </ConfigProvider>
  );
}
