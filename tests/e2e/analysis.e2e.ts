import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './support/fixtures.js';
import { expectToastShown, recordToasts } from './support/toasts.js';
import {
  button,
  chooseOption,
  download,
  firstSheet,
  openDropdown,
  rowButton,
  rowOf,
  sheetRows,
  tableRows,
} from './support/ui.js';

// Each screen derives its figures from 400 days of orders and visits on its first visit after a reset: the
// stack gets the time a loaded machine needs (waits are for conditions; nothing is retried).
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

/**
 * /dataInfo: each screen with a preset and a custom range, its figures agreeing with the order list: orders by
 * 下单时间, money by 支付时间 (as the statement counts it).
 */

/** The figure on a card, as text ('1,234', '¥1,234.50'). */
async function card(page: Page, title: string): Promise<string> {
  const value = page.getByLabel(title, { exact: true }).locator('.ant-statistic-content');
  await expect(value).toHaveText(/\d/);
  return ((await value.textContent()) ?? '').trim();
}

/** The days the screen shows ('2025-06-09 至 2025-06-15' or one day). */
async function shownRange(page: Page): Promise<{ startDate: string; endDate: string }> {
  const text = (await page.getByLabel('统计时间').textContent()) ?? '';
  const [startDate, endDate = startDate] = text.split('，')[0]?.split(' 至 ') ?? [];
  return { startDate: startDate as string, endDate: endDate as string };
}

/** The order list of those days (and filters): its 全部 count and what it adds up to. */
async function orderList(page: Page, query: Record<string, string>) {
  await page.goto(`/transaction/order/list?${new URLSearchParams(query)}`);
  const all = page.getByRole('tab', { name: /^全部 \(\d+\)$/ });
  await expect(all).toBeVisible();
  const summary = (await page.getByLabel('合计').textContent()) ?? '';
  return {
    orders: Number(/\((\d+)\)/.exec((await all.textContent()) ?? '')?.[1]),
    buyers: Number(/(\d+) 位买家/.exec(summary)?.[1]),
    paid: /实付 (¥[\d,.]+)/.exec(summary)?.[1],
  };
}

/**
 * Picks a preset, and waits for the screen to be drawn for it: the router draws a new address as a transition,
 * so the figures of the range before can still be on screen once the address has changed.
 */
async function choosePreset(page: Page, label: string, preset: string) {
  const presets = page.getByRole('radiogroup', { name: '时间范围' });
  await presets.getByText(label).click();
  await expect(page).toHaveURL(new RegExp(`preset=${preset}`));
  await expect(presets.getByRole('radio', { name: label })).toBeChecked();
}

/** Picks a custom range with the date inputs: typed, as a person can; waits for the screen to show it. */
async function customRange(page: Page, start: string, end: string) {
  await page.getByRole('radiogroup', { name: '时间范围' }).getByText('自定义').click();
  const [from, to] = [page.getByPlaceholder('开始日期'), page.getByPlaceholder('结束日期')];
  await from.click();
  await from.fill(start);
  await from.press('Enter');
  await to.fill(end);
  await to.press('Enter');
  await expect(page).toHaveURL(new RegExp(`preset=custom&startDate=${start}&endDate=${end}`));
  await expect(page.getByLabel('统计时间')).toContainText(`${start} 至 ${end}`);
}

const day = (offset: number) => new Date(Date.now() + 8 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);

test('transaction: 近30天 and a custom month agree with the order list of the same days', async ({ page }) => {
  await page.goto('/dataInfo/transaction');
  await choosePreset(page, '近30天', 'last30');
  const orders = await card(page, '订单数');
  const paid = await card(page, '支付金额');
  await expect(page.getByLabel('订单数环比', { exact: true })).toHaveText(/环比 ([+-]\d+\.\d%|—|0\.0%)/);
  await button(page, '查看这些订单').click();
  await expect(page).toHaveURL(/\/transaction\/order\/list\?startDate=/);
  await expect(page.getByRole('tab', { name: `全部 (${orders.replace(/,/g, '')})` })).toBeVisible();
  await page.goBack();
  await button(page, '查看支付订单').click();
  await expect(page).toHaveURL(/\/transaction\/order\/list\?dateField=payTime&startDate=/);
  await expect(page.getByRole('combobox', { name: '时间类型' })).toBeVisible();
  await expect(page.getByLabel('合计')).toContainText(`实付 ${paid}`);

  await page.goto('/dataInfo/transaction');
  await customRange(page, day(-60), day(-31));
  const custom = await card(page, '订单数');
  const customPaid = await card(page, '支付金额');
  const list = await orderList(page, { startDate: day(-60), endDate: day(-31) });
  expect(list.orders).toBe(Number(custom.replace(/,/g, '')));
  expect((await orderList(page, { dateField: 'payTime', startDate: day(-60), endDate: day(-31) })).paid).toBe(
    customPaid,
  );
});

