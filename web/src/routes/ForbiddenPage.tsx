import { Flex, Result } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '../widgets/busy';
import { HOME_PATH } from './paths';

/** /401: a signed-in person opened a page their role does not grant. */
export default function ForbiddenPage() {
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title="401"
      subTitle="抱歉，您没有权限访问该页面，如需访问请联系管理员。"
      extra={
        <Flex gap={8} justify="center" wrap>
          <Button onClick={() => navigate(-1)}>返回上一页</Button>
          <Link to={HOME_PATH}>
            <Button type="primary">返回首页</Button>
          </Link>
        </Flex>
      }
    />
  );
}
