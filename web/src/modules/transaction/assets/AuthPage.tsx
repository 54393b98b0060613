import { AUTH_TYPES, BANKS, type WithdrawAuthInput, withdrawAuthInput } from '@console/contracts';
import { Alert, Descriptions, Flex, Form, Input, Radio, Result, Select, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFormDraft } from '../../../app/drafts';
import { markFieldErrors } from '../../../app/form-errors';
import { useMessage } from '../../../app/message';
import { trpc } from '../../../app/trpc';
import { useCan } from '../../../session/gate/useCan';
import { useUnsavedChanges } from '../../../shell/unsaved';
import { Button } from '../../../widgets/busy';
import { schemaRule, scrollToFirstError } from '../../../widgets/form/checks';
import { useValidate } from '../../../widgets/form/useValidate';
import { PageFrame } from '../../../widgets/PageFrame';
import { ImageUpload } from '../../../widgets/upload';
import { AuthStatusTag } from '../shared/tags';

type Values = WithdrawAuthInput;
const shape = withdrawAuthInput.shape;
const FIELDS = Object.keys(shape);
const TEXT_FIELDS = ['name', 'companyName', 'bankAccountName', 'bankBranch'];
const text = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * 提现认证: who withdrawals go to. A person or a company (with its licence), the ID of the person or the
 * legal representative, the bank account; checked here with the contract's rules (the ID's check digit, a
 * personal card's Luhn digit, the credit code), then reviewed by the platform.
 */