test('flow: 近7天 and a custom range, money agreeing with the orders; chart or table; export of what is shown', async ({
  page,
}) => {
  await page.goto('/dataInfo/flow');
  await expect(page.getByRole('img', { name: '流量趋势' })).toBeVisible();
  const paid = await card(page, '支付金额');
  const range = await shownRange(page);
  expect(range).toEqual({ startDate: day(-6), endDate: day(0) });
  const pv = await card(page, '浏览量');

  const trend = page.getByLabel('流量趋势', { exact: true });
  await trend.getByText('表格').click();
  await expect(trend.locator('.ant-table-row')).toHaveCount(7);
  await trend.getByText('图表').click();
  await expect(page.getByRole('img', { name: '流量趋势' }).locator('svg')).toBeVisible();

  const file = await download(page, () => button(page, '导出').click());
  expect(file.name).toBe(`流量分析_${range.startDate}_${range.endDate}.xlsx`);
  const rows = await sheetRows(file.path);
  expect(rows[0]).toEqual(['指标', `本期（${range.startDate} 至 ${range.endDate}）`, '上期', '环比']);
  expect(rows.find((r) => r[0] === '浏览量')?.[1]).toBe(pv);
  expect(rows.find((r) => r[0] === '支付金额')?.[1]).toBe(paid);
  // Shown as the card reads, stored as a number a SUM adds.
  const sheet = await firstSheet(file.path);
  const paidCell = sheet.getRow(rows.findIndex((r) => r[0] === '支付金额') + 1).getCell(2);
  expect(typeof paidCell.value).toBe('number');
  expect(paidCell.numFmt).toBe('"¥"#,##0.00');

  expect((await orderList(page, { ...range, dateField: 'payTime' })).paid).toBe(paid);

  await page.goto(`/dataInfo/flow?preset=custom&startDate=${day(-20)}&endDate=${day(-14)}`);
  const customPaid = await card(page, '支付金额');
  expect((await orderList(page, { dateField: 'payTime', startDate: day(-20), endDate: day(-14) })).paid).toBe(
    customPaid,
  );
});

test('user: 今日 by the hour and a custom range; buyers agree with the order list; the funnel narrows', async ({
  page,
}) => {
  await page.goto('/dataInfo/user');
  await choosePreset(page, '今日', 'today');
  const buyers = await card(page, '下单人数');
  const funnel = page.getByLabel('用户漏斗', { exact: true });
  await funnel.getByText('表格').click();
  await expect(funnel.locator('.ant-table-row')).toHaveCount(3);
  await expect(funnel.locator('.ant-table-row').nth(1)).toContainText(buyers);
  const trend = page.getByLabel('用户趋势', { exact: true });
  await trend.getByText('表格').click();
  await expect(trend.locator('.ant-table-row').first()).toContainText('00:00');
  expect((await orderList(page, { startDate: day(0), endDate: day(0) })).buyers).toBe(Number(buyers));

  await page.goto('/dataInfo/user');
  await customRange(page, day(-14), day(-1));
  const customBuyers = await card(page, '下单人数');
  expect((await orderList(page, { startDate: day(-14), endDate: day(-1) })).buyers).toBe(
    Number(customBuyers.replace(/,/g, '')),
  );
});

test('website: 昨日 and a custom range; H5 orders agree with the order list filtered by source', async ({ page }) => {
  await page.goto('/dataInfo/websiteAnalyze?preset=yesterday');
  const orders = await card(page, '官网订单');
  const paid = await card(page, '官网成交金额');
  await expect(page.getByLabel('受访页面', { exact: true }).locator('.ant-table-row').first()).toBeVisible();
  const list = await orderList(page, { startDate: day(-1), endDate: day(-1), source: 'h5' });
  expect(list.orders).toBe(Number(orders));
  const paidThen = await orderList(page, { dateField: 'payTime', startDate: day(-1), endDate: day(-1), source: 'h5' });
  expect(paidThen.paid).toBe(paid);

  await page.goto(`/dataInfo/websiteAnalyze?preset=custom&startDate=${day(-90)}&endDate=${day(-61)}`);
  const customOrders = await card(page, '官网订单');
  expect((await orderList(page, { startDate: day(-90), endDate: day(-61), source: 'h5' })).orders).toBe(
    Number(customOrders.replace(/,/g, '')),
  );
});

