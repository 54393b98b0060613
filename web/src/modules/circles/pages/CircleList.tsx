import { circle, formatYuan, JOIN_MODE, JOIN_MODES } from '@console/contracts';
import { Avatar, Badge, Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { ResourceList } from '../../../engine';
import { Button } from '../../../widgets/busy';
import { CIRCLES_BASE, managementPath } from '../parts/paths';

const modeLabel = (v: number) => JOIN_MODES.find((m) => m.value === v)?.label ?? '';

/** 知识圈子: the circles with their owner, how people join, and their members, posts and knowledge items. */
export function CircleList() {
  return (
    <ResourceList
      resource={circle}
      base={CIRCLES_BASE}
      columns={{
        icon: false,
        name: {
          title: '圈子',
          render: (_: unknown, r) => (
            <Flex gap={12} align="center" style={{ minWidth: 220 }}>
              <Avatar shape="square" size={44} src={r.icon || undefined} alt="">
                {r.name.slice(0, 1)}
              </Avatar>
              <span>
                <Link to={managementPath(r.id)}>
                  <Typography.Text strong>{r.name}</Typography.Text>
                </Link>
                <Typography.Text
                  type="secondary"
                  ellipsis={{ tooltip: r.intro }}
                  style={{ display: 'block', fontSize: 12, maxWidth: 260 }}
                >
                  {r.intro}
                </Typography.Text>
              </span>
            </Flex>
          ),
        },
        joinMode: {
          render: (_: unknown, r) => (
            <Tag color={r.joinMode === JOIN_MODE.paid ? 'gold' : r.joinMode === JOIN_MODE.review ? 'blue' : 'green'}>
              {modeLabel(r.joinMode)}
              {r.joinMode === JOIN_MODE.paid && typeof r.price === 'number' ? ` ${formatYuan(r.price)}` : ''}
            </Tag>
          ),
        },
        price: false,
        memberCount: {
          render: (_: unknown, r) => (
            <Badge count={r.pendingCount} size="small" title={`${r.pendingCount} 条待审核`} offset={[10, 0]}>
              <span>{r.memberCount}</span>
            </Badge>
          ),
        },
      }}
      extraColumns={[{ key: 'owner', title: '圈主', render: (_: unknown, r) => r.owner?.name ?? '—' }]}
      rowActions={(r) => (
        <Link to={managementPath(r.id)}>
          <Button type="link" size="small">
            管理
          </Button>
        </Link>
      )}
    />
  );
}
