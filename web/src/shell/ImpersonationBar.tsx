import { Alert } from 'antd';
import type { Session } from '../session/rules';
import { useLogout } from '../session/useLogout';
import { Button } from '../widgets/busy';

/**
 * On every page of a session the provider's administrator opened through an impersonation link: whose console
 * this is, so nothing done here is mistaken for the account's own sign-in, and 退出 to end it (issue 29).
 */
export function ImpersonationBar({ session }: { session: Session }) {
  const { logout, pending } = useLogout();
  return (
    <Alert
      banner
      type="info"
      role="status"
      title={`正在以「${session.name}」的身份查看`}
      action={
        <Button size="small" onClick={logout} disabled={pending}>
          退出
        </Button>
      }
    />
  );
}
