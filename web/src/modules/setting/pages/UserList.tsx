import { PlusOutlined } from '@ant-design/icons';
import { ACCOUNT_STATUS, MSG, SETTING_CODES, userCalls } from '@console/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { Badge, Card, Form, Grid, Input, Select, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useMessage } from '../../../app/message';
import { type RouterOutputs, trpc } from '../../../app/trpc';
import {
  actionsWidth,
  baseOf,
  createPath,
  editPath,
  ListPagination,
  readQuery,
  useAddressForm,
  useFittedTable,
  writeListQuery,
} from '../../../engine';
import { refused } from '../../../engine/row-action';
import { usePermission } from '../../../session/gate/Permission';
import { useCan } from '../../../session/gate/useCan';
import { Button } from '../../../widgets/busy';
import { useConfirm } from '../../../widgets/confirm';
import { LinkButton } from '../../../widgets/LinkButton';
import { tableLocale } from '../../../widgets/load-error/LoadError';
import { ResetPasswordDialog } from './ResetPasswordDialog';

type Row = RouterOutputs['user']['list']['list'][number];

const SEARCH_KEYS = ['keyword', 'roleId', 'status'] as const;

/** The list's search form: a name or phone, a role, a status. */
function AccountSearch({
  value,
  roles,
  onSearch,
}: {
  value: Record<string, unknown>;
  roles: Array<{ value: number; label: string }>;
  onSearch: (filters: Record<string, unknown>) => void;
}) {
  const [form] = Form.useForm();
  const searched = useAddressForm(form, value, SEARCH_KEYS, (query) => ({
    keyword: query.keyword,
    roleId: query.roleId,
    status: query.status,
  }));
  return (
    <Form
      form={form}
      layout="inline"
      onFinish={(filters: Record<string, unknown>) => onSearch(searched(filters))}
      style={{ rowGap: 12, marginBottom: 16 }}
      aria-label="搜索"
    >
      <Form.Item name="keyword">
        <Input allowClear placeholder="搜索姓名、手机号" maxLength={50} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="roleId">
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder="角色"
          aria-label="角色"
          options={roles}
          style={{ width: 200 }}
        />
      </Form.Item>
      <Form.Item name="status">
        <Select
          allowClear
          placeholder="状态"
          aria-label="状态"
          options={ACCOUNT_STATUS.map((o) => ({ ...o }))}
          style={{ width: 110 }}
        />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              onSearch(searched({ keyword: undefined, roleId: undefined, status: undefined }));
            }}
          >
            重置
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}

/**
 * 账号权限: the shop's staff accounts (the documented `/ajax/users`), searched by name or phone and filtered by
 * role and status; edit, reset the password, enable or disable, unbind WeChat and delete, each as the
 * person's role allows. An account cannot delete or disable itself.
 */
