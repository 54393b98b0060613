import { Empty, List, Typography } from 'antd';
import { useState } from 'react';
import { trpc } from '../../../app/trpc';
import { ListItemMeta } from '../../../widgets/ListItemMeta';
import { LoadError } from '../../../widgets/load-error/LoadError';

/** The lead's WeChat interactions (`get/wxuser/interaction/list`): pages viewed, activities joined. */
export function Interactions({ clewId, phone }: { clewId: number; phone: string }) {
  const [page, setPage] = useState(1);
  const list = trpc.clue.interactions.useQuery({ clewId, phone, page, size: 10 });
  if (list.error)
    return <LoadError error={list.error} onRetry={list.refetch} retrying={list.isFetching} what="互动记录" compact />;
  if (list.data && list.data.total === 0) return <Empty description="暂无微信互动记录" />;
  return (
    <List
      loading={list.isFetching}
      dataSource={list.data?.list ?? []}
      pagination={{
        current: page,
        pageSize: 10,
        total: list.data?.total ?? 0,
        onChange: setPage,
        hideOnSinglePage: true,
        size: 'small',
      }}
      renderItem={(item) => (
        <List.Item key={item.id}>
          <ListItemMeta
            title={
              <span>
                {item.action} <Typography.Text strong>{item.target}</Typography.Text>
              </span>
            }
            description={item.createTime}
          />
        </List.Item>
      )}
    />
  );
}
