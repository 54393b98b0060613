import { formatYuan, GROUP_ORDER_STATUS, groupTeam } from '@console/contracts';
import { Tag } from 'antd';
import { useState } from 'react';
import { trpc } from '../../../app/trpc';
import { ListTable } from '../../../engine';
import { Button, Modal } from '../../../widgets/busy';
import { DataPage } from '../shared/DataPage';
import { RecordTable } from '../shared/RecordTable';

const TEAM_COLORS: Record<number, string> = { 1: 'processing', 2: 'success', 3: 'default' };

/** A team's members and the orders they paid (refunded when the team did not fill in time). */
function MembersDialog({ id, leader, onClose }: { id: number; leader: string; onClose: () => void }) {
  const members = trpc.groupTeam.members.useQuery({ id });
  return (
    <Modal open title={`${leader} 的团`} onCancel={onClose} footer={null} width={760} destroyOnHidden>
      <ListTable
        size="small"
        rowKey="id"
        query={members}
        what="参团成员"
        dataSource={members.data ?? []}
        pagination={false}
        columns={[
          {
            key: 'nickname',
            title: '团员',
            render: (_, m) => (
              <>
                {m.nickname} {m.isLeader ? <Tag color="gold">团长</Tag> : null}
              </>
            ),
          },
          { key: 'phone', dataIndex: 'phone', title: '手机号' },
          { key: 'orderNo', dataIndex: 'orderNo', title: '订单编号' },
          { key: 'amount', title: '金额', align: 'right', render: (_, m) => formatYuan(m.amount) },
          {
            key: 'orderStatus',
            title: '订单状态',
            render: (_, m) => GROUP_ORDER_STATUS.find((s) => s.value === m.orderStatus)?.label,
          },
          { key: 'joinTime', dataIndex: 'joinTime', title: '参团时间' },
        ]}
      />
    </Modal>
  );
}

function Teams({ id }: { id: number }) {
  const [open, setOpen] = useState<{ id: number; leader: string } | null>(null);
  return (
    <>
      <RecordTable
        resource={groupTeam}
        parent={{ groupId: id }}
        columns={{
          joined: { title: '参团进度', render: (_: unknown, r) => `${r.joined}/${r.teamSize}` },
          teamSize: { render: (v: number) => `${v}人团` },
          status: {
            render: (v: number) => (
              <Tag color={TEAM_COLORS[v]}>
                {groupTeam.fields.status.meta.options?.find((o) => o.value === v)?.label}
              </Tag>
            ),
          },
        }}
        rowActions={(r) => (
          <Button type="link" size="small" onClick={() => setOpen({ id: r.id, leader: r.leader })}>
            查看团员
          </Button>
        )}
      />
      {open ? <MembersDialog id={open.id} leader={open.leader} onClose={() => setOpen(null)} /> : null}
    </>
  );
}

/** 拼团数据: people, teams opened and filled, paid amount, the daily chart; the teams with their members. */
export function GroupData() {
  return <DataPage playway="group" tabs={[{ key: 'teams', label: '拼团记录', render: (id) => <Teams id={id} /> }]} />;
}
