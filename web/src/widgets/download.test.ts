import { describe, expect, it } from 'vitest';
import { downloadQuery, fileNameOf } from './download';

describe('fileNameOf', () => {
  it('prefers the UTF-8 name, then the plain one, then the fallback', () => {
    const both = `attachment; filename="_____20261120.xlsx"; filename*=UTF-8''${encodeURIComponent('线索导出_20261120.xlsx')}`;
    expect(fileNameOf(both, 'x.xlsx')).toBe('线索导出_20261120.xlsx');
    expect(fileNameOf('attachment; filename="report.xlsx"', 'x.xlsx')).toBe('report.xlsx');
    expect(fileNameOf(null, 'x.xlsx')).toBe('x.xlsx');
    expect(fileNameOf("attachment; filename*=UTF-8''%E0%A4%A", 'x.xlsx')).toBe('x.xlsx');
  });
});

describe('downloadQuery', () => {
  it('joins arrays, and leaves out empty values', () => {
    expect(downloadQuery({ scope: 'total', status: 2, keyword: '', tagId: undefined, ids: [1, 2] })).toBe(
      'scope=total&status=2&ids=1%2C2',
    );
  });
});
