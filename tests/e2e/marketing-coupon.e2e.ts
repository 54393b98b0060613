import { expect, test } from './support/fixtures.js';
import { DEMO, figureValue, fillField, openData, recordRows, search, switchOff } from './support/marketing.js';
import { requestsOf } from './support/stack.js';
import {
  button,
  chooseOption,
  download,
  expectToast,
  fieldError,
  fieldItem,
  rowButton,
  rowOf,
  save,
  sheetRows,
  tableRows,
  uploadImage,
} from './support/ui.js';

/** /marketing/coupon: 优惠券, product 35; edited at create/{id}. */
const LIST = '/marketing/coupon/list';

test('coupon: bad threshold, scope and validity then a valid coupon, copy, switch the copy off, the data page and export', async ({
  page,
}) => {
  // One walk through the whole playway: several pages, each with its own loads, on a shared two-core machine.
  test.setTimeout(180_000);
  await page.goto('/marketing/coupon/create');
  await save(page);
  await expect(fieldError(page, '优惠券名称')).toHaveText('请输入优惠券名称');
  await expect(fieldError(page, '面值')).toHaveText('请输入面值');

  await fillField(page, '优惠券名称', '开学季 满 300 减 30 元券');
  await uploadImage(page, '优惠券封面');
  await fillField(page, '面值', '30');
  await fieldItem(page, '使用门槛').getByText('满额可用', { exact: true }).click();
  await fillField(page, '满额', '20');
  await fieldItem(page, '适用范围').getByText('指定分类', { exact: true }).click();
  await fieldItem(page, '有效期').getByText('固定日期', { exact: true }).click();
  await fieldItem(page, '每人限领').getByRole('spinbutton').fill('200');
  await save(page);
  await expect(fieldError(page, '每人限领')).toHaveText('每人限领不能大于 100');
  await fieldItem(page, '每人限领').getByRole('spinbutton').fill('2');
  await fieldItem(page, '发放总量').getByRole('spinbutton').fill('1');
  await save(page);
  await expect(fieldError(page, '满额')).toHaveText('使用门槛须高于面值');
  await expect(fieldError(page, '指定分类或商品')).toHaveText('请填写适用的分类或商品');
  await expect(fieldError(page, '使用开始日期')).toHaveText('请选择使用开始日期');
  await expect(fieldError(page, '每人限领')).toHaveText('每人限领不能超过发放总量');

  await fillField(page, '满额', '300');
  await fieldItem(page, '指定分类或商品').locator('.ant-select').click();
  await page.keyboard.type('书法');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await fieldItem(page, '有效期').getByText('领取后生效', { exact: true }).click();
  await fieldItem(page, '发放总量').getByRole('spinbutton').fill('500');
  await save(page);
  await expectToast(page, '保存成功');
  const [sent] = await requestsOf('coupon.save');
  expect(sent?.body).toMatchObject({
    faceValue: 3000,
    threshold: 30_000,
    scope: 2,
    scopeItems: ['书法'],
    validDays: 30,
  });
  expect(sent?.body).not.toHaveProperty('validStart');
  await search(page, '开学季 满 300 减 30 元券');
  // The key figures stand in the list; 适用范围 gave way for room and comes back from 列设置.
  await expect(rowOf(page, '开学季 满 300 减 30 元券')).toContainText('满 ¥300.00');
  await button(page, '列设置').click();
  await page
    .locator('.ant-popover')
    .filter({ hasText: '显示的列' })
    .getByRole('checkbox', { name: '适用范围' })
    .check();
  await expect(rowOf(page, '开学季 满 300 减 30 元券')).toContainText('指定分类');
  await button(page.locator('.ant-popover').filter({ hasText: '显示的列' }), '恢复默认').click();

  // Copy, then switch the copy off.
  await search(page, DEMO.coupon);
  await rowButton(rowOf(page, DEMO.coupon), '复制').click();
  await expectToast(page, '复制成功');
  await expect(page).toHaveURL(/\/marketing\/coupon\/create\/\d+$/);
  await page.goto(LIST);
  await search(page, DEMO.coupon);
  await expect(tableRows(page)).toHaveCount(2);
  await switchOff(page, `${DEMO.coupon}（副本）`);

  // The data page.
  await openData(page, DEMO.coupon);
  const claimed = await figureValue(page, '已领取');
  expect(claimed).toBeGreaterThanOrEqual(200);
  await chooseOption(page, page.getByRole('combobox', { name: '使用状态' }), '已使用');
  await button(page, '查询').click();
  await expect(recordRows(page).first()).toContainText('已使用');
  await expect(page.getByText(`共 ${await figureValue(page, '已使用')} 条`)).toBeVisible();
  const file = await download(page, () => button(page, '导出').click());
  const rows = await sheetRows(file.path);
  expect(rows[0]).toEqual(expect.arrayContaining(['用户', '领取时间', '有效期至', '使用状态', '使用订单']));
  const status = (rows[0] ?? []).indexOf('使用状态');
  for (const row of rows.slice(1)) expect(row[status]).toBe('已使用');
});
