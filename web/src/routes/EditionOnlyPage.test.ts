import { describe, expect, it } from 'vitest';
import { editionOnlyText } from './EditionOnlyPage';

describe('a page of other editions', () => {
  it('names the editions that have it and the account’s own', () => {
    expect(editionOnlyText('PC端装修', [1], 2)).toEqual({
      title: '「PC端装修」是APP/H5版的功能',
      subTitle: '当前账号是小程序版，没有这个页面。如需使用「PC端装修」，请联系客服开通APP/H5版。',
    });
    expect(editionOnlyText('手机端装修', [1, 2], 3).title).toBe('「手机端装修」是APP/H5版、小程序版的功能');
  });
});
