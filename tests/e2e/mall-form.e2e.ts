import type { Locator, Page } from '@playwright/test';
import { solidPng } from './support/files.js';
import { expect, test } from './support/fixtures.js';
import { scenario } from './support/stack.js';
import {
  button,
  chooseOption,
  confirm,
  editRow,
  expectToast,
  fieldError,
  fieldItem,
  rowOf,
  save,
  shot,
  tableSettled,
} from './support/ui.js';

/** /mall/create and /mall/edit/{id}: a product with its specs and its SKU table. */
const CREATE = '/mall/create';

const text = (page: Page, label: string) => fieldItem(page, label).getByRole('textbox');
/** A cell of the SKU table: `售价`, or `售价 蓝色 / S` on a multi-spec product. */
const cell = (page: Page, name: string) => fieldItem(page, '价格库存').getByLabel(name, { exact: true });
/** The message under a SKU cell, read with it (its box's description). */
async function cellError(page: Page, name: string): Promise<Locator> {
  await expect(cell(page, name)).toHaveAttribute('aria-describedby', /.+/);
  const id = await cell(page, name).getAttribute('aria-describedby');
  return page.locator(`[id="${id}"]`);
}
const galleryImages = (page: Page) => fieldItem(page, '商品轮播图').locator('[data-image-index] img');

/** Adds a picture to the gallery through its empty box, and waits for it to show. */
async function addImage(page: Page, rgb: [number, number, number]): Promise<void> {
  const item = fieldItem(page, '商品轮播图');
  const before = await item.locator('[data-image-index]').count();
  await item
    .locator('input[type=file]')
    .last()
    .setInputFiles({ name: 'product.png', mimeType: 'image/png', buffer: solidPng(200, 200, rgb) });
  await expect(item.locator('[data-image-index]')).toHaveCount(before + 1);
}

/** Types values into a spec's tag box. */
async function addValues(page: Page, spec: number, values: readonly string[]): Promise<void> {
  const box = page.getByRole('combobox', { name: `规格值 ${spec}` });
  await box.click();
  for (const v of values) {
    await box.pressSequentially(v);
    await box.press('Enter');
  }
}

async function fillBasics(page: Page, name: string): Promise<void> {
  await addImage(page, [41, 117, 238]);
  await text(page, '商品名称').fill(name);
  await chooseOption(page, '商品分类', '美术用品');
  await text(page, '单位').fill('盒');
}

async function searchFor(page: Page, keyword: string, tab?: string): Promise<Locator> {
  if (tab) await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
  await page.getByPlaceholder('搜索商品名称').fill(keyword);
  await button(page, '查询').click();
  await tableSettled(page);
  return rowOf(page, keyword);
}

test('bad input first: the exact messages of the fields and of the SKU table', async ({ page }) => {
  await page.goto(CREATE);
  await save(page);
  await expect(fieldError(page, '商品轮播图')).toHaveText('请上传商品轮播图');
  await expect(fieldError(page, '商品名称')).toHaveText('请输入商品名称');
  await expect(fieldError(page, '商品分类')).toHaveText('请选择商品分类');
  await expect(fieldError(page, '单位')).toHaveText('请输入单位');
  // Each bad cell says what is wrong with it; the table counts them.
  await expect(fieldError(page, '价格库存')).toHaveText('价格库存有 2 处需要修改，见表格中标红的格子');
  await expect(await cellError(page, '售价')).toHaveText('请输入售价');
  await expect(await cellError(page, '库存')).toHaveText('请输入库存');
  await expect(page.getByText(/无效输入|期望|Invalid/)).toHaveCount(0);
  await shot(page, 'mall-create-errors');

  await fillBasics(page, '赌博主题拼图');
  await cell(page, '售价').fill('12.345');
  await cell(page, '成本价').fill('-1');
  await cell(page, '库存').fill('1.5');
  await save(page);
  await expect(fieldError(page, '价格库存')).toHaveText('价格库存有 3 处需要修改，见表格中标红的格子');
  await expect(await cellError(page, '售价')).toHaveText('售价最多两位小数');
  await expect(await cellError(page, '成本价')).toHaveText('成本价不能为负数');
  // A count is never rounded: 1.5 stays and is refused.
  await expect(cell(page, '库存')).toHaveValue('1.5');
  await expect(await cellError(page, '库存')).toHaveText('库存请输入整数');
  await cell(page, '成本价').fill('');
  await cell(page, '库存').fill('');
  // The forbidden-word check reads every field.
  await expect(fieldError(page, '商品名称')).toHaveText('包含敏感词：赌博');
  await cell(page, '售价').fill('29.9');
  await save(page);
  await expect(fieldError(page, '价格库存')).toHaveText('请输入库存');
  await cell(page, '库存').fill('-1');
  await save(page);
  await expect(fieldError(page, '价格库存')).toHaveText('库存不能为负数');
  await cell(page, '库存').fill('50');
  await cell(page, '原价').fill('19.90');
  await save(page);
  await expect(fieldError(page, '价格库存')).toHaveText('原价不能低于售价');
});

