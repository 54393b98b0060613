import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import {
  button,
  chooseOption,
  confirm,
  confirmDelete,
  expectToast,
  fieldError,
  fieldItem,
  openDropdown,
  rowButton,
  rowOf,
  save,
  shot,
  tableRows,
  tableSettled,
  typeRich,
  uploadImage,
} from './support/ui.js';

/** /class/experience: trial courses and their bookings. */
const LIST = '/class/experience/list';
const UPGRADE = '抱歉，您当前版本不支持此功能，升级后即可使用。';

/** Types a day into a form's date field and confirms it. */
async function setDate(page: Page, label: string, day: string) {
  const input = fieldItem(page, label).getByRole('textbox');
  await input.click();
  await input.fill(day);
  await input.press('Enter');
  await expect(input).toHaveValue(day);
}

async function openBookings(page: Page, course: string) {
  await page.goto(LIST);
  await rowButton(rowOf(page, course), '预约记录').click();
  await expect(page).toHaveURL(/\/class\/experience\/bookings\/\d+$/);
  await expect(page.getByText(`预约记录 · ${course}`)).toBeVisible();
}

test('create: the exact messages, the trial price above the regular one and an end before the start refused', async ({
  page,
}) => {
  await page.goto(LIST);
  await button(page, '新增体验课').click();
  await expect(page).toHaveURL(/\/class\/experience\/create$/);
  await expect(fieldItem(page, '体验价').getByRole('textbox')).toHaveValue('0');
  await save(page);
  await expect(fieldError(page, '课程名称')).toHaveText('请输入课程名称');
  await expect(fieldError(page, '原价')).toHaveText('请输入原价');
  await expect(fieldError(page, '授课老师')).toHaveText('请选择授课老师');
  await expect(fieldError(page, '课程详情')).toHaveText('请输入课程详情');
  await expect(fieldError(page, '体验价')).toHaveCount(0);

  await fieldItem(page, '课程名称').getByRole('textbox').fill('乐高编程体验营');
  await uploadImage(page, '封面图');
  await chooseOption(page, '课程分类', '编程');
  await fieldItem(page, '授课老师').locator('.ant-select').click();
  await openDropdown(page).getByText('陈沐阳', { exact: false }).first().click();
  await page.keyboard.press('Escape');
  await fieldItem(page, '原价').getByRole('textbox').fill('99');
  await fieldItem(page, '体验价').getByRole('textbox').fill('199');
  await fieldItem(page, '预约上限').getByRole('spinbutton').fill('0');
  await fieldItem(page, '上课地址').getByRole('textbox').fill('杭州市西湖区文一西路万达广场 3 楼 302');
  await typeRich(page, '课程详情', '用积木搭出会动的小车，体验编程的乐趣。');
  await save(page);
  await expect(fieldError(page, '预约上限')).toHaveText('预约上限不能小于 1');
  await fieldItem(page, '预约上限').getByRole('spinbutton').fill('20');
  await setDate(page, '开始日期', '2030-03-10');
  await setDate(page, '结束日期', '2030-03-01');
  await save(page);
  await expect(fieldError(page, '体验价')).toHaveText('体验价不能高于原价');
  await expect(fieldError(page, '结束日期')).toHaveText('结束日期不能早于开始日期');

  await fieldItem(page, '体验价').getByRole('textbox').fill('9.9');
  await setDate(page, '结束日期', '2030-04-10');
  await save(page);
  await expectToast(page, '保存成功');
  await expect(page).toHaveURL(/\/class\/experience\/list/);
  await page.getByPlaceholder('搜索课程名称').fill('乐高编程体验营');
  await button(page, '查询').click();
  const row = rowOf(page, '乐高编程体验营');
  await expect(row).toContainText('¥9.90');
  await expect(row).toContainText('0 / 20');
  await expect(row).toContainText('未开始');
});

test('the first submit shows every error at once, the ones across fields too, and numbers are never rounded', async ({
  page,
}) => {
  await page.goto('/class/experience/create');
  await fieldItem(page, '原价').getByRole('textbox').fill('99');
  await fieldItem(page, '体验价').getByRole('textbox').fill('199.999');
  await fieldItem(page, '预约上限').getByRole('spinbutton').fill('1.555');
  await setDate(page, '开始日期', '2030-03-10');
  await setDate(page, '结束日期', '2030-03-01');
  await save(page);
  // The name is still missing, and the rules across fields do not wait for it.
  await expect(fieldError(page, '课程名称')).toHaveText('请输入课程名称');
  await expect(fieldError(page, '结束日期')).toHaveText('结束日期不能早于开始日期');
  await expect(fieldError(page, '体验价')).toHaveText('体验价最多两位小数');
  await expect(fieldError(page, '预约上限')).toHaveText('预约上限请输入整数');
  await expect(fieldItem(page, '预约上限').getByRole('spinbutton')).toHaveValue('1.555');
  await fieldItem(page, '体验价').getByRole('textbox').fill('199');
  await save(page);
  await expect(fieldError(page, '体验价')).toHaveText('体验价不能高于原价');
  await expect(fieldError(page, '课程名称')).toHaveText('请输入课程名称');
  await shot(page, 'class-trial-first-submit');
});

