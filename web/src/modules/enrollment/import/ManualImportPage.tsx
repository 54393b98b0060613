import { Flex, Form, Typography } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFormDraft } from '../../../app/drafts';
import { markFieldErrors } from '../../../app/form-errors';
import { useMessage } from '../../../app/message';
import { trpc } from '../../../app/trpc';
import { Button } from '../../../widgets/busy';
import { useValidate } from '../../../widgets/form/useValidate';
import { PageFrame } from '../../../widgets/PageFrame';
import { CLUE_FORM_FIELDS, ClueFormFields } from '../dialogs/ClueFormFields';
import { type ClueFormValues, saveInputOf } from '../dialogs/ClueFormModal';
import { cluePaths } from '../shared/paths';

/** `/enrollment/clue/export/manual`: enters leads one by one (`clew/add`); the form stays for the next one. */
export function ManualImportPage() {
  const [form] = Form.useForm<ClueFormValues>();
  const { validate } = useValidate();
  const navigate = useNavigate();
  const message = useMessage();
  const utils = trpc.useUtils();
  const add = trpc.clue.add.useMutation({ meta: { formFields: CLUE_FORM_FIELDS } });
  const defaultUser = trpc.clue.getDefault.useQuery();
  const sources = trpc.clue.sources.useQuery(undefined, { staleTime: 5 * 60_000 });
  const manualSource = sources.data?.find((s) => s.name === '手动录入');

  // Leads typed in here come from "手动录入" unless the person picks another source.
  useEffect(() => {
    if (manualSource && form.getFieldValue('source') === undefined) form.setFieldsValue({ source: manualSource.id });
  }, [manualSource, form]);
  // Once the default source is in: a draft is what was typed beyond it.
  const draft = useFormDraft(form, { ready: !sources.isPending });

  const submit = async (next: 'again' | 'list') => {
    const values = await validate(form, ['name', 'intention', 'remark']);
    if (!values) return;
    try {
      const created = await add.mutateAsync(saveInputOf(values));
      if (next === 'list') await draft.saved();
      message.success(`已录入「${created.name}」`);
      void utils.clue.invalidate();
      if (next === 'list') navigate(cluePaths.list('total'));
      else {
        // Keep the source and follow-up user: a batch typed in one sitting usually shares them.
        const { source, followUserId } = values;
        form.resetFields();
        form.setFieldsValue({ source, followUserId });
        await draft.saved();
      }
    } catch (err) {
      markFieldErrors(form, err, CLUE_FORM_FIELDS);
    }
  };

  return (
    <PageFrame title="手动导入" extra={<Button onClick={() => navigate(cluePaths.imports)}>导入记录</Button>}>
      {draft.notice}
      <Form
        form={form}
        layout="vertical"
        style={{ maxWidth: 560 }}
        initialValues={{ sex: 0 }}
        onValuesChange={draft.onValuesChange}
      >
        <ClueFormFields
          followHint={
            defaultUser.data ? `不选时分配给默认跟进人：${defaultUser.data.name}` : '未设置默认跟进人时进入公海'
          }
        />
        <Flex wrap gap={8}>
          <Button type="primary" loading={add.isPending} onClick={() => void submit('again')}>
            保存并继续录入
          </Button>
          <Button loading={add.isPending} onClick={() => void submit('list')}>
            保存并查看线索
          </Button>
        </Flex>
        <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
          手机号已存在的线索不会重复录入。需要一次录入很多条时，请使用
          <Typography.Link onClick={() => navigate(cluePaths.batchImport)}>批量导入</Typography.Link>。
        </Typography.Paragraph>
      </Form>
    </PageFrame>
  );
}
