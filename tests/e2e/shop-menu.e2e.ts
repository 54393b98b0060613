import { authFile } from './support/accounts.js';
import { expect, test } from './support/fixtures.js';
import { currentStack, webUrl } from './support/ports.js';
import { scenario } from './support/stack.js';
import { button, confirm, confirmDelete, expectToast, rowButton, rowOf, shot, tableSettled } from './support/ui.js';

/** /shop/menu: the decoration tools, the shop's links, the pages list, theme and tab bar in drawers. */
const MENU = '/shop/menu';

test('pages: create from a template, copy, set as home, the home page never deleted, another one deleted', async ({
  page,
}) => {
  await page.goto(MENU);
  await expect(page.getByText('共 33 条')).toBeVisible();
  await expect(rowOf(page, '店铺首页')).toContainText('首页');
  await expect(page.getByRole('heading', { name: '主题配色' })).toBeVisible();
  await expect(page.getByRole('link', { name: '去装修' }).first()).toHaveAttribute('href', /\/shop\/mobile\?id=1$/);
  await expect(page.getByRole('img', { name: '官网店铺二维码' })).toBeVisible();
  await shot(page, 'shop-menu');

  await button(page, '新建页面').click();
  const dialog = page.getByRole('dialog', { name: '新建页面' });
  await button(dialog, '创建').click();
  await expect(dialog.getByText('请输入页面名称')).toBeVisible();
  await dialog.getByLabel('页面名称').fill('暑期招生专题');
  await dialog.getByText('商品促销').click();
  await button(dialog, '创建').click();
  await expectToast(page, '页面「暑期招生专题」已创建');
  await tableSettled(page);
  await expect(rowOf(page, '暑期招生专题')).toContainText('未发布');
  await expect(page.getByText('共 34 条')).toBeVisible();

  await rowButton(rowOf(page, '暑期招生专题'), '复制').click();
  await expectToast(page, '已复制为「暑期招生专题（副本）」');
  await expect(rowOf(page, '暑期招生专题（副本）')).toBeVisible();

  // An unpublished page cannot be the home page: the upstream says why.
  await rowButton(rowOf(page, '暑期招生专题（副本）'), '设为首页').click();
  await expectToast(page, '页面尚未发布，请先发布再设为首页');

  const home = rowOf(page, '店铺首页');
  await rowButton(home, '删除').click();
  await confirm(page, /确定删除.*「店铺首页」吗？/);
  await expectToast(page, '首页不能删除，请先将其他页面设为首页');
  await expect(home).toBeVisible();

  await rowButton(rowOf(page, '限时秒杀专场'), '设为首页').click();
  await expectToast(page, '「限时秒杀专场」已设为首页');
  await tableSettled(page);
  await expect(rowOf(page, '限时秒杀专场')).toContainText('首页');
  await rowButton(rowOf(page, '限时秒杀专场'), '预览').click();
  await expect(page.getByRole('img', { name: '限时秒杀专场的预览二维码' })).toHaveAttribute(
    'data-qr-value',
    /\/#\/pages\/diy\/index\?id=\d+$/,
  );
  await page.keyboard.press('Escape');
  await page.getByPlaceholder('搜索页面名称').fill('店铺首页');
  await button(page, '查询').click();
  await tableSettled(page);
  await expect(
    rowOf(page, '店铺首页')
      .locator('.ant-tag')
      .filter({ hasText: /^首页$/ }),
  ).toHaveCount(0);

  await rowButton(rowOf(page, '店铺首页'), '删除').click();
  await confirmDelete(page);
  await expectToast(page, '删除成功!');
  await expect(rowOf(page, '店铺首页')).toHaveCount(0);
});

