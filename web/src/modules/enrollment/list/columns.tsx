import { LockOutlined } from '@ant-design/icons';
import { Flex, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { cluePaths } from '../shared/paths';
import { StatusTag } from '../shared/StatusTag';
import type { Clue, ClueScope } from '../shared/types';
import type { OptionalColumn } from './column-settings';

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : '—');

/**
 * The list's columns: name always, then the optional ones the person chose, then the row actions. The actions
 * stay pinned at the right edge; on a phone the status is pinned beside them (a lead's state and what to do
 * with it stay in view), the name is not.
 */
export function clueColumns(
  scope: ClueScope,
  visible: readonly OptionalColumn[],
  actions: (clue: Clue) => ReactNode,
  /** Pin the name too while the rest scrolls: off on a phone, where it would fill the screen. */
  pinned: boolean,
): ColumnsType<Clue> {
  const optional: Record<OptionalColumn, ColumnsType<Clue>[number]> = {
    phone: { key: 'phone', title: '手机号', dataIndex: 'phone', width: 140 },
    status: { key: 'status', title: '状态', width: 90, render: (_, c) => <StatusTag status={c.status} /> },
    source: { key: 'source', title: '来源', dataIndex: 'sourceName', width: 100 },
    tags: {
      key: 'tags',
      title: '标签',
      width: 180,
      render: (_, c) =>
        c.tags.length === 0 ? (
          '—'
        ) : (
          <Flex wrap gap={4}>
            {c.tags.map((t) => (
              <Tag key={t.id} style={{ marginInlineEnd: 0 }}>
                {t.name}
              </Tag>
            ))}
          </Flex>
        ),
    },
    follower: {
      key: 'follower',
      title: '跟进人',
      width: 100,
      render: (_, c) => c.followUserName ?? <Typography.Text type="secondary">公海</Typography.Text>,
    },
    intention: { key: 'intention', title: '意向课程', width: 150, ellipsis: true, render: (_, c) => text(c.intention) },
    remark: { key: 'remark', title: '备注', width: 180, ellipsis: true, render: (_, c) => text(c.remark) },
    createTime: { key: 'createTime', title: '创建时间', dataIndex: 'createTime', width: 170 },
    lastFollowTime: { key: 'lastFollowTime', title: '最近跟进', width: 170, render: (_, c) => text(c.lastFollowTime) },
    nextFollowTime: { key: 'nextFollowTime', title: '下次跟进', width: 170, render: (_, c) => text(c.nextFollowTime) },
  };
  return [
    {
      key: 'name',
      title: '姓名',
      fixed: pinned ? 'left' : undefined,
      width: 120,
      render: (_, c) => (
        <Flex gap={4} align="center">
          <Link to={cluePaths.detail(scope, c.id)}>{c.name}</Link>
          {c.isPro === 1 ? (
            <Tooltip title="已设为保护">
              <LockOutlined style={{ color: '#faad14' }} aria-label="已保护" />
            </Tooltip>
          ) : null}
        </Flex>
      ),
    },
    ...visible.filter((k) => pinned || k !== 'status').map((k) => optional[k]),
    ...(!pinned && visible.includes('status') ? [{ ...optional.status, fixed: 'right' as const }] : []),
    { key: 'actions', title: '操作', fixed: 'right', width: 150, render: (_, c) => actions(c) },
  ];
}
