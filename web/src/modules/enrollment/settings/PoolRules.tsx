import { clueSettingFields } from '@console/contracts';
import { Card, Flex, Form, Skeleton, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useFormDraft } from '../../../app/drafts';
import { markFieldErrors } from '../../../app/form-errors';
import { useMessage } from '../../../app/message';
import { type RouterInputs, type RouterOutputs, trpc } from '../../../app/trpc';
import { Button, Switch } from '../../../widgets/busy';
import { ConflictDialog } from '../../../widgets/conflict/ConflictDialog';
import { useVersionedSave } from '../../../widgets/conflict/useVersionedSave';
import { schemaRule } from '../../../widgets/form/checks';
import { NumberInput } from '../../../widgets/form/NumberInput';
import { useValidate } from '../../../widgets/form/useValidate';

type Values = Omit<RouterInputs['clue']['settingSave'], 'version'>;
type Setting = RouterOutputs['clue']['setting'];
const FIELDS = ['poolReturnEnabled', 'poolReturnDays', 'claimLimitEnabled', 'claimDailyLimit'] as const;
const LABELS = {
  poolReturnEnabled: '自动退回公海',
  poolReturnDays: '未跟进天数',
  claimLimitEnabled: '领取上限',
  claimDailyLimit: '每人每天最多领取',
};
const valuesOf = ({ poolReturnEnabled, poolReturnDays, claimLimitEnabled, claimDailyLimit }: Setting): Values => ({
  poolReturnEnabled,
  poolReturnDays,
  claimLimitEnabled,
  claimDailyLimit,
});

/** The public pool's rules: return to the pool after N idle days, and a daily claim cap per person. */
export function PoolRules() {
  const [form] = Form.useForm<Values>();
  const { validate } = useValidate();
  const message = useMessage();
  const utils = trpc.useUtils();
  const setting = trpc.clue.setting.useQuery();
  const save = trpc.clue.settingSave.useMutation({ meta: { formFields: FIELDS, conflictShown: true } });
  const returnOn = Form.useWatch('poolReturnEnabled', form);
  const limitOn = Form.useWatch('claimLimitEnabled', form);
  /** The rules' version the form's values started from, kept with a draft. */
  const loaded = useRef<number | undefined>(undefined);

  // Saved on the version the rules were read at; a conflict keeps the typing and opens the dialog.
  const versioned = useVersionedSave<Setting, Values>({
    save: (input) => save.mutateAsync(input),
    latest: () => utils.client.clue.setting.query(),
    labels: LABELS,
    onLoadLatest: (latest) => {
      form.setFieldsValue(valuesOf(latest));
      loaded.current = latest.version;
      draft.rebase();
    },
    onSaved: async (saved) => {
      loaded.current = saved.version;
      await draft.saved();
      message.success('公海规则已保存');
      void utils.clue.invalidate();
    },
  });
  const { load } = versioned;

  useEffect(() => {
    if (!setting.data) return;
    form.setFieldsValue(valuesOf(setting.data));
    load(setting.data);
    loaded.current = setting.data.version;
  }, [setting.data, form, load]);

  // After the effect above fills the rules: a draft is what was changed over them (the page has three forms).
  const draft = useFormDraft(form, {
    name: 'pool-rules',
    ready: Boolean(setting.data),
    version: () => loaded.current,
    // Restored on the version it was typed at: rules changed since are caught by the save's conflict dialog.
    onRestore: (d) => {
      form.setFieldsValue(d.values);
      if (setting.data && d.version !== undefined) {
        load({ ...setting.data, version: d.version });
        loaded.current = d.version;
      }
    },
  });

  const submit = async () => {
    const values = await validate(form, []);
    if (!values) return;
    await versioned.submit(values).catch((err: unknown) => markFieldErrors(form, err, FIELDS));
  };

  return (
    <Card title="公海规则" size="small">
      {setting.data ? draft.notice : null}
      {setting.data ? (
        <Form form={form} layout="vertical" style={{ maxWidth: 520 }} onValuesChange={draft.onValuesChange}>
          <Form.Item label="自动退回公海" name="poolReturnEnabled" valuePropName="checked" style={{ marginBottom: 8 }}>
            <Switch aria-label="自动退回公海" />
          </Form.Item>
          <Form.Item
            label="未跟进天数"
            extra="跟进人连续这么多天没有添加跟进记录，线索自动退回公海；已保护、已成交、无效的线索除外。"
          >
            <Flex align="center" gap={8}>
              <Form.Item
                name="poolReturnDays"
                noStyle
                validateFirst
                rules={[{ required: true, message: '请输入天数' }, schemaRule(clueSettingFields.poolReturnDays)]}
              >
                <NumberInput disabled={!returnOn} aria-label="未跟进天数" />
              </Form.Item>
              <span>天</span>
            </Flex>
          </Form.Item>
          <Form.Item label="领取上限" name="claimLimitEnabled" valuePropName="checked" style={{ marginBottom: 8 }}>
            <Switch aria-label="限制每日领取数量" />
          </Form.Item>
          <Form.Item label="每人每天最多领取" extra="从公海领取线索时计数，管理员分配的线索不计入。">
            <Flex align="center" gap={8}>
              <Form.Item
                name="claimDailyLimit"
                noStyle
                validateFirst
                rules={[
                  { required: true, message: '请输入每日领取上限' },
                  schemaRule(clueSettingFields.claimDailyLimit),
                ]}
              >
                <NumberInput disabled={!limitOn} aria-label="每日领取上限" />
              </Form.Item>
              <span>条</span>
            </Flex>
          </Form.Item>
          <Button type="primary" loading={save.isPending} onClick={() => void submit()}>
            保存
          </Button>
          <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
            保存后规则立即生效：已超过未跟进天数的线索会马上退回公海。
          </Typography.Paragraph>
        </Form>
      ) : (
        <Skeleton active />
      )}
      <ConflictDialog what="公海规则" {...versioned.dialog} />
    </Card>
  );
}
