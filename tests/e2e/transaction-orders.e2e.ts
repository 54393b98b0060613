import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, test } from './support/fixtures.js';
import { dev, requestsOf, scenario } from './support/stack.js';
import { expectToastShown, recordToasts } from './support/toasts.js';
import {
  button,
  chooseOption,
  download,
  fieldError,
  openDropdown,
  rowButton,
  rowOf,
  sheetRows,
  tableRows,
  tableSettled,
} from './support/ui.js';

// Money flows take several pages and dialogs each, and the first visit seeds 400 days of orders: the stack
// gets the time a loaded machine needs (waits are for conditions; nothing is retried).
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });
const seeToast = (page: Page, text: string) => expectToastShown(page, text);
test.beforeEach(({ page }) => recordToasts(page));

/** Answers the confirmation showing `text`, with the file's waits (ui's confirm allows the dialog 10 s to go). */
async function answer(page: Page, text: string | RegExp, reply = '确定'): Promise<void> {
  const dialog = page.locator('.ant-modal-confirm, .ant-popconfirm').filter({ hasText: text });
  await button(dialog, reply).click();
  await expect(dialog).toBeHidden();
}

/** /transaction/order: the order list, refunds, write-offs, shipping, the recycle bin and the export. */
const LIST = '/transaction/order/list';
const LIN = '17700001001';

type Balances = { available: number; pending: number; totalRefund: number };

/** Picks one of the offered refund reasons, as a person does (the list then closes). */
async function pickReason(page: Page, dialog: Locator, reason: string) {
  await dialog.getByRole('combobox', { name: '退款原因' }).click();
  await openDropdown(page).getByTitle(reason, { exact: true }).click();
  await expect(openDropdown(page)).toHaveCount(0);
}
const balances = () => dev<Balances>('/__dev/transaction/balances');

test('tabs carry their counts; filters and the search field chooser narrow the list and stay in the address', async ({
  page,
}) => {
  await page.goto(LIST);
  await expect(page.getByRole('tab', { name: /^全部 \(\d+\)$/ })).toBeVisible();
  for (const tab of ['待付款', '待发货', '待核销', '已完成', '已退款', '已关闭'])
    await expect(page.getByRole('tab', { name: new RegExp(`^${tab} \\(\\d+\\)$`) })).toBeVisible();

  await chooseOption(page, page.getByRole('combobox', { name: '搜索项' }), '手机');
  await page.getByRole('textbox', { name: '搜索内容' }).fill(LIN);
  await button(page, '查询').click();
  await expect(page).toHaveURL(/searchField=phone&keyword=17700001001/);
  await expect(tableRows(page)).toHaveCount(2);
  await expect(page.getByRole('tab', { name: '全部 (2)' })).toBeVisible();
  await expect(page.getByLabel('合计')).toHaveText('共 2 单 · 1 位买家 · 实付 ¥300.00 · 已退款 ¥0.00');

  await page.getByRole('tab', { name: /^已关闭/ }).click();
  await expect(page).toHaveURL(/status=closed/);
  await expect(tableRows(page)).toHaveCount(1);
  await expect(rowOf(page, '书法练习字帖')).toContainText('已关闭');

  await button(page, '重置').click();
  await chooseOption(page, page.getByRole('combobox', { name: '订单类型' }), '课程');
  await button(page, '查询').click();
  await tableSettled(page);
  for (const row of await tableRows(page).all()) await expect(row).toContainText('课程');
});

