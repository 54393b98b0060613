import { DownloadOutlined } from '@ant-design/icons';
import {
  formatYuan,
  labelOf,
  USER_ROLES,
  USER_WITHDRAW_METHODS,
  USER_WITHDRAW_STATUSES,
  type UserWithdraw,
} from '@console/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { Card, Col, DatePicker, Flex, Grid, Image, Input, Row, Select, Space, Table, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useMessage } from '../../../app/message';
import { type RouterInputs, trpc } from '../../../app/trpc';
import { actionsWidth, ListPagination, useFittedTable, useIdempotentMutation } from '../../../engine';
import { useCan } from '../../../session/gate/useCan';
import { Button } from '../../../widgets/busy';
import { useConfirm } from '../../../widgets/confirm';
import { downloadFile } from '../../../widgets/download';
import { tableLocale } from '../../../widgets/load-error/LoadError';
import { PageFrame } from '../../../widgets/PageFrame';
import { yuanColumn } from '../shared/columns';
import { UserWithdrawStatusTag } from '../shared/tags';
import { YuanStatistic } from '../shared/YuanStatistic';
import { PaidDialog, RejectDialog } from './UserWithdrawDialogs';

type Filters = Omit<RouterInputs['userWithdraw']['list'], 'page' | 'size'>;

/**
 * 用户提现: promoters' and users' withdrawals. Header cards of everyone's commission, filters, approve (paid
 * at once to WeChat change from the shop's balance, or waiting for the shop's transfer), reject with a reason
 * (the amount goes back to their balance), mark paid with the transfer voucher, export.
 */