export function AuthPage() {
  const navigate = useNavigate();
  const message = useMessage();
  const utils = trpc.useUtils();
  const [form] = Form.useForm<Values>();
  const { validate } = useValidate();
  const current = trpc.withdrawAuth.get.useQuery({});
  const submit = trpc.withdrawAuth.submit.useMutation({ meta: { formFields: FIELDS } });
  // 提现与提现认证 is a button code of its own (issue 29): without it the status reads, nothing is submitted.
  const maySubmit = useCan('withdrawAuth.submit');
  const [dirty, setDirty] = useState(false);
  useUnsavedChanges(dirty);
  const type = Form.useWatch('type', form) ?? 'personal';
  const company = type === 'company';
  const a = current.data;

  useEffect(() => {
    if (!a) return;
    // Names and the bank carry over to 重新认证; numbers and photos are given again.
    form.setFieldsValue({
      type: a.type ?? 'personal',
      name: a.name || undefined,
      companyName: a.companyName || undefined,
      bankAccountName: a.bankAccountName || undefined,
      bankName: (a.bankName || undefined) as Values['bankName'],
      bankBranch: a.bankBranch || undefined,
    });
  }, [a, form]);
  // After the effect above, which carries the names and bank over: the draft is what was typed beyond them.
  const draft = useFormDraft(form, { ready: Boolean(a) });

  if (!a) return <Skeleton active style={{ padding: 24 }} />;
  if (a.status === 'reviewing')
    return (
      <PageFrame title="提现认证">
        <Result status="info" title="提现认证审核中" subTitle={`提交于 ${a.submitTime}，审核通过后即可提现`} />
      </PageFrame>
    );

  const onSubmit = async () => {
    const values = await validate(form, TEXT_FIELDS);
    if (!values) return;
    const parsed = withdrawAuthInput.safeParse(values);
    if (!parsed.success) {
      form.setFields(
        parsed.error.issues.map((i) => ({ name: String(i.path[0]) as keyof Values, errors: [i.message] })),
      );
      scrollToFirstError(form);
      return;
    }
    try {
      await submit.mutateAsync(values);
    } catch (err) {
      markFieldErrors(form, err, FIELDS);
      return;
    }
    setDirty(false);
    await draft.saved();
    await utils.withdrawAuth.invalidate();
    await utils.assets.invalidate();
    void message.success('已提交，请等待审核');
    navigate('/transaction/assets/total/list');
  };

  return (
    <PageFrame title="提现认证" extra={<AuthStatusTag status={a.status} />}>
      <Flex vertical gap={16} style={{ maxWidth: 720 }}>
        {a.status === 'rejected' ? (
          <Alert
            type="error"
            showIcon
            title="认证未通过，请修改后重新提交"
            description={`驳回原因：${a.rejectReason}`}
          />
        ) : null}
        {a.status === 'approved' ? (
          <>
            <Descriptions
              size="small"
              bordered
              column={1}
              title="当前认证"
              items={[
                { key: 'type', label: '认证类型', children: a.type === 'company' ? '企业' : '个人' },
                ...(a.companyName ? [{ key: 'company', label: '企业名称', children: a.companyName }] : []),
                { key: 'name', label: '身份证姓名', children: a.name },
                { key: 'id', label: '身份证号', children: a.idNumber },
                { key: 'bank', label: '收款账户', children: `${a.bankName} ${a.bankBranch} ${a.bankCardNo}` },
                { key: 'time', label: '通过时间', children: a.reviewTime },
              ]}
            />
            <Alert type="warning" showIcon title="重新认证需要重新审核，审核期间不能提现" />
          </>
        ) : null}
        {draft.notice}
        <Form
          form={form}
          layout="vertical"
          aria-label="提现认证"
          disabled={!maySubmit}
          initialValues={{ type: 'personal' }}
          onValuesChange={() => {
            setDirty(true);
            draft.onValuesChange();
          }}
          onFinish={() => void onSubmit()}
        >
          <Form.Item name="type" label="认证类型" required>
            <Radio.Group optionType="button" options={AUTH_TYPES.map((t) => ({ value: t.value, label: t.label }))} />
          </Form.Item>
          {company ? (
            <>
              <Form.Item
                name="companyName"
                label="企业名称"
                required
                rules={[schemaRule(shape.companyName.unwrap(), text)]}
              >
                <Input maxLength={50} placeholder="与营业执照一致" />
              </Form.Item>
              <Form.Item name="creditCode" label="统一社会信用代码" required>
                <Input maxLength={18} placeholder="18 位统一社会信用代码" />
              </Form.Item>
              <Form.Item name="licence" label="营业执照" required>
                <ImageUpload label="上传营业执照" width={180} height={240} />
              </Form.Item>
            </>
          ) : null}
          <Form.Item
            name="name"
            label="身份证姓名"
            required
            extra={company ? '法定代表人的姓名' : undefined}
            rules={[schemaRule(shape.name, text)]}
          >
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item name="idNumber" label="身份证号" required rules={[schemaRule(shape.idNumber, text)]}>
            <Input maxLength={18} placeholder="18 位身份证号" />
          </Form.Item>
          <Flex wrap gap={16}>
            <Form.Item name="idFront" label="身份证人像面" required rules={[schemaRule(shape.idFront, text)]}>
              <ImageUpload label="上传人像面" width={200} height={126} />
            </Form.Item>
            <Form.Item name="idBack" label="身份证国徽面" required rules={[schemaRule(shape.idBack, text)]}>
              <ImageUpload label="上传国徽面" width={200} height={126} />
            </Form.Item>
          </Flex>
          <Form.Item
            name="bankAccountName"
            label="开户名"
            required
            extra={company ? '须与企业名称一致' : '须与身份证姓名一致'}
            rules={[schemaRule(shape.bankAccountName, text)]}
          >
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item
            name="bankCardNo"
            label={company ? '对公账号' : '银行卡号'}
            required
            rules={[schemaRule(shape.bankCardNo, text)]}
          >
            <Input maxLength={32} inputMode="numeric" />
          </Form.Item>
          <Form.Item name="bankName" label="开户银行" required rules={[schemaRule(shape.bankName)]}>
            <Select showSearch placeholder="请选择开户银行" options={BANKS.map((b) => ({ value: b, label: b }))} />
          </Form.Item>
          <Form.Item name="bankBranch" label="开户支行" required rules={[schemaRule(shape.bankBranch, text)]}>
            <Input maxLength={50} placeholder="如 杭州西湖支行" />
          </Form.Item>
          {maySubmit ? (
            <Form.Item>
              <Button type="primary" htmlType="submit" loading={submit.isPending}>
                提交认证
              </Button>
            </Form.Item>
          ) : null}
        </Form>
      </Flex>
    </PageFrame>
  );
}