test('refund in part, then the rest; a refund from a stale second tab is refused and moves nothing', async ({
  page,
  context,
}) => {
  const before = await balances();
  await page.goto(`${LIST}?status=done&searchField=phone&keyword=${LIN}`);
  const row = rowOf(page, '儿童画材套装');
  await expect(row).toContainText('¥300.00');
  await rowButton(row, '退款').click();
  const dialog = page.getByRole('dialog', { name: '订单退款' });
  await expect(dialog).toContainText('可退金额¥300.00');
  await dialog.getByText('部分退款').click();
  await button(dialog, '退款').click();
  await expect(fieldError(page, '退款金额')).toHaveText('请输入退款金额');
  await expect(fieldError(page, '退款原因')).toHaveText('请输入退款原因');
  await dialog.getByRole('textbox', { name: '退款金额' }).fill('12.345');
  await expect(fieldError(page, '退款金额')).toHaveText('退款金额最多两位小数');
  await dialog.getByRole('textbox', { name: '退款金额' }).fill('300.01');
  await expect(fieldError(page, '退款金额')).toHaveText('退款金额不能超过 ¥300.00');
  await dialog.getByRole('textbox', { name: '退款金额' }).fill('100');
  await pickReason(page, dialog, '协商一致退款');
  await button(dialog, '退款').click();
  await answer(page, '将向买家 林晓雨 退款 ¥100.00', '确认退款');
  await seeToast(page, '已退款 ¥100.00');
  await expect(row).toContainText('已退 ¥100.00');

  // A second tab opens the refund of what is left while the first one refunds it.
  const other = await context.newPage();
  await other.goto(`${LIST}?status=done&searchField=phone&keyword=${LIN}`);
  await rowButton(rowOf(other, '儿童画材套装'), '退款').click();
  const stale = other.getByRole('dialog', { name: '订单退款' });
  await expect(stale).toContainText('可退金额¥200.00');
  await pickReason(other, stale, '重复下单');

  await rowButton(row, '退款').click();
  await expect(dialog).toContainText('全额退款（¥200.00）');
  await pickReason(page, dialog, '买家申请退款');
  await button(dialog, '退款').click();
  await answer(page, '将向买家 林晓雨 退款 ¥200.00', '确认退款');
  await seeToast(page, '已退款 ¥200.00');

  await button(stale, '退款').click();
  await button(other.locator('.ant-modal-confirm'), '确认退款').click();
  await seeToast(other, '该订单已全额退款，不能再退款');
  await other.close();

  await page.getByRole('tab', { name: /^已退款/ }).click();
  await expect(rowOf(page, '儿童画材套装')).toContainText('已退 ¥300.00');
  await expect(rowButton(rowOf(page, '儿童画材套装'), '退款')).toHaveCount(0);
  await rowButton(rowOf(page, '儿童画材套装'), '详情').click();
  const drawer = page.getByRole('dialog').filter({ hasText: '支付记录' });
  await expect(drawer.getByText('退款成功')).toHaveCount(2);
  await expect(drawer).toContainText('部分退款 ¥100.00，原因：协商一致退款');
  expect((await balances()).totalRefund - before.totalRefund).toBe(30_000);
});

test('write-off by code: bad codes first, a lost answer retried once, a used code refused', async ({ page }) => {
  await page.goto(LIST);
  await button(page, '核销').first().click();
  const dialog = page.getByRole('dialog', { name: '订单核销' });
  await button(dialog, '查询').click();
  await expect(fieldError(page, '核销码')).toHaveText('请输入核销码');
  await dialog.getByRole('textbox', { name: '核销码' }).fill('12345');
  await button(dialog, '查询').click();
  await expect(fieldError(page, '核销码')).toHaveText('请输入 12 位数字核销码');
  await dialog.getByRole('textbox', { name: '核销码' }).fill('000000000000');
  await button(dialog, '查询').click();
  await seeToast(page, '核销码不存在，请核对后重试');

  await dialog.getByRole('textbox', { name: '核销码' }).fill('880012345678');
  await button(dialog, '查询').click();
  await expect(dialog).toContainText('少儿创意美术（秋季班）');
  await expect(dialog).toContainText('周一鸣');
  const pendingBefore = (await balances()).pending;
  // Lost twice: the console's own second ask (same key) is lost too, so the person is told and tries again.
  await scenario('order.verify', { kind: 'dropAfter' }, 2);
  await button(dialog, '核销').last().click();
  const sure = page.locator('.ant-modal-confirm').filter({ hasText: '实付 ¥2,680.00' });
  await button(sure, '确认核销').click();
  await seeToast(page, '抱歉，出了点问题，请稍后再试');
  // The answer was lost, not the write-off: the retry of the same action gets the first answer.
  await button(sure, '确认核销').click();
  await seeToast(page, '核销成功');
  expect((await balances()).pending).toBe(pendingBefore - 268_000);
  const verifies = await requestsOf('order.verify');
  expect(verifies).toHaveLength(3);
  expect(new Set(verifies.map((r) => r.key)).size).toBe(1);

  await button(page, '核销').first().click();
  await dialog.getByRole('textbox', { name: '核销码' }).fill('880012345678');
  await button(dialog, '查询').click();
  await expect(dialog).toContainText('该订单已核销');
});

