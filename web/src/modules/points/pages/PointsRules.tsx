import {
  actionPointsSchemas,
  POINTS_ACTIONS,
  POINTS_VALIDITY,
  type PointsRule,
  pointsRuleFields,
  SIGN_IN_DAYS,
  signInPointsSchema,
} from '@console/contracts';
import { Card, Flex, Form, Radio, Skeleton, Tabs, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useRememberedTab } from '../../../shell/remembered-tab';
import { Button, Switch } from '../../../widgets/busy';
import { ConflictDialog } from '../../../widgets/conflict/ConflictDialog';
import { schemaRule } from '../../../widgets/form/checks';
import { NumberInput } from '../../../widgets/form/NumberInput';
import { Heading } from '../../../widgets/Heading';
import { LoadError } from '../../../widgets/load-error/LoadError';
import { useRuleForm } from './useRuleForm';

const EARN_KEYS = ['signInEnabled', 'signInDays', 'orderEnabled', 'orderPointsPerYuan', 'actions'] as const;
const SPEND_KEYS = [
  'deductEnabled',
  'deductPointsPerYuan',
  'deductMaxPercent',
  'deductMinPoints',
  'validity',
  'validityDays',
] as const;

/** 积分规则 (spec §2: the tab is remembered as creditRules): how members earn points, and how they spend them. */
export function PointsRules() {
  const [tab, setTab] = useRememberedTab('creditRules', 'rules');
  return (
    <Card>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'rules', label: '获取规则', children: <EarnRules /> },
          { key: 'deduct', label: '抵扣与有效期', children: <SpendRules /> },
        ]}
      />
    </Card>
  );
}

/** A number input with its unit after it, checked by the contract's schema and required with `required`. */
function NumberItem(p: {
  name: string | (string | number)[];
  label: ReactNode;
  required: string;
  schema: (typeof pointsRuleFields)['orderPointsPerYuan'];
  unit: string;
  extra?: ReactNode;
  disabled?: boolean;
  ariaLabel: string;
}) {
  return (
    <Form.Item label={p.label} extra={p.extra} required>
      <Flex align="center" gap={8}>
        <Form.Item
          name={p.name}
          noStyle
          validateFirst
          rules={[{ required: true, message: p.required }, schemaRule(p.schema)]}
        >
          <NumberInput disabled={p.disabled} aria-label={p.ariaLabel} style={{ width: 140 }} />
        </Form.Item>
        <span>{p.unit}</span>
      </Flex>
    </Form.Item>
  );
}

/** An on/off rule: its switch named by its label. */
function SwitchItem({ name, label }: { name: string; label: string }) {
  return (
    <Form.Item label={label} name={name} valuePropName="checked">
      <Switch aria-label={label} />
    </Form.Item>
  );
}

/** One tab's form: its fields once the rule has loaded (a skeleton or the load error before), and 保存. */
function RulesForm<K extends keyof PointsRule>({
  state,
  children,
}: {
  state: ReturnType<typeof useRuleForm<K>>;
  children: ReactNode;
}) {
  const { form, rule, saving, submit, onValuesChange, conflict, notice } = state;
  return (
    <>
      {rule.data ? null : rule.error ? (
        <LoadError error={rule.error} onRetry={rule.refetch} retrying={rule.isFetching} what="积分规则" />
      ) : (
        <Skeleton active />
      )}
      {rule.data ? notice : null}
      <Form
        form={form}
        layout="vertical"
        onValuesChange={onValuesChange}
        style={{ maxWidth: 720, display: rule.data ? undefined : 'none' }}
      >
        {children}
        <Button type="primary" loading={saving} onClick={() => void submit()}>
          保存
        </Button>
      </Form>
      <ConflictDialog what="积分规则" {...conflict} />
    </>
  );
}

