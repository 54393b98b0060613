import { expect, test } from './support/fixtures.js';
import { asOwner, chooseTyped, searchAccounts } from './support/setting.js';
import { requestsOf, scenario } from './support/stack.js';
import {
  button,
  chooseOption,
  confirm,
  confirmDelete,
  editRow,
  expectToast,
  fieldError,
  fieldItem,
  rowButton,
  rowOf,
  save,
  tableRows,
  tableSettled,
} from './support/ui.js';

/** /setting/user: the shop's staff accounts through the documented `/ajax/users` calls. */
const LIST = '/setting/user/list';

test('list: every account with its role, status and last sign-in, searched and filtered', async ({ page }) => {
  await page.goto(LIST);
  await expect(page.getByText('共 30 条')).toBeVisible();
  await expect(rowOf(page, '张校长')).toContainText('当前账号');
  await expect(rowOf(page, '张校长')).toContainText('超级管理员');
  await expect(rowOf(page, '周顾问')).toContainText('招生顾问');

  await page.getByPlaceholder('搜索姓名、手机号').fill('13912340008');
  await button(page, '查询').click();
  await expect(page).toHaveURL(/keyword=13912340008/);
  await expect(tableRows(page)).toHaveCount(1);
  await expect(rowOf(page, '吴顾问')).toBeVisible();

  await button(page, '重置').click();
  await chooseTyped(
    page,
    page.locator('.ant-select').filter({ has: page.getByRole('combobox', { name: '角色' }) }),
    '招生顾问',
  );
  await button(page, '查询').click();
  await expect(page).toHaveURL(/roleId=4/);
  await expect(tableRows(page)).toHaveCount(3);

  await button(page, '重置').click();
  await chooseOption(page, page.getByRole('combobox', { name: '状态' }), '禁用');
  await button(page, '查询').click();
  await expect(page).toHaveURL(/status=0/);
  await expect(page.getByText('共 30 条')).toHaveCount(0);
  await tableSettled(page);
  for (const row of await tableRows(page).all()) await expect(row).toContainText('已禁用');
});

test('create: bad input first with the exact messages, the phone checked free, then a new account', async ({
  page,
}) => {
  await page.goto(LIST);
  await button(page, '新增账号').click();
  await expect(page).toHaveURL(/\/setting\/user\/create$/);
  await save(page);
  await expect(fieldError(page, '姓名')).toHaveText('请输入姓名');
  await expect(fieldError(page, '手机号')).toHaveText('请输入手机号');
  await expect(fieldError(page, '角色')).toHaveText('请选择角色');
  await expect(fieldError(page, '登录密码')).toHaveText('请输入登录密码');
  await expect(fieldError(page, '确认密码')).toHaveText('请再次输入登录密码');
  await expect(page.getByText(/无效输入|期望|Invalid/)).toHaveCount(0);

  const phone = fieldItem(page, '手机号').getByRole('textbox');
  await phone.fill('1391234');
  await expect(fieldError(page, '手机号')).toHaveText('请输入正确的手机号');
  // Another account's phone: the documented check says so when the field is left.
  await phone.fill('13912340007');
  await phone.blur();
  await expect(fieldError(page, '手机号')).toHaveText('该手机号已存在');
  expect((await requestsOf('user.validPhone')).length).toBe(1);
  await phone.fill('13912345681');
  await phone.blur();
  await expect(fieldError(page, '手机号')).toHaveCount(0);

  await fieldItem(page, '姓名').getByRole('textbox').fill('何老师');
  await chooseTyped(page, fieldItem(page, '角色').locator('.ant-select'), '编辑');
  const password = fieldItem(page, '登录密码').locator('input');
  const repeat = fieldItem(page, '确认密码').locator('input');
  await password.fill('abc');
  await expect(fieldError(page, '登录密码')).toHaveText('密码长度为 8-20 位');
  await password.fill('abcdefgh');
  await expect(fieldError(page, '登录密码')).toHaveText('密码须同时包含字母和数字');
  await password.fill('Teach2026');
  await repeat.fill('Teach2027');
  await expect(fieldError(page, '确认密码')).toHaveText('两次输入的密码不一致');
  await repeat.fill('Teach2026');
  await save(page);
  await expectToast(page, '保存成功');
  await expect(page).toHaveURL(/\/setting\/user\/list/);
  await expect(page.getByText('共 31 条')).toBeVisible();

  // The new account signs in with what was set.
  const login = await page.request.post('/trpc/session.login', {
    data: { username: '13912345681', password: 'Teach2026' },
  });
  expect(login.status()).toBe(200);
});

