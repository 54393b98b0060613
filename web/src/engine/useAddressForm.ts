import type { FormInstance } from 'antd';
import { useEffect, useRef } from 'react';

const keyOf = (keys: readonly string[], query: Record<string, unknown>) =>
  JSON.stringify(
    keys.map((k) => (query[k] === undefined || query[k] === null || query[k] === '' ? null : String(query[k]))),
  );

/**
 * Keeps a search form in step with the address (the list's query in the URL). The address is put in the form
 * when it changes (back, forward, a link, 重置), never on a plain re-render: a refetch must not wipe what the
 * person is typing. Nor when the address catches up with a search made from this form: the router renders that
 * as a transition, possibly after the next keystrokes, and the form showed that search already.
 *
 * `keys` are the query's fields the form edits; `toForm` turns the query into the form's values. Returns
 * `searched`, to pass the filters through on their way to the address.
 */
export function useAddressForm(
  form: FormInstance,
  query: Record<string, unknown>,
  keys: readonly string[],
  toForm: (query: Record<string, unknown>) => Record<string, unknown>,
): <F extends Record<string, unknown>>(filters: F) => F {
  const applied = useRef<string | null>(null);
  const submitted = useRef<string | null>(null);
  useEffect(() => {
    const key = keyOf(keys, query);
    if (applied.current === key) return;
    applied.current = key;
    if (submitted.current === key) {
      submitted.current = null;
      return;
    }
    form.setFieldsValue(toForm(query));
  });
  return (filters) => {
    submitted.current = keyOf(keys, filters);
    return filters;
  };
}
