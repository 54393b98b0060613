import { expect, test } from './support/fixtures.js';
import {
  chinaAt,
  DEMO,
  figure,
  fillField,
  openData,
  recordRows,
  search,
  setDateTime,
  switchOff,
} from './support/marketing.js';
import { expectAsked } from './support/stack.js';
import {
  button,
  download,
  expectToast,
  fieldError,
  fieldItem,
  rowButton,
  rowOf,
  save,
  sheetRows,
  shot,
  tableRows,
  tableSettled,
  uploadImage,
} from './support/ui.js';

/** /marketing/seckill: 秒杀, gated by group buying (7); edited at create/{id}. */
const LIST = '/marketing/seckill/list';

test('seckill: bad input then a valid flash sale, copy at create/{id}, switch the copy off, the data page with orders and export', async ({
  page,
}) => {
  // One walk through the whole playway: several pages, each with its own loads, on a shared two-core machine.
  test.setTimeout(180_000);
  await page.goto('/marketing/seckill/create');
  await fillField(page, '活动名称', '书法体验课秒杀');
  await uploadImage(page, '商品主图');
  await fillField(page, '商品名称', '软笔书法 1 课时');
  await fillField(page, '原价', '99');
  await fillField(page, '秒杀价', '199');
  await fieldItem(page, '每日开始').getByRole('spinbutton').fill('20');
  await fieldItem(page, '持续时长').getByRole('spinbutton').fill('6');
  await fieldItem(page, '单次限购').getByRole('spinbutton').fill('3');
  await save(page);
  await expect(fieldError(page, '秒杀价')).toHaveText('秒杀价不能高于原价');
  await expect(fieldError(page, '持续时长')).toHaveText('每日秒杀时段不能超过 24 点');
  await expect(fieldError(page, '单次限购')).toHaveText('单次限购不能超过每人限购');

  await fillField(page, '秒杀价', '9.9');
  await fieldItem(page, '持续时长').getByRole('spinbutton').fill('2');
  await fieldItem(page, '单次限购').getByRole('spinbutton').fill('1');
  await setDateTime(page, '开始时间', chinaAt(1, 0));
  await setDateTime(page, '结束时间', chinaAt(8, 0));
  await save(page);
  await expectToast(page, '保存成功');
  await search(page, '书法体验课秒杀');
  await expect(rowOf(page, '书法体验课秒杀')).toContainText('¥9.90');
  await expect(rowOf(page, '书法体验课秒杀')).toContainText('未开始');

  // Copy, then switch the copy off.
  await search(page, DEMO.seckill);
  await rowButton(rowOf(page, DEMO.seckill), '复制').click();
  await expectToast(page, '复制成功');
  await expect(page).toHaveURL(/\/marketing\/seckill\/create\/\d+$/);
  await page.goto(LIST);
  await search(page, DEMO.seckill);
  await expect(tableRows(page)).toHaveCount(2);
  await switchOff(page, `${DEMO.seckill}（副本）`);

  // The data page.
  await openData(page, DEMO.seckill);
  await expect(figure(page, '总库存')).not.toHaveText('0');
  await expect(page.getByRole('img', { name: `${DEMO.seckill}每日趋势` })).toBeVisible();
  await page.getByRole('combobox', { name: '订单状态' }).click();
  await page.locator('.ant-select-dropdown').filter({ visible: true }).getByTitle('已支付', { exact: true }).click();
  await button(page, '查询').click();
  await expectAsked('seckillOrder.list', { status: '2' });
  await tableSettled(page);
  for (const row of await recordRows(page).all()) await expect(row).toContainText('已支付');
  const file = await download(page, () => button(page, '导出').click());
  const rows = await sheetRows(file.path);
  expect(rows[0]).toEqual(expect.arrayContaining(['订单号', '买家', '数量', '订单金额', '订单状态']));
  const status = (rows[0] ?? []).indexOf('订单状态');
  expect(rows.length).toBeGreaterThan(100);
  for (const row of rows.slice(1)) expect(row[status]).toBe('已支付');
});

test('the list keeps 原价, 秒杀库存 and 已售 at 1440 px, brings back any column from 列设置, and on a phone keeps the status and actions in view', async ({
  page,
}) => {
  await page.goto(LIST);
  await expect(tableRows(page).first()).toBeVisible();
  const header = (name: string) => page.getByRole('columnheader', { name, exact: true });
  for (const name of ['活动名称', '原价', '秒杀库存', '已售', '操作']) await expect(header(name)).toBeVisible();
  // Every header reads on one line, and no amount breaks inside itself.
  const lineCounts = (cells: Element[]) =>
    cells
      .filter((cell) => (cell.textContent ?? '').trim() !== '')
      .map((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        const tops = new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top)));
        return { text: cell.textContent, lines: tops.size };
      });
  const headers = await page.locator('.ant-table-thead th').filter({ visible: true }).evaluateAll(lineCounts);
  expect(headers.filter((h) => h.lines > 1)).toEqual([]);
  const amounts = await page
    .locator('.ant-table-tbody td')
    .filter({ hasText: /^¥[\d,]+\.\d\d$/ })
    .evaluateAll(lineCounts);
  expect(amounts.length).toBeGreaterThan(0);
  expect(amounts.filter((a) => a.lines > 1)).toEqual([]);
  await shot(page, 'seckill-list-1440');

  // A column the list gave up for room comes back when asked for, and the choice outlives a reload.
  await button(page, '列设置').click();
  const chooser = page.locator('.ant-popover').filter({ hasText: '显示的列' });
  const given = chooser.getByRole('checkbox', { checked: false }).first();
  const name = (await given.locator('xpath=ancestor::label').textContent())?.trim() ?? '';
  expect(name).not.toBe('');
  await given.check();
  await expect(header(name)).toBeVisible();
  await page.reload();
  await expect(header(name)).toBeVisible();
  await button(page, '列设置').click();
  await button(page.locator('.ant-popover').filter({ hasText: '显示的列' }), '恢复默认').click();
  await expect(header(name)).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  const row = tableRows(page).first();
  await expect(row).toBeVisible();
  for (const name of ['活动状态', '操作']) await expect(header(name)).toBeInViewport({ ratio: 1 });
  await expect(row.getByText('编辑', { exact: true })).toBeInViewport({ ratio: 1 });
  await shot(page, 'seckill-list-390');
});