test('a single-spec product with fixed freight: the fee is asked for, then it is saved and listed', async ({
  page,
}) => {
  await page.goto(CREATE);
  await fillBasics(page, '恐龙主题拼图');
  await cell(page, '售价').fill('29.9');
  await cell(page, '原价').fill('39.90');
  await cell(page, '库存').fill('50');
  await fieldItem(page, '运费').getByText('固定运费', { exact: true }).click();
  await save(page);
  await expect(fieldError(page, '运费金额')).toHaveText('请输入运费金额');
  await fieldItem(page, '运费金额').getByRole('textbox').fill('8');
  await save(page);
  await expectToast(page, '保存成功');

  await expect(page).toHaveURL(/\/mall\/list/);
  const row = await searchFor(page, '恐龙主题拼图');
  await expect(row).toContainText('¥29.90');
  await expect(row).toContainText('单规格');
  await expect(row.getByRole('switch', { name: /上架/ })).toBeChecked();
  await editRow(page, '恐龙主题拼图');
  await expect(fieldItem(page, '运费金额').getByRole('textbox')).toHaveValue('8.00');
  await expect(cell(page, '原价')).toHaveValue('39.90');
});

test('multiple specs make the SKU table; a column is filled at once; a row missing its price is named', async ({
  page,
}) => {
  await page.goto(CREATE);
  await fillBasics(page, '儿童美术围裙');
  await fieldItem(page, '商品规格').getByText('多规格', { exact: true }).click();
  await expect(fieldItem(page, '价格库存')).toContainText('请先添加规格和规格值');
  await button(page, '添加规格').click();
  await expect(page.getByRole('textbox', { name: '规格名 1' })).toHaveValue('颜色');
  await addValues(page, 1, ['红色', '蓝色']);
  await button(page, '添加规格').click();
  await expect(page.getByRole('textbox', { name: '规格名 2' })).toHaveValue('尺码');
  await addValues(page, 2, ['S', 'M']);

  const table = fieldItem(page, '价格库存');
  await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(4);
  await expect(table.locator('thead')).toContainText('颜色');
  await expect(table.locator('thead')).toContainText('尺码');

  await table.getByRole('button', { name: '批量设置售价' }).click();
  const popover = page.locator('.ant-popover').filter({ visible: true });
  await popover.getByLabel('批量售价').fill('59');
  await button(popover, '填充').click();
  for (const row of ['红色 / S', '红色 / M', '蓝色 / S', '蓝色 / M'])
    await expect(cell(page, `售价 ${row}`)).toHaveValue('59');
  await table.getByRole('button', { name: '批量设置库存' }).click();
  await page.locator('.ant-popover').filter({ visible: true }).getByLabel('批量库存').fill('10');
  await button(page.locator('.ant-popover').filter({ visible: true }), '填充').click();
  await expect(cell(page, '库存 蓝色 / M')).toHaveValue('10');

  await cell(page, '售价 蓝色 / S').fill('');
  await save(page);
  await expect(fieldError(page, '价格库存')).toHaveText('第 3 行「蓝色 / S」：请输入售价');
  // Only the cell in error is marked.
  const marked = table.locator('.ant-input-status-error, .ant-input-number-status-error');
  await expect(marked).toHaveCount(1);
  await expect(marked.getByLabel('售价 蓝色 / S')).toBeVisible();
  await shot(page, 'mall-sku-table');
  await cell(page, '售价 蓝色 / S').fill('55');

  // A value added later adds its rows and keeps what was typed.
  await addValues(page, 2, ['L']);
  await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(6);
  await expect(cell(page, '售价 蓝色 / S')).toHaveValue('55');
  await expect(cell(page, '售价 蓝色 / L')).toHaveValue('');
  await table.getByRole('button', { name: '批量设置售价' }).click();
  await page.locator('.ant-popover').filter({ visible: true }).getByLabel('批量售价').fill('65');
  await button(page.locator('.ant-popover').filter({ visible: true }), '填充').click();
  await cell(page, '库存 红色 / L').fill('3');
  await cell(page, '库存 蓝色 / L').fill('0');
  await save(page);
  await expectToast(page, '保存成功');

  const row = await searchFor(page, '儿童美术围裙');
  // Two specs make six SKUs: the list counts SKUs, not specs.
  await expect(row).toContainText('多规格 · 6 个 SKU');
  await expect(row).toContainText('¥65.00');
  await expect(row).toContainText('43');
});

