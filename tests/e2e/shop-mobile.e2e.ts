import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { requestsOf } from './support/stack.js';
import { button, confirm, expectToast, fieldItem, keyboardDragReady, shot, uploadImage } from './support/ui.js';

/**
 * /shop/mobile, the mobile page designer: components dragged from the palette onto the phone, edited, undone
 * and redone, saved and published; the draft kept in the browser across a closed tab; a save from elsewhere
 * detected; keyboard reordering.
 */

const PRODUCT = '1';

/** The id of the demo shop's page called `name`, read through the gateway as the signed-in account. */
async function pageIdOf(page: Page, name: string): Promise<number> {
  if (!page.url().startsWith('http')) await page.goto('/');
  const token = await page.evaluate(() => localStorage.getItem('zx_console_token'));
  const input = encodeURIComponent(JSON.stringify({ page: 1, size: 50, keyword: name }));
  const res = await page.request.get(`/trpc/shopPage.list?input=${input}`, {
    headers: { authorization: `Bearer ${token}`, 'x-product-id': PRODUCT },
  });
  expect(res.status(), await res.text()).toBe(200);
  const rows = ((await res.json()) as { result: { data: { list: Array<{ id: number; name: string }> } } }).result.data
    .list;
  const row = rows.find((r) => r.name === name);
  if (!row) throw new Error(`no page called ${name}`);
  return row.id;
}

const items = (page: Page) => page.locator('[data-testid^="decor-item-"]');
const item = (page: Page, n: number) => page.getByTestId(`decor-item-${n}`);
const typesOf = (page: Page) => items(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-type')));
const overlay = (page: Page) => page.getByTestId('decor-drag-overlay');
const panel = (page: Page) => page.getByRole('region', { name: '属性' });
const state = (page: Page) => page.getByTestId('decor-state');

async function openDesigner(page: Page, id: number): Promise<void> {
  await page.goto(`/shop/mobile?id=${id}`);
  await expect(page.getByRole('region', { name: '手机预览' })).toBeVisible();
  await expect(state(page)).toHaveText('已保存');
}

/**
 * Drags `source` onto `target` with the mouse, step by step: pressed, moved past dnd-kit's 4 px until its
 * drag overlay shows, moved over the target (above its middle: dropped before it), released, and the overlay
 * gone again.
 */
async function drag(page: Page, source: Locator, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const from = await source.boundingBox();
  if (!from) throw new Error('the dragged element is not shown');
  const x = from.x + from.width / 2;
  const y = from.y + from.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 8, y + 8, { steps: 4 });
  await expect(overlay(page)).toBeVisible();
  const to = await target.boundingBox();
  if (!to) throw new Error('the drop target is not shown');
  await page.mouse.move(to.x + to.width / 2, to.y + Math.min(12, to.height / 3), { steps: 12 });
  await page.mouse.up();
  await expect(overlay(page)).toHaveCount(0);
}

const palette = (page: Page, label: string) => page.getByRole('button', { name: `添加${label}`, exact: true });
const endZone = (page: Page) => page.getByTestId('decor-end');

