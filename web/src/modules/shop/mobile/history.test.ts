import { describe, expect, it } from 'vitest';
import { canRedo, canUndo, commit, createHistory, redo, seal, undo } from './history';

describe('history', () => {
  it('undoes and redoes steps in order', () => {
    let h = createHistory('a');
    h = commit(h, 'b');
    h = commit(h, 'c');
    h = commit(h, 'd');
    h = undo(undo(undo(h)));
    expect(h.present).toBe('a');
    expect(canUndo(h)).toBe(false);
    h = redo(h);
    expect(h.present).toBe('b');
    expect(h.future).toEqual(['c', 'd']);
  });

  it('does nothing to undo or redo at either end', () => {
    const h = createHistory(1);
    expect(undo(h)).toBe(h);
    expect(redo(h)).toBe(h);
    expect(canRedo(commit(h, 2))).toBe(false);
  });

  it('drops the redo steps on a new change', () => {
    let h = commit(commit(createHistory(1), 2), 3);
    h = commit(undo(h), 4);
    expect(h.present).toBe(4);
    expect(canRedo(h)).toBe(false);
    expect(undo(h).present).toBe(2);
  });

  it('ignores a change to the same value', () => {
    const h = commit(createHistory('x'), 'y');
    expect(commit(h, 'y')).toBe(h);
  });

  it('keeps at most `limit` steps, dropping the oldest', () => {
    let h = createHistory(0, 3);
    for (let i = 1; i <= 10; i++) h = commit(h, i);
    expect(h.past).toEqual([7, 8, 9]);
    h = undo(undo(undo(h)));
    expect(h.present).toBe(7);
    expect(canUndo(h)).toBe(false);
  });

  it('merges consecutive changes with one key into one step', () => {
    let h = commit(createHistory(''), 'other');
    h = commit(h, 'a', 'title');
    h = commit(h, 'ab', 'title');
    h = commit(h, 'abc', 'title');
    expect(h.past).toEqual(['', 'other']);
    expect(undo(h).present).toBe('other');
  });

  it('starts a new step after another key, an undo or a seal', () => {
    let h = commit(createHistory(''), 'a', 'title');
    h = commit(h, 'a1', 'subtitle');
    expect(undo(h).present).toBe('a');
    h = commit(seal(h), 'a12', 'subtitle');
    expect(undo(h).present).toBe('a1');
    const afterUndo = commit(undo(h), 'z', 'subtitle');
    expect(undo(afterUndo).present).toBe('a1');
  });

  it('does not merge into the first snapshot', () => {
    const h = commit(createHistory('start'), 'typed', 'title');
    expect(undo(h).present).toBe('start');
  });
});
