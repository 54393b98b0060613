import { expect, test } from './support/fixtures.js';
import { requestsOf, scenario } from './support/stack.js';
import {
  button,
  chooseOption,
  confirmDelete,
  download,
  editRow,
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

/** /teacher: the school's teachers, the worked example of the module kit. */
const LIST = '/teacher/list';

test('list: the seeded teachers, searched by name or phone and filtered by status and subject', async ({ page }) => {
  await page.goto(LIST);
  await expect(page.getByText('共 36 条')).toBeVisible();
  await expect(rowOf(page, '王雅琴')).toContainText('美术教研组长');

  await page.getByPlaceholder('搜索姓名').fill('李书恒');
  await button(page, '查询').click();
  await expect(tableRows(page)).toHaveCount(1);
  await expect(rowOf(page, '李书恒')).toContainText('书法');
  await expect(page).toHaveURL(/keyword=/);

  await button(page, '重置').click();
  await chooseOption(page, page.getByRole('combobox', { name: '任职状态' }), '兼职');
  await button(page, '查询').click();
  await expect(page).toHaveURL(/employment=2/);
  await tableSettled(page);
  await expect(rowOf(page, '陈沐阳')).toBeVisible();
  await expect(page.getByText('共 36 条')).toHaveCount(0);
  for (const row of await tableRows(page).all()) await expect(row).toContainText('兼职');
});

test('create with bad input first (the exact messages), then a valid teacher with an avatar', async ({ page }) => {
  await page.goto(LIST);
  await button(page, '新增讲师').click();
  await expect(page).toHaveURL(/\/teacher\/create$/);
  await save(page);
  await expect(fieldError(page, '姓名')).toHaveText('请输入姓名');
  await expect(fieldError(page, '手机号')).toHaveText('请输入手机号');
  await expect(page.getByText(/无效输入|期望/)).toHaveCount(0);

  await fieldItem(page, '姓名').getByRole('textbox').fill('赵思远');
  await fieldItem(page, '手机号').getByRole('textbox').fill('1390000');
  await save(page);
  await expect(fieldError(page, '手机号')).toHaveText('您输入的手机号有误');
  // A forbidden word is refused on the field, with the check's message.
  await fieldItem(page, '简介').getByRole('textbox').fill('擅长赌博技巧');
  await save(page);
  await expect(fieldError(page, '简介')).toContainText('包含敏感词');

  await fieldItem(page, '手机号').getByRole('textbox').fill('13912345601');
  await fieldItem(page, '简介').getByRole('textbox').fill('中央美术学院毕业，擅长少儿创意美术。');
  await fieldItem(page, '性别').getByText('男', { exact: true }).click();
  await fieldItem(page, '擅长科目').locator('.ant-select').click();
  await page.keyboard.type('陶艺');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await uploadImage(page, '头像');
  await save(page);
  await expectToast(page, '保存成功');
  await expect(page).toHaveURL(/\/teacher\/list/);
  await page.getByPlaceholder('搜索姓名').fill('赵思远');
  await button(page, '查询').click();
  await expect(rowOf(page, '赵思远')).toContainText('陶艺');
  await expect(rowOf(page, '赵思远').locator('.ant-avatar img')).toHaveAttribute('src', /^http/);
});

test('a phone another teacher has is refused by the upstream, on the page', async ({ page }) => {
  await page.goto('/teacher/create');
  await fieldItem(page, '姓名').getByRole('textbox').fill('周老师');
  await fieldItem(page, '手机号').getByRole('textbox').fill('13900001001');
  await save(page);
  // The refusal names the field, so it stands at the field, not in a toast.
  await expect(fieldError(page, '手机号')).toHaveText('手机号「13900001001」已存在');
  await expect(page).toHaveURL(/\/teacher\/create$/);
});

test('edit, switch off the storefront, re-sort and delete with the spec’s confirmations', async ({ page }) => {
  await page.goto(LIST);
  await editRow(page, '陈沐阳');
  await expect(fieldItem(page, '姓名').getByRole('textbox')).toHaveValue('陈沐阳');
  await fieldItem(page, '任职状态').getByText('离职', { exact: true }).click();
  await save(page);
  await expectToast(page, '保存成功');
  await expect(rowOf(page, '陈沐阳')).toContainText('离职');

  await rowOf(page, '陈沐阳')
    .getByRole('switch', { name: /前台展示/ })
    .click();
  await expectToast(page, '已关闭前台展示');
  await expect(rowOf(page, '陈沐阳').getByRole('switch', { name: /前台展示/ })).not.toBeChecked();

  const sort = rowOf(page, '陈沐阳').getByRole('spinbutton');
  await sort.fill('0');
  await sort.blur();
  await expectToast(page, '排序已更新');
  await expect(tableRows(page).first()).toContainText('陈沐阳');

  await rowButton(rowOf(page, '陈沐阳'), '删除').click();
  await confirmDelete(page, { cancel: true });
  await expect(rowOf(page, '陈沐阳')).toHaveCount(1);
  await rowButton(rowOf(page, '陈沐阳'), '删除').click();
  await confirmDelete(page);
  await expect(rowOf(page, '陈沐阳')).toHaveCount(0);
  await expect(page.getByText('共 35 条')).toBeVisible();
});

test('export: the filtered list as a spreadsheet with the list’s columns', async ({ page }) => {
  await page.goto(`${LIST}?employment=2`);
  await expect(rowOf(page, '陈沐阳')).toBeVisible();
  await tableSettled(page);
  const shown = await tableRows(page).count();
  const file = await download(page, () => button(page, '导出').click());
  expect(file.name).toMatch(/^讲师_\d{12}\.xlsx$/);
  const rows = await sheetRows(file.path);
  expect(rows[0]).toEqual(expect.arrayContaining(['编号', '姓名', '手机号', '任职状态', '擅长科目']));
  expect(rows.length - 1).toBe(shown);
  const status = (rows[0] ?? []).indexOf('任职状态');
  for (const row of rows.slice(1)) expect(row[status]).toBe('兼职');
  expect((await requestsOf('teacher.export'))[0]?.query.employment).toBe('2');
});

test('a failed load shows the error and keeps what was typed; a bad id is not found', async ({ page }) => {
  await page.goto('/teacher/create');
  await fieldItem(page, '姓名').getByRole('textbox').fill('孙老师');
  await fieldItem(page, '手机号').getByRole('textbox').fill('13912345602');
  await scenario('teacher.save', { kind: 'drop' }, 2);
  await save(page);
  await expectToast(page, '抱歉，出了点问题，请稍后再试');
  await expect(fieldItem(page, '姓名').getByRole('textbox')).toHaveValue('孙老师');
  await save(page);
  await expectToast(page, '保存成功');

  await page.goto('/teacher/edit/99999');
  await expect(page.getByText('数据不存在或已被删除')).toBeVisible();
});
