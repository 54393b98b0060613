import { officialBanner, officialFormData, userCalls } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import { readListQuery, readQuery, writeListQuery } from './list-params';

describe('list query in the address', () => {
  it('reads typed values with the contract’s schema', () => {
    const q = readListQuery(officialBanner, new URLSearchParams('page=2&size=50&keyword=春季&position=1&isShow=0'));
    expect(q).toEqual({ page: 2, size: 50, keyword: '春季', position: 1, isShow: '0' });
  });

  it('reads the query of a paged call that is not a resource with that call’s schema', () => {
    expect(readQuery(userCalls.list.input, new URLSearchParams('page=2&roleId=4&status=0&keyword=顾问'))).toEqual({
      page: 2,
      size: 20,
      roleId: 4,
      status: 0,
      keyword: '顾问',
    });
    expect(readQuery(userCalls.list.input, new URLSearchParams('status=7'))).toEqual({ page: 1, size: 20 });
  });

  it('falls back to the first page when the address is not a valid query', () => {
    expect(readListQuery(officialBanner, new URLSearchParams('size=15&position=9'))).toEqual({ page: 1, size: 20 });
  });

  it('adds fixed parameters the page owns (the form whose data is listed)', () => {
    expect(readListQuery(officialFormData, new URLSearchParams('page=3'), { formId: 2 })).toEqual({
      page: 3,
      size: 20,
      formId: 2,
    });
  });

  it('writes only what differs from the defaults, keeping other parameters', () => {
    const out = writeListQuery(
      { page: 1, size: 20, keyword: '', isShow: '1', position: undefined },
      new URLSearchParams('id=3'),
    );
    expect(out.toString()).toBe('id=3&isShow=1');
    expect(writeListQuery({ page: 4, size: 10 }).toString()).toBe('page=4&size=10');
  });
});