test('builds a page by dragging six kinds of components, edits them, undoes three steps and redoes, saves and reloads', async ({
  page,
}) => {
  await openDesigner(page, await pageIdOf(page, '少儿美术作品展'));
  await expect(endZone(page)).toHaveText('从左侧拖入组件，或点击组件添加');
  const before = (await typesOf(page)).length;

  await drag(page, palette(page, '标题栏'), endZone(page));
  await drag(page, palette(page, '公告栏'), endZone(page));
  await drag(page, palette(page, '商品列表'), endZone(page));
  await drag(page, palette(page, '分割线'), endZone(page));
  // Dropped on a component: it goes before it.
  await drag(page, palette(page, '轮播图'), item(page, before + 1));
  await drag(page, palette(page, '宫格导航'), item(page, before + 3));
  expect((await typesOf(page)).slice(before)).toEqual(['banner', 'title', 'grid', 'notice', 'productList', 'divider']);

  // Nothing invented: the product list asks for products, the banner for pictures.
  await expect(item(page, before + 5)).toContainText('选择商品后展示');
  await expect(item(page, before + 1)).toContainText('请至少添加一张轮播图');

  // Each change shows on the phone at once.
  await item(page, before + 2).click();
  await expect(panel(page).getByRole('heading')).toHaveText(`第 ${before + 2} 个组件：标题栏`);
  // Links come from the link picker (part 1's), here a page of the storefront.
  await page.getByRole('button', { name: '更多链接：选择链接' }).click();
  const picker = page.getByRole('dialog', { name: '选择链接' });
  await picker.getByRole('combobox', { name: '系统页面' }).click();
  await page.locator('.ant-select-dropdown').filter({ visible: true }).getByText('全部课程').click();
  await button(picker, '确定').click();
  await expect(page.getByRole('button', { name: '更多链接：全部课程' })).toBeVisible();
  await fieldItem(page, '标题').getByRole('textbox').fill('热门课程');
  await expect(item(page, before + 2)).toContainText('热门课程');
  await item(page, before + 4).click();
  await fieldItem(page, '公告内容').getByRole('textbox').fill('春季班火热报名中');
  await expect(item(page, before + 4)).toContainText('春季班火热报名中');
  await item(page, before + 6).click();
  await fieldItem(page, '线型').getByText('虚线').click();
  const line = item(page, before + 6).locator('hr');
  await expect(line).toHaveCSS('border-top-style', 'dashed');
  await shot(page, 'shop-mobile-built');

  // Three steps back with Ctrl+Z, then forward with Ctrl+Shift+Z and the redo button.
  for (let i = 0; i < 3; i++) await page.keyboard.press('Control+z');
  await expect(line).toHaveCSS('border-top-style', 'solid');
  await expect(item(page, before + 4)).not.toContainText('春季班火热报名中');
  await expect(item(page, before + 2)).not.toContainText('热门课程');
  await expect(items(page)).toHaveCount(before + 6);
  await page.keyboard.press('Control+Shift+z');
  await expect(item(page, before + 2)).toContainText('热门课程');
  await page.getByRole('button', { name: '重做' }).click();
  await page.getByRole('button', { name: '重做' }).click();
  await expect(item(page, before + 4)).toContainText('春季班火热报名中');
  await expect(line).toHaveCSS('border-top-style', 'dashed');
  await expect(page.getByRole('button', { name: '重做' })).toBeDisabled();
  await item(page, before + 2).click();
  await expect(page.getByRole('button', { name: '更多链接：全部课程' })).toBeVisible();

  await button(page, '保存草稿').click();
  await expectToast(page, '保存成功');
  await expect(state(page)).toHaveText('已保存');

  await page.reload();
  await expect(state(page)).toHaveText('已保存');
  expect((await typesOf(page)).slice(before)).toEqual(['banner', 'title', 'grid', 'notice', 'productList', 'divider']);
  await expect(item(page, before + 2)).toContainText('热门课程');
  await expect(item(page, before + 4)).toContainText('春季班火热报名中');
  await expect(item(page, before + 6).locator('hr')).toHaveCSS('border-top-style', 'dashed');
});

