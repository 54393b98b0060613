/**
 * Undo and redo over snapshots of a value (the designer's page document). Snapshots share what did not change,
 * so keeping many is cheap; the oldest are dropped beyond `limit`. Changes given the same merge key one after
 * another (typing into one field) make one step, so undo takes back the edit, not one letter.
 */
export interface History<T> {
  readonly past: readonly T[];
  readonly present: T;
  readonly future: readonly T[];
  /** The merge key of the change that made `present`, while the next change may still join it. */
  readonly mergeKey: string | null;
  readonly limit: number;
}

export const HISTORY_LIMIT = 100;

export function createHistory<T>(present: T, limit = HISTORY_LIMIT): History<T> {
  return { past: [], present, future: [], mergeKey: null, limit: Math.max(1, limit) };
}

/** `next` becomes the present; the redo steps are gone. The same value changes nothing. */
export function commit<T>(h: History<T>, next: T, mergeKey: string | null = null): History<T> {
  if (Object.is(next, h.present)) return h;
  if (mergeKey !== null && mergeKey === h.mergeKey && h.past.length > 0) return { ...h, present: next, future: [] };
  const past = [...h.past, h.present];
  return { ...h, past: past.slice(Math.max(0, past.length - h.limit)), present: next, future: [], mergeKey };
}

/** One step back; the history itself when there is none. */
export function undo<T>(h: History<T>): History<T> {
  const previous = h.past[h.past.length - 1];
  if (h.past.length === 0) return h;
  return { ...h, past: h.past.slice(0, -1), present: previous as T, future: [h.present, ...h.future], mergeKey: null };
}

/** One step forward again after an undo; the history itself when there is none. */
export function redo<T>(h: History<T>): History<T> {
  const [next, ...future] = h.future;
  if (h.future.length === 0) return h;
  return { ...h, past: [...h.past, h.present], present: next as T, future, mergeKey: null };
}

/** Ends the merging of the current change: the next change is a step of its own (a field lost focus). */
export function seal<T>(h: History<T>): History<T> {
  return h.mergeKey === null ? h : { ...h, mergeKey: null };
}

export const canUndo = (h: History<unknown>) => h.past.length > 0;
export const canRedo = (h: History<unknown>) => h.future.length > 0;
