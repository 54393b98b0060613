import { STORAGE_PREFIX } from '../session/storage';

/**
 * What a person chose in a list's 列设置: columns taken away, and columns asked back that the fitted table had
 * given up (those then stay, and the list scrolls sideways if it must). Everything else is the fit's to decide.
 */
export interface ColumnChoice {
  hidden: string[];
  shown: string[];
}

export const NO_CHOICE: ColumnChoice = { hidden: [], shown: [] };

/** Where a list's choice is remembered, per list. */
export const choiceKey = (list: string) => `${STORAGE_PREFIX}columns_${list}`;

const keys = (v: unknown): string[] => (Array.isArray(v) ? v.filter((k): k is string => typeof k === 'string') : []);

/** A stored choice, or none when nothing (or nothing readable) is stored. */
export function parseChoice(raw: string | null): ColumnChoice {
  if (raw === null) return NO_CHOICE;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return NO_CHOICE;
    const v = value as Record<string, unknown>;
    return { hidden: keys(v.hidden), shown: keys(v.shown) };
  } catch {
    return NO_CHOICE;
  }
}

/**
 * The choice after a person ticks the columns they want (`wanted`) where `displayed` were shown: a column
 * unticked is hidden, a column ticked that was not shown is asked back; the rest keep what was chosen before.
 */
export function choose(
  before: ColumnChoice,
  displayed: ReadonlySet<string>,
  wanted: readonly string[],
  optional: readonly string[],
): ColumnChoice {
  const want = new Set(wanted);
  const hidden = new Set(before.hidden);
  const shown = new Set(before.shown);
  for (const key of optional) {
    if (want.has(key) && !displayed.has(key)) {
      hidden.delete(key);
      shown.add(key);
    } else if (!want.has(key) && displayed.has(key)) {
      shown.delete(key);
      hidden.add(key);
    }
  }
  return { hidden: [...hidden], shown: [...shown] };
}
