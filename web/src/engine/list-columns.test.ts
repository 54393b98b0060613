import { describe, expect, it } from 'vitest';
import { hasRowActions } from './list-columns';

describe('list row actions', () => {
  it('shows the 操作 column only when a row can do something', () => {
    const none = { edit: false, copy: false, own: false, remove: false };
    expect(hasRowActions(none)).toBe(false);
    expect(hasRowActions({ ...none, remove: true })).toBe(true);
    expect(hasRowActions({ ...none, own: true })).toBe(true);
    expect(hasRowActions({ ...none, edit: true })).toBe(true);
  });
});
