import { theme } from 'antd';
import type { ReactNode } from 'react';

/**
 * One field of the sign-in forms: the input, and its message below it. antd's Form would do this, at the price
 * of its validator, grid and tooltip stacks on the page where most visits start (tests/bench/bundle.ts).
 */
export function LoginField({ id, error, children }: { id: string; error?: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div style={{ marginBottom: error ? 6 : 24 }}>
      {children}
      {error ? (
        <div id={`${id}-error`} role="alert" style={{ color: token.colorError, fontSize: 13, lineHeight: '18px' }}>
          {error}
        </div>
      ) : null}
    </div>
  );
}
