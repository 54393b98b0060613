import { ArrowRightOutlined, WalletOutlined } from '@ant-design/icons';
import { formatYuan } from '@console/contracts';
import { Card, Col, Flex, Row, Skeleton, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { type RouterOutputs, trpc } from '../../../app/trpc';
import { useCan } from '../../../session/gate/useCan';
import { Button } from '../../../widgets/busy';
import { Heading } from '../../../widgets/Heading';
import { LoadError } from '../../../widgets/load-error/LoadError';
import { PageFrame } from '../../../widgets/PageFrame';
import { YuanStatistic } from '../shared/YuanStatistic';
import { AuthNotice } from './AuthNotice';
import { FlowTable } from './FlowTable';

type Overview = RouterOutputs['assets']['overview'];
interface Figure {
  key: keyof Overview;
  title: string;
  note: string;
}

/**
 * Where the money is now, and what came in and went out in all. The two rows reconcile to the fen:
 * 累计收入 − 累计退款 = 可提现余额 + 待结算 + 提现中 + 累计提现 + 用户提现支出.
 */
const NOW: readonly Figure[] = [
  { key: 'available', title: '可提现余额', note: '可申请提现' },
  { key: 'pending', title: '待结算', note: '订单完成或支付 7 天后结算' },
  { key: 'frozen', title: '提现中', note: '提现申请审核、打款中' },
];
const TOTALS: readonly Figure[] = [
  { key: 'totalIncome', title: '累计收入', note: '买家支付的全部金额' },
  { key: 'totalRefund', title: '累计退款', note: '退还买家的全部金额' },
  { key: 'totalWithdrawn', title: '累计提现', note: '已到银行账户，含提现手续费' },
  { key: 'userPaid', title: '用户提现支出', note: '用户提现打款到微信零钱' },
];

function FigureCards({ data, figures }: { data: Overview; figures: readonly Figure[] }) {
  return (
    <Row gutter={[16, 16]}>
      {figures.map((c) => (
        <Col key={c.key} flex="1 1 200px">
          <Card size="small" aria-label={c.title}>
            <YuanStatistic title={c.title} fen={data[c.key] as number} />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {c.note}
            </Typography.Text>
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/** 总资产: what the shop holds on the platform, where its authentication stands, and the latest flow lines. */
export function AssetsPage() {
  const navigate = useNavigate();
  const overview = trpc.assets.overview.useQuery({});
  const auth = trpc.withdrawAuth.get.useQuery({});
  const o = overview.data;
  const mayApply = useCan('withdraw.apply');
  return (
    <PageFrame
      title="总资产"
      extra={
        mayApply ? (
          <Button
            type="primary"
            icon={<WalletOutlined />}
            disabled={o?.authStatus !== 'approved'}
            onClick={() => navigate('/transaction/assets/withdraw?apply=1')}
          >
            提现
          </Button>
        ) : null
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
          <>
            <FigureCards data={o} figures={NOW} />
            <FigureCards data={o} figures={TOTALS} />
            <Typography.Text type="secondary" aria-label="对账">
              累计收入 − 累计退款 = 可提现余额 + 待结算 + 提现中 + 累计提现 + 用户提现支出 ={' '}
              {formatYuan(o.totalIncome - o.totalRefund)}
            </Typography.Text>
          </>
        ) : overview.error ? (
          <LoadError error={overview.error} onRetry={overview.refetch} retrying={overview.isFetching} what="资产" />
        ) : (
          <Skeleton active />
        )}
        <Flex justify="space-between" align="center">
          <Heading look={5} style={{ margin: 0 }}>
            最近资金流水
          </Heading>
          <Button type="link" onClick={() => navigate('/transaction/assets/statement')}>
            查看全部 <ArrowRightOutlined />
          </Button>
        </Flex>
        <FlowTable rows={o?.recentFlows ?? []} query={overview} />
      </Flex>
    </PageFrame>
  );
}
