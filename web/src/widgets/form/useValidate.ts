import type { FormInstance } from 'antd';
import { useCallback } from 'react';
import { trpc } from '../../app/trpc';
import { type CheckTarget, sensitiveHits, validateChecked } from './checks';

/**
 * Validates a hand-written form the spec's way (§5): its rules, the forbidden-word check on its text fields,
 * scroll to the first error. Resolves the values, or null when a field is in error or the check could not run
 * (the error policy has told the person why) — it never rejects, so an invalid submit raises nothing.
 */
export function useValidate() {
  const check = trpc.check.sensitive.useMutation();
  const run = useCallback(async (content: string) => (await check.mutateAsync({ content })) ?? null, [check]);
  const validate = useCallback(
    <T>(form: FormInstance<T>, textFields: readonly (string | CheckTarget)[]) =>
      validateChecked(
        form,
        textFields.map((t) => (typeof t === 'string' ? { name: t, kind: 'text' as const } : t)),
        run,
      ).catch(() => null),
    [run],
  );
  /** The texts that hit the forbidden-word check, each with its message (names kept outside a form). */
  const hits = useCallback((items: ReadonlyArray<{ name: string; text: string }>) => sensitiveHits(items, run), [run]);
  return { validate, hits };
}
