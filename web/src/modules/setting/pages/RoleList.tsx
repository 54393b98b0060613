import { role, SETTING_CODES } from '@console/contracts';
import { Alert, Space, Tag, Typography } from 'antd';
import { ResourceList } from '../../../engine';
import { usePermission } from '../../../session/gate/Permission';

const isSuper = (r: { isSuper: string }) => r.isSuper === '1';

/** 角色权限: the shop's roles; the super role is listed first and can be neither edited nor deleted. */
export function RoleList() {
  const canEdit = usePermission(SETTING_CODES.roleEdit);
  const canDelete = usePermission(SETTING_CODES.roleDelete);
  return (
    <ResourceList
      resource={role}
      title="角色权限"
      header={
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message="角色决定账号能看到的菜单和能用的按钮；没有列入权限的菜单（如概况）对所有账号开放。超级管理员拥有全部权限，不能修改或删除。"
        />
      }
      can={{
        create: usePermission(SETTING_CODES.roleCreate),
        edit: (r) => canEdit && !isSuper(r),
        delete: (r) => canDelete && !isSuper(r),
      }}
      columns={{
        name: {
          render: (_: unknown, r) => (
            <Space size={6}>
              <Typography.Text strong>{r.name}</Typography.Text>
              {isSuper(r) ? <Tag color="gold">超级管理员</Tag> : null}
            </Space>
          ),
        },
        accountCount: { title: '账号数', width: 90 },
      }}
      extraColumns={[
        {
          key: 'description',
          dataIndex: 'description',
          title: '角色描述',
          width: 320,
          render: (v: string | null | undefined) => (
            <Typography.Text type="secondary" ellipsis={{ tooltip: v }} style={{ maxWidth: 300 }}>
              {v || '—'}
            </Typography.Text>
          ),
        },
      ]}
    />
  );
}
