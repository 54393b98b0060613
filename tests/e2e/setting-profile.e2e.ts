import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { signInWith } from './support/setting.js';
import { dev, mainMenu, scenario } from './support/stack.js';
import { button, confirm, expectToast, fieldError, fieldItem, save, toast, uploadImage } from './support/ui.js';

/** /setting/profile and /setting/accountInfo: my account (WeChat binding, reminders, password) and shop settings. */
const PROFILE = '/setting/profile/profile';

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true }).filter({ visible: true });
const bindQr = (page: Page) => page.getByRole('img', { name: '微信绑定二维码' });

/** Scans the binding QR on screen with the fake's scan route, as WeChat would. */
async function scanBindQr(page: Page, nickname: string): Promise<void> {
  const value = await bindQr(page).getAttribute('data-qr-value');
  const uuid = /uuid=([0-9a-f]+)/.exec(value ?? '')?.[1];
  expect(uuid).toBeTruthy();
  expect(await dev('/__dev/qrcode/bind', { method: 'POST', body: { uuid, nickname } })).toMatchObject({ ok: true });
}

test.describe('my account, as a shop manager without WeChat', () => {
  test.use({ account: 'miniProgram' });

  test('bind WeChat by scanning the QR code, keep the tab, turn reminders on, then unbind', async ({ page }) => {
    await page.goto(PROFILE);
    await expect(tab(page, '基本资料')).toHaveAttribute('aria-selected', 'true');
    await tab(page, '公众号提醒').click();
    await expect(page.getByText('绑定微信后才能接收公众号提醒')).toBeVisible();
    await expect(page.getByRole('switch', { name: '接收公众号提醒' })).toBeDisabled();
    await button(page, '去绑定').click();

    await expect(tab(page, '微信绑定')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(/请用微信扫描二维码完成绑定，\d+ 秒后过期/)).toBeVisible();
    await scanBindQr(page, '李店长的微信');
    // The page watches the profile until the scan shows.
    await expect(page.getByText('已绑定微信：李店长的微信')).toBeVisible();
    await expectToast(page, '微信绑定成功');

    // The tab is remembered across a reload.
    await page.reload();
    await expect(tab(page, '微信绑定')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('已绑定微信：李店长的微信')).toBeVisible();

    await tab(page, '公众号提醒').click();
    const remind = page.getByRole('switch', { name: '接收公众号提醒' });
    await expect(button(page, '发送测试提醒')).toBeDisabled();
    await remind.click();
    await expectToast(page, '已开启公众号提醒');
    await expect(remind).toBeChecked();
    await button(page, '发送测试提醒').click();
    await expectToast(page, '测试提醒已发送到微信「李店长的微信」');

    // Entering from the menu starts on 基本资料 again.
    await page.goto('/setting/accountInfo');
    await page.getByRole('navigation', { name: '设置菜单' }).getByRole('menuitem', { name: '我的账号' }).click();
    await expect(tab(page, '基本资料')).toHaveAttribute('aria-selected', 'true');

    await tab(page, '微信绑定').click();
    await button(page, '解除绑定').click();
    await confirm(page, '解除后将不能再用这个微信扫码登录');
    await expectToast(page, '已解除微信绑定');
    await expect(bindQr(page)).toBeVisible();
    await tab(page, '公众号提醒').click();
    await expect(page.getByRole('switch', { name: '接收公众号提醒' })).not.toBeChecked();
  });

  test('an expired binding QR says so and is refreshed', async ({ page }) => {
    await scenario(
      'profile.bindQrcode',
      {
        kind: 'content',
        content: {
          url: 'https://open.weixin.qq.com/connect/confirm?uuid=0ld&scene=bind',
          uuid: '0ld',
          expireSeconds: 1,
        },
      },
      1,
    );
    await page.goto(PROFILE);
    await tab(page, '微信绑定').click();
    await expect(page.getByText('二维码已过期，请点击刷新')).toBeVisible();
    await button(page, '刷新二维码').click();
    await expect(page.getByText(/请用微信扫描二维码完成绑定，\d+ 秒后过期/)).toBeVisible();
    await expect(bindQr(page)).not.toHaveAttribute('data-qr-value', /uuid=0ld/);
    await scanBindQr(page, '新微信');
    await expect(page.getByText('已绑定微信：新微信')).toBeVisible();
  });

  test('name and portrait from the account menu: bad input first, then saved', async ({ page }) => {
    await page.goto('/overview');
    await page.getByRole('button', { name: '账号菜单' }).click();
    await page.getByRole('menuitem', { name: '我的账号' }).click();
    await expect(page).toHaveURL(/\/setting\/profile\/profile$/);
    await expect(page.getByText('13800000002')).toBeVisible();
    const name = fieldItem(page, '姓名').getByRole('textbox');
    await name.fill('');
    await save(page);
    await expect(fieldError(page, '姓名')).toHaveText('请输入姓名');
    await name.fill('李晓橙');
    await uploadImage(page, '头像');
    await save(page);
    await expectToast(page, '保存成功');
    await page.reload();
    await expect(fieldItem(page, '姓名').getByRole('textbox')).toHaveValue('李晓橙');
  });
});

