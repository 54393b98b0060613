import { Card, List, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { trpc } from '../../app/trpc';
import { tableLocale } from '../../widgets/load-error/LoadError';

/** The five latest platform notices, linking into the centre. */
export function LatestNotices() {
  // The smallest page the contract allows is 10; the card shows the first five.
  const notices = trpc.home.notices.useQuery({ page: 1, size: 10 });
  return (
    <Card title="最新公告" extra={<Link to="/center/notice">查看全部</Link>}>
      <List
        loading={notices.isLoading}
        dataSource={(notices.data?.list ?? []).slice(0, 5)}
        locale={tableLocale(notices, '公告') ?? { emptyText: '暂无公告' }}
        renderItem={(item) => (
          <List.Item
            key={item.id}
            extra={<Typography.Text type="secondary">{item.createTime.slice(0, 10)}</Typography.Text>}
          >
            <Link to={`/center/centerInfo/notice/${item.id}`}>{item.title}</Link>
          </List.Item>
        )}
      />
    </Card>
  );
}
