import { useEffect, useMemo, useRef } from 'react';
import type { Values } from './draft-store';
import { type DraftForm, type FormDraft, type FormDraftOptions, useFormDraft } from './useFormDraft';

/**
 * A local draft for an editor whose state is not an antd form (a list of categories, the PC site, a tab bar):
 * the same draft as `useFormDraft`, read from `value` and restored through `fill`. Every change of `value` is a
 * change of the form; a render of the same value is not (one at mount would give up a kept draft before it is
 * offered). `value` must be plain data.
 */
export function useStateDraft<V extends Values>(
  value: V,
  fill: (kept: V) => void,
  opts: FormDraftOptions = {},
): FormDraft {
  const current = useRef(value);
  current.current = value;
  const filler = useRef(fill);
  filler.current = fill;
  const form = useMemo<DraftForm>(
    () => ({
      getFieldsValue: () => current.current,
      setFieldsValue: (kept: V) => filler.current(kept),
    }),
    [],
  );
  const draft = useFormDraft(form, opts);
  const { onValuesChange } = draft;
  const json = JSON.stringify(value);
  const told = useRef(json);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of the value, by its content
  useEffect(() => {
    if (json === told.current) return;
    told.current = json;
    onValuesChange();
  }, [json]);
  return draft;
}
