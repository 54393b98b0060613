import { formatYuan, JOIN_MODE, JOIN_MODES } from '@console/contracts';
import { useIsMutating } from '@tanstack/react-query';
import { Avatar, Card, Descriptions, Flex, Skeleton, Space, Tabs, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { trpc } from '../../../app/trpc';
import { Button } from '../../../widgets/busy';
import { LoadError, NotFound } from '../../../widgets/load-error/LoadError';
import { KnowledgeTab } from '../parts/KnowledgeTab';
import { MembersTab } from '../parts/MembersTab';
import { PostsTab } from '../parts/PostsTab';
import { CIRCLES_BASE, CIRCLES_LIST, type ManagementTab, tabOf } from '../parts/paths';

/**
 * 圈子管理: one circle's summary, and its members (with the review queue), posts and knowledge items in tabs.
 * The tab is in the address; switching tabs starts the other list afresh.
 */
export function CircleManagement() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const tab = tabOf(search);
  const item = trpc.circle.get.useQuery({ id }, { enabled: id > 0 });
  const utils = trpc.useUtils();
  // The counts follow every change made in the tabs (a review, a delete): read the circle again after each.
  const mutating = useIsMutating();
  const changed = useRef(false);
  useEffect(() => {
    if (mutating > 0) changed.current = true;
    else if (changed.current) {
      changed.current = false;
      void utils.circle.get.invalidate({ id });
    }
  }, [mutating, utils, id]);

  if (!(id > 0)) return <NotFound back={{ to: CIRCLES_LIST, label: '返回圈子列表' }} />;
  if (item.error)
    return (
      <LoadError
        error={item.error}
        onRetry={item.refetch}
        retrying={item.isFetching}
        what="圈子"
        back={{ to: CIRCLES_LIST, label: '返回圈子列表' }}
      />
    );
  if (!item.data) return <Skeleton active style={{ padding: 24 }} />;
  const c = item.data;
  const mode = JOIN_MODES.find((m) => m.value === c.joinMode)?.label ?? '';

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        styles={{ body: { paddingBottom: 8 } }}
        title={
          <Flex gap={12} align="center">
            <Avatar shape="square" size={40} src={c.icon || undefined} alt="">
              {c.name.slice(0, 1)}
            </Avatar>
            <Typography.Text strong style={{ fontSize: 16 }}>
              {c.name}
            </Typography.Text>
          </Flex>
        }
        extra={
          <Space wrap>
            <Link to={`${CIRCLES_BASE}/edit/${c.id}`}>
              <Button>编辑圈子</Button>
            </Link>
            <Button onClick={() => navigate(CIRCLES_LIST)}>返回列表</Button>
          </Space>
        }
      >
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, xl: 4 }}
          items={[
            { key: 'owner', label: '圈主', children: c.owner?.name ?? '—' },
            {
              key: 'mode',
              label: '加入方式',
              children:
                c.joinMode === JOIN_MODE.paid && typeof c.price === 'number' ? `${mode} ${formatYuan(c.price)}` : mode,
            },
            { key: 'members', label: '成员', children: `${c.memberCount} 人` },
            { key: 'pending', label: '待审核', children: `${c.pendingCount} 条` },
            { key: 'posts', label: '帖子', children: `${c.postCount} 条` },
            { key: 'knowledge', label: '知识', children: `${c.knowledgeCount} 篇` },
            { key: 'intro', label: '简介', span: 2, children: c.intro },
          ]}
        />
      </Card>
      <Tabs
        activeKey={tab}
        onChange={(key) => setSearch({ tab: key })}
        destroyOnHidden
        items={[
          {
            key: 'members' satisfies ManagementTab,
            label: `成员（${c.memberCount}）`,
            children: <MembersTab circleId={c.id} pending={c.pendingCount} />,
          },
          {
            key: 'posts' satisfies ManagementTab,
            label: `帖子（${c.postCount}）`,
            children: <PostsTab circleId={c.id} />,
          },
          {
            key: 'knowledge' satisfies ManagementTab,
            label: `知识（${c.knowledgeCount}）`,
            children: <KnowledgeTab circleId={c.id} />,
          },
        ]}
      />
    </Space>
  );
}