test('a row’s 核销 shows that order from the start and takes only its code', async ({ page }) => {
  const codes = await dev<Array<{ id: number; orderNo: string; code: string }>>('/__dev/transaction/verify-codes');
  const demo = codes.find((c) => c.code === '880012345678');
  const other = codes.find((c) => c.code !== '880012345678');
  expect(demo && other).toBeTruthy();
  await page.goto(`${LIST}?status=toVerify&searchField=orderNo&keyword=${demo?.orderNo}`);
  await rowButton(rowOf(page, '周一鸣'), '核销').click();
  const dialog = page.getByRole('dialog', { name: '订单核销' });
  // The order is there before any code: its number, goods and buyer.
  await expect(dialog).toContainText(demo?.orderNo ?? '');
  await expect(dialog).toContainText('少儿创意美术（秋季班）');
  await expect(dialog).toContainText('周一鸣');
  await expect(button(dialog, '核销')).toHaveCount(0);
  // Another order's code is refused at the field, naming whose it is.
  await dialog.getByRole('textbox', { name: '核销码' }).fill(other?.code ?? '');
  await button(dialog, '查询').click();
  await expect(fieldError(page, '核销码')).toHaveText(`该核销码属于订单 ${other?.orderNo}，不是订单 ${demo?.orderNo}`);
  await dialog.getByRole('textbox', { name: '核销码' }).fill('880012345678');
  await button(dialog, '查询').click();
  await expect(button(dialog, '核销')).toBeVisible();
});

test('ship an order waiting for it: the carrier and the number first', async ({ page }) => {
  await page.goto(`${LIST}?status=toShip&searchField=goods&keyword=学校定制书包`);
  await rowButton(rowOf(page, '沈佳怡'), '发货').click();
  const dialog = page.getByRole('dialog', { name: '订单发货' });
  await button(dialog, '确认发货').click();
  await expect(fieldError(page, '快递公司')).toHaveText('请选择快递公司');
  await expect(fieldError(page, '快递单号')).toHaveText('请输入快递单号');
  await chooseOption(page, dialog.getByRole('combobox', { name: '快递公司' }), '顺丰速运');
  await dialog.getByRole('textbox', { name: '快递单号' }).fill('SF-1');
  await button(dialog, '确认发货').click();
  await expect(fieldError(page, '快递单号')).toHaveText('快递单号应为 6 到 30 位字母或数字');
  await dialog.getByRole('textbox', { name: '快递单号' }).fill('SF1234567890');
  await button(dialog, '确认发货').click();
  await seeToast(page, '已发货');
  await expect(rowOf(page, '沈佳怡')).toHaveCount(0);
});

test('remark, recycle, restore and delete for good', async ({ page }) => {
  await page.goto(`${LIST}?status=closed&searchField=phone&keyword=${LIN}`);
  await rowButton(rowOf(page, '书法练习字帖'), '备注').click();
  const remark = page.getByRole('dialog', { name: '订单备注' });
  await remark.getByRole('textbox').fill('家长说不需要了');
  await button(remark, '确定').click();
  await seeToast(page, '备注已保存');
  await expect(rowOf(page, '书法练习字帖')).toContainText('备注：家长说不需要了');

  await rowButton(rowOf(page, '书法练习字帖'), '删除').click();
  await answer(page, '确定将该订单移入回收站');
  await seeToast(page, '已移入回收站');
  await expect(tableRows(page)).toHaveCount(0);

  await button(page, '回收站').click();
  await expect(page).toHaveURL(/\/transaction\/order\/recycleBin$/);
  await rowButton(rowOf(page, '书法练习字帖'), '恢复').click();
  await seeToast(page, '已恢复');
  await expect(rowOf(page, '书法练习字帖')).toHaveCount(0);

  await page.goto(`${LIST}?status=closed&searchField=phone&keyword=${LIN}`);
  await rowButton(rowOf(page, '书法练习字帖'), '删除').click();
  await answer(page, '确定将该订单移入回收站');
  await page.goto('/transaction/order/recycleBin');
  await rowButton(rowOf(page, '书法练习字帖'), '彻底删除').click();
  await answer(page, /确定删除订单「\d+」吗？/, '取消');
  await seeToast(page, '已取消删除');
  await rowButton(rowOf(page, '书法练习字帖'), '彻底删除').click();
  await answer(page, /确定删除订单「\d+」吗？/);
  await seeToast(page, '删除成功!');
  await expect(rowOf(page, '书法练习字帖')).toHaveCount(0);
});