test('edit: the stored SKUs in yuan, a change saved in fen, the unsaved-changes guard', async ({ page }) => {
  await page.goto('/mall/list');
  await editRow(page, '马利牌水彩颜料套装');
  await expect(cell(page, '售价 12 色')).toHaveValue('29.90');
  await expect(cell(page, '原价 36 色')).toHaveValue('89.90');
  await expect(cell(page, '商品编号 24 色')).toHaveValue('ML-WC-24');

  await cell(page, '售价 12 色').fill('25');
  await button(page, '取消').click();
  await confirm(page, '此操作将不会保存已有修改, 是否继续?', '取消');
  await expect(page).toHaveURL(/\/mall\/edit\/\d+$/);

  // A code another product has is refused by the upstream, on the page.
  await cell(page, '商品编号 24 色').fill('SF-BRUSH-3');
  await save(page);
  await expectToast(page, '商品编号「SF-BRUSH-3」已被商品「狼毫毛笔三支装」使用');
  await cell(page, '商品编号 24 色').fill('ML-WC-24');
  await save(page);
  await expectToast(page, '保存成功');
  await expect(rowOf(page, '马利牌水彩颜料套装')).toContainText('¥25.00 ~ ¥69.90');
});

test('the gallery is sortable: by its buttons and by dragging, saved in that order', async ({ page }) => {
  await page.goto(CREATE);
  await fillBasics(page, '彩色黏土套装');
  await addImage(page, [230, 80, 60]);
  const [first, second] = await galleryImages(page).evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')));
  const gallery = fieldItem(page, '商品轮播图');
  await expect(gallery.locator('[data-image-index="0"]')).toContainText('封面');

  await gallery.getByRole('button', { name: '左移第 2 张' }).click();
  await expect(galleryImages(page).first()).toHaveAttribute('src', second as string);
  await gallery.locator('[data-image-index="1"]').dragTo(gallery.locator('[data-image-index="0"]'));
  await expect(galleryImages(page).first()).toHaveAttribute('src', first as string);
  await gallery.getByRole('button', { name: '右移第 1 张' }).click();
  await expect(galleryImages(page).first()).toHaveAttribute('src', second as string);

  await cell(page, '售价').fill('18');
  await cell(page, '库存').fill('30');
  await save(page);
  await expectToast(page, '保存成功');
  await searchFor(page, '彩色黏土套装');
  await editRow(page, '彩色黏土套装');
  await expect(galleryImages(page).nth(0)).toHaveAttribute('src', second as string);
  await expect(galleryImages(page).nth(1)).toHaveAttribute('src', first as string);
});

test('a dropped save shows the error and keeps what was typed', async ({ page }) => {
  await page.goto(CREATE);
  await fillBasics(page, '水粉颜料');
  await cell(page, '售价').fill('35');
  await cell(page, '库存').fill('12');
  await scenario('mallProduct.save', { kind: 'drop' }, 2);
  await save(page);
  await expectToast(page, '抱歉，出了点问题，请稍后再试');
  await expect(text(page, '商品名称')).toHaveValue('水粉颜料');
  await expect(cell(page, '售价')).toHaveValue('35');
  await save(page);
  await expectToast(page, '保存成功');

  await page.goto('/mall/edit/99999');
  await expect(page.getByText('数据不存在或已被删除')).toBeVisible();
});
