import type { Page } from '@playwright/test';
import { solidPng } from './support/files.js';
import { expect, test } from './support/fixtures.js';
import { scenario } from './support/stack.js';
import {
  button,
  confirmDelete,
  expectToast,
  fieldItem,
  rowButton,
  rowOf,
  save,
  shot,
  tableRows,
  tableSettled,
} from './support/ui.js';

/** /mall/list: the products under their tabs, the shelf switch, the recycle bin and the categories. */
const LIST = '/mall/list';
const TABS = ['出售中', '仓库中', '已售罄', '回收站'] as const;
type Tab = (typeof TABS)[number] | '警戒库存';

const tab = (page: Page, name: Tab) => page.getByRole('tab', { name: new RegExp(`^${name}`) });

/** The count a tab shows: 出售中(27) → 27. */
async function countOf(page: Page, name: Tab): Promise<number> {
  await expect(tab(page, name)).toHaveText(new RegExp(`^${name}\\(\\d+\\)$`));
  return Number(((await tab(page, name).textContent()) ?? '').replace(/\D/g, ''));
}

async function counts(page: Page): Promise<Record<Tab, number>> {
  const out = {} as Record<Tab, number>;
  for (const name of TABS) out[name] = await countOf(page, name);
  return out;
}

async function open(page: Page, name: Tab): Promise<void> {
  await tab(page, name).click();
  await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
  await tableSettled(page);
}

test('tabs: each with its count, the count the list totals; the search keeps the tab and the counts follow it', async ({
  page,
}) => {
  await page.goto(LIST);
  await expect(rowOf(page, '马利牌水彩颜料套装')).toBeVisible();
  const all = await counts(page);
  await shot(page, 'mall-list');
  expect(all.出售中 + all.仓库中 + all.已售罄 + all.回收站).toBe(40);
  for (const name of TABS) {
    await open(page, name);
    await expect(page.getByText(`共 ${all[name]} 条`)).toBeVisible();
  }
  await open(page, '仓库中');
  await expect(page).toHaveURL(/tab=warehouse/);
  await expect(rowOf(page, '尤克里里 23 寸')).toBeVisible();
  await open(page, '已售罄');
  await expect(rowOf(page, '学员作品台历')).toContainText('0');
  for (const row of await tableRows(page).all()) await expect(row.getByRole('switch')).toBeChecked();

  await open(page, '出售中');
  await page.getByPlaceholder('搜索商品名称').fill('23 寸');
  await button(page, '查询').click();
  await expect(tab(page, '仓库中')).toHaveText('仓库中(1)');
  for (const name of ['出售中', '已售罄', '回收站'] as const) await expect(tab(page, name)).toHaveText(`${name}(0)`);
  await open(page, '仓库中');
  await expect(tableRows(page)).toHaveCount(1);
  await expect(page).toHaveURL(/keyword=/);
});

test('on and off the shelf: the product moves between tabs, the counts follow', async ({ page }) => {
  await page.goto(LIST);
  const before = await counts(page);
  await rowOf(page, '马利牌水彩颜料套装').getByRole('switch', { name: /上架/ }).click();
  await expectToast(page, '已下架');
  await expect(rowOf(page, '马利牌水彩颜料套装')).toHaveCount(0);
  await expect(tab(page, '出售中')).toHaveText(`出售中(${before.出售中 - 1})`);
  await expect(tab(page, '仓库中')).toHaveText(`仓库中(${before.仓库中 + 1})`);

  await open(page, '仓库中');
  const row = rowOf(page, '马利牌水彩颜料套装');
  await expect(row.getByRole('switch')).not.toBeChecked();
  // A dropped call leaves the switch as it was.
  await scenario('mallProduct.setShow', { kind: 'drop' }, 2);
  await row.getByRole('switch').click();
  await expectToast(page, '抱歉，出了点问题，请稍后再试');
  await expect(row.getByRole('switch')).not.toBeChecked();
  await row.getByRole('switch').click();
  await expectToast(page, '已上架');
  await expect(tab(page, '出售中')).toHaveText(`出售中(${before.出售中})`);

  // Back on the shelf with stock left: 出售中.
  // Its toast could stand beside the one before, so the row leaving 仓库中 says the switch went through.
  await rowOf(page, '尤克里里 23 寸').getByRole('switch').click();
  await expect(rowOf(page, '尤克里里 23 寸')).toHaveCount(0);
  await open(page, '出售中');
  await expect(rowOf(page, '尤克里里 23 寸')).toBeVisible();
});

