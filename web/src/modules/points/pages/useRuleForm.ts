import type { PointsRule } from '@console/contracts';
import { Form } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useFormDraft } from '../../../app/drafts';
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
export function useRuleForm<K extends keyof PointsRule>(
  keys: readonly K[],
  savedMessage: string,
  /** The tab's name: each tab's form keeps its own draft. */
  name: string,
) {
  const [form] = Form.useForm<Pick<PointsRule, K>>();
  const { validate } = useValidate();
  const message = useMessage();
  const utils = trpc.useUtils();
  const rule = trpc.pointsRule.get.useQuery();
  const save = trpc.pointsRule.save.useMutation({ meta: { formFields: keys, conflictShown: true } });
  const [dirty, setDirty] = useState(false);
  const filled = useRef(false);
  /** The rules' version this tab's values started from, kept with a draft. */
  const loaded = useRef<number | undefined>(undefined);
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
      loaded.current = latest.version;
      draft.rebase();
      setDirty(false);
    },
    onSaved: async (saved) => {
      utils.pointsRule.get.setData(undefined, saved);
      loaded.current = saved.version;
      await draft.saved();
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
    loaded.current = rule.data.version;
    const data = rule.data;
    form.setFieldsValue(Object.fromEntries(keys.map((k) => [k, data[k]])) as unknown as Pick<PointsRule, K>);
  }, [rule.data, form, keys, load]);

  // After the effect above fills the tab: a draft is what was changed over the saved rules.
  const draft = useFormDraft(form, {
    name,
    ready: Boolean(rule.data),
    version: () => loaded.current,
    // Restored on the version it was typed at: rules changed since are caught by the save's conflict dialog.
    onRestore: (d) => {
      form.setFieldsValue(d.values as Partial<Pick<PointsRule, K>>);
      setDirty(true);
      if (rule.data && d.version !== undefined) {
        load({ ...rule.data, version: d.version });
        loaded.current = d.version;
      }
    },
  });

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
    onValuesChange: () => {
      setDirty(true);
      draft.onValuesChange();
    },
    /** The kept draft's notice (恢复, 放弃), above the tab's form. */
    notice: draft.notice,
    conflict: versioned.dialog,
  };
}
