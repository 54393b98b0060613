import type { SessionContent } from '@console/contracts';
import { theme } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { Loading } from '../../app/Loading';
import { trpc } from '../../app/trpc';
import { HOME_PATH, SITE_TITLE, safeRedirect } from '../../routes/paths';
import { useBrandColors } from '../../shell/theme';
import { clearSession, useSession } from '../store';
import { LoginStyles } from './controls';
import { MethodTabs } from './MethodTabs';
import { PasswordLogin } from './PasswordForm';
import { SmsLogin } from './SmsLogin';
import { useCompleteSignIn } from './useCompleteSignIn';

type Method = 'password' | 'sms' | 'qr';
const METHODS: Array<{ value: Method; label: string }> = [
  { value: 'password', label: '账号登录' },
  { value: 'sms', label: '短信登录' },
  { value: 'qr', label: '扫码登录' },
];

// The QR code renderer is only needed by those who choose that tab.
const QrLogin = lazy(() => import('./QrLogin'));

/** `/login?id&ss&tt`: an administrator of the provider signing in as this customer. */
function impersonationOf(params: URLSearchParams): { id: string; ss: string; tt: string } | null {
  const id = params.get('id');
  const ss = params.get('ss');
  const tt = params.get('tt');
  return id && ss && tt ? { id, ss, tt } : null;
}

export function LoginPage() {
  const [params] = useSearchParams();
  const session = useSession();
  const completeSignIn = useCompleteSignIn();
  const [method, setMethod] = useState<Method>('password');
  // Set before the session is kept, so the render that first sees the session already knows where to go.
  const [signedIn, setSignedIn] = useState(false);
  const redirect = safeRedirect(params.get('redirect'));
  const { token } = theme.useToken();
  const impersonation = useMemo(() => impersonationOf(params), [params]);

  const finish = useCallback(
    (content: SessionContent, impersonating: boolean) => {
      setSignedIn(true);
      if (!completeSignIn(content, impersonating)) setSignedIn(false);
    },
    [completeSignIn],
  );
  const onSignedIn = useCallback((content: SessionContent) => finish(content, false), [finish]);

  // Admin login is refused silently (spec §8); the ordinary form is shown instead.
  const adminLogin = trpc.session.adminLogin.useMutation({ meta: { silentError: true } });
  const started = useRef(false);
  const { mutate: impersonate } = adminLogin;
  useEffect(() => {
    if (!impersonation || started.current) return;
    started.current = true;
    // Spec section 4: impersonation clears the existing session first.
    clearSession();
    impersonate(impersonation, { onSuccess: (content) => finish(content, true) });
  }, [impersonation, impersonate, finish]);

  if (session && signedIn) return <Navigate to={redirect} replace />;
  // With id, ss and tt a signed-in user stays here (the impersonation replaces the session); otherwise '/'.
  if (session && !impersonation) return <Navigate to={HOME_PATH} replace />;
  if (impersonation && (adminLogin.isPending || adminLogin.isIdle)) return <Loading tip="正在登录…" />;

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
        <MethodTabs<Method> value={method} onChange={setMethod} options={METHODS} label="登录方式" />
        {/* One form at a time: the QR pane polls while mounted, and leaving it must stop that. */}
        {method === 'password' ? <PasswordLogin onSignedIn={onSignedIn} /> : null}
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
