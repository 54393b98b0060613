import { expect, test } from './support/fixtures.js';
import {
  DEMO,
  figure,
  figureValue,
  fillField,
  firstCell,
  openData,
  recordRow,
  recordRows,
  search,
  switchOff,
} from './support/marketing.js';
import { requestsOf } from './support/stack.js';
import {
  button,
  chooseOption,
  download,
  errorScrollDone,
  expectToast,
  fieldError,
  fieldItem,
  rowButton,
  rowOf,
  save,
  sheetRows,
  tableRows,
  tableSettled,
  uploadImage,
} from './support/ui.js';

/** /marketing/lottery: 抽奖, product 18: eight prizes on the 3×3 grid. */
const LIST = '/marketing/lottery/list';

test('lottery: bad prizes then eight on the grid with a drag, copy, switch the copy off, shipping a prize on the data page and export', async ({
  page,
}) => {
  // One walk through the whole playway: several pages, each with its own loads, on a shared two-core machine.
  test.setTimeout(180_000);
  await page.goto('/marketing/lottery/create');
  await fillField(page, '活动名称', '国庆幸运九宫格');
  await uploadImage(page, '活动封面');
  const grid = fieldItem(page, '奖品设置');
  await save(page);
  await expect(fieldError(page, '奖品设置')).toHaveText('请输入奖品名称');

  // The first cell is chosen; its prize is edited below the grid.
  await grid.getByLabel('奖品名称', { exact: true }).fill('国画颜料套装');
  await grid.getByLabel('中奖概率', { exact: true }).fill('5');
  await expect(page.getByTestId('lottery-rate-sum')).toHaveText('概率合计 103.00%（须为 100%）');
  await save(page);
  await expect(fieldError(page, '奖品设置')).toHaveText('奖品概率之和必须为 100%');
  // The refused save scrolls to the grid; the drag below measures where to press, so the page must be still.
  await errorScrollDone(grid);
  await grid.getByLabel('中奖概率', { exact: true }).fill('2');
  await expect(page.getByTestId('lottery-rate-sum')).toHaveText('概率合计 100.00%');

  // Drag the painting set (cell 1) onto the third cell: the two prizes change places.
  await page.getByTestId('lottery-cell-1').dragTo(page.getByTestId('lottery-cell-3'));
  await expect(page.getByTestId('lottery-cell-3')).toContainText('国画颜料套装');
  await expect(page.getByTestId('lottery-cell-1')).toContainText('谢谢参与');

  await save(page);
  await expectToast(page, '保存成功');
  const [sent] = await requestsOf('lottery.save');
  const prizes = (sent?.body as { prizes?: Array<{ name: string; type: number; rate: number }> } | undefined)?.prizes;
  expect(prizes).toHaveLength(8);
  expect(prizes?.[0]).toMatchObject({ name: '谢谢参与', type: 1 });
  expect(prizes?.[2]).toMatchObject({ name: '国画颜料套装', type: 4, rate: 200 });
  await search(page, '国庆幸运九宫格');
  await expect(tableRows(page)).toHaveCount(1);

  // Copy, then switch the copy off.
  await search(page, DEMO.lottery);
  await rowButton(rowOf(page, DEMO.lottery), '复制').click();
  await expectToast(page, '复制成功');
  await expect(page).toHaveURL(/\/marketing\/lottery\/edit\/\d+$/);
  await expect(page.getByTestId('lottery-cell-1')).not.toContainText('未设置');
  await page.goto(LIST);
  await search(page, DEMO.lottery);
  await switchOff(page, `${DEMO.lottery}（副本）`);

  // The data page.
  await openData(page, DEMO.lottery);
  const pending = await figureValue(page, '待发货');
  expect(pending).toBeGreaterThan(0);
  await chooseOption(page, page.getByRole('combobox', { name: '发货状态' }), '待发货');
  await button(page, '查询').click();
  await tableSettled(page);
  await expect(page.getByText(`共 ${pending} 条`)).toBeVisible();
  const row = recordRows(page).first();
  const user = await firstCell(row);
  await rowButton(row, '发货').click();

  const dialog = page.getByRole('dialog').filter({ hasText: '发货' });
  await dialog.getByLabel('快递单号').fill('123');
  await button(dialog, '确认发货').click();
  await expect(fieldError(page, '快递公司')).toHaveText('请选择快递公司');
  await expect(fieldError(page, '快递单号')).toHaveText('快递单号为 8-30 位字母或数字');
  await chooseOption(page, dialog.locator('.ant-select'), '顺丰速运');
  await dialog.getByLabel('快递单号').fill('SF1402937465821');
  await button(dialog, '确认发货').click();
  await expect(page.locator('.ant-message-notice').filter({ hasText: /^已发货：/ })).toBeVisible();
  await expect(figure(page, '待发货')).toHaveText(String(pending - 1));
  await expect(recordRow(page, user)).toHaveCount(0);

  await chooseOption(page, page.getByRole('combobox', { name: '发货状态' }), '已发货');
  await button(page, '查询').click();
  await tableSettled(page);
  const file = await download(page, () => button(page, '导出').click());
  expect(file.name).toMatch(/^抽奖记录_\d{12}\.xlsx$/);
  const rows = await sheetRows(file.path);
  const head = rows[0] ?? [];
  expect(head).toEqual(expect.arrayContaining(['用户', '奖品', '奖品类型', '发货状态', '快递公司', '快递单号']));
  expect(rows.slice(1).some((r) => r[head.indexOf('快递单号')] === 'SF1402937465821')).toBe(true);
  for (const r of rows.slice(1)) expect(r[head.indexOf('发货状态')]).toBe('已发货');
});
