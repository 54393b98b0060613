import { accountFields, type FieldDef } from '@console/contracts';
import { Descriptions, Flex, Form, Grid, Skeleton } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useFormDraft } from '../../../app/drafts';
import { markFieldErrors } from '../../../app/form-errors';
import { useMessage } from '../../../app/message';
import { type RouterOutputs, trpc } from '../../../app/trpc';
import { FieldControl } from '../../../engine/FieldControl';
import { setUnsavedChanges, useUnsavedChanges } from '../../../shell/unsaved';
import { Button } from '../../../widgets/busy';
import { ConflictDialog } from '../../../widgets/conflict/ConflictDialog';
import { useVersionedSave } from '../../../widgets/conflict/useVersionedSave';
import { schemaRule, validateChecked } from '../../../widgets/form/checks';
import { LoadError } from '../../../widgets/load-error/LoadError';

type Values = { name: string; headImg?: string };
type Profile = RouterOutputs['profile']['get'];
const valuesOf = (p: Profile) => ({ name: p.name, headImg: p.headImg ?? '' });
const FIELDS: Array<[keyof Values, FieldDef]> = [
  ['headImg', accountFields.headImg],
  ['name', accountFields.name],
];

/** 基本资料: portrait and name; the phone (the sign-in name) and the role are the administrator's to change. */
export function ProfileBasics() {
  const message = useMessage();
  const screens = Grid.useBreakpoint();
  const profile = trpc.profile.get.useQuery();
  const save = trpc.profile.save.useMutation({ meta: { formFields: ['name', 'headImg'], conflictShown: true } });
  const check = trpc.check.sensitive.useMutation();
  const utils = trpc.useUtils();
  const [form] = Form.useForm<Values>();
  const [dirty, setDirty] = useState(false);
  useUnsavedChanges(dirty);
  /** The account's version the form's values started from, kept with a draft. */
  const loaded = useRef<number | undefined>(undefined);
  // Saved on the version the account was read at (another tab or an administrator may have changed it).
  const versioned = useVersionedSave<Profile, Values>({
    save: (input) => save.mutateAsync({ ...input, headImg: input.headImg ?? '' }),
    latest: () => utils.client.profile.get.query(),
    labels: Object.fromEntries(FIELDS.map(([name, d]) => [name, d.meta.label])),
    valuesOf,
    onLoadLatest: (latest) => {
      form.setFieldsValue(valuesOf(latest));
      loaded.current = latest.version;
      draft.rebase();
      setDirty(false);
      setUnsavedChanges(false);
    },
    onSaved: async (saved) => {
      loaded.current = saved.version;
      await draft.saved();
      setDirty(false);
      setUnsavedChanges(false);
      void message.success('保存成功');
      await utils.profile.invalidate();
    },
  });
  const { load } = versioned;

  useEffect(() => {
    if (!profile.data) return;
    form.setFieldsValue(valuesOf(profile.data));
    load(profile.data);
    loaded.current = profile.data.version;
  }, [profile.data, form, load]);

  // After the effect above fills the account: a draft is what was typed over it (the page's other form is the password).
  const draft = useFormDraft(form, {
    name: 'basics',
    ready: Boolean(profile.data),
    version: () => loaded.current,
    // Restored on the version it was typed at: an account changed since is caught by the save's conflict dialog.
    onRestore: (d) => {
      form.setFieldsValue(d.values);
      setDirty(true);
      if (profile.data && d.version !== undefined) {
        load({ ...profile.data, version: d.version });
        loaded.current = d.version;
      }
    },
  });

  if (profile.error)
    return (
      <LoadError
        error={profile.error}
        onRetry={() => profile.refetch()}
        retrying={profile.isFetching}
        what="账号信息"
      />
    );
  if (!profile.data) return <Skeleton active />;

  const submit = async () => {
    const values = await validateChecked(
      form,
      [{ name: 'name', kind: 'text' }],
      async (content) => (await check.mutateAsync({ content })) ?? null,
    ).catch(() => null);
    if (!values) return;
    await versioned
      .submit({ name: values.name, headImg: values.headImg ?? '' })
      .catch((err: unknown) => markFieldErrors(form, err, ['name', 'headImg']));
  };

  return (
    <Flex vertical gap={16} style={{ maxWidth: 640 }}>
      <Descriptions
        column={1}
        size="small"
        labelStyle={{ width: 120 }}
        items={[
          { key: 'phone', label: '登录账号', children: profile.data.phone },
          { key: 'role', label: '角色', children: profile.data.roleName ?? '—' },
        ]}
      />
      {draft.notice}
      <Form
        form={form}
        layout={screens.md ? 'horizontal' : 'vertical'}
        labelCol={screens.md ? { flex: '120px' } : undefined}
        onValuesChange={() => {
          setDirty(true);
          draft.onValuesChange();
        }}
      >
        {FIELDS.map(([name, d]) => (
          <Form.Item
            key={name}
            name={name}
            label={d.meta.label}
            required={d.meta.required}
            validateFirst
            rules={[schemaRule(d.input)]}
          >
            <FieldControl meta={d.meta} />
          </Form.Item>
        ))}
        <Form.Item label={screens.md ? ' ' : undefined} colon={false}>
          <Flex gap={12} align="center" wrap>
            <Button type="primary" loading={save.isPending} onClick={() => void submit()}>
              保存
            </Button>
            <Link to="/setting/profile/changePass">修改密码</Link>
          </Flex>
        </Form.Item>
      </Form>
      <ConflictDialog what="账号资料" {...versioned.dialog} />
    </Flex>
  );
}
