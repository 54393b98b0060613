import { readFile } from 'node:fs/promises';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { solidPng } from './support/files.js';
import { expect, test } from './support/fixtures.js';
import { holdRequests } from './support/hold.js';
import { scenario } from './support/stack.js';
import { button, expectToast, fieldItem, inViewport, save, shot, typeRich } from './support/ui.js';

const names = (page: import('@playwright/test').Page) =>
  page
    .locator('[data-testid="category-editor-1"] li input')
    .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));

test('category editor: add, both messages, reorder by buttons and drag, delete, cancel, save', async ({ page }) => {
  await page.goto('/official/setting/category?type=1');
  const editor = page.getByTestId('category-editor-1');
  await expect.poll(() => names(page)).toEqual(['校园风采', '教学环境', '节日活动']);

  // A new row has no name: saving says so.
  await editor.getByRole('button', { name: '添加分类' }).click();
  await expect.poll(() => names(page)).toEqual(['校园风采', '教学环境', '节日活动', '']);
  await button(editor, '保存').click();
  await expectToast(page, '请输入分类名称');
  await editor.getByLabel('分类名称 4').fill('研学旅行');

  // Up and down, then drag the last to the top.
  await editor.locator('li').nth(1).getByRole('button', { name: '上移' }).click();
  await expect.poll(() => names(page)).toEqual(['教学环境', '校园风采', '节日活动', '研学旅行']);
  await editor.locator('li').nth(1).getByRole('button', { name: '下移' }).click();
  await expect.poll(() => names(page)).toEqual(['教学环境', '节日活动', '校园风采', '研学旅行']);
  await editor.locator('li').nth(3).dragTo(editor.locator('li').nth(0));
  await expect.poll(() => names(page)).toEqual(['研学旅行', '教学环境', '节日活动', '校园风采']);

  // Deleting asks first.
  await editor.locator('li').nth(2).getByRole('button', { name: '删除' }).click();
  await expect(page.getByText('确认删除此分类？')).toBeVisible();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect.poll(() => names(page)).toEqual(['研学旅行', '教学环境', '校园风采']);

  // None left: the other message. Cancel puts back what was saved.
  for (let i = 0; i < 3; i++) {
    await editor.locator('li').first().getByRole('button', { name: '删除' }).click();
    await page
      .locator('.ant-popconfirm:visible')
      .getByRole('button', { name: /确\s*定/ })
      .click();
  }
  await expect(editor.locator('li')).toHaveCount(0);
  await button(editor, '保存').click();
  await expectToast(page, '分类选项至少保留一条');
  await editor.getByRole('button', { name: /^取\s*消$/ }).click();
  await expect.poll(() => names(page)).toEqual(['校园风采', '教学环境', '节日活动']);

  // A saved order is the new order everywhere, numbered 1..n.
  await editor.getByRole('button', { name: '添加分类' }).click();
  await editor.getByLabel('分类名称 4').fill('研学旅行');
  await editor.locator('li').nth(3).getByRole('button', { name: '上移' }).click();
  await button(editor, '保存').click();
  await expectToast(page, '保存成功');
  await shot(page, 'category-saved');
  await page.reload();
  await expect.poll(() => names(page)).toEqual(['校园风采', '教学环境', '研学旅行', '节日活动']);
  await page.goto('/official/content/album/list');
  await expect(page.locator('.ant-card:visible').getByRole('tab').nth(3)).toHaveText('研学旅行');
});

test('two tabs edit the categories: the second save meets the conflict dialog and overwrites nothing', async ({
  page,
  context,
}) => {
  await page.goto('/official/setting/category?type=1');
  await expect.poll(() => names(page)).toEqual(['校园风采', '教学环境', '节日活动']);
  const first = await context.newPage();
  await first.goto('/official/setting/category?type=1');
  const firstEditor = first.getByTestId('category-editor-1');
  await firstEditor.getByLabel('分类名称 2').fill('教学场地');
  await button(firstEditor, '保存').click();
  await expectToast(first, '保存成功');

  // This tab still holds the list as it read it: its save is refused, what was typed stays.
  const editor = page.getByTestId('category-editor-1');
  await editor.getByLabel('分类名称 3').fill('节日庆典');
  await button(editor, '保存').click();
  const dialog = page.getByRole('dialog', { name: '内容已在别处更新' });
  await expect(dialog).toContainText('在你打开之后，相册分类已于');
  await expect(dialog).toContainText('本次保存没有写入，你填写的内容都还在。');
  await button(dialog, '继续编辑').click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => names(page)).toEqual(['校园风采', '教学环境', '节日庆典']);
  // Nothing was overwritten: the first tab's list is the saved one.
  await first.reload();
  await expect.poll(() => names(first)).toEqual(['校园风采', '教学场地', '节日活动']);

  // 加载最新 puts the saved list in this tab too.
  await button(editor, '保存').click();
  await button(dialog, '加载最新').click();
  await expect.poll(() => names(page)).toEqual(['校园风采', '教学场地', '节日活动']);
  await first.close();
});

test('a form that needs categories, where there are none, asks to add them first: cancel goes back, 去添加 opens the editor', async ({
  page,
}) => {
  await page.goto('/official/content/video/list');
  await expect(page.locator('.ant-table-row:visible').first()).toBeVisible();
  await scenario('category.list', { kind: 'content', content: { list: [], version: 1 } });
  const ask = page.locator('.ant-modal-confirm:visible');
  await page.goto('/official/content/video/create');
  await expect(ask).toContainText('还未添加分类，请先前往分类管理添加。');
  await ask.getByRole('button', { name: /^取\s*消$/ }).click();
  await expect(page).toHaveURL(/\/official\/content\/video\/list$/);

  await page.goto('/official/content/video/create');
  await ask.getByRole('button', { name: '去添加' }).click();
  await expect(page).toHaveURL(/\/official\/setting\/category\?type=3$/);
  await expect(page.getByTestId('category-editor-3')).toBeVisible();
});

