import { Result } from 'antd';
import { Link } from 'react-router-dom';
import { Button } from '../widgets/busy';
import { HOME_PATH } from './paths';

export default function NotFoundPage() {
  return (
    <Result
      status="404"
      title="404"
      subTitle="抱歉，您访问的页面不存在。"
      extra={
        <Link to={HOME_PATH}>
          <Button type="primary">返回首页</Button>
        </Link>
      }
    />
  );
}
