import { describe, expect, it } from 'vitest';
import { decorDraftUrl, decorLinkSchema, decorPageUrl, linkText } from './links.js';

describe('decoration links', () => {
  it('opens a page on the shop H5 domain, with or without a scheme', () => {
    expect(decorPageUrl('h5.example.com', 12)).toBe('https://h5.example.com/#/pages/diy/index?id=12');
    expect(decorPageUrl('http://h5.example.com/', 3)).toBe('http://h5.example.com/#/pages/diy/index?id=3');
    expect(decorDraftUrl('h5.example.com', 12)).toBe('https://h5.example.com/#/pages/diy/index?id=12&preview=draft');
  });

  it('refuses an outside link that is not an address, in Chinese, and names a link by its title', () => {
    const bad = decorLinkSchema.safeParse({ kind: 'url', url: 'www.example.com', title: '' });
    expect(bad.error?.issues[0]?.message).toBe('链接地址应以 http:// 或 https:// 开头');
    expect(linkText({ kind: 'url', url: 'https://a.cn/x', title: '' })).toBe('https://a.cn/x');
    expect(linkText({ kind: 'system', path: '/pages/cart/index', title: '购物车' })).toBe('购物车');
    expect(linkText(null)).toBe('');
  });
});