test('keeps the draft in the browser: a tab closed mid-edit is restored in a new one, or dropped', async ({
  page,
  context,
}) => {
  const id = await pageIdOf(page, '少儿美术作品展');
  await openDesigner(page, id);
  const count = await items(page).count();
  await palette(page, '标题栏').click();
  await fieldItem(page, '标题').getByRole('textbox').fill('未保存的标题');
  await expect(state(page)).toHaveText('有未保存的修改（已存于本机）');

  // Leaving through the menu asks first (the unsaved-changes guard); staying keeps everything.
  await page.getByRole('region', { name: '已打开的页面' }).getByRole('tab', { name: '概况' }).click();
  await confirm(page, '此操作将不会保存已有修改, 是否继续?', '取消');
  await expect(page).toHaveURL(/\/shop\/mobile\?id=/);
  await expect(item(page, count + 1)).toContainText('未保存的标题');

  await page.close({ runBeforeUnload: false });
  const again = await context.newPage();
  await again.goto(`/shop/mobile?id=${id}`);
  const offer = again.getByRole('dialog').filter({ hasText: '发现未保存的修改' });
  await expect(offer).toContainText('尚未保存到服务器');
  await shot(again, 'shop-mobile-restore');
  await button(offer, '恢复').click();
  await expect(item(again, count + 1)).toContainText('未保存的标题');
  await expect(state(again)).toHaveText('有未保存的修改（已存于本机）');

  // 放弃 drops the kept copy: the next visit opens the server's draft without asking.
  again.once('dialog', (d) => void d.accept());
  await again.reload();
  const offered = again.getByRole('dialog').filter({ hasText: '发现未保存的修改' });
  await button(offered, '放弃').click();
  await expect(offered).toHaveCount(0);
  await expect(items(again)).toHaveCount(count);
  await again.reload();
  await expect(state(again)).toHaveText('已保存');
  await expect(items(again)).toHaveCount(count);
  await expect(again.getByRole('dialog')).toHaveCount(0);
});

async function secondTab(browser: Browser, context: BrowserContext): Promise<{ other: BrowserContext; tab: Page }> {
  const other = await browser.newContext({
    storageState: await context.storageState(),
    locale: 'zh-CN',
    reducedMotion: 'reduce',
    viewport: { width: 1440, height: 900 },
  });
  return { other, tab: await other.newPage() };
}

test('a save made elsewhere since the page was opened is a conflict the person resolves', async ({
  page,
  context,
  browser,
}) => {
  const id = await pageIdOf(page, '少儿美术作品展');
  await openDesigner(page, id);
  const count = await items(page).count();
  const { other, tab } = await secondTab(browser, context);
  await tab.goto(new URL(`/shop/mobile?id=${id}`, page.url()).href);
  await expect(state(tab)).toHaveText('已保存');

  // The other device adds a notice and saves first.
  await palette(tab, '公告栏').click();
  await fieldItem(tab, '公告内容').getByRole('textbox').fill('来自另一台设备');
  await button(tab, '保存草稿').click();
  await expectToast(tab, '保存成功');

  // This one saves on the version it loaded: refused, and the person is told and chooses.
  await palette(page, '标题栏').click();
  await fieldItem(page, '标题').getByRole('textbox').fill('本机的标题');
  await button(page, '保存草稿').click();
  const dialog = page.getByRole('dialog').filter({ hasText: '内容已在别处更新' });
  await expect(dialog).toContainText('在别处保存');
  await shot(page, 'shop-mobile-conflict');
  await dialog.getByRole('button', { name: '覆盖保存' }).click();
  await expectToast(page, '保存成功');
  await expect(state(page)).toHaveText('已保存');

  // The other device, still on its own version, saves again: it loads the newer version instead.
  await fieldItem(tab, '公告内容').getByRole('textbox').fill('第二次修改');
  await button(tab, '保存草稿').click();
  const theirs = tab.getByRole('dialog').filter({ hasText: '内容已在别处更新' });
  await theirs.getByRole('button', { name: '加载最新' }).click();
  await expectToast(tab, '已载入最新版本');
  await expect(items(tab)).toHaveCount(count + 1);
  await expect(item(tab, count + 1)).toContainText('本机的标题');
  await expect(state(tab)).toHaveText('已保存');
  await other.close();
});