test('a remark saved meanwhile in another tab opens the conflict dialog; nothing typed is lost, 覆盖保存 saves it', async ({
  page,
  context,
}) => {
  const closed = `${LIST}?status=closed&searchField=phone&keyword=${LIN}`;
  await page.goto(closed);
  await rowButton(rowOf(page, '书法练习字帖'), '备注').click();
  const remark = page.getByRole('dialog', { name: '订单备注' });
  await remark.getByRole('textbox').fill('家长周末来取');

  const other = await context.newPage();
  await other.goto(closed);
  await rowButton(rowOf(other, '书法练习字帖'), '备注').click();
  const theirs = other.getByRole('dialog', { name: '订单备注' });
  await theirs.getByRole('textbox').fill('已电话联系家长');
  await button(theirs, '确定').click();
  await seeToast(other, '备注已保存');
  await other.close();

  await button(remark, '确定').click();
  const asked = page.getByRole('dialog', { name: '内容已在别处更新' });
  await expect(asked).toContainText('该订单的备注已于');
  await expect(asked.getByLabel('与最新内容不同的字段')).toContainText('备注');
  await expect(remark.getByRole('textbox')).toHaveValue('家长周末来取');
  await button(asked, '覆盖保存').click();
  await seeToast(page, '备注已保存');
  await expect(rowOf(page, '书法练习字帖')).toContainText('备注：家长周末来取');
});

test('a paid order in the recycle bin is never deleted for good, and the page says why', async ({ page }) => {
  await page.goto(`${LIST}?status=done&searchField=phone&keyword=${LIN}`);
  const row = rowOf(page, '儿童画材套装');
  const orderNo = /\d{18}/.exec((await row.textContent()) ?? '')?.[0] as string;
  await rowButton(row, '删除').click();
  await answer(page, '确定将该订单移入回收站');
  await seeToast(page, '已移入回收站');
  await page.goto('/transaction/order/recycleBin');
  await rowButton(rowOf(page, orderNo), '彻底删除').click();
  await answer(page, /确定删除订单「\d+」吗？/);
  await seeToast(page, `订单 ${orderNo} 已付款，不能彻底删除：只有未付款或已关闭的订单可以彻底删除`);
  await expect(rowOf(page, orderNo)).toBeVisible();
  // Restored, it is the order it was, with its payment.
  await rowButton(rowOf(page, orderNo), '恢复').click();
  await seeToast(page, '已恢复');
  await page.goto(`${LIST}?searchField=orderNo&keyword=${orderNo}`);
  await expect(rowOf(page, orderNo)).toContainText('¥300.00');
});

test('export: the filtered list as a spreadsheet, row for row', async ({ page }) => {
  await page.goto(`${LIST}?status=toVerify`);
  const tab = page.getByRole('tab', { name: /^待核销 \(\d+\)$/ });
  await expect(tab).toBeVisible();
  const shown = Number(/\((\d+)\)/.exec((await tab.textContent()) ?? '')?.[1]);
  const file = await download(page, () => button(page, '导出').click());
  expect(file.name).toMatch(/^订单_\d{12}\.xlsx$/);
  const rows = await sheetRows(file.path);
  expect(rows[0]).toEqual(expect.arrayContaining(['订单号', '商品', '买家', '实付（元）', '状态', '下单时间']));
  expect(rows.length - 1).toBe(shown);
  const status = (rows[0] ?? []).indexOf('状态');
  for (const row of rows.slice(1)) expect(row[status]).toBe('待核销');
  const demo = rows.find((r) => r.includes('周一鸣'));
  expect(demo).toEqual(expect.arrayContaining(['少儿创意美术（秋季班）×1', '¥2,680.00']));
  expect((await requestsOf('order.export'))[0]?.query.status).toBe('toVerify');
});

test('the order list on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${LIST}?searchField=phone&keyword=${LIN}`);
  await expect(tableRows(page)).toHaveCount(2);
  await expect(page.getByRole('tab', { name: /^全部/ })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('orders-390.png'), fullPage: true });
});

test('a failed load of the orders says so and offers a retry, never an empty list', async ({ page }) => {
  await scenario('order.list', { kind: 'drop' }, 1);
  await page.goto(LIST);
  await baseExpect(page.getByText('订单加载失败')).toBeVisible();
  await baseExpect(page.getByText('暂无数据')).toHaveCount(0);
  await page.getByRole('button', { name: /重\s*试/ }).click();
  await baseExpect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
});