test('a forbidden word blocks saving and the page scrolls to that field', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 600 });
  await page.goto('/official/content/introduction/create');
  await page.getByLabel('标题', { exact: true }).fill('代开发票服务介绍');
  await typeRich(page, '详细内容', '本校提供美术与书法课程。'.repeat(30));
  await button(page, '保存').scrollIntoViewIfNeeded();
  expect(await inViewport(page, '#title')).toBe(false);
  await save(page);
  const message = fieldItem(page, '标题').locator('.ant-form-item-explain-error');
  await expect(message).toHaveText('包含敏感词：代开发票');
  await expect.poll(() => inViewport(page, '#title')).toBe(true);
  await expect(page).toHaveURL(/\/introduction\/create$/);
  // Clearing the word clears the mark, and then it saves.
  await page.getByLabel('标题', { exact: true }).fill('服务介绍');
  await save(page);
  await expectToast(page, '保存成功');
  await expect(page).toHaveURL(/\/introduction\/list/);
});

test('the rich-text editor’s place is held while its code loads: nothing below it moves when it arrives', async ({
  page,
}) => {
  const release = await holdRequests(page, /\/RichTextEditor-[^/]*\.js$/);
  await page.goto('/mall/create');
  await expect(fieldItem(page, '商品详情').locator('[aria-busy=true]').first()).toBeVisible();
  const before = await button(page, '保存').boundingBox();
  release();
  await expect(fieldItem(page, '商品详情').locator('.ql-editor')).toBeVisible();
  expect((await button(page, '保存').boundingBox())?.y).toBe(before?.y);
});

test('the poster checks its three fields and downloads a PNG that is not blank', async ({ page }) => {
  await page.goto('/official/content/activity/list');
  await page
    .locator('.ant-table-row:visible')
    .filter({ hasText: '城西校区正式开业' })
    .getByRole('button', { name: /推\s*广/ })
    .click();
  const dialog = page.locator('.ant-modal').filter({ hasText: '推广' });
  await expect(dialog.getByRole('menuitem')).toHaveText(['海报', '微信好友', '朋友圈', '公众号', '图文消息']);
  const title = dialog.getByPlaceholder('请输入标题');
  const desc = dialog.getByPlaceholder('请输入描述');
  await expect(title).toHaveValue('城西校区正式开业');
  await title.fill('');
  await dialog.getByRole('button', { name: '下载海报' }).click();
  await expectToast(page, '请输入标题');
  await title.fill('一二三四五六七八九十一二三');
  await expect(title).toHaveValue('一二三四五六七八九十一二');
  await title.fill('城西校区开业啦');
  await desc.fill('');
  await dialog.getByRole('button', { name: '下载海报' }).click();
  await expectToast(page, '请输入描述');
  await desc.fill('开业当月报名赠送美术材料包');
  await dialog.locator('[data-upload-state="done"]').hover();
  await dialog.getByRole('button', { name: '删除' }).click();
  await dialog.getByRole('button', { name: '下载海报' }).click();
  await expectToast(page, '请选择图片');
  // A refused picture is ignored silently in the poster flow.
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'x.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.locator('.ant-message-notice')).toHaveCount(0);
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: solidPng(320, 220, [230, 80, 40]) });
  await expect(dialog.getByTestId('poster').getByAltText('海报图片')).toHaveAttribute('src', /^blob:/);
  await shot(page, 'poster');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: '下载海报' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('城西校区开业啦.png');
  const png = PNG.sync.read(await readFile(await download.path()));
  expect(png.width).toBeGreaterThan(500);
  const colours = new Set<number>();
  let reddish = 0;
  for (let i = 0; i < png.data.length; i += 4 * 97) {
    const [r, g, b] = [png.data[i] as number, png.data[i + 1] as number, png.data[i + 2] as number];
    colours.add((r << 16) | (g << 8) | b);
    if (r > 200 && g < 120 && b < 80) reddish++;
  }
  // Many colours (text, picture, background), and the uploaded picture's red drawn from the proxied image.
  expect(colours.size).toBeGreaterThan(20);
  expect(reddish).toBeGreaterThan(100);
});

test('the share QR code decodes to the page’s official-website address', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/official/content/activity/list');
  const row = page.locator('.ant-table-row:visible').filter({ hasText: '城西校区正式开业' });
  const id = (await row.getByRole('link', { name: /编\s*辑/ }).getAttribute('href'))?.split('/').pop();
  await row.getByRole('button', { name: /分\s*享/ }).click();
  const qr = page.getByTestId('share-qr');
  await expect(qr).toHaveAttribute('width', '262');
  const src = (await qr.getAttribute('src')) as string;
  const png = PNG.sync.read(Buffer.from(src.split(',')[1] as string, 'base64'));
  expect(png.width).toBe(262);
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  const expected = `https://qmx.h5.zhixiao.cn/#/pages/official/activity?id=${id}`;
  expect(code?.data).toBe(expected);
  await expect(page.getByLabel('分享链接')).toHaveValue(expected);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '下载二维码' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('微信二维码.png');
  await page.getByRole('button', { name: '复制链接' }).click();
  await expectToast(page, '已复制好，可贴粘');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  await shot(page, 'share');
});
