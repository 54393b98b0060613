import { BOOST_STATE, boost, boostClaim, boostInitiator } from '@console/contracts';
import { List, Progress, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useMessage } from '../../../app/message';
import { trpc } from '../../../app/trpc';
import { useAction, useInvalidate } from '../../../engine';
import { Button, Modal } from '../../../widgets/busy';
import { ListItemMeta } from '../../../widgets/ListItemMeta';
import { tableLocale } from '../../../widgets/load-error/LoadError';
import { DataPage } from '../shared/DataPage';
import { RecordTable } from '../shared/RecordTable';

const STATE_COLORS: Record<number, string> = { 1: 'processing', 2: 'success', 3: 'default' };

/** The friends who helped one initiator, in the order they helped. */
function HelpersDialog({ id, name, onClose }: { id: number; name: string; onClose: () => void }) {
  const helpers = trpc.boostInitiator.helpers.useQuery({ id });
  return (
    <Modal open title={`${name} 的助力好友`} onCancel={onClose} footer={null} destroyOnHidden>
      <List
        loading={helpers.isLoading}
        dataSource={helpers.data ?? []}
        locale={tableLocale(helpers, '助力记录') ?? { emptyText: '还没有好友助力' }}
        renderItem={(h) => (
          <List.Item>
            <ListItemMeta title={h.nickname} description={h.phone} />
            <Typography.Text type="secondary">{h.helpTime}</Typography.Text>
          </List.Item>
        )}
      />
    </Modal>
  );
}

function Initiators({ id }: { id: number }) {
  const [open, setOpen] = useState<{ id: number; name: string } | null>(null);
  return (
    <>
      <RecordTable
        resource={boostInitiator}
        parent={{ boostId: id }}
        columns={{
          helped: {
            title: '助力进度',
            width: 160,
            render: (_: unknown, r) => (
              <Progress
                percent={Math.round((r.helped / Math.max(1, r.needed)) * 100)}
                format={() => `${r.helped}/${r.needed}`}
                size="small"
                status={r.status === BOOST_STATE.failed ? 'exception' : undefined}
              />
            ),
          },
          needed: false,
          status: {
            render: (v: number, r) => (
              <Tag color={STATE_COLORS[v]}>
                {boostInitiator.fields.status.meta.options?.find((o) => o.value === r.status)?.label}
              </Tag>
            ),
          },
        }}
        rowActions={(r) => (
          <Button type="link" size="small" onClick={() => setOpen({ id: r.id, name: r.nickname })}>
            助力好友
          </Button>
        )}
      />
      {open ? <HelpersDialog id={open.id} name={open.name} onClose={() => setOpen(null)} /> : null}
    </>
  );
}

function Claims({ id }: { id: number }) {
  const message = useMessage();
  const action = useAction(boostClaim);
  const invalidateClaims = useInvalidate(boostClaim);
  const invalidateFigures = useInvalidate(boost);
  const invalidate = () => Promise.all([invalidateClaims(), invalidateFigures()]);
  return (
    <RecordTable
      resource={boostClaim}
      parent={{ boostId: id }}
      rowActions={(r) =>
        r.status === 1 ? (
          <Button
            type="link"
            size="small"
            loading={action.isPending && (action.variables?.input as { id?: number } | undefined)?.id === r.id}
            onClick={async () => {
              // A refusal has been told by the error policy.
              const done = await action.mutateAsync({ key: 'hand', input: { id: r.id } }).then(
                () => true,
                () => false,
              );
              if (!done) return;
              void message.success(`已确认 ${r.nickname} 领取「${r.prizeName}」`);
              await invalidate();
            }}
          >
            确认领取
          </Button>
        ) : null
      }
    />
  );
}

/** 助力数据: the figures, the daily chart, the prizes' stock; who started a boost and who won a prize. */
export function BoostData() {
  return (
    <DataPage
      playway="boost"
      tabs={[
        { key: 'initiators', label: '发起记录', render: (id) => <Initiators id={id} /> },
        { key: 'claims', label: '领奖记录', render: (id) => <Claims id={id} /> },
      ]}
    />
  );
}
