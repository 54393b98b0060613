import type { PointsRule } from '@console/contracts';
import { Form } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { markFieldErrors } from '../../../app/form-errors';
import { useMessage } from '../../../app/message';
import { trpc } from '../../../app/trpc';
import { useUnsavedChanges } from '../../../shell/unsaved';
import { useValidate } from '../../../widgets/form/useValidate';

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
  const save = trpc.pointsRule.save.useMutation({ meta: { formFields: keys } });
  const [dirty, setDirty] = useState(false);
  const filled = useRef(false);
  useUnsavedChanges(dirty);

  useEffect(() => {
    if (!rule.data || filled.current) return;
    filled.current = true;
    const data = rule.data;
    form.setFieldsValue(Object.fromEntries(keys.map((k) => [k, data[k]])) as Pick<PointsRule, K>);
  }, [rule.data, form, keys]);

  const submit = async () => {
    const values = await validate(form, []);
    if (!values || !rule.data) return;
    try {
      const saved = await save.mutateAsync({ ...rule.data, ...values });
      utils.pointsRule.get.setData(undefined, saved);
      setDirty(false);
      message.success(savedMessage);
    } catch (err) {
      markFieldErrors(form, err, keys as readonly string[]);
    }
  };

  return { form, rule, saving: save.isPending, submit, onValuesChange: () => setDirty(true) };
}
