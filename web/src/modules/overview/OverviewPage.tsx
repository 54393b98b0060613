import { LogoutOutlined, ShopOutlined, UserOutlined } from '@ant-design/icons';
import { MSG_EXTRA } from '@console/contracts';
import { Avatar, Button, Flex, Layout, Result, Space, Typography, theme } from 'antd';
import dayjs from 'dayjs';
import { describeError } from '../../app/error-policy';
import { trpc } from '../../app/trpc';
import { SITE_TITLE } from '../../routes/paths';
import { clearSession, useSession } from '../../session/store';
import { StatCards } from './StatCards';
import { TrendChart } from './TrendChart';

/** `/overview`: today's and yesterday's numbers, the user total and the 7-day trend (`home.indexData`). */
export default function OverviewPage() {
  const session = useSession();
  const overview = trpc.home.indexData.useQuery();
  // Signing out locally does not wait for the upstream: even when logout fails, the person asked to leave.
  // Clearing the session is enough to move: the guard sends the person to /login?redirect={this page}.
  const logout = trpc.session.logout.useMutation({ meta: { silentError: true }, onSettled: () => clearSession() });

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Header
        shopName={overview.data?.shopName}
        userName={session?.name ?? ''}
        loggingOut={logout.isPending}
        onLogout={() => logout.mutate({})}
      />
      <Layout.Content style={{ width: '100%', maxWidth: 1280, margin: '0 auto', padding: 24, boxSizing: 'border-box' }}>
        <Flex vertical gap={16}>
          <div>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {greeting(new Date().getHours())}，{session?.name}
            </Typography.Title>
            <Typography.Text type="secondary">{dayjs().format('YYYY年M月D日 dddd')}</Typography.Text>
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
        </Flex>
      </Layout.Content>
    </Layout>
  );
}

function greeting(hour: number): string {
  if (hour < 6) return '夜深了';
  if (hour < 12) return '上午好';
  if (hour < 18) return '下午好';
  return '晚上好';
}

function Header(props: { shopName: string | undefined; userName: string; loggingOut: boolean; onLogout: () => void }) {
  const { token } = theme.useToken();
  return (
    <Layout.Header
      style={{
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        paddingInline: 24,
        height: 'auto',
        lineHeight: 'normal',
        paddingBlock: 12,
      }}
    >
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Space size={12}>
          <Typography.Text strong style={{ fontSize: 16, color: token.colorPrimary }}>
            {SITE_TITLE}
          </Typography.Text>
          {props.shopName ? (
            <Typography.Text type="secondary">
              <ShopOutlined /> {props.shopName}
            </Typography.Text>
          ) : null}
        </Space>
        <Space size={12}>
          {/* The session's avatar field is the mini-program shop QR image (spec section 3), not a portrait. */}
          <Avatar icon={<UserOutlined />} style={{ background: token.colorPrimary }} />
          <Typography.Text>{props.userName}</Typography.Text>
          <Button icon={<LogoutOutlined />} loading={props.loggingOut} onClick={props.onLogout}>
            退出登录
          </Button>
        </Space>
      </Flex>
    </Layout.Header>
  );
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
