import { circleMember, MEMBER_STATUS, MEMBER_STATUS_OPTIONS, type MemberStatus } from '@console/contracts';
import { Alert, Avatar, Flex, Tag } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useMessage } from '../../../app/message';
import { ResourceList, type Row, refused, ToggleCell, useAction, useInvalidate } from '../../../engine';
import { Button } from '../../../widgets/busy';

const COLORS: Record<MemberStatus, string> = {
  [MEMBER_STATUS.pending]: 'gold',
  [MEMBER_STATUS.joined]: 'green',
  [MEMBER_STATUS.rejected]: 'default',
};
const labelOf = (s: number) => MEMBER_STATUS_OPTIONS.find((o) => o.value === s)?.label ?? '';

/** Approves or rejects join requests (the management page refreshes the circle's counts after any change). */
function useReview() {
  const message = useMessage();
  const action = useAction(circleMember);
  const invalidateMembers = useInvalidate(circleMember);
  /** Reviews some requests; one row's review carries the version the list showed (a batch's carries none). */
  const review = async (ids: number[], value: MemberStatus, version?: number) => {
    const input = { ids, value, ...(version === undefined ? {} : { version }) };
    const done = await action.mutateAsync({ key: 'review', input }).then(() => true, refused(invalidateMembers));
    if (!done) return false;
    const verb = value === MEMBER_STATUS.joined ? '通过' : '拒绝';
    void message.success(ids.length > 1 ? `已${verb} ${ids.length} 条申请` : `已${verb}申请`);
    await invalidateMembers();
    return true;
  };
  const busy = (value: MemberStatus) =>
    action.isPending && (action.variables?.input as { value?: number } | undefined)?.value === value;
  return { review, busy };
}

function ReviewButtons({ row }: { row: Row<'circleMember'> }) {
  const { review, busy } = useReview();
  if (row.status === MEMBER_STATUS.joined) return null;
  return (
    <>
      <Button
        type="link"
        size="small"
        loading={busy(MEMBER_STATUS.joined)}
        onClick={() => review([row.id], MEMBER_STATUS.joined, row.version)}
      >
        通过
      </Button>
      {row.status === MEMBER_STATUS.pending ? (
        <Button
          type="link"
          size="small"
          danger
          loading={busy(MEMBER_STATUS.rejected)}
          onClick={() => review([row.id], MEMBER_STATUS.rejected, row.version)}
        >
          拒绝
        </Button>
      ) : null}
    </>
  );
}

function BatchReview({ selected, clear }: { selected: number[]; clear: () => void }) {
  const { review, busy } = useReview();
  const run = async (value: MemberStatus) => {
    if (await review(selected, value)) clear();
  };
  return (
    <>
      <Button
        disabled={selected.length === 0}
        loading={busy(MEMBER_STATUS.joined)}
        onClick={() => run(MEMBER_STATUS.joined)}
      >
        批量通过
      </Button>
      <Button
        disabled={selected.length === 0}
        loading={busy(MEMBER_STATUS.rejected)}
        onClick={() => run(MEMBER_STATUS.rejected)}
      >
        批量拒绝
      </Button>
    </>
  );
}

/**
 * 成员: the circle's members and its review queue — requests approved or rejected one by one or in a batch,
 * members muted and removed.
 */
export function MembersTab({ circleId, pending }: { circleId: number; pending: number }) {
  const [search, setSearch] = useSearchParams();
  const queue = search.get('status') === String(MEMBER_STATUS.pending);
  return (
    <ResourceList
      resource={circleMember}
      fixed={{ circleId }}
      title="成员"
      header={
        pending > 0 && !queue ? (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            message={`有 ${pending} 条加入申请待审核`}
            action={
              <Button
                size="small"
                type="primary"
                onClick={() => setSearch({ tab: 'members', status: String(MEMBER_STATUS.pending) })}
              >
                去审核
              </Button>
            }
          />
        ) : null
      }
      batchActions={(selected, clear) => <BatchReview selected={selected} clear={clear} />}
      columns={{
        avatar: false,
        nickname: {
          title: '成员',
          render: (_: unknown, r) => (
            <Flex gap={8} align="center">
              <Avatar src={r.avatar || undefined} alt="" size={32}>
                {r.nickname.slice(0, 1)}
              </Avatar>
              {r.nickname}
            </Flex>
          ),
        },
        status: {
          render: (_: unknown, r) => <Tag color={COLORS[r.status as MemberStatus]}>{labelOf(r.status)}</Tag>,
        },
        muted: {
          render: (_: unknown, r) =>
            r.status === MEMBER_STATUS.joined ? (
              <ToggleCell
                resource={circleMember}
                action="setMuted"
                id={r.id}
                version={r.version}
                checked={r.muted === '1'}
                label="禁言"
                messages={{ on: '已禁言', off: '已解除禁言' }}
              />
            ) : (
              '—'
            ),
        },
      }}
      extraColumns={[{ key: 'createTime', dataIndex: 'createTime', title: '申请时间', width: 170 }]}
      rowActions={(r) => <ReviewButtons row={r} />}
    />
  );
}
