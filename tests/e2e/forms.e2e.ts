import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { scenario } from './support/stack.js';
import {
  button,
  confirm,
  confirmDelete,
  DELETE_QUESTION,
  download,
  errorScrollDone,
  expectToast,
  fieldError,
  fieldItem,
  keyboardDragReady,
  rowButton,
  rowOf,
  save,
  sheetRows,
  shot,
  tableSettled,
} from './support/ui.js';

/** /forms and /marketing/forms: the form builder, its list and the submissions of the demo form. */
const DEMO = '2026 暑期班报名表';
const DEMO_FIELDS = [
  '学员姓名',
  '手机号',
  '年龄',
  '性别',
  '意向课程',
  '试听日期',
  '到校时间',
  '家长邮箱',
  '身份证号',
  '学员照片',
];

const preview = (page: Page) => page.getByTestId('phone-preview');
/** The field names the phone preview shows, in order. */
const previewLabels = (page: Page) => preview(page).locator('.ant-form-item-label label');
const handle = (page: Page, n: number) =>
  page.getByTestId(`form-field-${n}`).getByRole('button', { name: /^拖动排序/ });

/** The cell of `row` under the visible table's column `header`. */
async function cell(page: Page, row: Locator, header: string): Promise<Locator> {
  const head = page.locator('.ant-table-thead th').filter({ visible: true });
  // The list may still be on its way after a save: its row and its heading first.
  await expect(row).toBeVisible();
  await expect(head.filter({ hasText: header })).toHaveCount(1);
  const headers = await head.allTextContents();
  return row.locator('td').nth(headers.findIndex((h) => h.trim() === header));
}

/** Drags one card's handle onto another card, in small steps as a hand does. */
async function drag(page: Page, from: Locator, to: Locator): Promise<void> {
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error('a card is not on screen');
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(a.x + a.width / 2, a.y + ((b.y - a.y) * i) / 10 + 4);
  await page.mouse.up();
}

test('build a form: bad input first, then fields added, dragged and moved by keyboard, a lost save, saved', async ({
  page,
}) => {
  await page.goto('/forms/index');
  await button(page, '新增表单').click();
  await expect(page).toHaveURL(/\/forms\/create$/);
  await expect(previewLabels(page)).toHaveText(['姓名', '手机号']);

  // Bad input first: no name, a choice named like another field, then a choice with one option.
  await page.getByRole('group', { name: '添加字段' }).getByRole('button', { name: /单选/ }).click();
  await page.getByRole('textbox', { name: '字段名称 3' }).fill('姓名');
  await save(page);
  await expect(fieldError(page, '表单名称')).toHaveText('请输入表单名称');
  await expect(fieldError(page, '表单字段')).toHaveText('第 3 个字段：字段名称「姓名」与第 1 个字段重复');
  await page.getByRole('textbox', { name: '字段名称 3' }).fill('性别');
  await page.getByTestId('form-field-3').locator('.ant-select-selection-item-remove').last().click();
  await save(page);
  await expect(fieldError(page, '表单字段')).toHaveText('第 3 个字段：单选、多选字段至少需要两个选项');
  // The refused save scrolls to the fields; the drag below measures where to press once that is over.
  await errorScrollDone(fieldItem(page, '表单字段'));
  const options = page.getByRole('combobox', { name: '选项 3' });
  await options.fill('女');
  await options.press('Enter');
  await fieldItem(page, '表单名称').getByRole('textbox').fill('秋季试听报名');

  // The preview follows the builder; dragging and the keyboard reorder the fields.
  await expect(preview(page)).toContainText('秋季试听报名');
  await expect(previewLabels(page)).toHaveText(['姓名', '手机号', '性别']);
  await expect(preview(page).getByRole('radiogroup', { name: '性别' })).toContainText('女');
  // Typing the name above may have scrolled; the fields are in view and still before the drag.
  await errorScrollDone(fieldItem(page, '表单字段'));
  await drag(page, handle(page, 3), page.getByTestId('form-field-1'));
  await expect(previewLabels(page)).toHaveText(['性别', '姓名', '手机号']);
  // Each key waits for what a screen reader hears: picked up where it is, moved, dropped.
  const said = page.locator('[id^="DndLiveRegion"]');
  await handle(page, 1).focus();
  await page.keyboard.press('Space');
  await expect(said).toHaveText('「性别」移到第 1 个');
  await keyboardDragReady(page);
  await page.keyboard.press('ArrowDown');
  await expect(said).toHaveText('「性别」移到第 2 个');
  await page.keyboard.press('Space');
  await expect(said).toHaveText('「性别」已放到第 2 个');
  await expect(previewLabels(page)).toHaveText(['姓名', '性别', '手机号']);
  await page.getByRole('switch', { name: '必填 2' }).click();
  await shot(page, 'forms-builder');

  // A save whose connection drops keeps the page and its work; the next one lands.
  await scenario('form.save', { kind: 'drop' }, 2);
  await save(page);
  await expectToast(page, '抱歉，出了点问题，请稍后再试');
  await expect(page).toHaveURL(/\/forms\/create$/);
  await save(page);
  await expectToast(page, '保存成功');
  await expect(page).toHaveURL(/\/forms\/index/);
  await expect(rowOf(page, '秋季试听报名')).toContainText('收集中');
  await rowOf(page, '秋季试听报名')
    .getByRole('link', { name: /编\s*辑/ })
    .click();
  await expect(previewLabels(page)).toHaveText(['姓名', '性别', '手机号']);
  await expect(page.getByRole('switch', { name: '必填 2' })).toBeChecked();
});

