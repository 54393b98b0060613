import { writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, test } from './support/fixtures.js';
import { clearScenarios, releaseHeld, requestsOf, scenario } from './support/stack.js';
import { download, sheetRows } from './support/ui.js';

/**
 * Drops a file on the import page. Its drop area opens once the sources, staff and tags that rows are checked
 * against have loaded (a person cannot pick a file before; a test setting the input directly could).
 */
async function importFile(page: Page, file: string): Promise<void> {
  const input = page.locator('input[type=file]');
  await expect(input).toBeEnabled();
  await input.setInputFiles(file);
}

/**
 * Spreadsheets in and out of the lead area, in a real browser: a batch import with bad rows and its error
 * report, and an export whose rows must be the filtered list's rows.
 */
test('import a file with bad rows: good rows become leads, bad ones go to a downloadable report', async ({
  page,
}, info) => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('名单');
  sheet.addRow(['姓名*', '手机号*', '性别', '线索来源', '意向课程', '跟进人', '标签', '备注']);
  sheet.addRow(['周一', 16600000001, '男', '地推活动', '少儿编程', '', '高意向', '']);
  sheet.addRow(['吴二', '1660000', '', '', '', '', '', '']); // row 3: not a phone
  sheet.addRow(['', '16600000003', '', '', '', '', '', '']); // row 4: no name
  sheet.addRow(['郑三', '16600000001', '', '', '', '', '', '']); // row 5: repeats row 2
  sheet.addRow(['王四', '010-62345678', '女', '', '美术', '吴顾问', '', '周末']);
  sheet.addRow(['冯五', '16600000006', '', '不存在的来源', '', '', '', '']); // row 7
  const file = info.outputPath('秋季名单.xlsx');
  await book.xlsx.writeFile(file);

  await page.goto('/enrollment/clue/export/add');
  await expect(page.getByRole('heading', { name: '批量导入', level: 2 })).toBeVisible();
  // The template downloads and is a real spreadsheet with the template's header.
  const template = await download(page, () => page.getByRole('button', { name: '下载模板' }).click());
  expect(template.name).toBe('线索导入模板.xlsx');
  expect((await sheetRows(template.path))[0]).toEqual([
    '姓名*',
    '手机号*',
    '性别',
    '线索来源',
    '意向课程',
    '跟进人',
    '标签',
    '备注',
  ]);

  await importFile(page, file);
  await expect(page.getByText('导入完成，部分行未导入')).toBeVisible();
  await expect(page.getByText('秋季名单.xlsx：共 6 条，成功 2 条，失败 4 条')).toBeVisible();

  const report = await download(page, () => page.getByRole('button', { name: '下载失败明细' }).click());
  expect(report.name).toBe('秋季名单_导入失败明细.xlsx');
  expect(await sheetRows(report.path)).toEqual([
    ['行号', '姓名', '手机号', '失败原因'],
    ['3', '吴二', '1660000', '您输入的手机号有误'],
    ['4', '', '16600000003', '姓名不能为空'],
    ['5', '郑三', '16600000001', '手机号与第 2 行重复'],
    ['7', '冯五', '16600000006', '线索来源「不存在的来源」不存在'],
  ]);

  // The two good rows are leads now, and the import is on record.
  await page.goto('/enrollment/clue/total/list?keyword=1660000');
  await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1);
  await expect(page.locator('.ant-table-tbody')).toContainText('周一');
  await page.goto('/enrollment/clue/total/list?keyword=010-62345678');
  await expect(page.locator('.ant-table-tbody')).toContainText('王四');
  await expect(page.locator('.ant-table-tbody')).toContainText('吴顾问');
  await page.goto('/enrollment/clue/export/list');
  const record = page.locator('.ant-table-tbody tr.ant-table-row').first();
  await expect(record).toContainText('秋季名单.xlsx');
  await expect(record).toContainText('张校长');
});

test('cancelling an import stops after the chunk on its way, and says what was imported', async ({ page }, info) => {
  const lines = ['姓名*,手机号*'];
  for (let i = 0; i < 2500; i++) lines.push(`取消${i},166${String(20000000 + i)}`);
  const file = info.outputPath('大名单.csv');
  await writeFile(file, lines.join('\n'));
  // The first chunk is held at the upstream, so the cancel lands while it is on its way.
  await scenario('clue.importBatch', { kind: 'hold' }, 1);
  try {
    await page.goto('/enrollment/clue/export/add');
    await importFile(page, file);
    await expect(page.getByText('正在导入 0/2500 行')).toBeVisible();
    await page.getByRole('button', { name: '取消导入' }).click();
    await expect(page.getByText(/正在取消，等待当前批次完成/)).toBeVisible();
    await releaseHeld();
    await expect(page.getByText('导入已取消')).toBeVisible();
    await expect(
      page.getByText('大名单.csv：共 2500 条，已处理 1000 条（成功 1000 条，失败 0 条），其余 1500 条未导入'),
    ).toBeVisible();
    expect(await requestsOf('clue.importBatch')).toHaveLength(1);
  } finally {
    await clearScenarios();
  }
  await page.goto('/enrollment/clue/total/list?keyword=取消999');
  await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1);
  await page.goto('/enrollment/clue/total/list?keyword=取消1000');
  await expect(page.locator('.ant-table-tbody')).toContainText('暂无线索');
  await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(0);
});

test('export the filtered list: the file has exactly the rows the list shows, in its order', async ({ page }) => {
  // Visited leads from walk-in enquiries: a filter small enough for one page of 50.
  await page.goto('/enrollment/clue/total/list?status=4&source=3&size=50');
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  const totalText = await page.locator('.ant-pagination-total-text').textContent();
  const total = Number(/共 (\d+) 条/.exec(totalText ?? '')?.[1]);
  expect(total).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(50);
  await expect(rows).toHaveCount(total);
  const listed = await rows.evaluateAll((trs) =>
    trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.textContent?.trim() ?? '')),
  );
  // Columns: selection, name, phone, status, source, …
  const listedRows = listed.map((cells) => [cells[1], cells[2], cells[3], cells[4]]);

  const file = await download(page, () => page.getByRole('button', { name: '导出' }).click());
  expect(file.name).toMatch(/^线索导出_\d{12}\.xlsx$/);
  const sheet = await sheetRows(file.path);
  expect(sheet[0]?.slice(0, 4)).toEqual(['姓名', '手机号', '状态', '来源']);
  expect(sheet.slice(1).map((r) => r.slice(0, 4))).toEqual(listedRows);
  expect(listedRows.every((r) => r[2] === '已到访' && r[3] === '到店咨询')).toBe(true);
});
