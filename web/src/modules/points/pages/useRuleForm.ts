import type { PointsRule } from '@console/contracts';
import { Form } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { markFieldErrors } from '../../../app/form-errors';
import { useMessage } from '../../../app/message';
import { type RouterOutputs, trpc } from '../../../app/trpc';
import { useUnsavedChanges } from '../../../shell/unsaved';
import { useVersionedSave } from '../../../widgets/conflict/useVersionedSave';
import { useValidate } from '../../../widgets/form/useValidate';

type Saved = RouterOutputs['pointsRule']['get'];

/**
 * One tab's part of the points rules: its form filled once from the saved rules, saved merged with the rest
 * (the other tab's unsaved edits stay in its own form), the unsaved-changes guard while it differs.
 */
export function useRuleForm<K extends keyof PointsRule>(keys: readonly K[], savedMessage: string) {
  const [form] = Form.useForm<Pick<PointsRule, K>>();
  const { validate } = useValidate();
  const message = useMessage();
  const utils = trpc.useUtils();
  const rule = trpc.pointsRule.get.useQuery();
  const save = trpc.pointsRule.save.useMutation({ meta: { formFields: keys, conflictShown: true } });
  const [dirty, setDirty] = useState(false);
  const filled = useRef(false);
  useUnsavedChanges(dirty);
  const fill = (data: Saved) =>
    form.setFieldsValue(Object.fromEntries(keys.map((k) => [k, data[k]])) as unknown as Pick<PointsRule, K>);
  // Saved on the version the rules were read at; a conflict keeps this tab's typing and opens the dialog.
  const versioned = useVersionedSave<Saved, PointsRule>({
    save: (input) => save.mutateAsync(input),
    latest: () => utils.client.pointsRule.get.query(),
    onLoadLatest: (latest) => {
      utils.pointsRule.get.setData(undefined, latest);
      fill(latest);
      setDirty(false);
    },
    onSaved: (saved) => {
      utils.pointsRule.get.setData(undefined, saved);
      setDirty(false);
      message.success(savedMessage);
    },
  });
  const { load } = versioned;

  useEffect(() => {
    if (!rule.data) return;
    load(rule.data);
    if (filled.current) return;
    filled.current = true;
    const data = rule.data;
    form.setFieldsValue(Object.fromEntries(keys.map((k) => [k, data[k]])) as unknown as Pick<PointsRule, K>);
  }, [rule.data, form, keys, load]);

  const submit = async () => {
    const values = await validate(form, []);
    if (!values || !rule.data) return;
    const { version: _loaded, ...stored } = rule.data;
    await versioned
      .submit({ ...stored, ...values })
      .catch((err: unknown) => markFieldErrors(form, err, keys as readonly string[]));
  };

  return {
    form,
    rule,
    saving: save.isPending,
    submit,
    onValuesChange: () => setDirty(true),
    conflict: versioned.dialog,
  };
}
