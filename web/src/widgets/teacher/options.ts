import type { TeacherRef } from '@console/contracts';

interface Listed {
  id: number;
  name: string;
  employment: number;
  title?: string | null;
}

export interface TeacherOption {
  value: number;
  label: string;
  disabled?: boolean;
}

/**
 * The picker's options: the teachers listed for the search, each chosen one too (named as the item answered
 * it when it is not among them), and a teacher who has left marked and not choosable unless already chosen.
 */
export function teacherOptions(
  listed: readonly Listed[],
  chosen: readonly number[],
  known: readonly TeacherRef[],
  left: number | undefined,
): TeacherOption[] {
  const out: TeacherOption[] = listed.map((t) => {
    const gone = t.employment === left;
    return {
      value: t.id,
      label: `${t.name}${t.title ? ` · ${t.title}` : ''}${gone ? '（离职）' : ''}`,
      ...(gone && !chosen.includes(t.id) ? { disabled: true } : {}),
    };
  });
  for (const id of chosen) {
    if (out.some((o) => o.value === id)) continue;
    out.push({ value: id, label: known.find((k) => k.id === id)?.name ?? `讲师 ${id}` });
  }
  return out;
}
