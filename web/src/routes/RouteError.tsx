import { theme } from 'antd';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { logError } from '../shell/error-log';

/**
 * What a route shows when rendering it threw and nothing closer caught it: a plain message and a way back,
 * instead of the router's developer screen. The error goes to the error log.
 */
export function RouteError() {
  const error = useRouteError();
  const { token } = theme.useToken();
  useEffect(() => {
    if (import.meta.env.PROD) logError(error, 'route');
  }, [error]);
  return (
    <div role="alert" style={{ padding: '20vh 24px', textAlign: 'center', color: token.colorText }}>
      <h1 style={{ fontSize: 22, fontWeight: 600 }}>页面出错了</h1>
      <p style={{ color: token.colorTextSecondary }}>{error instanceof Error ? error.message : '请刷新页面后重试'}</p>
      <p>
        <a href="/" style={{ color: token.colorPrimary }}>
          返回首页
        </a>
      </p>
    </div>
  );
}
