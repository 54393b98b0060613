import { role } from '@console/contracts';
import { Result, Skeleton } from 'antd';
import { useMemo } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { trpc } from '../../../app/trpc';
import { baseOf, listPath, ResourceForm } from '../../../engine';
import { useShell } from '../../../shell/context';
import { Button } from '../../../widgets/busy';
import { LoadError } from '../../../widgets/load-error/LoadError';
import { PermissionField } from '../permissions/PermissionField';
import { permissionTree } from '../permissions/tree';

/**
 * 新增角色 / 编辑角色: name, kind, description and the permission tree of this edition. The super role is
 * not edited: its page says so instead of showing a form.
 */
export function RoleForm() {
  const { table } = useShell();
  const tree = useMemo(() => permissionTree(table), [table]);
  const navigate = useNavigate();
  const location = useLocation();
  const id = Number(useParams().id);
  const editing = Number.isInteger(id) && id > 0;
  const item = trpc.role.get.useQuery({ id }, { enabled: editing });

  // A deleted role or a typed id that is none: said once, with the way back (the form is not mounted, so it
  // does not ask again).
  if (editing && item.error)
    return (
      <LoadError
        error={item.error}
        onRetry={item.refetch}
        retrying={item.isFetching}
        what="角色"
        back={{ to: listPath(baseOf(location.pathname)) }}
      />
    );
  if (editing && item.isPending) return <Skeleton active style={{ padding: 24 }} />;
  if (item.data?.isSuper === '1')
    return (
      <Result
        status="warning"
        title="超级管理员拥有全部权限，不能修改"
        subTitle="如需调整其他账号的权限，请新建角色后分配给账号。"
        extra={<Button onClick={() => navigate(listPath(baseOf(location.pathname)))}>返回列表</Button>}
      />
    );
  return (
    <ResourceForm
      resource={role}
      initial={() => ({ kind: 'editor', resources: [], permissions: [] })}
      fields={{
        resources: {
          extra: '勾选页面后，该角色的账号就能在菜单中看到它；页面下的按钮可以单独勾选。',
          render: ({ form }) => <PermissionField tree={tree} form={form} />,
        },
      }}
    />
  );
}
