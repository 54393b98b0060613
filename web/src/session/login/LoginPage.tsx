import type { SessionContent } from '@console/contracts';
import { Card, Flex, Spin, Tabs, Typography, theme } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { trpc } from '../../app/trpc';
import { HOME_PATH, SITE_TITLE, safeRedirect } from '../../routes/paths';
import { PageSpin } from '../../widgets/PageSpin';
import { clearSession, useSession } from '../store';
import { PasswordLogin } from './PasswordForm';
import { SmsLogin } from './SmsLogin';
import { useCompleteSignIn } from './useCompleteSignIn';

type Method = 'password' | 'sms' | 'qr';

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
  const impersonation = useMemo(() => impersonationOf(params), [params]);

  const finish = useCallback(
    (content: SessionContent, impersonating: boolean) => {
      setSignedIn(true);
      if (!completeSignIn(content, impersonating)) setSignedIn(false);
    },
    [completeSignIn],
  );
  const onSignedIn = useCallback((content: SessionContent) => finish(content, false), [finish]);

  // Admin login is refused silently (spec section 8); the ordinary form is shown instead.
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
  if (impersonation && (adminLogin.isPending || adminLogin.isIdle)) return <PageSpin tip="正在登录…" />;

  return (
    <Flex
      align="center"
      justify="center"
      style={{
        minHeight: '100vh',
        padding: 16,
        boxSizing: 'border-box',
        background: 'linear-gradient(135deg, #e8f0fe 0%, #f5f7fa 55%, #dde8fb 100%)',
      }}
    >
      <Card style={{ width: 400, maxWidth: '100%', boxShadow: '0 12px 40px rgba(0, 0, 0, 0.08)' }}>
        <Flex vertical align="center" gap={4} style={{ marginBottom: 8 }}>
          <Logo />
          <Typography.Title level={3} style={{ margin: '8px 0 0' }}>
            {SITE_TITLE}
          </Typography.Title>
          <Typography.Text type="secondary">培训机构与门店运营管理</Typography.Text>
        </Flex>
        <Tabs
          centered
          activeKey={method}
          onChange={(key) => setMethod(key as Method)}
          // The QR pane polls while mounted; leaving the tab must stop it.
          destroyOnHidden
          items={[
            { key: 'password', label: '账号登录', children: <PasswordLogin onSignedIn={onSignedIn} /> },
            { key: 'sms', label: '短信登录', children: <SmsLogin onSignedIn={onSignedIn} /> },
            {
              key: 'qr',
              label: '扫码登录',
              children: (
                <Suspense
                  fallback={
                    <Flex justify="center" style={{ padding: 96 }}>
                      <Spin />
                    </Flex>
                  }
                >
                  <QrLogin onSignedIn={onSignedIn} />
                </Suspense>
              ),
            },
          ]}
        />
      </Card>
    </Flex>
  );
}

function Logo() {
  const { token } = theme.useToken();
  return (
    <svg width="48" height="48" viewBox="0 0 48 48" aria-hidden="true">
      <rect width="48" height="48" rx="12" fill={token.colorPrimary} />
      <text x="24" y="32" textAnchor="middle" fontSize="22" fontWeight="600" fill="#fff">
        智
      </text>
    </svg>
  );
}