test('bookings: attended, cancelled, booked again and recorded late; a full course refuses one more', async ({
  page,
}) => {
  await openBookings(page, '创意美术免费体验课');
  const summary = page.locator('.ant-descriptions');
  await expect(summary).toContainText('4 / 30');
  await shot(page, 'class-bookings');

  await rowButton(rowOf(page, '王小米'), '标记已体验').click();
  await expectToast(page, '已改为「已体验」');
  await expect(rowOf(page, '王小米')).toContainText('已体验');
  await expect(rowButton(rowOf(page, '王小米'), '取消预约')).toHaveCount(0);

  await rowButton(rowOf(page, '李可馨'), '取消预约').click();
  await confirm(page, '确定取消「李可馨」的预约吗？', '取消');
  await expect(rowOf(page, '李可馨')).toContainText('已预约');
  await rowButton(rowOf(page, '李可馨'), '取消预约').click();
  await confirm(page, '确定取消「李可馨」的预约吗？');
  await expectToast(page, '已改为「已取消」');
  await expect(rowOf(page, '李可馨')).toContainText('已取消');
  await expect(summary).toContainText('3 / 30');

  await rowButton(rowOf(page, '陈若曦'), '恢复预约').click();
  await expectToast(page, '已改为「已预约」');
  await expect(rowOf(page, '陈若曦')).toContainText('已预约');
  await rowButton(rowOf(page, '刘浩然'), '补记已体验').click();
  // The first 已改为「已体验」 can still stand beside this one's: the row tells instead.
  await expect(rowOf(page, '刘浩然')).toContainText('已体验');
  await expect(summary).toContainText('5 / 30');

  await chooseOption(page, page.getByRole('combobox', { name: '状态' }), '已取消');
  await button(page, '查询').click();
  await tableSettled(page);
  await expect(rowOf(page, '李可馨')).toBeVisible();
  await expect(rowOf(page, '陈若曦')).toHaveCount(0);

  await openBookings(page, '钢琴启蒙 9.9 元体验课');
  await expect(page.getByText('已约满')).toBeVisible();
  await rowButton(rowOf(page, '郑佳琪'), '恢复预约').click();
  await expectToast(page, '预约人数已满（上限 3 人）');
  await expect(rowOf(page, '郑佳琪')).toContainText('已取消');
});

test('list and delete: refused while people wait for a trial, done for one that has ended', async ({ page }) => {
  await page.goto(LIST);
  const free = rowOf(page, '创意美术免费体验课');
  await expect(free).toContainText('免费');
  await expect(free).toContainText('4 / 30');
  await expect(free).toContainText('进行中');
  await expect(rowOf(page, '书法体验课（已结束）')).toContainText('已结束');
  await rowButton(rowOf(page, '创意美术免费体验课'), '删除').click();
  await confirm(page, /确定删除.*「创意美术免费体验课」吗？/);
  await expectToast(page, '体验课「创意美术免费体验课」还有 2 个待体验的预约，请先处理后再删除');
  await expect(rowOf(page, '创意美术免费体验课')).toHaveCount(1);
  await rowButton(rowOf(page, '书法体验课（已结束）'), '删除').click();
  await confirmDelete(page);
  await expect(rowOf(page, '书法体验课（已结束）')).toHaveCount(0);
  await expect(page.getByText('共 31 条')).toBeVisible();
});

test.describe('an H5-only account', () => {
  test.use({ account: 'h5Only' });

  test('keeps offline courses and is asked to upgrade for trial courses (spec §6)', async ({ page }) => {
    await page.goto('/class/list/list');
    // Its own shop's (墨香书法教室's) offline courses are listed.
    await expect(tableRows(page).first()).toBeVisible();
    await page.getByRole('navigation', { name: '课程菜单' }).getByRole('menuitem', { name: '体验课' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: UPGRADE });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
    await expect(page).toHaveURL(/\/class\/list\/list$/);
    await expect(page.getByText('创意美术免费体验课')).toHaveCount(0);
  });
});
