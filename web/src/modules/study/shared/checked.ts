import type { FieldKind } from '@console/contracts';
import type { FormInstance } from 'antd';
import { useCallback } from 'react';
import { trpc } from '../../../app/trpc';
import { validateChecked } from '../../../widgets/form/checks';

/**
 * A hand-written form's validation the spec's way (§5): its rules, then the forbidden-word check on the texts
 * named, then a scroll to the first error. Resolves the values, or null when something is in error.
 */
export function useCheckedForm<T>(form: FormInstance<T>, texts: Record<string, FieldKind>) {
  const check = trpc.check.sensitive.useMutation();
  const targets = Object.entries(texts).map(([name, kind]) => ({ name, kind }));
  const key = JSON.stringify(targets);
  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for the targets' content
  return useCallback(
    () =>
      validateChecked(form, targets, async (content) => (await check.mutateAsync({ content })) ?? null).catch(
        () => null,
      ),
    [form, key, check.mutateAsync],
  );
}