export function UserWithdrawPage() {
  const message = useMessage();
  const utils = trpc.useUtils();
  const screens = Grid.useBreakpoint();
  const [confirm, confirmHolder] = useConfirm();
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState({ page: 1, size: 20 });
  const [rejecting, setRejecting] = useState<UserWithdraw | null>(null);
  const [paying, setPaying] = useState<UserWithdraw | null>(null);
  const [exporting, setExporting] = useState(false);
  // 审核用户提现 and its export are button codes of their own (issue 29).
  const may = {
    approve: useCan('userWithdraw.approve'),
    reject: useCan('userWithdraw.reject'),
    markPaid: useCan('userWithdraw.markPaid'),
    export: useCan('userWithdraw.export'),
  };
  const list = trpc.userWithdraw.list.useQuery({ ...page, ...filters }, { placeholderData: keepPreviousData });
  const approve = useIdempotentMutation((c, input: RouterInputs['userWithdraw']['approve'], context) =>
    c.userWithdraw.approve.mutate(input, { context }),
  );
  const set = (patch: Filters) => {
    setFilters({ ...filters, ...patch });
    setPage({ ...page, page: 1 });
  };
  const refresh = async () => {
    await utils.userWithdraw.invalidate();
    await utils.assets.invalidate();
  };

  const onApprove = async (r: UserWithdraw) => {
    const wechat = r.method === 'wechat';
    const ok = await confirm({
      title: '通过提现',
      content: wechat ? (
        <>
          通过后将从可提现余额向 {r.user.name} 的微信零钱打款 <strong>{formatYuan(r.received)}</strong>。
        </>
      ) : (
        <>
          通过后请向 {r.user.name} 转账 <strong>{formatYuan(r.received)}</strong>（{r.account}），再上传转账凭证。
        </>
      ),
      okText: '确认通过',
      onOk: async () => {
        await approve.mutateAsync({ id: r.id });
      },
    });
    approve.endAction();
    if (!ok) return;
    void message.success(wechat ? `已打款 ${formatYuan(r.received)}` : '已通过，请尽快转账');
    await refresh();
  };

  const exportList = async () => {
    setExporting(true);
    try {
      void message.success(
        `已导出 ${await downloadFile('/api/download/userWithdraw/export', filters, '用户提现.xlsx')}`,
      );
    } catch (err) {
      void message.error((err as Error).message);
    } finally {
      setExporting(false);
    }
  };

  const s = list.data?.summary;
  // 佣金总金额 = 未提现 + 待审核 + 待打款 + 已提现: every fen of it is in one of the cards after it.
  const cards = [
    { key: 'commission', title: '佣金总金额', value: s?.commission },
    { key: 'unwithdrawn', title: '未提现', value: s?.unwithdrawn },
    { key: 'pending', title: '待审核', value: s?.pending },
    { key: 'approved', title: '待打款', value: s?.approved },
    { key: 'withdrawn', title: '已提现', value: s?.withdrawn },
  ];

  const { box, table } = useFittedTable<UserWithdraw>([
    { key: 'no', fit: { width: 180, priority: 9, keep: true }, title: '提现单号', dataIndex: 'withdrawNo' },
    {
      key: 'user',
      fit: { width: 150, priority: 8 },
      title: '用户',
      render: (_: unknown, r) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {r.user.name} <Tag>{labelOf(USER_ROLES, r.user.role)}</Tag>
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            {r.user.phone}
          </Typography.Text>
        </span>
      ),
    },
    yuanColumn<UserWithdraw>('amount', '提现金额', { width: 100, priority: 9, keep: true }),
    yuanColumn<UserWithdraw>('fee', '手续费', { width: 80, priority: 2 }),
    yuanColumn<UserWithdraw>('received', '到账金额', { width: 100, priority: 4 }),
    {
      key: 'method',
      fit: { width: 170, priority: 3 },
      title: '方式',
      render: (_: unknown, r) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {labelOf(USER_WITHDRAW_METHODS, r.method)}
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            {r.account}
          </Typography.Text>
        </span>
      ),
    },
    { key: 'time', fit: { width: 170, priority: 1 }, title: '申请时间', dataIndex: 'createTime', width: 170 },
    {
      key: 'status',
      fit: { width: 110, priority: 9, keep: true },
      title: '状态',
      render: (_: unknown, r) => (
        <Space vertical size={2}>
          <UserWithdrawStatusTag status={r.status} />
          {r.reason ? (
            <Typography.Text type="danger" ellipsis={{ tooltip: r.reason }} style={{ fontSize: 12, maxWidth: 140 }}>
              {r.reason}
            </Typography.Text>
          ) : null}
          {r.voucher ? <Image src={r.voucher} width={40} height={40} alt="转账凭证" /> : null}
        </Space>
      ),
    },
    {
      key: 'actions',
      fit: { width: actionsWidth(['通过', '驳回', '标记打款']), priority: 9, keep: true },
      title: '操作',
      fixed: screens.md ? 'right' : undefined,
      render: (_: unknown, r) => (
        <Space size={0}>
          {may.approve && r.status === 'pending' ? (
            <Button type="link" size="small" onClick={() => void onApprove(r)}>
              通过
            </Button>
          ) : null}
          {may.reject && (r.status === 'pending' || r.status === 'approved') ? (
            <Button type="link" size="small" danger onClick={() => setRejecting(r)}>
              驳回
            </Button>
          ) : null}
          {may.markPaid && r.status === 'approved' ? (
            <Button type="link" size="small" onClick={() => setPaying(r)}>
              标记打款
            </Button>
          ) : null}
          {r.status === 'paid' || r.status === 'rejected' ? (
            <Typography.Text type="secondary">{r.paidTime ?? r.reviewTime ?? ''}</Typography.Text>
          ) : null}
        </Space>
      ),
    },
  ]);

  return (
    <PageFrame
      title="用户提现"
      extra={
        may.export ? (
          <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportList()}>
            导出
          </Button>
        ) : null
      }
    >
      {confirmHolder}
      <Flex vertical gap={16}>
        <Row gutter={[16, 16]}>
          {cards.map((c) => (
            <Col key={c.key} flex="1 1 160px">
              <Card size="small" aria-label={c.title}>
                <YuanStatistic title={c.title} fen={c.value} />
              </Card>
            </Col>
          ))}
        </Row>
        <Flex wrap gap={12}>
          <Select
            allowClear
            placeholder="提现状态"
            aria-label="提现状态"
            style={{ width: 120 }}
            options={USER_WITHDRAW_STATUSES.map((x) => ({ value: x.value, label: x.label }))}
            onChange={(status) => set({ status })}
          />
          <Select
            allowClear
            placeholder="提现方式"
            aria-label="提现方式"
            style={{ width: 120 }}
            options={USER_WITHDRAW_METHODS.map((x) => ({ value: x.value, label: x.label }))}
            onChange={(method) => set({ method })}
          />
          <DatePicker.RangePicker
            aria-label="申请时间"
            onChange={(r) => {
              const d = r as [Dayjs, Dayjs] | null;
              set({ startDate: d?.[0].format('YYYY-MM-DD'), endDate: d?.[1].format('YYYY-MM-DD') });
            }}
          />
          <Input.Search
            allowClear
            placeholder="姓名、手机或提现单号"
            aria-label="搜索用户提现"
            style={{ width: 240 }}
            onSearch={(v) => set({ keyword: v.trim() || undefined })}
          />
        </Flex>
        <div ref={box}>
          <Table<UserWithdraw>
            rowKey="id"
            dataSource={list.data?.list ?? []}
            loading={list.isFetching}
            locale={tableLocale(list, '用户提现')}
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
      <RejectDialog record={rejecting} onClose={() => setRejecting(null)} onDone={() => void refresh()} />
      <PaidDialog record={paying} onClose={() => setPaying(null)} onDone={() => void refresh()} />
    </PageFrame>
  );
}
