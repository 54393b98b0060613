import { ArrowRightOutlined, WalletOutlined } from '@ant-design/icons';
import { formatYuan } from '@console/contracts';
import { Button, Card, Col, Flex, Row, Skeleton, Statistic, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { trpc } from '../../../app/trpc';
import { PageFrame } from '../../../widgets/PageFrame';
import { AuthNotice } from './AuthNotice';
import { FlowTable } from './FlowTable';

const yuan = (fen: number) => formatYuan(fen).replace('¥', '');

/** 总资产: what the shop holds on the platform, where its authentication stands, and the latest flow lines. */
export function AssetsPage() {
  const navigate = useNavigate();
  const overview = trpc.assets.overview.useQuery({});
  const auth = trpc.withdrawAuth.get.useQuery({});
  const o = overview.data;
  const cards = o
    ? [
        { key: 'available', title: '可提现余额', value: o.available, note: `提现中 ${formatYuan(o.frozen)}` },
        { key: 'pending', title: '待结算', value: o.pending, note: '订单完成或支付 7 天后结算' },
        { key: 'income', title: '累计收入', value: o.totalIncome, note: `累计退款 ${formatYuan(o.totalRefund)}` },
        { key: 'withdrawn', title: '累计提现', value: o.totalWithdrawn, note: '含提现手续费' },
      ]
    : [];
  return (
    <PageFrame
      title="总资产"
      extra={
        <Button
          type="primary"
          icon={<WalletOutlined />}
          disabled={o?.authStatus !== 'approved'}
          onClick={() => navigate('/transaction/assets/withdraw?apply=1')}
        >
          提现
        </Button>
      }
    >
      <Flex vertical gap={16}>
        {auth.data ? (
          <AuthNotice
            status={auth.data.status}
            reason={auth.data.rejectReason}
            account={auth.data.bankName ? `${auth.data.bankName}（${auth.data.bankCardNo}）` : undefined}
          />
        ) : null}
        {o ? (
          <Row gutter={[16, 16]}>
            {cards.map((c) => (
              <Col key={c.key} xs={12} md={6}>
                <Card size="small" aria-label={c.title}>
                  <Statistic title={c.title} value={yuan(c.value)} prefix="¥" />
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {c.note}
                  </Typography.Text>
                </Card>
              </Col>
            ))}
          </Row>
        ) : (
          <Skeleton active />
        )}
        <Flex justify="space-between" align="center">
          <Typography.Title level={5} style={{ margin: 0 }}>
            最近资金流水
          </Typography.Title>
          <Button type="link" onClick={() => navigate('/transaction/assets/statement')}>
            查看全部 <ArrowRightOutlined />
          </Button>
        </Flex>
        <FlowTable rows={o?.recentFlows ?? []} loading={overview.isFetching} />
      </Flex>
    </PageFrame>
  );
}