/** 获取规则: the sign-in streak, points per yuan spent, and points per action. */
function EarnRules() {
  const state = useRuleForm(EARN_KEYS, '获取规则已保存', 'earn');
  const signIn = Form.useWatch('signInEnabled', state.form);
  const order = Form.useWatch('orderEnabled', state.form);
  return (
    <RulesForm state={state}>
      <Heading look={5}>签到</Heading>
      <SwitchItem name="signInEnabled" label="签到送积分" />
      <Form.Item
        label="连续签到积分"
        extra={`连续签到第 1 到第 ${SIGN_IN_DAYS} 天各送的积分；第 ${SIGN_IN_DAYS} 天以后每天按第 ${SIGN_IN_DAYS} 天发放，断签后从第 1 天重新计算。`}
      >
        <Flex wrap gap={12}>
          {Array.from({ length: SIGN_IN_DAYS }, (_, i) => (
            <Form.Item
              // biome-ignore lint/suspicious/noArrayIndexKey: the days are fixed positions of the streak
              key={i}
              name={['signInDays', i]}
              label={`第 ${i + 1} 天`}
              validateFirst
              rules={[{ required: true, message: '请输入签到积分' }, schemaRule(signInPointsSchema)]}
              style={{ marginBottom: 0 }}
            >
              <NumberInput disabled={!signIn} aria-label={`第 ${i + 1} 天签到积分`} style={{ width: 88 }} />
            </Form.Item>
          ))}
        </Flex>
      </Form.Item>

      <Heading look={5}>消费</Heading>
      <SwitchItem name="orderEnabled" label="消费送积分" />
      <NumberItem
        name="orderPointsPerYuan"
        label="每消费 1 元获得"
        required="请输入每消费 1 元获得积分"
        schema={pointsRuleFields.orderPointsPerYuan}
        unit="积分"
        extra="按实付金额计算，不足 1 元的部分不送；订单完成后发放，退款时收回。"
        disabled={!order}
        ariaLabel="每消费 1 元获得积分"
      />

      <Heading look={5}>任务</Heading>
      <Flex wrap gap={16}>
        {POINTS_ACTIONS.map((a) => (
          <NumberItem
            key={a.key}
            name={['actions', a.key]}
            label={a.label}
            required={`请输入${a.label}积分`}
            schema={actionPointsSchemas[a.key]}
            unit="积分"
            ariaLabel={`${a.label}积分`}
          />
        ))}
      </Flex>
      <Typography.Paragraph type="secondary">
        填 0 表示该任务不送积分。完善资料只送一次，其余每天最多送一次。
      </Typography.Paragraph>
    </RulesForm>
  );
}

/** 抵扣与有效期: how many points make a yuan, how much of an order they may pay, and when points expire. */
function SpendRules() {
  const state = useRuleForm(SPEND_KEYS, '抵扣与有效期已保存', 'spend');
  const deduct = Form.useWatch('deductEnabled', state.form);
  const validity = Form.useWatch('validity', state.form) as PointsRule['validity'] | undefined;
  return (
    <RulesForm state={state}>
      <Heading look={5}>抵扣</Heading>
      <SwitchItem name="deductEnabled" label="积分抵扣" />
      <NumberItem
        name="deductPointsPerYuan"
        label="抵扣 1 元所需"
        required="请输入抵扣 1 元所需积分"
        schema={pointsRuleFields.deductPointsPerYuan}
        unit="积分"
        disabled={!deduct}
        ariaLabel="抵扣 1 元所需积分"
      />
      <NumberItem
        name="deductMaxPercent"
        label="最高抵扣比例"
        required="请输入最高抵扣比例"
        schema={pointsRuleFields.deductMaxPercent}
        unit="% 订单金额"
        extra="按整数百分比计算，100 表示积分可以抵扣整单。"
        disabled={!deduct}
        ariaLabel="最高抵扣比例"
      />
      <NumberItem
        name="deductMinPoints"
        label="最低使用积分"
        required="请输入最低使用积分"
        schema={pointsRuleFields.deductMinPoints}
        unit="积分"
        extra="积分达到这个数才能在下单时抵扣，0 表示不限。"
        disabled={!deduct}
        ariaLabel="最低使用积分"
      />

      <Heading look={5}>有效期</Heading>
      <Form.Item label="积分有效期" name="validity" rules={[{ required: true, message: '请选择积分有效期' }]}>
        <Radio.Group options={POINTS_VALIDITY.map((v) => ({ value: v.value, label: v.label }))} />
      </Form.Item>
      <NumberItem
        name="validityDays"
        label="有效天数"
        required="请输入有效天数"
        schema={pointsRuleFields.validityDays}
        unit="天"
        extra="每笔积分从获得之日起计算，到期未用的自动清零。"
        disabled={validity !== 'days'}
        ariaLabel="有效天数"
      />
    </RulesForm>
  );
}