test('a range the contract refuses in the address falls back to 近7天 and says so; the screens read at 390 px', async ({
  page,
}) => {
  await page.goto(`/dataInfo/transaction?preset=custom&startDate=${day(-1)}&endDate=${day(-9)}`);
  expect(await shownRange(page)).toEqual({ startDate: day(-6), endDate: day(0) });
  await expect(page.getByRole('alert')).toHaveText(
    `地址中的自定义时间 ${day(-1)} 至 ${day(-9)} 无效（结束日期不能早于开始日期），已显示近7天的数据`,
  );
  // A range chosen on the screen replaces the refused one, and the notice goes.
  await choosePreset(page, '近30天', 'last30');
  await expect(page.getByRole('alert')).toHaveCount(0);
  // 本月 is compared with the same days of last month.
  await choosePreset(page, '本月', 'month');
  const today = day(0);
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const [py, pm] = m === 1 ? [y - 1, 12] : [y, m - 1];
  const last = new Date(Date.UTC(py, pm, 0)).getUTCDate();
  const monthStart = `${py}-${String(pm).padStart(2, '0')}-01`;
  const monthEnds = d === new Date(Date.UTC(y, m, 0)).getUTCDate();
  const upTo = `${py}-${String(pm).padStart(2, '0')}-${String(monthEnds ? last : Math.min(d, last)).padStart(2, '0')}`;
  // On the 1st, 本月 is one day and is compared with the day before.
  const compared = d === 1 ? day(-1) : `${monthStart} 至 ${upTo}`;
  await expect(page.getByLabel('统计时间')).toContainText(`环比对比 ${compared}`);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/dataInfo/flow', '/dataInfo/transaction', '/dataInfo/user']) {
    await page.goto(path);
    await expect(page.locator('svg').first()).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath(`${path.split('/').pop()}-390.png`), fullPage: true });
  }
});

/** '¥1,234.50' as fen. */
const fen = (yuan: string) => Math.round(Number(yuan.replace(/[¥,]/g, '')) * 100);

/** 交易分析 of one day: what it says of orders, payments and refunds. */
async function dayFigures(page: Page, date: string) {
  await page.goto(`/dataInfo/transaction?preset=custom&startDate=${date}&endDate=${date}`);
  await expect(page.getByLabel('统计时间')).toContainText(date);
  return {
    orders: await card(page, '订单数'),
    paid: await card(page, '支付金额'),
    refunded: await card(page, '退款金额'),
  };
}

test('one set of books: a refund counts on its own day, the recycle bin changes no figure, 概况 says the same', async ({
  page,
}) => {
  await recordToasts(page);
  const paidDay = day(-3);
  // An order paid three days ago and completed (¥1 is less than any order's price, whichever the seed gives).
  await page.goto(`/transaction/order/list?dateField=payTime&startDate=${paidDay}&endDate=${paidDay}&status=done`);
  await expect(tableRows(page).first()).toBeVisible();
  const orderNo = /\d{18}/.exec((await tableRows(page).first().textContent()) ?? '')?.[0] as string;
  const before = { paidDay: await dayFigures(page, paidDay), today: await dayFigures(page, day(0)) };

  await page.goto(`/transaction/order/list?searchField=orderNo&keyword=${orderNo}`);
  await rowButton(rowOf(page, orderNo), '退款').click();
  const dialog = page.getByRole('dialog', { name: '订单退款' });
  await dialog.getByText('部分退款').click();
  await dialog.getByRole('textbox', { name: '退款金额' }).fill('1');
  await dialog.getByRole('combobox', { name: '退款原因' }).click();
  await openDropdown(page).getByTitle('协商一致退款', { exact: true }).click();
  await button(dialog, '退款').click();
  await button(page.locator('.ant-modal-confirm'), '确认退款').click();
  await expectToastShown(page, '已退款 ¥1.00');

  // Counted today, as the statement has it; the day the order was paid is as it was.
  const today = await dayFigures(page, day(0));
  expect(fen(today.refunded) - fen(before.today.refunded)).toBe(100);
  expect(today.paid).toBe(before.today.paid);
  expect(await dayFigures(page, paidDay)).toEqual(before.paidDay);
  await page.goto('/transaction/assets/statement');
  await chooseOption(page, page.getByRole('combobox', { name: '交易类型' }), '订单退款');
  await expect(rowOf(page, orderNo)).toContainText('-¥1.00');
  await expect(rowOf(page, orderNo)).toContainText(day(0));

  // To the recycle bin: gone from the list, every figure stays.
  await page.goto(`/transaction/order/list?searchField=orderNo&keyword=${orderNo}`);
  await rowButton(rowOf(page, orderNo), '删除').click();
  await button(page.locator('.ant-modal-confirm, .ant-popconfirm').filter({ hasText: '回收站' }), '确定').click();
  await expectToastShown(page, '已移入回收站');
  await expect(tableRows(page)).toHaveCount(0);
  expect(await dayFigures(page, day(0))).toEqual(today);
  expect(await dayFigures(page, paidDay)).toEqual(before.paidDay);

  // 概况's today is 交易分析's today.
  await page.goto('/overview');
  await expect(page.getByLabel('今日订单').locator('.ant-statistic-content')).toHaveText(today.orders);
  await expect(page.getByLabel('今日收入（元）').locator('.ant-statistic-content')).toHaveText(today.paid);
  await page.screenshot({ path: test.info().outputPath('overview-after-refund.png'), fullPage: true });
});
