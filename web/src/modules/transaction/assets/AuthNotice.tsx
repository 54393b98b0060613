import type { AuthStatus } from '@console/contracts';
import { Alert } from 'antd';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../widgets/busy';

export const AUTH_PATH = '/transaction/assets/total/create';

/** Where the shop's withdrawal authentication stands, and the way to it, for the pages that need it. */
export function AuthNotice(p: { status: AuthStatus; reason?: string | null; account?: string }) {
  const navigate = useNavigate();
  const go = (text: string) => (
    <Button size="small" type="primary" onClick={() => navigate(AUTH_PATH)}>
      {text}
    </Button>
  );
  switch (p.status) {
    case 'none':
      return <Alert type="warning" showIcon title="尚未完成提现认证，认证通过后才能提现" action={go('去认证')} />;
    case 'reviewing':
      return <Alert type="info" showIcon title="提现认证审核中，审核通过后即可提现" />;
    case 'rejected':
      return (
        <Alert
          type="error"
          showIcon
          title="提现认证未通过"
          description={p.reason ? `驳回原因：${p.reason}` : undefined}
          action={go('重新认证')}
        />
      );
    case 'approved':
      return (
        <Alert
          type="success"
          showIcon
          title={`提现认证已通过${p.account ? `，提现将转入 ${p.account}` : ''}`}
          action={
            <Button size="small" onClick={() => navigate(AUTH_PATH)}>
              重新认证
            </Button>
          }
        />
      );
  }
}