test('edit an account’s name and role', async ({ page }) => {
  await page.goto(`${LIST}?keyword=郑老师`);
  await editRow(page, '郑老师');
  await expect(fieldItem(page, '姓名').getByRole('textbox')).toHaveValue('郑老师');
  await fieldItem(page, '姓名').getByRole('textbox').fill('郑晓雯');
  await chooseTyped(page, fieldItem(page, '角色').locator('.ant-select'), '招生顾问');
  await save(page);
  await expectToast(page, '保存成功');
  await searchAccounts(page, '13912340009');
  await expect(rowOf(page, '郑晓雯')).toContainText('招生顾问');
});

test('disable and enable: a disabled account is refused at sign-in; reset its password', async ({ page }) => {
  await page.goto(`${LIST}?keyword=郑老师`);
  await rowButton(rowOf(page, '郑老师'), '禁用').click();
  await confirm(page, '禁用后「郑老师」将无法登录');
  await expectToast(page, '已禁用');
  await expect(rowOf(page, '郑老师')).toContainText('已禁用');
  const refused = await page.request.post('/trpc/session.login', {
    data: { username: '13912340009', password: 'demo1234' },
  });
  expect(((await refused.json()) as { error: { message: string } }).error.message).toBe('账号已被禁用，请联系管理员');
  await rowButton(rowOf(page, '郑老师'), '启用').click();
  await confirm(page, '启用后「郑老师」可以重新登录');
  await expectToast(page, '已启用');
  await expect(rowOf(page, '郑老师')).toContainText('正常');

  await rowButton(rowOf(page, '郑老师'), '重置密码').click();
  const dialog = page.getByRole('dialog').filter({ hasText: '重置密码' });
  await button(dialog, '确定重置').click();
  await expect(dialog.getByText('请输入新密码')).toBeVisible();
  await dialog.getByLabel('新密码').fill('Reset2026');
  await dialog.getByLabel('确认密码').fill('Reset2026');
  await button(dialog, '确定重置').click();
  await expectToast(page, '已重置「郑老师」的密码，该账号需使用新密码重新登录');
  const withNew = await page.request.post('/trpc/session.login', {
    data: { username: '13912340009', password: 'Reset2026' },
  });
  expect(withNew.status()).toBe(200);
});

test('delete with the spec’s confirmations; an account never deletes itself', async ({ page }) => {
  await page.goto(`${LIST}?keyword=郑老师`);
  await rowButton(rowOf(page, '郑老师'), '删除').click();
  await confirmDelete(page, { cancel: true });
  await rowButton(rowOf(page, '郑老师'), '删除').click();
  await confirmDelete(page);
  await expect(rowOf(page, '郑老师')).toHaveCount(0);

  // Oneself: the buttons are off, and the upstream refuses anyway.
  await searchAccounts(page, '张校长');
  await expect(rowButton(rowOf(page, '张校长'), '删除')).toBeDisabled();
  await expect(rowButton(rowOf(page, '张校长'), '禁用')).toBeDisabled();
  await expect(rowButton(rowOf(page, '张校长'), '重置密码')).toHaveCount(0);
  expect((await asOwner(page, 'user.remove', { id: 1 })).error).toBe('不能删除当前登录的账号');
});

test('a failed save keeps what was typed; a missing account is not found', async ({ page }) => {
  await page.goto(`${LIST}?keyword=冯老师`);
  await editRow(page, '冯老师');
  await fieldItem(page, '姓名').getByRole('textbox').fill('冯一鸣');
  await scenario('user.save', { kind: 'drop' }, 2);
  await save(page);
  await expectToast(page, '抱歉，出了点问题，请稍后再试');
  await expect(fieldItem(page, '姓名').getByRole('textbox')).toHaveValue('冯一鸣');
  await save(page);
  await expectToast(page, '保存成功');

  await page.goto('/setting/user/edit/99999');
  await expect(page.getByText('数据不存在或已被删除')).toBeVisible();
  await page.goto('/setting/user/edit/abc');
  await expect(page).toHaveURL(/\/404$/);
});
