import {
  formatYuan,
  PROMOTER_BINDINGS,
  PROMOTER_RULE_LIMITS,
  PROMOTER_SCOPES,
  type PromoterRule,
  percentToBasisPoints,
  promoterRuleFields,
  RATE_SUM_MESSAGE,
  ratesWithinOrder,
} from '@console/contracts';
import { Alert, Form, Input, Radio, Skeleton, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect, useState } from 'react';
import { useFormDraft } from '../../../app/drafts';
import { markFieldErrors } from '../../../app/form-errors';
import { useMessage } from '../../../app/message';
import { type RouterOutputs, trpc } from '../../../app/trpc';
import { useCan } from '../../../session/gate/useCan';
import { useUnsavedChanges } from '../../../shell/unsaved';
import { Button, Switch } from '../../../widgets/busy';
import { ConflictDialog } from '../../../widgets/conflict/ConflictDialog';
import { useVersionedSave } from '../../../widgets/conflict/useVersionedSave';
import { schemaRule } from '../../../widgets/form/checks';
import { NumberInput } from '../../../widgets/form/NumberInput';
import { useValidate } from '../../../widgets/form/useValidate';
import { LoadError } from '../../../widgets/load-error/LoadError';
import { draftToRule, minWithdrawText, type RuleDraft, rateProblem, ruleToDraft } from '../rule-draft';

const FIELDS = [
  'enabled',
  'scope',
  'binding',
  'level1Rate',
  'level2Rate',
  'freezeDays',
  'minWithdraw',
  'feeRate',
] as const;

const rateRule =
  (field: 'level1Rate' | 'level2Rate' | 'feeRate'): Rule =>
  () => ({
    validator: async (_rule, value: string | undefined) => {
      const problem = rateProblem(field, value ?? '');
      if (problem) throw new Error(problem);
    },
  });

/** Level 2 also keeps both levels within the order's amount (checked again when level 1 changes). */
const sumRule: Rule = ({ getFieldValue }) => ({
  validator: async () => {
    const level1Rate = percentToBasisPoints(String(getFieldValue('level1Rate') ?? ''));
    const level2Rate = percentToBasisPoints(String(getFieldValue('level2Rate') ?? ''));
    if (level1Rate === null || level2Rate === null) return;
    if (!ratesWithinOrder({ level1Rate, level2Rate })) throw new Error(RATE_SUM_MESSAGE);
  },
});

