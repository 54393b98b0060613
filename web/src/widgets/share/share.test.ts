import { describe, expect, it } from 'vitest';
import { appVersionOf, canShareQr, h5PageUrl, h5Url, qrDataUrl } from './share';

describe('share dialog', () => {
  it('refuses the QR code below app version 426', () => {
    expect(canShareQr('425')).toBe(false);
    expect(canShareQr(420)).toBe(false);
    expect(canShareQr('426')).toBe(true);
    expect(canShareQr('4.3.0')).toBe(true);
    expect(canShareQr(null)).toBe(true);
  });

  it('reads the app version from the session’s userInfo when sent', () => {
    expect(appVersionOf({ app_version: '425' })).toBe('425');
    expect(appVersionOf({ appVersion: 430 })).toBe('430');
    expect(appVersionOf({})).toBeNull();
  });

  it('builds the official-website address of a page', () => {
    expect(h5PageUrl('qmx.h5.zhixiao.cn', 'activity', 3)).toBe(
      'https://qmx.h5.zhixiao.cn/#/pages/official/activity?id=3',
    );
    expect(h5PageUrl('https://qmx.h5.zhixiao.cn/', 'contact')).toBe(
      'https://qmx.h5.zhixiao.cn/#/pages/official/contact',
    );
    expect(h5PageUrl(null, 'activity', 3)).toBeNull();
  });

  it('builds the address of any storefront page', () => {
    expect(h5Url('qmx.h5.zhixiao.cn', 'course/trial', 8)).toBe('https://qmx.h5.zhixiao.cn/#/pages/course/trial?id=8');
    expect(h5Url('', 'circle/detail', 1)).toBeNull();
    expect(h5Url('qmx.h5.zhixiao.cn', 'marketing/lottery', 5)).toBe(
      'https://qmx.h5.zhixiao.cn/#/pages/marketing/lottery?id=5',
    );
  });

  it('draws the QR code as a PNG data URL', async () => {
    expect(await qrDataUrl('https://qmx.h5.zhixiao.cn/')).toMatch(/^data:image\/png;base64,/);
  });
});
