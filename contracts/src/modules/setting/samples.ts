import { nextSeq, resourceSamples, type Samples } from '../../sample-kit.js';
import { role } from './role.js';

/** Contract samples of shop settings and roles. */
export const settingSamples: Samples<'role' | 'shopSetting'> = {
  ...(resourceSamples(role, {
    // Role names are unique: every sample role gets its own.
    saveValues: async () => ({ name: `示例角色${nextSeq()}` }),
  }) as Samples<'role'>),
  'role.options': () => ({}),
  'shopSetting.get': () => ({}),
  'shopSetting.save': () => ({
    shopName: '启明星艺术培训学校',
    logo: '',
    contactName: '张校长',
    contactPhone: '0571-88886666',
    address: '杭州市西湖区文三路 100 号',
    introduction: '专注少儿美术、书法与钢琴教学。',
    serviceQr: 'https://static.zhixiao.cn/sample/cover.png',
    visualId: 2,
    versionId: 11,
    themeId: 3,
    showBanner: '1',
    showEdit: '0',
  }),
};