test('recycle bin: moved there and restored, then deleted for good with the spec’s confirmations', async ({ page }) => {
  await page.goto(LIST);
  const before = await counts(page);
  await rowButton(rowOf(page, '狼毫毛笔三支装'), '移入回收站').click();
  await expectToast(page, '已移入回收站');
  await expect(rowOf(page, '狼毫毛笔三支装')).toHaveCount(0);
  await expect(tab(page, '回收站')).toHaveText(`回收站(${before.回收站 + 1})`);

  await open(page, '回收站');
  await expect(rowOf(page, '少儿美术教程（上册）')).toBeVisible();
  await shot(page, 'mall-recycle');
  const row = rowOf(page, '狼毫毛笔三支装');
  await expect(rowButton(row, '编辑')).toHaveCount(0);
  await rowButton(row, '恢复').click();
  await expectToast(page, '已恢复');
  await expect(row).toHaveCount(0);
  await expect(tab(page, '出售中')).toHaveText(`出售中(${before.出售中})`);

  await rowButton(rowOf(page, '少儿美术教程（上册）'), '删除').click();
  await confirmDelete(page, { cancel: true });
  await expect(rowOf(page, '少儿美术教程（上册）')).toHaveCount(1);
  await rowButton(rowOf(page, '少儿美术教程（上册）'), '删除').click();
  await confirmDelete(page);
  await expect(rowOf(page, '少儿美术教程（上册）')).toHaveCount(0);
  await expect(tab(page, '回收站')).toHaveText(`回收站(${before.回收站 - 1})`);

  // Several at once: two moved to the bin, then both deleted.
  await open(page, '已售罄');
  await tableRows(page).nth(0).getByRole('checkbox').check();
  await tableRows(page).nth(1).getByRole('checkbox').check();
  await button(page, '批量移入回收站').click();
  await expectToast(page, '已移入回收站');
  await expect(tab(page, '已售罄')).toHaveText(`已售罄(${before.已售罄 - 2})`);
  await open(page, '回收站');
  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await button(page, '批量删除').click();
  await confirmDelete(page, { many: true });
  await expect(page.getByText('共 0 条')).toBeVisible();
  await expect(tab(page, '回收站')).toHaveText('回收站(0)');
});

test('categories: edited in the drawer, then offered by the search and the form', async ({ page }) => {
  await page.goto(LIST);
  await button(page, '商品分类').click();
  const drawer = page.locator('.ant-drawer').filter({ visible: true });
  await expect(drawer.getByRole('textbox', { name: '分类名称 1' })).toHaveValue('美术用品');
  await expect(drawer).toContainText('保存后按此顺序在商城展示');
  await shot(page, 'mall-categories');
  await button(drawer, '添加分类').click();
  await drawer.getByRole('textbox', { name: '分类名称 7' }).fill('绘本读物');
  await button(drawer, '保存').click();
  await expectToast(page, '保存成功');
  await drawer.locator('.ant-drawer-close').click();
  await expect(page).not.toHaveURL(/categories=1/);
  // The closing drawer hands focus back to its button at the end of its animation, which would close a
  // dropdown opened before then.
  await expect(drawer).toHaveCount(0);

  await page.getByRole('combobox', { name: '商品分类' }).click();
  await expect(page.locator('.ant-select-dropdown').filter({ visible: true })).toContainText('绘本读物');
});

test('at 390 px: the tabs fit the screen, the list and the SKU table take input', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(LIST);
  await expect(rowOf(page, '马利牌水彩颜料套装')).toBeVisible();
  for (const name of TABS) await expect(tab(page, name)).toBeInViewport();
  await shot(page, 'mall-list');
  await open(page, '回收站');
  await expect(rowOf(page, '少儿美术教程（上册）')).toBeVisible();

  await page.goto('/mall/edit/1');
  const price = page.getByLabel('售价 24 色', { exact: true });
  await expect(price).toHaveValue('49.90');
  await price.fill('52');
  await expect(price).toHaveValue('52');
  await shot(page, 'mall-edit');
});

test('警戒库存: the products some SKU of which is at or below its threshold; a product’s own threshold counts', async ({
  page,
}) => {
  await page.goto(LIST);
  // One spec of three values is three SKUs, not three specs.
  await expect(rowOf(page, '马利牌水彩颜料套装')).toContainText('多规格 · 3 个 SKU');
  await expect(rowOf(page, '狼毫毛笔三支装')).toContainText('单规格');
  const low = await countOf(page, '警戒库存');
  await open(page, '警戒库存');
  await expect(page).toHaveURL(/tab=lowStock/);
  await expect(page.getByText(`共 ${low} 条`)).toBeVisible();
  // 尤克里里 is off the shelf with a colour at 6 and one at 0; 台历 is sold out: both warn at the default 10.
  await expect(rowOf(page, '尤克里里 23 寸')).toBeVisible();
  await expect(rowOf(page, '学员作品台历')).toBeVisible();
  await expect(rowOf(page, '马利牌水彩颜料套装')).toHaveCount(0);

  // 水彩颜料's lowest colour has 35: with its own threshold of 40 it warns.
  await page.goto('/mall/edit/1');
  await fieldItem(page, '库存预警').getByRole('spinbutton').fill('40');
  await save(page);
  await expectToast(page, '保存成功');
  await page.goto(`${LIST}?tab=lowStock`);
  await tableSettled(page);
  await expect(rowOf(page, '马利牌水彩颜料套装')).toBeVisible();
  expect(await countOf(page, '警戒库存')).toBe(low + 1);
});

test('the gallery takes several pictures in one pick, up to its 9, each going up in its own box', async ({ page }) => {
  await page.goto('/mall/create');
  const gallery = fieldItem(page, '商品轮播图');
  const files = Array.from({ length: 10 }, (_, i) => ({
    name: `photo-${i + 1}.png`,
    mimeType: 'image/png',
    buffer: solidPng(200, 200, [20 * i, 120, 200]),
  }));
  await gallery
    .locator('input[type=file]')
    .last()
    .setInputFiles([{ name: 'notes.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') }, ...files]);
  await expectToast(page, '上传图片只能是jpg、jpeg、png格式');
  await expectToast(page, '最多上传 9 张图片，已选的其余 1 张未添加');
  await expect(gallery.locator('[data-image-index]')).toHaveCount(9);
  await expect(gallery.locator('[data-image-index="0"]')).toContainText('封面');
  // Full: no box to add another.
  await expect(gallery.locator('[data-upload-state="idle"]')).toHaveCount(0);
  await shot(page, 'mall-gallery');
});
