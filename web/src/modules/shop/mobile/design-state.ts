import type { DecorPage } from '@console/contracts';
import { commit, createHistory, type History, redo, seal, undo } from './history';

/** What the designer edits and the history steps over: the page's name and its document. */
export interface Design {
  name: string;
  doc: DecorPage;
}

export type DesignAction =
  | { type: 'change'; change: (d: Design) => Design; mergeKey?: string }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'seal' }
  | { type: 'reset'; design: Design };

/** The designer's reducer: every change is a history step (merged while one field is typed into). */
export function designReducer(h: History<Design>, a: DesignAction): History<Design> {
  switch (a.type) {
    case 'change':
      return commit(h, a.change(h.present), a.mergeKey ?? null);
    case 'undo':
      return undo(h);
    case 'redo':
      return redo(h);
    case 'seal':
      return seal(h);
    case 'reset':
      return createHistory(a.design);
  }
}

/** A change to the document alone, keeping the same design object when the document is unchanged. */
export function docChange(op: (doc: DecorPage) => DecorPage): (d: Design) => Design {
  return (d) => {
    const doc = op(d.doc);
    return doc === d.doc ? d : { ...d, doc };
  };
}

/** What the keyboard asks of the history: Ctrl+Z (⌘Z) undoes, Ctrl+Shift+Z or Ctrl+Y redoes. */
export function historyKey(
  e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>,
): 'undo' | 'redo' | null {
  if (!(e.ctrlKey || e.metaKey) || e.altKey) return null;
  const key = e.key.toLowerCase();
  if (key === 'z') return e.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !e.shiftKey) return 'redo';
  return null;
}
