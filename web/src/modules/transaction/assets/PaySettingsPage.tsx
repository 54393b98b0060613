import { CheckCircleOutlined, UploadOutlined } from '@ant-design/icons';
import { type PaySettingInput, paySettingInput } from '@console/contracts';
import { Alert, Flex, Form, Input, Skeleton, Space, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useFormDraft } from '../../../app/drafts';
import { fieldErrorsOf } from '../../../app/error-policy';
import { markFieldErrors } from '../../../app/form-errors';
import { useMessage } from '../../../app/message';
import { type RouterOutputs, trpc } from '../../../app/trpc';
import { useCan } from '../../../session/gate/useCan';
import { useUnsavedChanges } from '../../../shell/unsaved';
import { Button, Switch } from '../../../widgets/busy';
import { ConflictDialog } from '../../../widgets/conflict/ConflictDialog';
import { useVersionedSave } from '../../../widgets/conflict/useVersionedSave';
import { schemaRule } from '../../../widgets/form/checks';
import { useValidate } from '../../../widgets/form/useValidate';
import { PageFrame } from '../../../widgets/PageFrame';
import { readKeyFile } from './key-file';

type PaySetting = RouterOutputs['paySetting']['get'];

interface Values {
  appId: string;
  mchId: string;
  serialNo: string;
  apiV3Key?: string;
  enabled: boolean;
}
const shape = paySettingInput.shape;
const text = (v: unknown) => (typeof v === 'string' ? v : '');
const FIELDS = [
  'appId',
  'mchId',
  'serialNo',
  'apiV3Key',
  'privateKey',
  'privateKey.fileName',
  'privateKey.content',
  'enabled',
];

/**
 * 支付设置: the shop's WeChat Pay merchant (API v3). The API v3 key and the private key are write-only: the
 * page shows whether each is set and when, sends a new one only when one is given, and never reads them back.
 */