export function UserList() {
  const message = useMessage();
  const navigate = useNavigate();
  const location = useLocation();
  const base = baseOf(location.pathname);
  const screens = Grid.useBreakpoint();
  const [search, setSearch] = useSearchParams();
  const query = useMemo(() => readQuery(userCalls.list.input, search), [search]);
  const list = trpc.user.list.useQuery(query as never, { placeholderData: keepPreviousData });
  const me = trpc.profile.get.useQuery();
  const roleOptions = trpc.role.options.useQuery();
  const utils = trpc.useUtils();
  const [confirm, confirmHolder] = useConfirm();
  const [resetting, setResetting] = useState<Row | null>(null);
  const setStatus = trpc.user.setStatus.useMutation();
  const remove = trpc.user.remove.useMutation();
  const unbind = trpc.user.delBindWx.useMutation();
  // Each button by its call's need; user.save serves 新增 and 编辑, so those two also ask their own code.
  const mayUserSave = useCan('user.save');
  const createCode = usePermission(SETTING_CODES.userCreate);
  const editCode = usePermission(SETTING_CODES.userEdit);
  const can = {
    create: mayUserSave && createCode,
    edit: mayUserSave && editCode,
    status: useCan('user.setStatus'),
    reset: useCan('user.resetPassword'),
    unbind: useCan('user.delBindWx'),
    delete: useCan('user.remove'),
  };
  const roles = (roleOptions.data ?? []).map((r) => ({ value: r.id, label: r.name }));
  const setQuery = (patch: Record<string, unknown>) => setSearch(writeListQuery({ ...query, ...patch }, search));
  const refresh = () => utils.user.invalidate();

  const toggleStatus = async (r: Row) => {
    const enabling = r.status === 0;
    let done = false;
    await confirm({
      title: enabling ? '启用账号' : '禁用账号',
      content: enabling
        ? `启用后「${r.name}」可以重新登录，是否继续?`
        : `禁用后「${r.name}」将无法登录，已登录的设备会立即退出，是否继续?`,
      danger: !enabling,
      // A refusal has been told by the error policy; the dialog closes either way.
      onOk: async () => {
        // On the version the row was shown at: a row changed since is refused, and the list read again.
        done = await setStatus
          .mutateAsync({ id: r.id, status: enabling ? 1 : 0, version: r.version })
          .then(() => true, refused(refresh));
      },
    });
    if (!done) return;
    void message.success(enabling ? '已启用' : '已禁用');
    await refresh();
  };

  const confirmRemove = async (r: Row) => {
    let deleted = false;
    const ok = await confirm({
      // Where the person's leads go, so nobody deletes an adviser thinking their leads go with them.
      content: `确定删除账号「${r.name}」吗？删除后不能恢复，TA 跟进中的线索将退回公海，可由其他顾问领取。`,
      danger: true,
      onOk: async () => {
        deleted = await remove.mutateAsync({ id: r.id }).then(
          () => true,
          () => false,
        );
      },
    });
    if (!ok) {
      void message.info(MSG.deleteCancelled);
      return;
    }
    if (!deleted) return;
    void message.success(MSG.deleteSuccess);
    const left = (list.data?.total ?? 0) - 1;
    if (query.page > 1 && left <= (query.page - 1) * query.size) setQuery({ page: query.page - 1 });
    await refresh();
  };

  const confirmUnbind = async (r: Row) => {
    let done = false;
    await confirm({
      title: '解除微信绑定',
      content: `解除后「${r.name}」将不能再用微信（${r.wxNickname}）扫码登录，也收不到公众号提醒，是否继续?`,
      onOk: async () => {
        done = await unbind.mutateAsync({ id: r.id }).then(
          () => true,
          () => false,
        );
      },
    });
    if (!done) return;
    void message.success('已解除微信绑定');
    await refresh();
  };

  const myId = me.data?.id;
  const { box, table } = useFittedTable<Row>([
    {
      key: 'name',
      fit: { width: 150, priority: 9, keep: true },
      title: '姓名',
      render: (_, r) => (
        <Space size={6}>
          <Typography.Text strong>{r.name}</Typography.Text>
          {r.id === myId ? <Tag color="blue">当前账号</Tag> : null}
        </Space>
      ),
    },
    { key: 'phone', fit: { width: 130, priority: 8 }, dataIndex: 'phone', title: '手机号（登录账号）' },
    {
      key: 'role',
      fit: { width: 110, priority: 7 },
      title: '角色',
      render: (_, r) => (r.roleName ? <Tag>{r.roleName}</Tag> : '—'),
    },
    {
      key: 'status',
      fit: { width: 80, priority: 6 },
      title: '状态',
      render: (_, r) =>
        r.status === 0 ? <Badge status="default" text="已禁用" /> : <Badge status="success" text="正常" />,
    },
    {
      key: 'wx',
      fit: { width: 110, priority: 3 },
      title: '微信',
      render: (_, r) => (r.wxNickname ? r.wxNickname : <Typography.Text type="secondary">未绑定</Typography.Text>),
    },
    {
      key: 'lastLoginTime',
      fit: { width: 170, priority: 2 },
      title: '最近登录',
      render: (_, r) => r.lastLoginTime ?? <Typography.Text type="secondary">从未登录</Typography.Text>,
    },
    { key: 'createTime', fit: { width: 170, priority: 1 }, dataIndex: 'createTime', title: '创建时间' },
    {
      key: 'actions',
      fit: { width: actionsWidth(['编辑', '重置密码', '禁用', '解绑微信', '删除']), priority: 9, keep: true },
      title: '操作',
      fixed: screens.md ? 'right' : undefined,
      render: (_, r) => {
        const self = r.id === myId;
        return (
          <Space size={0} wrap={!screens.md}>
            {can.edit ? (
              <LinkButton type="link" size="small" to={editPath(base, r.id)}>
                编辑
              </LinkButton>
            ) : null}
            {can.reset && !self ? (
              <Button type="link" size="small" onClick={() => setResetting(r)}>
                重置密码
              </Button>
            ) : null}
            {can.status ? (
              <Tooltip title={self ? '不能禁用当前登录的账号' : undefined}>
                <Button type="link" size="small" disabled={self} onClick={() => void toggleStatus(r)}>
                  {r.status === 0 ? '启用' : '禁用'}
                </Button>
              </Tooltip>
            ) : null}
            {can.unbind && r.wxNickname ? (
              <Button type="link" size="small" onClick={() => void confirmUnbind(r)}>
                解绑微信
              </Button>
            ) : null}
            {can.delete ? (
              <Tooltip title={self ? '不能删除当前登录的账号' : undefined}>
                <Button type="link" size="small" danger disabled={self} onClick={() => void confirmRemove(r)}>
                  删除
                </Button>
              </Tooltip>
            ) : null}
          </Space>
        );
      },
    },
  ]);

  return (
    <Card
      title="账号权限"
      extra={
        can.create ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(createPath(base))}>
            新增账号
          </Button>
        ) : null
      }
    >
      {confirmHolder}
      <AccountSearch value={query} roles={roles} onSearch={(filters) => setQuery({ ...filters, page: 1 })} />
      <div ref={box}>
        <Table<Row>
          rowKey="id"
          dataSource={list.data?.list ?? []}
          loading={list.isFetching}
          // Before the first answer there is nothing to say: neither 暂无数据 nor a count of 0.
          locale={tableLocale(list, '账号') ?? (list.isPending ? { emptyText: ' ' } : undefined)}
          pagination={false}
          {...table}
        />
      </div>
      {list.error || !list.data ? null : (
        <ListPagination
          page={query.page}
          size={query.size}
          total={list.data.total}
          onChange={(page, size) => setQuery({ page, size })}
        />
      )}
      <ResetPasswordDialog account={resetting} onClose={() => setResetting(null)} />
    </Card>
  );
}
