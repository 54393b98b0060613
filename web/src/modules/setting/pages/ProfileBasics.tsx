import { accountFields, type FieldDef } from '@console/contracts';
import { Descriptions, Flex, Form, Grid, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { markFieldErrors } from '../../../app/form-errors';
import { useMessage } from '../../../app/message';
import { trpc } from '../../../app/trpc';
import { FieldControl } from '../../../engine/FieldControl';
import { setUnsavedChanges, useUnsavedChanges } from '../../../shell/unsaved';
import { Button } from '../../../widgets/busy';
import { schemaRule, validateChecked } from '../../../widgets/form/checks';
import { LoadError } from '../../../widgets/load-error/LoadError';

type Values = { name: string; headImg?: string };
const FIELDS: Array<[keyof Values, FieldDef]> = [
  ['headImg', accountFields.headImg],
  ['name', accountFields.name],
];

/** 基本资料: portrait and name; the phone (the sign-in name) and the role are the administrator's to change. */
export function ProfileBasics() {
  const message = useMessage();
  const screens = Grid.useBreakpoint();
  const profile = trpc.profile.get.useQuery();
  const save = trpc.profile.save.useMutation({ meta: { formFields: ['name', 'headImg'] } });
  const check = trpc.check.sensitive.useMutation();
  const utils = trpc.useUtils();
  const [form] = Form.useForm<Values>();
  const [dirty, setDirty] = useState(false);
  useUnsavedChanges(dirty);

  useEffect(() => {
    if (profile.data) form.setFieldsValue({ name: profile.data.name, headImg: profile.data.headImg ?? '' });
  }, [profile.data, form]);

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
    try {
      await save.mutateAsync({ name: values.name, headImg: values.headImg ?? '' });
    } catch (err) {
      markFieldErrors(form, err, ['name', 'headImg']);
      return;
    }
    setDirty(false);
    setUnsavedChanges(false);
    void message.success('保存成功');
    await utils.profile.invalidate();
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
      <Form
        form={form}
        layout={screens.md ? 'horizontal' : 'vertical'}
        labelCol={screens.md ? { flex: '120px' } : undefined}
        onValuesChange={() => setDirty(true)}
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
    </Flex>
  );
}
