import { describe, expect, it } from 'vitest';
import { filtersOf, readOrderQuery, writeOrderQuery } from './query';

describe('order list query in the address', () => {
  it('reads tab, filters, search and page, and writes them back without the defaults', () => {
    const q = readOrderQuery(
      new URLSearchParams(
        'status=toVerify&type=course&startDate=2025-05-01&endDate=2025-05-07&searchField=phone&keyword=1770&page=2',
      ),
    );
    expect(q).toEqual({
      status: 'toVerify',
      type: 'course',
      startDate: '2025-05-01',
      endDate: '2025-05-07',
      searchField: 'phone',
      keyword: '1770',
      page: 2,
      size: 20,
    });
    const written = writeOrderQuery(q);
    expect(Object.fromEntries(written)).toEqual({
      status: 'toVerify',
      type: 'course',
      startDate: '2025-05-01',
      endDate: '2025-05-07',
      searchField: 'phone',
      keyword: '1770',
      page: '2',
    });
    expect(readOrderQuery(written)).toEqual(q);
    expect(filtersOf(q)).not.toHaveProperty('page');
  });

  it('falls back to the first page of everything for an address it cannot read', () => {
    for (const bad of ['status=lost', 'size=7', 'startDate=2025-05-09&endDate=2025-05-01', 'searchField=email'])
      expect(readOrderQuery(new URLSearchParams(bad))).toEqual({ page: 1, size: 20, searchField: 'orderNo' });
  });
});
