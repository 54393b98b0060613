import type { SessionContent } from '@console/contracts';
import { theme } from 'antd';
import { lazy, Suspense } from 'react';
import { Loading } from '../../app/Loading';
import { SITE_TITLE } from '../../routes/paths';
import { useBrandColors } from '../../shell/theme';
import { LoginStyles } from './controls';
import { MethodTabs } from './MethodTabs';
import { PasswordLogin } from './PasswordForm';
import { SmsLogin } from './SmsLogin';

export type Method = 'password' | 'sms' | 'qr';
const METHODS: Array<{ value: Method; label: string }> = [
  { value: 'password', label: '账号登录' },
  { value: 'sms', label: '短信登录' },
  { value: 'qr', label: '扫码登录' },
];

// The QR code renderer is only needed by those who choose that tab.
const QrLogin = lazy(() => import('./QrLogin'));

export interface LoginViewProps {
  method: Method;
  onMethod: (method: Method) => void;
  onSignedIn: (content: SessionContent) => void;
  /**
   * False in the first HTML of /login (login-shell.tsx), drawn before the app's code has come: the form shows and
   * takes typing, and cannot be sent until the app takes over.
   */
  live?: boolean;
}

/** The sign-in card: the site's name, the three sign-in methods (spec §4) and the chosen method's form. */
export function LoginView({ method, onMethod, onSignedIn, live = true }: LoginViewProps) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: '100vh',
        padding: 16,
        boxSizing: 'border-box',
        background: 'linear-gradient(135deg, #e8f0fe 0%, #f5f7fa 55%, #dde8fb 100%)',
      }}
    >
      {/* Plain elements rather than Card, Tabs, Segmented and Typography: this page is where most visits start, and those
          components would bring most of antd with them (see tests/bench/bundle.ts). */}
      <main
        style={{
          width: 400,
          maxWidth: '100%',
          boxSizing: 'border-box',
          padding: '32px 28px 28px',
          borderRadius: token.borderRadiusLG,
          background: token.colorBgContainer,
          boxShadow: '0 12px 40px rgba(0, 0, 0, 0.08)',
        }}
      >
        <LoginStyles />
        <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4, marginBottom: 20 }}>
          <Logo />
          <h1 style={{ margin: '8px 0 0', fontSize: 24, fontWeight: 600, color: token.colorTextHeading }}>
            {SITE_TITLE}
          </h1>
          <span style={{ color: token.colorTextSecondary }}>培训机构与门店运营管理</span>
        </div>
        <MethodTabs<Method> value={method} onChange={onMethod} options={METHODS} label="登录方式" disabled={!live} />
        {/* One form at a time: the QR pane polls while mounted, and leaving it must stop that. */}
        {method === 'password' ? <PasswordLogin onSignedIn={onSignedIn} live={live} /> : null}
        {method === 'sms' ? <SmsLogin onSignedIn={onSignedIn} /> : null}
        {method === 'qr' ? (
          <Suspense fallback={<Loading />}>
            <QrLogin onSignedIn={onSignedIn} />
          </Suspense>
        ) : null}
      </main>
    </div>
  );
}

function Logo() {
  const brand = useBrandColors();
  return (
    <svg width="48" height="48" viewBox="0 0 48 48" aria-hidden="true">
      <rect width="48" height="48" rx="12" fill={brand.solid} />
      <text x="24" y="32" textAnchor="middle" fontSize="22" fontWeight="600" fill={brand.onSolid}>
        智
      </text>
    </svg>
  );
}
