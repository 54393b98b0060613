import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { scenario } from './support/stack.js';
import {
  button,
  confirm,
  confirmDelete,
  editRow,
  expectToast,
  fieldError,
  fieldItem,
  openDropdown,
  rowButton,
  rowOf,
  save,
  shot,
  uploadImage,
} from './support/ui.js';

/** /circles: knowledge circles (their members, posts and knowledge items are in circles-management). */
const LIST = '/circles/index';
const mainMenu = (page: Page) => page.getByRole('navigation', { name: '主菜单' });

async function pickOwner(page: Page, name: string) {
  await fieldItem(page, '圈主').locator('.ant-select').click();
  await openDropdown(page).getByText(name).first().click();
  await expect(openDropdown(page)).toHaveCount(0);
}

test('create: the exact messages, a paid circle’s price, unsaved changes kept; then a circle with its owner', async ({
  page,
}) => {
  await page.goto(LIST);
  await button(page, '新增圈子').click();
  await expect(page).toHaveURL(/\/circles\/create$/);
  await expect(fieldItem(page, '加入价格')).toHaveCount(0);
  await save(page);
  await expect(fieldError(page, '圈子名称')).toHaveText('请输入圈子名称');
  await expect(fieldError(page, '圈子图标')).toHaveText('请上传圈子图标');
  await expect(fieldError(page, '圈子简介')).toHaveText('请输入圈子简介');
  await expect(fieldError(page, '圈主')).toHaveText('请选择圈主');

  await fieldItem(page, '圈子名称').getByRole('textbox').fill('水彩写生俱乐部');
  await mainMenu(page).getByRole('button', { name: '讲师' }).click();
  const leave = page.getByRole('dialog').filter({ hasText: '此操作将不会保存已有修改, 是否继续?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: /取\s*消/ }).click();
  await expect(page).toHaveURL(/\/circles\/create$/);
  await expect(fieldItem(page, '圈子名称').getByRole('textbox')).toHaveValue('水彩写生俱乐部');

  await fieldItem(page, '加入方式').getByText('付费加入', { exact: true }).click();
  await fieldItem(page, '圈子简介').getByRole('textbox').fill('周末一起写生，赌博勿扰');
  await save(page);
  await expect(fieldError(page, '圈子简介')).toContainText('包含敏感词');
  await fieldItem(page, '圈子简介').getByRole('textbox').fill('周末一起去西湖边写生，老师现场示范讲解。');
  await uploadImage(page, '圈子图标');
  await pickOwner(page, '王雅琴');
  await save(page);
  await expect(fieldError(page, '加入价格')).toHaveText('请输入加入价格');
  await fieldItem(page, '加入价格').getByRole('textbox').fill('0');
  await save(page);
  await expect(fieldError(page, '加入价格')).toHaveText('加入价格不能为 0');
  await fieldItem(page, '加入价格').getByRole('textbox').fill('49.9');
  await shot(page, 'circles-form');
  await save(page);
  await expectToast(page, '保存成功');
  await expect(page).toHaveURL(/\/circles\/index/);
  await page.getByPlaceholder('搜索圈子名称').fill('水彩写生');
  await button(page, '查询').click();
  const row = rowOf(page, '水彩写生俱乐部');
  await expect(row).toContainText('付费加入 ¥49.90');
  await expect(row).toContainText('王雅琴');
});

test('edit: a circle turned free drops its price; a dropped save keeps the form', async ({ page }) => {
  await page.goto(LIST);
  await editRow(page, '钢琴进阶交流圈');
  await expect(fieldItem(page, '圈主')).toContainText('陈沐阳');
  await expect(fieldItem(page, '加入价格').getByRole('textbox')).toHaveValue('99.00');
  await fieldItem(page, '加入方式').getByText('审核加入', { exact: true }).click();
  await expect(fieldItem(page, '加入价格')).toHaveCount(0);
  await scenario('circle.save', { kind: 'drop' }, 2);
  await save(page);
  await expectToast(page, '抱歉，出了点问题，请稍后再试');
  await expect(page).toHaveURL(/\/circles\/edit\/\d+$/);
  await save(page);
  await expectToast(page, '保存成功');
  await expect(rowOf(page, '钢琴进阶交流圈')).toContainText('审核加入');
  await expect(rowOf(page, '钢琴进阶交流圈')).not.toContainText('¥99.00');
});

test('delete: a paid circle with members stays; a free one goes with the spec’s confirmations', async ({ page }) => {
  await page.goto(LIST);
  await rowButton(rowOf(page, '钢琴进阶交流圈'), '删除').click();
  await confirm(page, /确定删除.*「钢琴进阶交流圈」吗？/);
  await expectToast(page, '付费圈子「钢琴进阶交流圈」还有 1 名成员，不能删除');
  await expect(rowOf(page, '钢琴进阶交流圈')).toHaveCount(1);

  await rowButton(rowOf(page, '书法每日一练'), '删除').click();
  await confirmDelete(page, { cancel: true });
  await rowButton(rowOf(page, '书法每日一练'), '删除').click();
  await confirmDelete(page);
  await expect(rowOf(page, '书法每日一练')).toHaveCount(0);
  await expect(page.getByText('共 31 条')).toBeVisible();
});
