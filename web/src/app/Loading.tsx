import { theme } from 'antd';

/**
 * Whole-page loading state of the pages before the frame (route chunks, the role check, an impersonation
 * sign-in): a CSS spinner in the theme's colour. antd's Spin would add its own code to the login page.
 */
export function Loading({ tip }: { tip?: string }) {
  const { token } = theme.useToken();
  return (
    <div
      role="status"
      aria-label={tip ?? '加载中'}
      style={{
        minHeight: '60vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 12,
      }}
    >
      <style>{'@keyframes zx-spin{to{transform:rotate(360deg)}}'}</style>
      <span
        style={{
          width: 32,
          height: 32,
          borderRadius: '50%',
          border: `3px solid ${token.colorPrimaryBg}`,
          borderTopColor: token.colorPrimary,
          animation: 'zx-spin 0.8s linear infinite',
        }}
      />
      {tip ? <span style={{ color: token.colorTextSecondary }}>{tip}</span> : null}
    </div>
  );
}