export function PaySettingsPage() {
  const message = useMessage();
  const utils = trpc.useUtils();
  const [form] = Form.useForm<Values>();
  const { validate } = useValidate();
  const setting = trpc.paySetting.get.useQuery({});
  const save = trpc.paySetting.save.useMutation({ meta: { formFields: FIELDS, conflictShown: true } });
  const test = trpc.paySetting.test.useMutation();
  // 修改支付设置 is a button code of its own (issue 29): without it the settings read, nothing changes.
  const maySave = useCan('paySetting.save');
  const mayTest = useCan('paySetting.test');
  const [keyFile, setKeyFile] = useState<{ fileName: string; content: string } | null>(null);
  const [keyError, setKeyError] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  useUnsavedChanges(dirty);
  const s = setting.data;
  const fill = (p: PaySetting) =>
    form.setFieldsValue({ appId: p.appId, mchId: p.mchId, serialNo: p.serialNo, enabled: p.enabled === '1' });
  // Saved on the version the settings were read at; a conflict keeps the typing (the key file too) and asks.
  const versioned = useVersionedSave<PaySetting, PaySettingInput>({
    save: (input) => save.mutateAsync(input),
    latest: () => utils.client.paySetting.get.query({}),
    labels: { appId: 'APPID', mchId: '商户号', serialNo: '证书序列号', enabled: '启用' },
    onLoadLatest: (latest) => {
      fill(latest);
      setDirty(false);
      draft.rebase();
    },
    onSaved: async () => {
      setKeyFile(null);
      setDirty(false);
      await draft.saved();
      test.reset();
      form.setFieldsValue({ apiV3Key: undefined });
      await utils.paySetting.invalidate();
      void message.success('支付设置已保存');
    },
  });
  const { load } = versioned;

  useEffect(() => {
    if (!s) return;
    form.setFieldsValue({ appId: s.appId, mchId: s.mchId, serialNo: s.serialNo, enabled: s.enabled === '1' });
    load(s);
  }, [s, form, load]);
  // After the effect above, which fills the saved settings. The API v3 key is never kept (a secret, left out of
  // every draft) and the private key file is no form field: both are given again. A draft typed on an older
  // version is saved on that version, so the save is refused and the conflict dialog shows what changed since.
  const draft = useFormDraft(form, {
    ready: Boolean(s),
    version: () => s?.version,
    onRestore: (d) => {
      form.setFieldsValue(d.values);
      setDirty(true);
      if (s && d.version !== undefined && d.version < s.version) load({ ...s, version: d.version });
    },
  });

  if (!s) return <Skeleton active style={{ padding: 24 }} />;

  const onSave = async () => {
    const v = await validate(form, []);
    if (!v) return;
    const input: PaySettingInput = {
      appId: v.appId.trim(),
      mchId: v.mchId.trim(),
      serialNo: v.serialNo.trim(),
      enabled: v.enabled ? '1' : '0',
      ...(v.apiV3Key ? { apiV3Key: v.apiV3Key.trim() } : {}),
      ...(keyFile ? { privateKey: keyFile } : {}),
    };
    try {
      await versioned.submit(input);
    } catch (err) {
      markFieldErrors(form, err, FIELDS);
      // The key file has no form field: its refusal stands under its button.
      const errors = fieldErrorsOf(err);
      const keyProblem = Object.entries(errors).find(([k]) => k.startsWith('privateKey'))?.[1][0];
      if (keyProblem) setKeyError(keyProblem);
    }
  };

  const lastTest = test.data ?? s.lastTest;
  return (
    <PageFrame title="支付设置" subtitle="微信支付商户（API v3），用于小程序、H5 下单收款">
      {draft.notice}
      <Form
        form={form}
        layout="vertical"
        aria-label="支付设置"
        disabled={!maySave}
        style={{ maxWidth: 640 }}
        onValuesChange={() => {
          setDirty(true);
          draft.onValuesChange();
        }}
        onFinish={() => void onSave()}
      >
        <Form.Item name="appId" label="APPID" required rules={[schemaRule(shape.appId, text)]}>
          <Input maxLength={18} placeholder="wx 开头的 18 位 APPID" autoComplete="off" />
        </Form.Item>
        <Form.Item name="mchId" label="商户号" required rules={[schemaRule(shape.mchId, text)]}>
          <Input maxLength={10} inputMode="numeric" autoComplete="off" />
        </Form.Item>
        <Form.Item name="serialNo" label="证书序列号" required rules={[schemaRule(shape.serialNo, text)]}>
          <Input maxLength={40} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="apiV3Key"
          label="API v3 密钥"
          extra={s.apiV3Key.set ? `已设置（${s.apiV3Key.updateTime} 更新），留空则不修改` : '未设置'}
          rules={[schemaRule(shape.apiV3Key, (v) => (v ? String(v).trim() : undefined))]}
        >
          <Input.Password
            maxLength={32}
            placeholder={s.apiV3Key.set ? '••••••••（已设置）' : '32 位 API v3 密钥'}
            autoComplete="new-password"
            visibilityToggle={false}
          />
        </Form.Item>
        <Form.Item
          label="商户私钥（apiclient_key.pem）"
          validateStatus={keyError ? 'error' : undefined}
          help={keyError ?? undefined}
          extra={
            keyFile
              ? `待保存：${keyFile.fileName}`
              : s.privateKey.set
                ? `已上传 ${s.privateKey.fileName ?? ''}（${s.privateKey.updateTime} 更新），重新上传则替换`
                : '未上传；.pem 文件，不超过 2MB'
          }
        >
          <Upload
            accept=".pem"
            maxCount={1}
            showUploadList={false}
            beforeUpload={async (file) => {
              try {
                setKeyFile(await readKeyFile(file));
                setKeyError(null);
                setDirty(true);
              } catch (err) {
                setKeyError((err as Error).message);
              }
              return false;
            }}
          >
            <Button icon={<UploadOutlined />}>选择私钥文件</Button>
          </Upload>
        </Form.Item>
        <Form.Item name="enabled" label="启用微信支付" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Flex wrap gap={12}>
          {maySave ? (
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              保存
            </Button>
          ) : null}
          {mayTest ? (
            <Button icon={<CheckCircleOutlined />} loading={test.isPending} onClick={() => test.mutate({})}>
              测试配置
            </Button>
          ) : null}
        </Flex>
      </Form>
      {lastTest ? (
        <Alert
          style={{ marginTop: 16, maxWidth: 640 }}
          type={lastTest.ok ? 'success' : 'error'}
          showIcon
          title={lastTest.ok ? '测试通过' : '测试未通过'}
          description={
            <Space vertical size={0}>
              <Typography.Text>{lastTest.message}</Typography.Text>
              <Typography.Text type="secondary">测试时间 {lastTest.time}</Typography.Text>
            </Space>
          }
        />
      ) : null}
      <ConflictDialog what="支付设置" {...versioned.dialog} />
    </PageFrame>
  );
}
