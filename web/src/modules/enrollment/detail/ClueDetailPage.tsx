import { LockOutlined, RollbackOutlined } from '@ant-design/icons';
import { CLUE_SEX_LABELS } from '@console/contracts';
import { Descriptions, Flex, Select, Skeleton, Space, Tabs, Tag, Tooltip } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { isConflict } from '../../../app/error-policy';
import { useMessage } from '../../../app/message';
import { type RouterInputs, trpc } from '../../../app/trpc';
import { Button, Switch } from '../../../widgets/busy';
import { PageFrame } from '../../../widgets/PageFrame';
import { useClueActions } from '../dialogs/useClueActions';
import { ClueUnavailable } from '../shared/ClueUnavailable';
import { STATUS_OPTIONS } from '../shared/options';
import { cluePaths } from '../shared/paths';
import { StatusTag } from '../shared/StatusTag';
import type { Clue, ClueScope } from '../shared/types';
import { FollowRecords } from './FollowRecords';
import { Interactions } from './Interactions';
import { ShiftHistory } from './ShiftHistory';

type Status = RouterInputs['clue']['changeStatus']['status'];

/**
 * A lead's detail (`findClewById`): its fields, status, tags, protection and follow-up user, the follow-up
 * timeline, the shift history and the WeChat interactions; recycle, restore and delete.
 */
export function ClueDetailPage({ scope }: { scope: ClueScope }) {
  const { id: idText } = useParams();
  const id = Number(idText);
  const valid = Number.isInteger(id) && id > 0;
  const navigate = useNavigate();
  const clue = trpc.clue.findById.useQuery({ id }, { enabled: valid });
  const back = () => navigate(cluePaths.list(scope));
  const actions = useClueActions((what) => {
    if (what === 'removed') back();
  });

  if (!valid || clue.isError)
    return (
      <ClueUnavailable title="线索详情" back={cluePaths.list(scope)} failure={valid && clue.isError ? clue : null} />
    );
  if (!clue.data)
    return (
      <PageFrame title="线索详情">
        <Skeleton active />
      </PageFrame>
    );
  const c = clue.data;
  return (
    <PageFrame
      title={
        <Space size={8}>
          {c.name}
          <StatusTag status={c.status} />
          {c.recycled ? <Tag color="red">回收站中</Tag> : null}
          {c.isPro === 1 ? (
            <Tooltip title="保护中的线索不会被移入回收站，也不会自动退回公海">
              <LockOutlined style={{ color: '#faad14' }} aria-label="已保护" />
            </Tooltip>
          ) : null}
        </Space>
      }
      extra={
        <Button icon={<RollbackOutlined />} onClick={back}>
          返回列表
        </Button>
      }
    >
      <Flex vertical gap={16}>
        <DetailActions clue={c} actions={actions} />
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            { key: 'phone', label: '手机号', children: c.phone },
            { key: 'sex', label: '性别', children: CLUE_SEX_LABELS[c.sex ?? 0] },
            { key: 'source', label: '来源', children: c.sourceName },
            { key: 'follower', label: '跟进人', children: c.followUserName ?? '公海' },
            {
              key: 'tags',
              label: '标签',
              children: c.tags.length ? c.tags.map((t) => <Tag key={t.id}>{t.name}</Tag>) : '—',
            },
            { key: 'intention', label: '意向课程', children: c.intention || '—' },
            { key: 'createTime', label: '创建时间', children: c.createTime },
            { key: 'last', label: '最近跟进', children: c.lastFollowTime ?? '—' },
            { key: 'next', label: '下次跟进', children: c.nextFollowTime ?? '—' },
            { key: 'remark', label: '备注', children: c.remark || '—', span: 'filled' },
          ]}
        />
        <Tabs
          items={[
            { key: 'records', label: '跟进记录', children: <FollowRecords clewId={c.id} disabled={c.recycled} /> },
            { key: 'shifts', label: '转移记录', children: <ShiftHistory clewId={c.id} /> },
            { key: 'wechat', label: '微信互动', children: <Interactions clewId={c.id} phone={c.phone} /> },
          ]}
        />
      </Flex>
      {actions.dialogs}
    </PageFrame>
  );
}

function DetailActions({ clue: c, actions }: { clue: Clue; actions: ReturnType<typeof useClueActions> }) {
  const message = useMessage();
  const utils = trpc.useUtils();
  const changeStatus = trpc.clue.changeStatus.useMutation();
  const ids = [c.id];
  // `updateIsPro` is a GET in the spec that acts: a mutation, sent once per click.
  const setPro = async (on: boolean) => {
    // On the version the lead was shown at: a lead changed since is refused, and read again.
    await utils.client.clue.updateIsPro
      .mutate({ id: c.id, isPro: on ? 1 : 0, version: c.version })
      .catch(async (err: unknown) => {
        if (isConflict(err)) await utils.clue.invalidate();
        throw err;
      });
    message.success(on ? '已设为保护' : '已取消保护');
    void utils.clue.invalidate();
  };

  if (c.recycled)
    return (
      <Space wrap>
        <Button type="primary" onClick={() => actions.restore(ids)}>
          恢复线索
        </Button>
        <Button danger onClick={() => actions.remove(ids)}>
          彻底删除
        </Button>
      </Space>
    );
  return (
    <Flex wrap gap={8} align="center">
      <Select<Status>
        aria-label="线索状态"
        style={{ width: 130 }}
        value={c.status as Status}
        options={STATUS_OPTIONS}
        loading={changeStatus.isPending}
        onChange={(status) =>
          void changeStatus.mutateAsync({ clewIds: ids, status }).then(() => {
            message.success('状态已修改');
            void utils.clue.invalidate();
          })
        }
      />
      <Button onClick={() => actions.open({ kind: 'edit', clue: c })}>编辑</Button>
      {c.followUserId === null ? (
        <>
          <Button onClick={() => actions.claim(ids)}>领取</Button>
          <Button onClick={() => actions.open({ kind: 'allocate', ids })}>分配</Button>
        </>
      ) : (
        <Button onClick={() => actions.open({ kind: 'shift', ids, currentUserId: c.followUserId })}>转移</Button>
      )}
      <Button onClick={() => actions.open({ kind: 'tag', ids, initial: c.tags.map((t) => t.id) })}>设置标签</Button>
      <Space size={6}>
        <Switch
          size="small"
          checked={c.isPro === 1}
          onChange={(on) => void setPro(on).catch(() => undefined)}
          aria-label="保护线索"
        />
        保护
      </Space>
      <Button danger onClick={() => actions.recycle(ids)}>
        移入回收站
      </Button>
    </Flex>
  );
}
