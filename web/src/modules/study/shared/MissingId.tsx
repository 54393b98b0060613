import { Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../widgets/busy';

/** An edit or detail page opened without the id of what it shows. */
export function MissingId({ what, back }: { what: string; back: string }) {
  const navigate = useNavigate();
  return (
    <Result
      status="warning"
      title={`请从列表选择要查看的${what}`}
      extra={<Button onClick={() => navigate(back)}>返回列表</Button>}
    />
  );
}
