import {
  PASSWORD_HINT,
  PASSWORD_MESSAGES,
  passwordSchema,
  passwordsMatch,
  repeatPasswordOf,
  userCalls,
} from '@console/contracts';
import { Alert, Card, Form, Grid, Input, Select, Skeleton, Space } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useFormDraft } from '../../../app/drafts';
import { describeError } from '../../../app/error-policy';
import { markFieldErrors } from '../../../app/form-errors';
import { useMessage } from '../../../app/message';
import { type RouterInputs, type RouterOutputs, trpc } from '../../../app/trpc';
import { baseOf, listPath } from '../../../engine';
import { isSuper } from '../../../session/access';
import { useCan } from '../../../session/gate/useCan';
import { useSession } from '../../../session/store';
import { setUnsavedChanges, useUnsavedChanges } from '../../../shell/unsaved';
import { Button } from '../../../widgets/busy';
import { ConflictDialog } from '../../../widgets/conflict/ConflictDialog';
import { useVersionedSave } from '../../../widgets/conflict/useVersionedSave';
import { schemaRule, validateChecked } from '../../../widgets/form/checks';
import { LoadError } from '../../../widgets/load-error/LoadError';

const shape = userCalls.save.input.shape;
const FIELDS = ['name', 'phone', 'roleId', 'password'] as const;
type Values = { name: string; phone: string; roleId?: number; password?: string; repeatPassword?: string };
type Account = RouterOutputs['user']['edit'];
type SaveInput = Omit<RouterInputs['user']['save'], 'version'>;
const valuesOf = (a: Account) => ({ name: a.name, phone: a.phone, roleId: a.roleId ?? undefined });

/**
 * 新增账号 / 编辑账号: name, phone (the sign-in name, checked free with `/ajax/user/valid/phone` once typed),
 * role, and for a new account its first password. An existing account's password is reset from the list; an
 * account does not change its own role.
 */
