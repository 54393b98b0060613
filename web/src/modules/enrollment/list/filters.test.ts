import { describe, expect, it } from 'vitest';
import { activeFilterCount, readListState, writeListState } from './filters';

describe('list state in the address bar', () => {
  it('round-trips filters, page and size', () => {
    const state = {
      filters: {
        status: 2 as const,
        source: 3,
        tagId: 5,
        followUserId: 7,
        startDate: '2026-01-01',
        endDate: '2026-01-31',
        keyword: '王',
      },
      page: 3,
      size: 50,
    };
    expect(readListState(writeListState(state))).toEqual(state);
  });

  it('leaves defaults out and drops malformed values', () => {
    expect(writeListState({ filters: {}, page: 1, size: 20 }).toString()).toBe('');
    const read = readListState(
      new URLSearchParams(
        'status=9&source=-1&tagId=x&startDate=2026-02-01&endDate=2026-01-01&page=0&size=25&keyword=%20',
      ),
    );
    expect(read).toEqual({ filters: {}, page: 1, size: 20 });
  });

  it('counts a date range as one filter', () => {
    expect(activeFilterCount({ status: 1, startDate: '2026-01-01', endDate: '2026-01-02' })).toBe(2);
    expect(activeFilterCount({})).toBe(0);
  });
});
