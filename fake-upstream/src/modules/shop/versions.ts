import type { DecorSaveOutcome } from '@console/contracts';
import { formatDateTime } from '../../util/time.js';

/**
 * A save made on the version it loaded: answered `conflict` (the current version and when it was saved, nothing
 * written) when someone saved since, unless the person chose to overwrite (`force`); null when it may go on.
 */
export function conflictOf(
  current: { version: number; updatedAt: number },
  input: { version: number; force?: boolean },
): DecorSaveOutcome | null {
  if (input.force || input.version === current.version) return null;
  return { status: 'conflict', version: current.version, updateDate: formatDateTime(current.updatedAt) };
}

export function savedOutcome(version: number, at: number): DecorSaveOutcome {
  return { status: 'saved', version, updateDate: formatDateTime(at) };
}
