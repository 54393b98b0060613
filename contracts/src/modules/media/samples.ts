import type { Samples } from '../../sample-kit.js';

/** Contract samples of uploads, QR codes, categories and the forbidden-word check. */
export const mediaSamples: Samples<'media' | 'check' | 'category'> = {
  'media.ossSign': () => ({}),
  'media.wechatQrCode': () => ({ id: 1, type: 1 }),
  'check.categorySave': () => ({
    contentType: 'album',
    listStr: JSON.stringify([
      { id: `add-${Date.now()}`, name: '校园风采', isShow: '1', sort: 99, type: 2 },
      { id: `add-${Date.now() + 1}`, name: '学员作品', isShow: '0', sort: 99, type: 2 },
    ]),
  }),
  'check.sensitive': () => ({ content: '这是一段正常的介绍文字' }),
  'category.list': () => ({ contentType: '1' }),
};
