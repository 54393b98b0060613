/** What the checks need of a contract's schema (zod's safeParse), without the web depending on zod itself. */
export interface Checkable {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } };
}

/** A value's problems by where they are ('items.0.text'), the first message of each place, in order. */
export type Issues = ReadonlyMap<string, string>;

export const NO_ISSUES: Issues = new Map();

export function issuesOf(schema: Checkable, value: unknown): Issues {
  const parsed = schema.safeParse(value);
  const out = new Map<string, string>();
  if (parsed.success) return out;
  for (const i of parsed.error.issues) {
    const key = i.path.map(String).join('.');
    if (!out.has(key)) out.set(key, i.message);
  }
  return out;
}

/** The message at `path`, for a field's help text. */
export function issueAt(issues: Issues, ...path: Array<string | number>): string | undefined {
  return issues.get(path.map(String).join('.'));
}

/** The field props antd's Form.Item takes to show the message at `path` (none when it is fine). */
export function statusAt(issues: Issues, ...path: Array<string | number>) {
  const message = issueAt(issues, ...path);
  return message ? { validateStatus: 'error' as const, help: message } : {};
}