test('the list: copy the demo form, share it, refuse deleting it while collecting, switch it off, delete', async ({
  page,
}) => {
  await page.goto('/forms/index');
  await expect(page.getByText('共 32 条')).toBeVisible();
  const demo = rowOf(page, DEMO);
  await expect(await cell(page, demo, '提交数')).toHaveText('240');

  await demo.getByRole('link', { name: /复\s*制/ }).click();
  await expect(page).toHaveURL(/\/forms\/create\/1$/);
  await expect(page.getByText('复制表单', { exact: true }).first()).toBeVisible();
  await expect(previewLabels(page)).toHaveText(DEMO_FIELDS);
  await fieldItem(page, '表单名称').getByRole('textbox').fill('2026 暑期班报名表（二期）');
  await save(page);
  await expectToast(page, '保存成功');
  const copy = rowOf(page, '2026 暑期班报名表（二期）');
  await expect(await cell(page, copy, '提交数')).toHaveText('0');
  await expect(await cell(page, copy, '字段数')).toHaveText('10');

  await rowButton(rowOf(page, DEMO).filter({ hasNotText: '（二期）' }), '分享').click();
  await expect(page.getByTestId('share-qr')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('share-qr')).toHaveCount(0);

  const row = () => rowOf(page, DEMO).filter({ hasNotText: '（二期）' });
  await rowButton(row(), '删除').click();
  await confirm(page, DELETE_QUESTION);
  await expectToast(page, `「${DEMO}」正在收集中，请先停用再删除`);
  await row().getByRole('switch').click();
  await expectToast(page, '已关闭启用');
  await expect(row()).toContainText('已停用');
  await rowButton(row(), '删除').click();
  await confirmDelete(page);
  await expect(row()).toHaveCount(0);
});

test('the demo form data: one column per field, filtered by date, exported and read back', async ({ page }) => {
  await page.goto('/marketing/forms/list');
  await rowOf(page, DEMO)
    .getByRole('link', { name: /数\s*据/ })
    .click();
  await expect(page).toHaveURL(/\/marketing\/forms\/formsData\?id=1/);
  await expect(page.getByText(`表单数据：${DEMO}`)).toBeVisible();
  await expect(page.getByText('共 240 条')).toBeVisible();
  const headers = page.locator('.ant-table-thead th');
  for (const label of [...DEMO_FIELDS, '提交用户', '提交时间'])
    await expect(headers.filter({ hasText: label })).toHaveCount(1);

  // A week ending a week ago, in China time.
  const day = (ago: number) => new Date(Date.now() + 8 * 3600_000 - ago * 86_400_000).toISOString().slice(0, 10);
  const [start, end] = [day(14), day(8)];
  await page.getByPlaceholder('提交时间起').click();
  await page.getByPlaceholder('提交时间起').fill(start);
  await page.getByPlaceholder('提交时间起').press('Enter');
  await page.getByPlaceholder('提交时间止').fill(end);
  await page.getByPlaceholder('提交时间止').press('Enter');
  await button(page, '查询').click();
  await expect(page).toHaveURL(new RegExp(`startDate=${start}&endDate=${end}|endDate=${end}.*startDate=${start}`));
  await tableSettled(page);
  await expect(page.getByText('共 240 条')).toHaveCount(0);
  const total = Number(
    (
      await page
        .getByText(/^共 \d+ 条$/)
        .filter({ visible: true })
        .textContent()
    )?.match(/\d+/)?.[0],
  );
  expect(total).toBeGreaterThan(0);
  await shot(page, 'forms-data');

  const file = await download(page, () => button(page, '导出').click());
  expect(file.name).toMatch(/\.xlsx$/);
  const [head, ...rows] = await sheetRows(file.path);
  expect(head).toEqual(['编号', '提交用户', ...DEMO_FIELDS, '提交时间']);
  expect(rows).toHaveLength(total);
  for (const r of rows) {
    const submitted = String(r[12]).slice(0, 10);
    expect(submitted >= start && submitted <= end).toBe(true);
    expect(r[3]).toMatch(/^1[3567849]\d{9}$/);
    expect(['男', '女']).toContain(r[5]);
  }
});
