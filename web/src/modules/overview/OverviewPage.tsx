import { MSG_EXTRA } from '@console/contracts';
import { Flex, Result, Typography } from 'antd';
import { chinaNow } from '../../app/china-time';
import { describeError } from '../../app/error-policy';
import { trpc } from '../../app/trpc';
import { useSession } from '../../session/store';
import { Button } from '../../widgets/busy';
import { Heading } from '../../widgets/Heading';
import { LatestNotices } from './LatestNotices';
import { StatCards } from './StatCards';
import { TrendChart } from './TrendChart';

/**
 * `/overview`: today's and yesterday's numbers, the user total and the 7-day trend (`home.indexData`; the
 * gateway adds clientType 4 for the short-video edition, else 1), and the latest notices.
 */
export function OverviewPage() {
  const session = useSession();
  const overview = trpc.home.indexData.useQuery();
  const now = chinaNow();

  return (
    <Flex vertical gap={16} style={{ maxWidth: 1280 }}>
      <div>
        <Heading look={4} style={{ margin: 0 }}>
          {greeting(now.hour())}，{session?.name}
        </Heading>
        <Typography.Text type="secondary">
          {overview.data?.shopName ? `${overview.data.shopName} · ` : ''}
          {now.format('YYYY年M月D日 dddd')}
        </Typography.Text>
      </div>
      {overview.isError ? (
        <LoadFailed
          notFound={describeError(overview.error).kind === 'notFound'}
          retrying={overview.isFetching}
          onRetry={() => void overview.refetch()}
        />
      ) : (
        <>
          <StatCards data={overview.data} />
          {overview.data ? <TrendChart trend={overview.data.trend} /> : null}
        </>
      )}
      <LatestNotices />
    </Flex>
  );
}

function greeting(hour: number): string {
  if (hour < 6) return '夜深了';
  if (hour < 12) return '上午好';
  if (hour < 18) return '下午好';
  return '晚上好';
}

function LoadFailed(props: { notFound: boolean; retrying: boolean; onRetry: () => void }) {
  return (
    <Result
      status={props.notFound ? '404' : 'warning'}
      title={props.notFound ? '暂无概况数据' : '概况数据加载失败'}
      subTitle={props.notFound ? MSG_EXTRA.notFound : '请检查网络后重新加载'}
      extra={
        <Button type="primary" loading={props.retrying} onClick={props.onRetry}>
          重新加载
        </Button>
      }
    />
  );
}