export function UserForm() {
  const message = useMessage();
  const navigate = useNavigate();
  const location = useLocation();
  const screens = Grid.useBreakpoint();
  const session = useSession();
  const base = baseOf(location.pathname);
  const id = Number(useParams().id);
  const editing = Number.isInteger(id) && id > 0;
  const item = trpc.user.edit.useQuery({ id }, { enabled: editing });
  const me = trpc.profile.get.useQuery();
  const roleOptions = trpc.role.options.useQuery();
  const save = trpc.user.save.useMutation({ meta: { formFields: FIELDS, conflictShown: true } });
  const validPhone = trpc.user.validPhone.useMutation({ meta: { silentError: true } });
  // A typed address reaches the form without the button; then it reads and says why nothing can be saved.
  const maySave = useCan('user.save', 'user.validPhone');
  const check = trpc.check.sensitive.useMutation();
  const utils = trpc.useUtils();
  const [form] = Form.useForm<Values>();
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  // The last answer of the phone check per number, so leaving the field and saving ask once.
  const checked = useRef(new Map<string, string | null>());
  useUnsavedChanges(dirty);
  // An account is saved on the version it was read at; a conflict keeps the typing and opens the dialog.
  const versioned = useVersionedSave<Account, SaveInput>({
    save: (input) => save.mutateAsync(input),
    latest: () => utils.client.user.edit.query({ id }),
    labels: { name: '姓名', phone: '手机号', roleId: '角色' },
    onLoadLatest: (latest) => {
      form.setFieldsValue(valuesOf(latest));
      setDirty(false);
      setUnsavedChanges(false);
    },
    onSaved: async () => {
      setDirty(false);
      setUnsavedChanges(false);
      await draft.saved();
      void message.success('保存成功');
      await utils.user.invalidate();
      await utils.role.invalidate();
      navigate(listPath(base));
    },
  });
  const { load } = versioned;

  useEffect(() => {
    if (!item.data) return;
    form.setFieldsValue(valuesOf(item.data));
    load(item.data);
  }, [item.data, form, load]);
  // After the effect above, which fills an edited account's values: the draft compares with them, and keeps the
  // account's version it was typed on. Restored, it is saved on that version: an account changed since is caught
  // by the save's conflict dialog, never silently overwritten.
  const draft = useFormDraft(form, {
    record: editing ? id : 'new',
    ready: !editing || Boolean(item.data),
    enabled: maySave,
    version: () => item.data?.version,
    onRestore: (d) => {
      form.setFieldsValue(d.values);
      setDirty(true);
      if (item.data && d.version !== undefined) load({ ...item.data, version: d.version });
    },
  });

  if (item.error)
    return (
      <LoadError
        error={item.error}
        onRetry={item.refetch}
        retrying={item.isFetching}
        what="账号"
        back={{ to: listPath(base) }}
      />
    );
  if (editing && !item.data) return <Skeleton active style={{ padding: 24 }} />;

  const self = editing && me.data?.id === id;
  const superMe = session !== null && isSuper(session);
  const roles = (roleOptions.data ?? [])
    // Only the super role gives the super role (the upstream refuses otherwise).
    .filter((r) => superMe || !r.isSuper || r.id === item.data?.roleId)
    .map((r) => ({ value: r.id, label: r.name }));

  const phoneFree: Rule = {
    validateTrigger: 'onBlur',
    validator: async (_r, value: string) => {
      const phone = String(value ?? '').trim();
      if (phone === '' || (editing && phone === item.data?.phone) || !shape.phone.safeParse(phone).success) return;
      if (!checked.current.has(phone)) {
        const answer = await validPhone.mutateAsync({ phone }).then(
          () => null,
          (err: unknown) => describeError(err).upstreamMsg ?? '暂时无法校验手机号，请稍后再试',
        );
        checked.current.set(phone, answer);
      }
      const taken = checked.current.get(phone);
      if (taken) throw new Error(taken);
    },
  };

  const submit = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const values = await validateChecked(
        form,
        [{ name: 'name', kind: 'text' }],
        async (content) => (await check.mutateAsync({ content })) ?? null,
      ).catch(() => null);
      if (!values) return;
      await versioned
        .submit({
          ...(editing ? { id } : {}),
          name: values.name,
          phone: values.phone,
          roleId: values.roleId as number,
          ...(editing ? {} : { password: values.password }),
        })
        .catch((err: unknown) => markFieldErrors(form, err, FIELDS));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={editing ? '编辑账号' : '新增账号'}>
      {maySave ? null : (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} message="您的角色没有修改账号的权限，只能查看。" />
      )}
      {draft.notice}
      <Form
        form={form}
        layout={screens.md ? 'horizontal' : 'vertical'}
        labelCol={screens.md ? { flex: '120px' } : undefined}
        style={{ maxWidth: 640 }}
        disabled={!maySave}
        onValuesChange={() => {
          setDirty(true);
          draft.onValuesChange();
        }}
        validateTrigger={['onChange', 'onBlur']}
      >
        <Form.Item label="姓名" name="name" required validateFirst rules={[schemaRule(shape.name)]}>
          <Input maxLength={20} showCount placeholder="请输入姓名" />
        </Form.Item>
        <Form.Item
          label="手机号"
          name="phone"
          required
          validateFirst
          extra="手机号是登录账号，不能与其他账号重复"
          rules={[schemaRule(shape.phone), phoneFree]}
        >
          <Input maxLength={11} inputMode="numeric" placeholder="请输入手机号" />
        </Form.Item>
        <Form.Item
          label="角色"
          name="roleId"
          required
          validateFirst
          extra={self ? '不能修改自己的角色' : '账号能看到的菜单和按钮由角色决定'}
          rules={[schemaRule(shape.roleId)]}
        >
          <Select
            showSearch
            optionFilterProp="label"
            placeholder="请选择角色"
            aria-label="角色"
            options={roles}
            loading={roleOptions.isPending}
            disabled={self}
            style={{ maxWidth: 320 }}
          />
        </Form.Item>
        {editing ? null : (
          <>
            <Form.Item
              label="登录密码"
              name="password"
              required
              validateFirst
              extra={PASSWORD_HINT}
              rules={[schemaRule(passwordSchema('登录密码'))]}
            >
              <Input.Password autoComplete="new-password" placeholder="请输入登录密码" style={{ maxWidth: 320 }} />
            </Form.Item>
            <Form.Item
              label="确认密码"
              // Named as a password, so a draft of this form never keeps it (app/drafts/secrets).
              name="repeatPassword"
              required
              validateFirst
              dependencies={['password']}
              rules={[
                schemaRule(repeatPasswordOf('登录密码')),
                ({ getFieldValue }) => ({
                  validator: async (_r, v) => {
                    if (!passwordsMatch(getFieldValue('password'), v)) throw new Error(PASSWORD_MESSAGES.mismatch);
                  },
                }),
              ]}
            >
              <Input.Password autoComplete="new-password" placeholder="请再次输入登录密码" style={{ maxWidth: 320 }} />
            </Form.Item>
          </>
        )}
        <Form.Item label={screens.md ? ' ' : undefined} colon={false}>
          <Space>
            {maySave ? (
              <Button type="primary" loading={busy} onClick={() => void submit()}>
                保存
              </Button>
            ) : null}
            <Button disabled={false} onClick={() => navigate(listPath(base))}>
              {maySave ? '取消' : '返回'}
            </Button>
          </Space>
        </Form.Item>
      </Form>
      <ConflictDialog what="该账号" {...versioned.dialog} />
    </Card>
  );
}
