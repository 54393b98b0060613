import { formatRate, PLAYWAYS } from '@console/contracts';
import { Card, Flex, Image, Result, Skeleton, Space, Tabs, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { trpc } from '../../../app/trpc';
import { ListTable } from '../../../engine';
import { Button } from '../../../widgets/busy';
import { Heading } from '../../../widgets/Heading';
import { LoadError, type LoadState } from '../../../widgets/load-error/LoadError';
import { DailyChart } from './DailyChart';
import { Figures } from './Figures';
import { listOf } from './paths';
import { StatusTag } from './StatusTag';
import type { CampaignName, CampaignRow, CampaignStats } from './types';

export interface DataTab {
  key: string;
  label: string;
  /** The tab's table, for the campaign `id`. */
  render: (id: number) => ReactNode;
}

/** The campaign calls every playway has, by its name (tRPC's proxy cannot be indexed with its types intact). */
type Campaigns = Record<
  string,
  {
    get: { useQuery: (i: { id: number }, o: { enabled: boolean }) => LoadState & { data?: CampaignRow } };
    stats: {
      useQuery: (
        i: { id: number },
        o: { enabled: boolean },
      ) => LoadState & { data?: CampaignStats; isLoading: boolean };
    };
  }
>;

/** The campaign's id from the address (`?id=`), or null. */
export function useCampaignId(): number | null {
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * A playway's data page (`?id=` is the campaign): the campaign's name, status and window, its figures on
 * cards, a daily chart over its days, its prizes' stock where it has prizes, and its records in tabs (each
 * with its filters and export). The tab is kept in the address; switching drops the other tab's filters.
 */
export function DataPage({ playway, tabs }: { playway: CampaignName; tabs: readonly DataTab[] }) {
  const id = useCampaignId();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const label = PLAYWAYS.find((p) => p.key === playway)?.label ?? '';
  const hooks = (trpc as unknown as Campaigns)[playway];
  const campaign = hooks?.get.useQuery({ id: id ?? 0 }, { enabled: id !== null });
  const stats = hooks?.stats.useQuery({ id: id ?? 0 }, { enabled: id !== null });
  if (id === null)
    return (
      <Result
        status="warning"
        title={`请从${label}列表进入数据页`}
        extra={<Button onClick={() => navigate(listOf(playway))}>返回{label}列表</Button>}
      />
    );
  if (campaign?.error)
    return (
      <LoadError
        error={campaign.error}
        onRetry={campaign.refetch}
        retrying={campaign.isFetching}
        what="活动"
        back={{ to: listOf(playway), label: `返回${label}列表` }}
      />
    );
  const c = campaign?.data;
  const tab = tabs.some((t) => t.key === search.get('tab')) ? String(search.get('tab')) : tabs[0]?.key;
  const prizes = stats?.data?.prizes ?? [];
  return (
    <Flex vertical gap={16}>
      <Card>
        {c ? (
          <Flex gap={16} align="center" wrap>
            <Image
              src={c.cover}
              width={96}
              height={64}
              style={{ objectFit: 'cover', borderRadius: 6 }}
              alt="活动封面"
            />
            <Flex vertical gap={4} style={{ flex: 1, minWidth: 200 }}>
              <Space wrap>
                <Heading look={4} style={{ margin: 0 }}>
                  {c.title}
                </Heading>
                <StatusTag status={c.status} />
              </Space>
              <Typography.Text type="secondary">
                活动时间：{c.startTime} 至 {c.endTime}
              </Typography.Text>
            </Flex>
            <Button onClick={() => navigate(listOf(playway))}>返回列表</Button>
          </Flex>
        ) : (
          <Skeleton active paragraph={{ rows: 1 }} />
        )}
      </Card>
      {stats?.error && !stats.data ? (
        <LoadError error={stats.error} onRetry={stats.refetch} retrying={stats.isFetching} what="活动数据" />
      ) : (
        <>
          <Figures figures={stats?.data?.figures ?? []} loading={stats?.isLoading ?? true} />
          <Card title="每日趋势" size="small">
            {stats?.data ? (
              <DailyChart stats={stats.data} label={`${c?.title ?? label}每日趋势`} />
            ) : (
              <Skeleton active />
            )}
          </Card>
        </>
      )}
      {prizes.length > 0 ? (
        <Card title="奖品库存" size="small">
          <ListTable
            query={stats ?? null}
            size="small"
            rowKey="name"
            pagination={false}
            dataSource={prizes}
            columns={[
              { key: 'name', dataIndex: 'name', title: '奖品' },
              { key: 'kind', dataIndex: 'kind', title: '类型' },
              {
                key: 'rate',
                dataIndex: 'rate',
                title: '中奖概率',
                align: 'right',
                render: (v: number | null) => (v === null ? '—' : formatRate(v)),
              },
              {
                key: 'stock',
                dataIndex: 'stock',
                title: '库存',
                align: 'right',
                render: (v: number, p) => (p.limited ? v : '—'),
              },
              { key: 'won', dataIndex: 'won', title: '已发出', align: 'right' },
              {
                key: 'left',
                title: '剩余',
                align: 'right',
                render: (_: unknown, p) => (p.limited ? Math.max(0, p.stock - p.won) : '—'),
              },
            ]}
          />
        </Card>
      ) : null}
      <Tabs
        activeKey={tab}
        onChange={(key) => setSearch(new URLSearchParams({ id: String(id), tab: key }))}
        items={tabs.map((t) => ({ key: t.key, label: t.label, children: t.render(id) }))}
        destroyOnHidden
      />
    </Flex>
  );
}
