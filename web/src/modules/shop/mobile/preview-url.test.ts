import { describe, expect, it } from 'vitest';
import { previewUrl } from './preview-url';

describe('draft preview address', () => {
  it('opens the page draft on the shop H5 domain, on https unless the domain names its scheme', () => {
    expect(previewUrl('moxiang.h5.zhixiao.cn', 7)).toBe(
      'https://moxiang.h5.zhixiao.cn/pages/index/page?id=7&preview=draft',
    );
    expect(previewUrl('http://shop.example.com/', 12)).toBe(
      'http://shop.example.com/pages/index/page?id=12&preview=draft',
    );
  });
});
