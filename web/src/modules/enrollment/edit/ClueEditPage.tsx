import { Flex, Form, Skeleton } from 'antd';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useFormDraft } from '../../../app/drafts';
import { markFieldErrors } from '../../../app/form-errors';
import { useMessage } from '../../../app/message';
import { trpc } from '../../../app/trpc';
import { Button } from '../../../widgets/busy';
import { ConflictDialog } from '../../../widgets/conflict/ConflictDialog';
import { useVersionedSave } from '../../../widgets/conflict/useVersionedSave';
import { useValidate } from '../../../widgets/form/useValidate';
import { PageFrame } from '../../../widgets/PageFrame';
import { CLUE_FIELD_LABELS, CLUE_FORM_FIELDS, ClueFormFields } from '../dialogs/ClueFormFields';
import { type ClueFormValues, formValuesOf, saveInputOf } from '../dialogs/ClueFormModal';
import { ClueUnavailable } from '../shared/ClueUnavailable';
import { cluePaths } from '../shared/paths';
import type { Clue, ClueSaveInput } from '../shared/types';

/** `/enrollment/clue/edit/{id}`: edits a lead of the appointment list (`clew/update`), then returns to it. */
export function ClueEditPage() {
  const { id: idText } = useParams();
  const id = Number(idText);
  const valid = Number.isInteger(id) && id > 0;
  const navigate = useNavigate();
  const message = useMessage();
  const [form] = Form.useForm<ClueFormValues>();
  const { validate } = useValidate();
  const utils = trpc.useUtils();
  const clue = trpc.clue.findById.useQuery({ id }, { enabled: valid });
  const update = trpc.clue.update.useMutation({ meta: { formFields: CLUE_FORM_FIELDS, conflictShown: true } });
  const back = () => navigate(cluePaths.list('appointment'));
  /** The lead's version the form's values started from, kept with a draft. */
  const loaded = useRef<number | undefined>(undefined);
  // Saved on the version the lead was read at; a conflict keeps the typing and opens the dialog.
  const versioned = useVersionedSave<Clue, ClueSaveInput & { id: number }>({
    save: (input) => update.mutateAsync(input),
    latest: () => utils.client.clue.findById.query({ id }),
    labels: CLUE_FIELD_LABELS,
    valuesOf: (latest) => saveInputOf(formValuesOf(latest)),
    onLoadLatest: (latest) => {
      form.setFieldsValue(formValuesOf(latest));
      loaded.current = latest.version;
      draft.rebase();
    },
    onSaved: async () => {
      await draft.saved();
      message.success('线索已保存');
      void utils.clue.invalidate();
      back();
    },
  });
  const { load } = versioned;

  useEffect(() => {
    if (!clue.data) return;
    form.setFieldsValue(formValuesOf(clue.data));
    load(clue.data);
    loaded.current = clue.data.version;
  }, [clue.data, form, load]);

  // After the effect above fills the form with the lead: a draft is what was typed over it.
  const draft = useFormDraft(form, {
    record: id,
    ready: Boolean(clue.data),
    version: () => loaded.current,
    // Restored on the version it was typed at: a lead changed since is caught by the save's conflict dialog.
    onRestore: (d) => {
      form.setFieldsValue(d.values);
      if (clue.data && d.version !== undefined) {
        load({ ...clue.data, version: d.version });
        loaded.current = d.version;
      }
    },
  });

  if (!valid || clue.isError)
    return (
      <ClueUnavailable
        title="编辑预约"
        back={cluePaths.list('appointment')}
        failure={valid && clue.isError ? clue : null}
      />
    );

  const submit = async () => {
    const values = await validate(form, ['name', 'intention', 'remark']);
    if (!values) return;
    try {
      await versioned.submit({ ...saveInputOf(values), id });
    } catch (err) {
      markFieldErrors(form, err, CLUE_FORM_FIELDS);
    }
  };

  return (
    <PageFrame title="编辑预约" subtitle={clue.data?.name}>
      {clue.data ? draft.notice : null}
      {clue.data ? (
        <Form form={form} layout="vertical" style={{ maxWidth: 560 }} onValuesChange={draft.onValuesChange}>
          <ClueFormFields />
          <Flex gap={8}>
            <Button type="primary" loading={update.isPending} onClick={() => void submit()}>
              保存
            </Button>
            <Button onClick={back}>取消</Button>
          </Flex>
        </Form>
      ) : (
        <Skeleton active />
      )}
      <ConflictDialog what="该线索" {...versioned.dialog} />
    </PageFrame>
  );
}