test('publishing is refused for a banner without pictures, naming it, then goes through', async ({ page }) => {
  await openDesigner(page, await pageIdOf(page, '少儿美术作品展'));
  const count = await items(page).count();
  await palette(page, '标题栏').click();
  await palette(page, '轮播图').click();
  await button(page, '保存草稿').click();
  await expectToast(page, '保存成功');
  // Selected elsewhere, so that publishing has to select the banner itself.
  await page.getByRole('button', { name: '页面设置' }).click();

  await button(page, '发布').click();
  await expectToast(page, `第 ${count + 2} 个组件「轮播图」：请至少添加一张轮播图`);
  await expect(panel(page).getByRole('heading')).toHaveText(`第 ${count + 2} 个组件：轮播图`);
  await expect(panel(page).getByRole('alert')).toContainText('请至少添加一张轮播图');
  await expect(item(page, count + 2)).toContainText('请至少添加一张轮播图');
  await shot(page, 'shop-mobile-refused');

  await panel(page)
    .getByRole('button', { name: /添加轮播图/ })
    .click();
  await uploadImage(page, '轮播图片');
  await expect(item(page, count + 2).locator('img[alt="轮播图"]')).toBeVisible();
  await expect(item(page, count + 2)).not.toContainText('请至少添加一张轮播图');
  await button(page, '发布').click();
  await expectToast(page, '发布成功');
  await expect(state(page)).toHaveText('已保存');
});

test('a forbidden word in any component is refused before a save and before publishing, at its component and field', async ({
  page,
}) => {
  await openDesigner(page, await pageIdOf(page, '少儿美术作品展'));
  const count = await items(page).count();
  await palette(page, '标题栏').click();
  const title = fieldItem(page, '标题').getByRole('textbox');
  await title.fill('博彩优惠课程');
  // Selected elsewhere, so that the refusal has to select the component itself.
  await page.getByRole('button', { name: '页面设置' }).click();
  const drafts = (await requestsOf('shopDesign.saveDraft')).length;

  await button(page, '保存草稿').click();
  await expectToast(page, `第 ${count + 1} 个组件「标题栏」：包含敏感词：博彩`);
  await expect(panel(page).getByRole('heading')).toHaveText(`第 ${count + 1} 个组件：标题栏`);
  await expect(item(page, count + 1)).toContainText('包含敏感词：博彩');
  await expect(fieldItem(page, '标题').locator('.ant-form-item-explain-error')).toHaveText('包含敏感词：博彩');
  // The field is scrolled to and takes the typing.
  await expect(title).toBeFocused();
  await shot(page, 'shop-mobile-forbidden');
  await button(page, '发布').click();
  await expectToast(page, `第 ${count + 1} 个组件「标题栏」：包含敏感词：博彩`);
  expect(await requestsOf('shopDesign.saveDraft')).toHaveLength(drafts);
  expect(await requestsOf('shopDesign.publish')).toHaveLength(0);

  // A changed text is the next save's to check: the mark goes with the word.
  await title.fill('优惠课程');
  await expect(item(page, count + 1)).not.toContainText('包含敏感词');
  await button(page, '保存草稿').click();
  await expectToast(page, '保存成功');
});

test('reorders with the keyboard and the toolbar, announced in Chinese', async ({ page }) => {
  await openDesigner(page, await pageIdOf(page, '少儿美术作品展'));
  const count = await items(page).count();
  await palette(page, '标题栏').click();
  await palette(page, '分割线').click();
  await palette(page, '空白').click();
  const types = async () => (await typesOf(page)).slice(count);
  expect(await types()).toEqual(['title', 'divider', 'spacer']);

  // Space picks the focused component up, the arrow moves it, Space puts it down.
  const handle = item(page, count + 3).getByRole('button', { name: /^第 \d+ 个组件：空白/ });
  await handle.focus();
  await page.keyboard.press('Space');
  const live = page.getByRole('status').filter({ hasText: '「空白」' });
  await expect(live).toHaveText(`「空白」移到第 ${count + 3} 个位置`);
  await keyboardDragReady(page);
  await page.keyboard.press('ArrowUp');
  await expect(live).toHaveText(`「空白」移到第 ${count + 2} 个位置`);
  await page.keyboard.press('Space');
  await expect(live).toHaveText(`「空白」已放到第 ${count + 2} 个位置`);
  expect(await types()).toEqual(['title', 'spacer', 'divider']);

  // The toolbar's buttons say what they move.
  await item(page, count + 1)
    .getByRole('button', { name: /标题栏/ })
    .click();
  await page.getByRole('button', { name: '下移「标题栏」' }).click();
  expect(await types()).toEqual(['spacer', 'title', 'divider']);
  await page.getByRole('button', { name: '复制「标题栏」' }).click();
  expect(await types()).toEqual(['spacer', 'title', 'title', 'divider']);
  await page.getByRole('button', { name: '隐藏「标题栏」' }).click();
  await expect(item(page, count + 3)).toContainText('已隐藏');
  await page.getByRole('button', { name: '删除「标题栏」' }).click();
  expect(await types()).toEqual(['spacer', 'title', 'divider']);
});

