import { WalletOutlined } from '@ant-design/icons';
import { formatYuan, WITHDRAW_STATUSES, type Withdraw } from '@console/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { Flex, Segmented, Statistic, Table, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { trpc } from '../../../app/trpc';
import { ListPagination, useFittedTable } from '../../../engine';
import { useCan } from '../../../session/gate/useCan';
import { Button } from '../../../widgets/busy';
import { LoadError, tableLocale } from '../../../widgets/load-error/LoadError';
import { PageFrame } from '../../../widgets/PageFrame';
import { yuanColumn } from '../shared/columns';
import { WithdrawStatusTag } from '../shared/tags';
import { AuthNotice } from './AuthNotice';
import { RULE_TEXT, WithdrawDialog } from './WithdrawDialog';

type Status = Withdraw['status'];

/** 提现记录: the shop's withdrawals with their fees and outcomes, and a new request when authenticated. */
export function WithdrawPage() {
  const [params, setParams] = useSearchParams();
  const utils = trpc.useUtils();
  const [status, setStatus] = useState<Status | 'all'>('all');
  const [page, setPage] = useState({ page: 1, size: 20 });
  const overview = trpc.assets.overview.useQuery({});
  const auth = trpc.withdrawAuth.get.useQuery({});
  const list = trpc.withdraw.list.useQuery(
    { ...page, status: status === 'all' ? undefined : status },
    { placeholderData: keepPreviousData },
  );
  const approved = auth.data?.status === 'approved';
  const account = auth.data ? `${auth.data.bankName}（${auth.data.bankCardNo}）` : '';
  // 提现与提现认证 is a button code of its own (issue 29): without it the records show, the dialog never opens.
  const mayApply = useCan('withdraw.apply');
  const applying = mayApply && params.get('apply') === '1' && approved && overview.data !== undefined;
  const setApplying = (on: boolean) => setParams(on ? { apply: '1' } : {}, { replace: true });

  const { box, table } = useFittedTable<Withdraw>([
    { key: 'no', fit: { width: 180, priority: 9, keep: true }, title: '提现单号', dataIndex: 'withdrawNo' },
    yuanColumn<Withdraw>('amount', '提现金额', { width: 100, priority: 9, keep: true }),
    yuanColumn<Withdraw>('fee', '手续费', { width: 90, priority: 3 }),
    yuanColumn<Withdraw>('received', '实际到账', { width: 100, priority: 6 }),
    { key: 'account', fit: { width: 170, priority: 4 }, title: '到账账户', dataIndex: 'account' },
    { key: 'time', fit: { width: 170, priority: 2 }, title: '申请时间', dataIndex: 'createTime', width: 170 },
    {
      key: 'status',
      fit: { width: 120, priority: 9, keep: true },
      title: '状态',
      render: (_: unknown, r) => (
        <>
          <WithdrawStatusTag status={r.status} />
          {r.reason ? (
            <Typography.Text type="danger" style={{ display: 'block', fontSize: 12 }}>
              {r.reason}
            </Typography.Text>
          ) : null}
        </>
      ),
    },
    {
      key: 'finish',
      fit: { width: 170, priority: 1 },
      title: '完成时间',
      render: (_: unknown, r) => r.finishTime ?? '—',
    },
  ]);

  return (
    <PageFrame
      title="提现记录"
      subtitle={RULE_TEXT}
      extra={
        mayApply ? (
          <Button type="primary" icon={<WalletOutlined />} disabled={!approved} onClick={() => setApplying(true)}>
            申请提现
          </Button>
        ) : null
      }
    >
      <Flex vertical gap={16}>
        {auth.data && !approved ? <AuthNotice status={auth.data.status} reason={auth.data.rejectReason} /> : null}
        {overview.error && !overview.data ? (
          <LoadError
            error={overview.error}
            onRetry={overview.refetch}
            retrying={overview.isFetching}
            what="资产"
            compact
          />
        ) : (
          <Flex wrap gap={32}>
            {/* — until the figures are in: a balance not read is not ¥0.00. */}
            <Statistic title="可提现余额" value={overview.data ? formatYuan(overview.data.available) : '—'} />
            <Statistic title="提现中" value={overview.data ? formatYuan(overview.data.frozen) : '—'} />
            <Statistic title="累计提现" value={overview.data ? formatYuan(overview.data.totalWithdrawn) : '—'} />
          </Flex>
        )}
        <Segmented
          aria-label="提现状态"
          value={status}
          onChange={(v) => {
            setStatus(v as Status | 'all');
            setPage({ ...page, page: 1 });
          }}
          options={[
            { value: 'all', label: '全部' },
            ...WITHDRAW_STATUSES.map((s) => ({ value: s.value, label: s.label })),
          ]}
        />
        <div ref={box}>
          <Table<Withdraw>
            rowKey="id"
            dataSource={list.data?.list ?? []}
            loading={list.isFetching}
            locale={tableLocale(list, '提现记录')}
            pagination={false}
            {...table}
          />
        </div>
        <ListPagination
          page={page.page}
          size={page.size}
          total={list.data?.total}
          onChange={(p, size) => setPage({ page: p, size })}
        />
      </Flex>
      <WithdrawDialog
        open={applying}
        available={overview.data?.available ?? 0}
        account={account}
        onClose={() => setApplying(false)}
        onDone={() => {
          void utils.withdraw.invalidate();
          void utils.assets.invalidate();
        }}
      />
    </PageFrame>
  );
}