test.describe('change password', () => {
  test.use({ account: null });

  test('bad input with the rule’s messages, a wrong old password, then a change: signed out, in with the new one', async ({
    page,
  }) => {
    // 陈主管, an administrator of the shop (the setup project's demo accounts keep their passwords).
    await page.goto('/login');
    await signInWith(page, '13912340011', 'demo1234');
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto(PROFILE);
    await page.getByRole('link', { name: '修改密码' }).click();
    await expect(page).toHaveURL(/\/setting\/profile\/changePass$/);

    const submit = () => button(page, '确认修改').click();
    await submit();
    await expect(fieldError(page, '原密码')).toHaveText('请输入原密码');
    await expect(fieldError(page, '新密码')).toHaveText('请输入新密码');
    await expect(fieldError(page, '确认新密码')).toHaveText('请再次输入新密码');
    const old = fieldItem(page, '原密码').locator('input');
    const next = fieldItem(page, '新密码').locator('input');
    const repeat = fieldItem(page, '确认新密码').locator('input');
    await old.fill('demo1234');
    await next.fill('short1');
    await expect(fieldError(page, '新密码')).toHaveText('密码长度为 8-20 位');
    await next.fill('12345678');
    await expect(fieldError(page, '新密码')).toHaveText('密码须同时包含字母和数字');
    await next.fill('demo1234');
    await expect(fieldError(page, '新密码')).toHaveText('新密码不能与原密码相同');
    await next.fill('Chen2026ok');
    await repeat.fill('Chen2026no');
    await expect(fieldError(page, '确认新密码')).toHaveText('两次输入的密码不一致');
    await repeat.fill('Chen2026ok');
    await old.fill('wrong123');
    await submit();
    // The refusal is about one field: it stands there, not in a toast.
    await expect(fieldError(page, '原密码')).toHaveText('原密码不正确');
    await expect(toast(page, '原密码不正确')).toHaveCount(0);
    await expect(page).toHaveURL(/\/setting\/profile\/changePass$/);

    await old.fill('demo1234');
    await submit();
    await expectToast(page, '密码已修改，请使用新密码重新登录');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fsetting%2Fprofile%2Fprofile$/);
    await signInWith(page, '13912340011', 'demo1234');
    await expectToast(page, '账号或密码错误');
    await signInWith(page, '13912340011', 'Chen2026ok');
    await expect(page).toHaveURL(/\/setting\/profile\/profile$/);
    await expect(mainMenu(page)).toBeVisible();
  });
});

test('shop settings: bad input with the exact messages, a failed save, then saved with the store settings', async ({
  page,
}) => {
  await page.goto('/setting/accountInfo');
  const shopName = fieldItem(page, '店铺名称').getByRole('textbox');
  await expect(shopName).toHaveValue('启明星艺术培训学校');
  await expect(page.getByRole('radio', { name: '经典风格' })).toBeChecked();
  await expect(fieldItem(page, '模板版本').getByRole('spinbutton')).toHaveValue('11');

  await shopName.fill('');
  await fieldItem(page, '联系电话').getByRole('textbox').fill('0571-888');
  await fieldItem(page, '模板版本').getByRole('spinbutton').fill('1000');
  await save(page);
  await expect(fieldError(page, '店铺名称')).toHaveText('请输入店铺名称');
  await expect(fieldError(page, '联系电话')).toHaveText('您输入的手机号有误');
  await expect(fieldError(page, '模板版本')).toHaveText('模板版本不能大于 999');

  await shopName.fill('启明星艺术学校（滨江店）');
  await fieldItem(page, '联系电话').getByRole('textbox').fill('0571-86668888');
  await fieldItem(page, '模板版本').getByRole('spinbutton').fill('12');
  await page.getByText('卡片风格', { exact: true }).click();
  await page.locator('label.ant-radio-button-wrapper').filter({ hasText: '热情红' }).click();
  await expect(page.getByRole('radio', { name: '热情红' })).toBeChecked();
  await fieldItem(page, '显示轮播图').getByRole('switch').click();
  await expect(page.getByLabel('店铺预览')).toContainText('启明星艺术学校（滨江店）');
  await expect(page.getByLabel('店铺预览')).not.toContainText('轮播图');

  await scenario('shopSetting.save', { kind: 'drop' }, 2);
  await save(page);
  await expectToast(page, '抱歉，出了点问题，请稍后再试');
  await expect(shopName).toHaveValue('启明星艺术学校（滨江店）');
  await save(page);
  await expectToast(page, '店铺设置已保存');

  await page.reload();
  await expect(fieldItem(page, '店铺名称').getByRole('textbox')).toHaveValue('启明星艺术学校（滨江店）');
  await expect(page.getByRole('radio', { name: '卡片风格' })).toBeChecked();
  await expect(fieldItem(page, '显示轮播图').getByRole('switch')).not.toBeChecked();
  await expect(fieldItem(page, '模板版本').getByRole('spinbutton')).toHaveValue('12');
});

test('two pages edit the shop settings: the second save is a conflict that loses nothing, and 覆盖保存 saves it', async ({
  page,
  context,
}) => {
  await page.goto('/setting/accountInfo');
  const shopName = fieldItem(page, '店铺名称').getByRole('textbox');
  await expect(shopName).toHaveValue('启明星艺术培训学校');
  const other = await context.newPage();
  await other.goto('/setting/accountInfo');
  await fieldItem(other, '联系人').getByRole('textbox').fill('王校长');
  await save(other);
  await expectToast(other, '店铺设置已保存');

  // This page still holds the version it loaded: its save is refused, the dialog names what differs.
  await shopName.fill('启明星艺术学校（西湖店）');
  await save(page);
  const dialog = page.getByRole('dialog', { name: '内容已在别处更新' });
  await expect(dialog).toContainText('在你打开之后，店铺设置已于');
  await expect(dialog.getByLabel('与最新内容不同的字段')).toHaveText('与最新内容不同的字段：店铺名称联系人');
  await button(dialog, '继续编辑').click();
  await expect(shopName).toHaveValue('启明星艺术学校（西湖店）');

  await save(page);
  await button(dialog, '覆盖保存').click();
  await expectToast(page, '店铺设置已保存');
  await other.reload();
  await expect(fieldItem(other, '店铺名称').getByRole('textbox')).toHaveValue('启明星艺术学校（西湖店）');
  await other.close();
});