test('tab bar and theme: bad input first, then saved and shown again', async ({ page }) => {
  await page.goto(MENU);
  await button(page, '设置底部导航').click();
  const drawer = page.getByRole('dialog', { name: '底部导航' });
  for (const n of [4, 3, 2]) await drawer.getByRole('button', { name: `删除第 ${n} 项` }).click();
  await button(drawer, '保存').click();
  await expect(drawer.getByRole('alert').filter({ hasText: '底部导航至少 2 项' })).toBeVisible();

  await drawer.getByRole('button', { name: '添加导航' }).click();
  await button(drawer, '保存').click();
  await expect(drawer.getByText('请输入导航文字')).toBeVisible();
  await expect(drawer.getByText('请选择导航链接')).toBeVisible();
  await drawer.getByLabel('导航文字').nth(1).fill('课程表');
  await drawer.getByRole('button', { name: /第 2 项链接/ }).click();
  const picker = page.getByRole('dialog', { name: '选择链接' });
  await button(picker, '确定').click();
  await expect(picker.getByRole('alert')).toHaveText('请选择系统页面');
  await picker.getByText('外部链接').click();
  await picker.getByLabel('链接地址').fill('www.example.com');
  await button(picker, '确定').click();
  await expect(picker.getByRole('alert')).toHaveText('链接地址应以 http:// 或 https:// 开头');
  await picker.getByText('系统页面', { exact: true }).click();
  await picker.getByRole('combobox', { name: '系统页面' }).click();
  await page.locator('.ant-select-dropdown').filter({ visible: true }).getByText('全部课程').click();
  await button(picker, '确定').click();
  await expect(drawer.getByRole('button', { name: '第 2 项链接：全部课程' })).toBeVisible();
  await expect(drawer.getByRole('img', { name: /底部导航预览：首页、课程表/ })).toBeVisible();
  await shot(page, 'shop-tab-bar');
  await button(drawer, '保存').click();
  await expectToast(page, '保存成功');
  await expect(drawer).toBeHidden();

  await button(page, '设置主题配色').click();
  const themes = page.getByRole('dialog', { name: '主题配色' });
  await themes.getByRole('radio', { name: '生鲜绿' }).check();
  await button(themes, '保存').click();
  await expect(themes).toBeHidden();

  await page.reload();
  await button(page, '设置主题配色').click();
  await expect(page.getByRole('dialog', { name: '主题配色' }).getByRole('radio', { name: '生鲜绿' })).toBeChecked();
  await button(page.getByRole('dialog', { name: '主题配色' }), '取消').click();
  await button(page, '设置底部导航').click();
  await expect(page.getByRole('img', { name: '底部导航预览：首页、课程表' })).toBeVisible();
});

test('a save made from another browser since is detected: reload shows it, nothing is overwritten silently', async ({
  page,
  browser,
}) => {
  await page.goto(MENU);
  await button(page, '设置底部导航').click();
  const drawer = page.getByRole('dialog', { name: '底部导航' });
  await drawer.getByLabel('导航文字').first().fill('主页');

  const other = await browser.newContext({ storageState: authFile('app', currentStack()), baseURL: webUrl() });
  const second = await other.newPage();
  await second.goto(MENU);
  await second.getByRole('button', { name: '设置主题配色' }).click();
  await second.getByRole('dialog', { name: '主题配色' }).getByRole('radio', { name: '热情红' }).check();
  await button(second.getByRole('dialog', { name: '主题配色' }), '保存').click();
  await expect(second.getByText('保存成功')).toBeVisible();
  await other.close();

  await button(drawer, '保存').click();
  const conflict = page.getByRole('dialog', { name: '内容已在别处更新' });
  await expect(conflict).toContainText('在别处保存');
  await shot(page, 'shop-conflict');
  await conflict.getByRole('button', { name: '加载最新' }).click();
  await expect(conflict).toBeHidden();
  await expect(drawer.getByLabel('导航文字').first()).toHaveValue('首页');

  // A forced upstream failure keeps the edit for another try.
  await drawer.getByLabel('导航文字').first().fill('主页');
  await scenario('shopStore.saveMobile', { kind: 'drop' }, 2);
  await button(drawer, '保存').click();
  await expectToast(page, '抱歉，出了点问题，请稍后再试');
  await expect(drawer.getByLabel('导航文字').first()).toHaveValue('主页');
  await button(drawer, '保存').click();
  await expectToast(page, '保存成功');
  await tableSettled(page);
  await button(page, '设置主题配色').click();
  await expect(page.getByRole('dialog', { name: '主题配色' }).getByRole('radio', { name: '热情红' })).toBeChecked();
});
