import type { FormInstance } from 'antd';
import { trpc } from '../../../app/trpc';
import { validateChecked } from '../../../widgets/form/checks';

/**
 * The spec's validation of every form (§5) for the module's hand-written forms: the fields' rules, then the
 * forbidden-word check of the named text fields. Resolves the values, or null when a field is in error (the
 * view has scrolled to it).
 */
export function useChecked() {
  const check = trpc.check.sensitive.useMutation();
  return <T>(form: FormInstance<T>, textFields: readonly string[]): Promise<T | null> =>
    validateChecked(
      form,
      textFields.map((name) => ({ name, kind: 'text' as const })),
      async (content) => (await check.mutateAsync({ content })) ?? null,
    ).catch(() => null);
}
