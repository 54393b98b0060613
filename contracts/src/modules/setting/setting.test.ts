import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_STATE } from '../../constants.js';
import { role } from './role.js';
import { DEFAULT_SHOP_SETTING, shopSettingInput } from './shop.js';

const issues = (r: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((r.error?.issues ?? []).toReversed().map((i) => [i.path.join('.'), i.message]));

describe('shop settings', () => {
  const valid = {
    shopName: '启明星艺术培训学校',
    contactName: '张校长',
    contactPhone: '13800000001',
    visualId: 1,
    versionId: 11,
    themeId: 1,
  };

  it('start from the store defaults of spec §9 and show the banner and the edit entry', () => {
    expect(DEFAULT_SHOP_SETTING.visualId).toBe(DEFAULT_SHOP_STATE.visualId);
    expect(DEFAULT_SHOP_SETTING.versionId).toBe(11);
    expect(shopSettingInput.parse(valid)).toMatchObject({ showBanner: '1', showEdit: '1' });
  });

  it('take a mobile or a landline as the contact phone (the spec’s phone rule)', () => {
    expect(shopSettingInput.safeParse({ ...valid, contactPhone: '0571-88886666' }).success).toBe(true);
    expect(issues(shopSettingInput.safeParse({ ...valid, contactPhone: '0571-888' }))).toEqual({
      contactPhone: '您输入的手机号有误',
    });
  });

  it('name each missing or too long field', () => {
    expect(
      issues(shopSettingInput.safeParse({ shopName: '', contactName: '', contactPhone: '', versionId: 1000 })),
    ).toEqual({
      shopName: '请输入店铺名称',
      contactName: '请输入联系人',
      contactPhone: '请输入联系电话',
      visualId: '请选择店铺风格',
      versionId: '模板版本不能大于 999',
      themeId: '请选择主题配色',
    });
    expect(issues(shopSettingInput.safeParse({ ...valid, shopName: '店'.repeat(31) }))).toEqual({
      shopName: '店铺名称不能超过 30 个字',
    });
  });
});

describe('roles', () => {
  it('need a name, a kind and at least one menu permission, as numeric codes', () => {
    expect(issues(role.saveInput.safeParse({ name: '', resources: [] }))).toEqual({
      name: '请输入角色名称',
      kind: '请选择角色类型',
      resources: '请至少勾选一个菜单权限',
    });
    expect(
      issues(role.saveInput.safeParse({ name: '前台', kind: 'editor', resources: ['8001', 'x'], permissions: [] })),
    ).toEqual({ 'resources.1': '权限代码应为数字' });
  });

  it('never save what the upstream computes', () => {
    const parsed = role.saveInput.parse({
      name: '前台',
      kind: 'editor',
      resources: ['-900'],
      permissions: [],
      isSuper: '1',
      accountCount: 3,
    });
    expect(parsed).toEqual({ name: '前台', kind: 'editor', resources: ['-900'], permissions: [] });
  });
});