/** 推广规则: who may promote, how buyers bind to a promoter, both levels' commission, freezing and withdrawal. */
export function RuleForm() {
  const [form] = Form.useForm<RuleDraft>();
  const { validate } = useValidate();
  const message = useMessage();
  const utils = trpc.useUtils();
  const rule = trpc.promoterRule.get.useQuery();
  const save = trpc.promoterRule.save.useMutation({ meta: { formFields: FIELDS, conflictShown: true } });
  // 佣金规则 is a button code of its own (issue 29): without it the rules read, nothing is saved.
  const maySave = useCan('promoterRule.save');
  const [dirty, setDirty] = useState(false);
  useUnsavedChanges(dirty);
  const enabled = Form.useWatch('enabled', form);
  // Saved on the version the rules were read at; a conflict keeps the typing and opens the dialog.
  const versioned = useVersionedSave<RouterOutputs['promoterRule']['get'], PromoterRule>({
    save: (input) => save.mutateAsync(input),
    latest: () => utils.client.promoterRule.get.query(),
    onLoadLatest: (latest) => {
      form.setFieldsValue(ruleToDraft(latest));
      setDirty(false);
      kept.rebase();
    },
    onSaved: async () => {
      setDirty(false);
      await kept.saved();
      message.success('推广规则已保存');
      void utils.promoterRule.invalidate();
    },
  });
  const { load } = versioned;

  useEffect(() => {
    if (!rule.data) return;
    form.setFieldsValue(ruleToDraft(rule.data));
    load(rule.data);
  }, [rule.data, form, load]);
  // After the effect above, which fills the saved rules: the local draft of what was typed over them (the form's
  // own RuleDraft is only its values as text; this keeps them through a reload or an expired session). A draft
  // typed on an older version is saved on that version, so the save is refused and the conflict dialog asks.
  const kept = useFormDraft(form, {
    ready: Boolean(rule.data),
    version: () => rule.data?.version,
    onRestore: (d) => {
      form.setFieldsValue(d.values);
      setDirty(true);
      if (rule.data && d.version !== undefined && d.version < rule.data.version)
        load({ ...rule.data, version: d.version });
    },
  });

  const submit = async () => {
    const draft = await validate(form, []);
    if (!draft) return;
    const checked = draftToRule(draft);
    if (!checked.ok) {
      form.setFields([{ name: checked.field as keyof RuleDraft, errors: [checked.message] }]);
      return;
    }
    await versioned.submit(checked.rule).catch((err: unknown) => markFieldErrors(form, err, FIELDS));
  };

  if (rule.isError)
    return (
      <LoadError error={rule.error} what="推广规则" retrying={rule.isFetching} onRetry={() => void rule.refetch()} />
    );
  if (!rule.data) return <Skeleton active />;
  return (
    <>
      {kept.notice}
      <Form
        form={form}
        layout="vertical"
        style={{ maxWidth: 560 }}
        disabled={!maySave}
        onValuesChange={() => {
          setDirty(true);
          kept.onValuesChange();
        }}
        initialValues={ruleToDraft(rule.data)}
      >
        <Form.Item
          label="推广开关"
          name="enabled"
          valuePropName="checked"
          extra="关闭后不再产生佣金，招募页面也不再开放申请"
        >
          <Switch aria-label="推广开关" />
        </Form.Item>
        <Form.Item
          label="推广资格"
          name="scope"
          extra="人人分销：用户下单后即成为推广大使；指定分销：申请并审核通过后才能推广"
        >
          <Radio.Group options={PROMOTER_SCOPES.map((o) => ({ ...o }))} disabled={!enabled} />
        </Form.Item>
        <Form.Item
          label="绑定关系"
          name="binding"
          extra="首次绑定：用户只属于第一个推荐他的推广大使；覆盖绑定：以最后一次推荐为准"
        >
          <Radio.Group options={PROMOTER_BINDINGS.map((o) => ({ ...o }))} disabled={!enabled} />
        </Form.Item>
        <Form.Item
          label="一级佣金比例"
          name="level1Rate"
          required
          rules={[rateRule('level1Rate')]}
          extra="推广大使直接推荐的用户下单，按订单实付金额计算"
        >
          <Input suffix="%" inputMode="decimal" style={{ width: 200 }} />
        </Form.Item>
        <Form.Item
          label="二级佣金比例"
          name="level2Rate"
          required
          dependencies={['level1Rate']}
          rules={[rateRule('level2Rate'), sumRule]}
          extra="推广大使的下级推广的用户下单时，推广大使获得的比例；两级之和不超过 100%"
        >
          <Input suffix="%" inputMode="decimal" style={{ width: 200 }} />
        </Form.Item>
        <Form.Item
          label="冻结天数"
          name="freezeDays"
          required
          rules={[{ required: true, message: '请输入冻结天数' }, schemaRule(promoterRuleFields.freezeDays)]}
          extra="订单完成后佣金冻结的天数，期间退款则佣金取消，解冻后可提现"
        >
          <NumberInput suffix="天" style={{ width: 200 }} />
        </Form.Item>
        <Form.Item
          label="最低提现金额"
          name="minWithdraw"
          required
          rules={[schemaRule(minWithdrawText)]}
          extra={`不超过 ${formatYuan(PROMOTER_RULE_LIMITS.minWithdrawMax)}`}
        >
          <Input prefix="¥" suffix="元" inputMode="decimal" style={{ width: 200 }} />
        </Form.Item>
        <Form.Item
          label="提现手续费"
          name="feeRate"
          required
          rules={[rateRule('feeRate')]}
          extra="按提现金额收取，0 表示不收取"
        >
          <Input suffix="%" inputMode="decimal" style={{ width: 200 }} />
        </Form.Item>
        {maySave ? (
          <Button type="primary" loading={save.isPending} onClick={() => void submit()}>
            保存
          </Button>
        ) : (
          <Alert type="warning" showIcon message="您的角色没有修改佣金规则的权限，只能查看。" />
        )}
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          新规则只影响保存后产生的佣金，已有佣金记录按原规则结算。
        </Typography.Paragraph>
        <ConflictDialog what="推广规则" {...versioned.dialog} />
      </Form>
    </>
  );
}
