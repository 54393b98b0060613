import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { renderToString } from 'react-dom/server';
import { createTrpcClient, trpc } from '../../app/trpc';
import { DEFAULT_SETTINGS } from '../../shell/settings';
import { antdTheme, componentSize } from '../../shell/theme';
import { LoginView } from './LoginView';

const nothing = () => undefined;

/**
 * The sign-in card of /login as the first HTML shows it, before the app's code has come: the real LoginView,
 * drawn at build time (web/vite.config.ts puts it in dist/login.html, which the gateway answers /login with) in the
 * default theme. It takes typing but cannot be sent; the app replaces it when it
 * starts, keeping what was typed (first-html.ts).
 */
export function renderLoginShell(): string {
  const queryClient = new QueryClient();
  return renderToString(
    <ConfigProvider
      locale={zhCN}
      theme={antdTheme(DEFAULT_SETTINGS)}
      componentSize={componentSize(DEFAULT_SETTINGS.size)}
    >
      <trpc.Provider client={createTrpcClient()} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <LoginView method="password" onMethod={nothing} onSignedIn={nothing} live={false} />
        </QueryClientProvider>
      </trpc.Provider>
    </ConfigProvider>,
  );
}
