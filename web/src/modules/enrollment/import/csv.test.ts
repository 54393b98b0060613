import { describe, expect, it } from 'vitest';
import { decodeCsv, parseCsv } from './csv';

describe('parseCsv', () => {
  it('reads quoted fields with commas, quotes and line breaks, and CRLF or LF line ends', () => {
    const text = '姓名,手机号,备注\r\n王小明,13912345678,"周末, 上午"\n"李""四""",010-12345678,"两行\r\n备注"\n';
    expect(parseCsv(text)).toEqual([
      ['姓名', '手机号', '备注'],
      ['王小明', '13912345678', '周末, 上午'],
      ['李"四"', '010-12345678', '两行\r\n备注'],
    ]);
  });

  it('keeps empty fields and a last line without a line end', () => {
    expect(parseCsv('a,,c\n,,\nx')).toEqual([['a', '', 'c'], ['', '', ''], ['x']]);
  });
});

describe('decodeCsv', () => {
  it('reads UTF-8 with or without a BOM, and GBK as Excel on Chinese Windows saves it', () => {
    const utf8 = new TextEncoder().encode('姓名,手机号');
    expect(decodeCsv(utf8)).toBe('姓名,手机号');
    expect(decodeCsv(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]))).toBe('姓名,手机号');
    // '姓名' in GBK.
    expect(decodeCsv(new Uint8Array([0xd0, 0xd5, 0xc3, 0xfb]))).toBe('姓名');
  });
});