test('the tab bar and the theme are edited from the designer and shown on the phone', async ({ page }) => {
  await page.goto('/shop/mobile');
  await expect(state(page)).toHaveText('已保存');
  await page.getByRole('button', { name: '底部导航', exact: true }).click();
  await button(panel(page), '编辑底部导航').click();
  const drawer = page.getByRole('dialog', { name: '底部导航' });
  await drawer.getByLabel('导航文字').first().fill('主页');
  await button(drawer, '保存').click();
  await expectToast(page, '保存成功');
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: /^底部导航：主页 / })).toBeVisible();

  await button(panel(page), '编辑主题配色').click();
  const themes = page.getByRole('dialog', { name: '主题配色' });
  await themes.getByRole('radio', { name: '生鲜绿' }).check();
  await button(themes, '保存').click();
  await expect(themes).toBeHidden();
  await expect(panel(page)).toContainText('生鲜绿');
  // The theme's colour fills the buttons drawn on the phone (生鲜绿 #21b36b).
  const buttonOnPhone = page.getByRole('region', { name: '手机预览' }).getByText('去学习').first();
  await expect(buttonOnPhone).toHaveCSS('background-color', 'rgb(33, 179, 107)');
  await shot(page, 'shop-mobile-theme');
});

test('预览 shows the design as it is now, unsaved and without hidden components, in a phone-sized frame', async ({
  page,
}) => {
  await openDesigner(page, await pageIdOf(page, '少儿美术作品展'));
  const count = await items(page).count();
  await palette(page, '标题栏').click();
  await fieldItem(page, '标题').getByRole('textbox').fill('尚未保存的标题');
  await palette(page, '标题栏').click();
  await fieldItem(page, '标题').getByRole('textbox').fill('隐藏起来的标题');
  await item(page, count + 2)
    .getByRole('button', { name: '隐藏「标题栏」' })
    .click();
  await expect(state(page)).toContainText('有未保存的修改');

  await button(page, '预览').click();
  const dialog = page.getByRole('dialog', { name: '手机预览' });
  const phone = dialog.getByTestId('decor-preview');
  await expect(phone).toContainText('尚未保存的标题');
  await expect(phone).not.toContainText('隐藏起来的标题');
  // A phone's screen: 375 px wide inside its frame.
  expect(await phone.evaluate((el) => el.clientWidth)).toBe(375);
  await expect(dialog).toContainText('扫码在手机上预览最近一次保存的草稿');
  await shot(page, 'shop-mobile-preview');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test.describe('a mini-program account', () => {
  test.use({ account: 'miniProgram' });

  test('/shop/pc says which edition has the PC site instead of 404', async ({ page }) => {
    await page.goto('/shop/pc');
    await expect(page).toHaveURL(/\/shop\/pc$/);
    await expect(page.getByText('「PC端装修」是APP/H5版的功能')).toBeVisible();
    await expect(page.getByText('当前账号是小程序版，没有这个页面。')).toBeVisible();
    await expect(page.getByText('404')).toHaveCount(0);
    await shot(page, 'shop-pc-other-edition');
  });
});
