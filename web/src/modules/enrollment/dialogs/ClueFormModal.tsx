import { Form } from 'antd';
import { useEffect, useRef } from 'react';
import { useFormDraft } from '../../../app/drafts';
import { markFieldErrors } from '../../../app/form-errors';
import { useMessage } from '../../../app/message';
import { trpc } from '../../../app/trpc';
import { Modal } from '../../../widgets/busy';
import { ConflictDialog } from '../../../widgets/conflict/ConflictDialog';
import { useVersionedSave } from '../../../widgets/conflict/useVersionedSave';
import { useValidate } from '../../../widgets/form/useValidate';
import type { Clue, ClueSaveInput } from '../shared/types';
import { CLUE_FIELD_LABELS, CLUE_FORM_FIELDS, ClueFormFields } from './ClueFormFields';

export type ClueFormValues = Omit<ClueSaveInput, 'followUserId'> & { followUserId?: number | null };

/** The form's values of a lead being edited. */
export function formValuesOf(clue: Clue): ClueFormValues {
  return {
    name: clue.name,
    phone: clue.phone,
    sex: clue.sex ?? 0,
    source: clue.source,
    followUserId: clue.followUserId,
    tagIds: clue.tags.map((t) => t.id),
    intention: clue.intention ?? undefined,
    remark: clue.remark ?? undefined,
  };
}

/** What the add and update calls take from the form: empty optional fields are left out. */
export function saveInputOf(values: ClueFormValues): ClueSaveInput {
  const { followUserId, intention, remark, ...rest } = values;
  return {
    ...rest,
    ...(followUserId ? { followUserId } : {}),
    ...(intention?.trim() ? { intention: intention.trim() } : { intention: '' }),
    ...(remark?.trim() ? { remark: remark.trim() } : { remark: '' }),
  };
}

/** Creates a lead (no `clue`) or edits one. */
export function ClueFormModal(props: {
  open: boolean;
  clue?: Clue;
  onClose: () => void;
  onSaved: (clue: Clue) => void;
}) {
  const { open, clue, onClose, onSaved } = props;
  const [form] = Form.useForm<ClueFormValues>();
  const { validate } = useValidate();
  const message = useMessage();
  const utils = trpc.useUtils();
  const meta = { formFields: CLUE_FORM_FIELDS };
  const add = trpc.clue.add.useMutation({ meta });
  const update = trpc.clue.update.useMutation({ meta: { ...meta, conflictShown: true } });
  /** The lead's version the form's values started from, kept with a draft. */
  const loaded = useRef<number | undefined>(undefined);
  const done = (saved: Clue) => {
    loaded.current = saved.version;
    void draft.saved();
    message.success(clue ? '线索已保存' : '线索已创建');
    void utils.clue.invalidate();
    onSaved(saved);
  };
  // An edit is saved on the version the lead was shown at; a conflict keeps the typing and opens the dialog.
  const versioned = useVersionedSave<Clue, ClueSaveInput & { id: number }>({
    save: (input) => update.mutateAsync(input),
    latest: () => utils.client.clue.findById.query({ id: clue?.id ?? 0 }),
    labels: CLUE_FIELD_LABELS,
    valuesOf: (latest) => saveInputOf(formValuesOf(latest)),
    onLoadLatest: (latest) => {
      form.setFieldsValue(formValuesOf(latest));
      loaded.current = latest.version;
      draft.rebase();
    },
    onSaved: done,
  });
  const { load } = versioned;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (clue) form.setFieldsValue(formValuesOf(clue));
    load(clue);
    loaded.current = clue?.version;
  }, [open, clue, form, load]);

  // After the effect above fills the form: a draft is what was typed over it, per lead (or a new one).
  const draft = useFormDraft(form, {
    name: 'clue',
    record: clue?.id,
    enabled: open,
    ready: open,
    version: () => loaded.current,
    // Restored on the version it was typed at: a lead changed since is caught by the save's conflict dialog.
    onRestore: (d) => {
      form.setFieldsValue(d.values);
      if (clue && d.version !== undefined) {
        load({ ...clue, version: d.version });
        loaded.current = d.version;
      }
    },
  });

  const submit = async () => {
    const values = await validate(form, ['name', 'intention', 'remark']);
    if (!values) return;
    const input = saveInputOf(values);
    // Only the call is guarded: a bad input marks the form's fields, other failures were shown by the policy.
    try {
      if (clue) await versioned.submit({ ...input, id: clue.id });
      else done(await add.mutateAsync(input));
    } catch (err) {
      markFieldErrors(form, err, CLUE_FORM_FIELDS);
    }
  };

  return (
    <Modal
      open={open}
      title={clue ? '编辑线索' : '新增线索'}
      okText="保存"
      onOk={() => void submit()}
      confirmLoading={add.isPending || update.isPending}
      onCancel={onClose}
      destroyOnHidden
      width={560}
    >
      {draft.notice}
      <Form form={form} layout="vertical" requiredMark preserve={false} onValuesChange={draft.onValuesChange}>
        <ClueFormFields />
      </Form>
      <ConflictDialog what="该线索" {...versioned.dialog} />
    </Modal>
  );
}
