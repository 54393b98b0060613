import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { type ButtonHTMLAttributes, type InputHTMLAttributes, type ReactNode, type Ref, useState } from 'react';
import { useBrandColors } from '../../shell/theme';

/**
 * The sign-in page's inputs and buttons: plain elements drawn with antd's theme tokens. antd's Input and
 * Button, with the form context, wave effect and colour utilities they import, would make up a third of the
 * login page's script (tests/bench/bundle.ts); the frame after sign-in uses antd's own throughout.
 */
export function LoginStyles() {
  const { token } = theme.useToken();
  const brand = useBrandColors();
  return (
    <style>{`
.zx-login-box{display:flex;align-items:center;gap:8px;height:40px;padding:0 11px;border:1px solid ${token.colorBorder};
  border-radius:${token.borderRadiusLG}px;background:${token.colorBgContainer};transition:border-color .2s,box-shadow .2s;box-sizing:border-box}
.zx-login-box:hover{border-color:${token.colorPrimaryHover}}
.zx-login-box:focus-within{border-color:${token.colorPrimary};box-shadow:0 0 0 2px ${token.colorPrimaryBg}}
.zx-login-box[data-error]{border-color:${token.colorError}}
.zx-login-box[data-error]:focus-within{box-shadow:0 0 0 2px ${token.colorErrorBg}}
.zx-login-box input{flex:1;min-width:0;border:0;outline:0;background:transparent;font-size:16px;color:${token.colorText};padding:0}
.zx-login-box input::placeholder{color:${token.colorTextPlaceholder}}
.zx-login-box .zx-login-icon{color:${token.colorTextTertiary};display:inline-flex}
.zx-login-btn{height:40px;padding:0 15px;font-size:16px;border-radius:${token.borderRadiusLG}px;cursor:pointer;white-space:nowrap;
  border:1px solid ${token.colorBorder};background:${token.colorBgContainer};color:${token.colorText};transition:all .2s}
.zx-login-btn:hover:not(:disabled){color:${token.colorPrimaryTextHover};border-color:${token.colorPrimaryHover}}
.zx-login-btn[data-primary]{background:${brand.solid};border-color:${brand.solid};color:${brand.onSolid};width:100%}
.zx-login-btn[data-primary]:hover:not(:disabled){background:${brand.solidHover};color:${brand.onSolid}}
.zx-login-btn:disabled{cursor:not-allowed;opacity:.6}
.zx-login-btn:focus-visible,.zx-login-tab:focus-visible{outline:2px solid ${token.colorPrimaryBorder};outline-offset:1px}
`}</style>
  );
}

export function LoginInput({
  icon,
  invalid,
  password,
  suffix,
  ref,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  icon: ReactNode;
  invalid: boolean;
  password?: boolean;
  suffix?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}) {
  const [shown, setShown] = useState(false);
  return (
    <div className="zx-login-box" data-error={invalid ? '' : undefined}>
      <span className="zx-login-icon">{icon}</span>
      <input
        {...input}
        ref={ref}
        type={password && !shown ? 'password' : (input.type ?? 'text')}
        aria-invalid={invalid}
      />
      {password ? (
        <button
          type="button"
          className="zx-login-icon"
          aria-label={shown ? '隐藏密码' : '显示密码'}
          onClick={() => setShown(!shown)}
          style={{ border: 0, background: 'transparent', cursor: 'pointer', padding: 0 }}
        >
          {shown ? <EyeOutlined /> : <EyeInvisibleOutlined />}
        </button>
      ) : null}
      {suffix}
    </div>
  );
}

export function LoginButton({
  primary,
  loading,
  children,
  ...button
}: ButtonHTMLAttributes<HTMLButtonElement> & { primary?: boolean; loading?: boolean }) {
  return (
    <button
      type="button"
      {...button}
      className="zx-login-btn"
      data-primary={primary ? '' : undefined}
      disabled={button.disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading ? '请稍候…' : children}
    </button>
  );
}
