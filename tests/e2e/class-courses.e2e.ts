import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { expect, test } from './support/fixtures.js';
import { scenario } from './support/stack.js';
import {
  button,
  chooseOption,
  confirm,
  confirmDelete,
  editRow,
  expectToast,
  fieldError,
  fieldItem,
  inViewport,
  openDropdown,
  rowButton,
  rowOf,
  save,
  shot,
  typeRich,
  uploadImage,
} from './support/ui.js';

/** /class/list: the storefront's offline courses. */
const LIST = '/class/list/list';

/** Picks teachers in the course form's multiple picker and closes it. */
async function pickTeachers(page: Page, ...names: string[]) {
  await fieldItem(page, '授课老师').locator('.ant-select').click();
  for (const name of names) await openDropdown(page).getByTitle(name, { exact: true }).click();
  await page.keyboard.press('Escape');
}

const selectRow = (page: Page, text: string) => rowOf(page, text).getByRole('checkbox').check();

test('create: bad input first with the exact messages, then a course with a cover and two teachers', async ({
  page,
}) => {
  await page.goto(LIST);
  await button(page, '新增线下课程').click();
  await expect(page).toHaveURL(/\/class\/list\/create$/);
  await save(page);
  await expect(fieldError(page, '课程名称')).toHaveText('请输入课程名称');
  await expect(fieldError(page, '封面图')).toHaveText('请上传封面图');
  await expect(fieldError(page, '课程分类')).toHaveText('请选择课程分类');
  await expect(fieldError(page, '授课老师')).toHaveText('请选择授课老师');
  await expect(fieldError(page, '课程价格')).toHaveText('请输入课程价格');
  await expect(fieldError(page, '上课地址')).toHaveText('请输入上课地址');
  await expect(fieldError(page, '课程详情')).toHaveText('请输入课程详情');
  await expect.poll(() => inViewport(page, '#name')).toBe(true);
  await expect(page.getByText(/无效输入|期望|Invalid/)).toHaveCount(0);

  await fieldItem(page, '课程名称').getByRole('textbox').fill('少儿国画（周日班）');
  await fieldItem(page, '课程价格').getByRole('textbox').fill('1680.555');
  await fieldItem(page, '班级容量').getByRole('spinbutton').fill('0');
  await fieldItem(page, '课时数').getByRole('spinbutton').fill('1000');
  await fieldItem(page, '上课地址').getByRole('textbox').fill('擅长赌博的地方');
  await save(page);
  await expect(fieldError(page, '课程价格')).toHaveText('课程价格最多两位小数');
  await expect(fieldError(page, '班级容量')).toHaveText('班级容量不能小于 1');
  await expect(fieldError(page, '课时数')).toHaveText('课时数不能大于 999');
  await expect(fieldError(page, '上课地址')).toContainText('包含敏感词');

  await fieldItem(page, '课程价格').getByRole('textbox').fill('1680.50');
  await fieldItem(page, '班级容量').getByRole('spinbutton').fill('10');
  await fieldItem(page, '课时数').getByRole('spinbutton').fill('16');
  await fieldItem(page, '上课地址').getByRole('textbox').fill('杭州市上城区解放东路 58 号启明大厦 2 楼 203');
  await fieldItem(page, '收费方式').getByText('按月', { exact: true }).click();
  await uploadImage(page, '封面图');
  await chooseOption(page, '课程分类', '美术');
  await pickTeachers(page, '王雅琴 · 美术教研组长', '李书恒 · 高级讲师');
  await typeRich(page, '课程详情', '从笔墨纸砚认识开始，循序渐进学习花鸟与山水。');
  await shot(page, 'class-form');
  await save(page);
  await expectToast(page, '保存成功');
  await expect(page).toHaveURL(/\/class\/list\/list/);
  await page.getByPlaceholder('搜索课程名称').fill('少儿国画');
  await button(page, '查询').click();
  const row = rowOf(page, '少儿国画（周日班）');
  await expect(row).toContainText('¥1,680.50');
  await expect(row).toContainText('16 课时 · 按月');
  await expect(row).toContainText('王雅琴');
  await expect(row).toContainText('李书恒');
  await expect(row).toContainText('0 / 10');
  // The cover beside the course's name is decorative (alt=""): found as the row's image, not by a name.
  await expect(row.locator('img')).toHaveAttribute('src', /^http/);
});

test('shelf: one row’s switch, batch off and on, and delete with the spec’s confirmations', async ({ page }) => {
  await page.goto(LIST);
  const art = rowOf(page, '少儿创意美术（周六班）');
  await art.getByRole('switch', { name: /上架/ }).click();
  await expectToast(page, '已下架');
  await expect(art.getByRole('switch', { name: /上架/ })).not.toBeChecked();

  // An on-shelf course with students cannot go: the whole batch is refused, with the first one named.
  await selectRow(page, '硬笔书法提高班');
  await selectRow(page, '钢琴启蒙一对一');
  await expect(page.getByText('已选 2 项')).toBeVisible();
  await button(page, '批量删除').click();
  await confirmDeleteRefused(page);
  await expectToast(page, '课程「硬笔书法提高班」已有 11 名学员报名，请先下架后再删除');
  await expect(rowOf(page, '硬笔书法提高班')).toHaveCount(1);

  await button(page, '批量下架').click();
  await expectToast(page, '已下架 2 门课程');
  await expect(page.getByText('已选 2 项')).toHaveCount(0);
  for (const name of ['硬笔书法提高班', '钢琴启蒙一对一'])
    await expect(rowOf(page, name).getByRole('switch', { name: /上架/ })).not.toBeChecked();

  await selectRow(page, '钢琴启蒙一对一');
  await button(page, '批量上架').click();
  await expectToast(page, '已上架 1 门课程');
  await expect(rowOf(page, '钢琴启蒙一对一').getByRole('switch', { name: /上架/ })).toBeChecked();

  await selectRow(page, '硬笔书法提高班');
  await selectRow(page, '少儿创意美术（周六班）');
  await button(page, '批量删除').click();
  await confirmDelete(page, { many: true, cancel: true });
  await expect(rowOf(page, '硬笔书法提高班')).toHaveCount(1);
  await button(page, '批量删除').click();
  await confirmDelete(page, { many: true });
  await expect(rowOf(page, '硬笔书法提高班')).toHaveCount(0);
  await expect(rowOf(page, '少儿创意美术（周六班）')).toHaveCount(0);
  await expect(page.getByText('共 34 条')).toBeVisible();

  // The batch's 删除成功! can still stand beside this one's: the count tells instead.
  await rowButton(rowOf(page, '暑期美术集训营'), '删除').click();
  await confirm(page, /确定删除.*「暑期美术集训营」吗？/);
  await expect(page.getByText('共 33 条')).toBeVisible();
});

/** The batch confirmation answered yes, for a delete the upstream then refuses. */
async function confirmDeleteRefused(page: Page) {
  const dialog = page.locator('.ant-modal-confirm').filter({ hasText: /确定删除所选的 \d+ 个.+吗？/ });
  await button(dialog, '确定').click();
  await expect(dialog).toBeHidden();
}

test('share: the QR code carries the course’s storefront page; the poster starts from the course', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(LIST);
  const row = rowOf(page, '少儿创意美术（周六班）');
  const id = (await row.getByRole('link', { name: /编\s*辑/ }).getAttribute('href'))?.split('/').pop();
  await rowButton(row, '分享').click();
  const qr = page.getByTestId('share-qr');
  await expect(qr).toHaveAttribute('width', '262');
  const png = PNG.sync.read(Buffer.from(((await qr.getAttribute('src')) as string).split(',')[1] as string, 'base64'));
  const expected = `https://qmx.h5.zhixiao.cn/#/pages/course/offline?id=${id}`;
  expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(expected);
  await expect(page.getByLabel('分享链接')).toHaveValue(expected);
  await page.getByRole('button', { name: '复制链接' }).click();
  await expectToast(page, '已复制好，可贴粘');
  await page.keyboard.press('Escape');

  await rowButton(row, '推广').click();
  const dialog = page.locator('.ant-modal').filter({ hasText: '推广' });
  await expect(dialog.getByPlaceholder('请输入标题')).toHaveValue('少儿创意美术（周六班）');
  await expect(dialog.getByPlaceholder('请输入描述')).toHaveValue('¥1,980.00 · 24课时');
  await expect(dialog.getByTestId('poster').getByAltText('海报图片')).toHaveAttribute(
    'src',
    /^(blob:|data:|\/api\/img)/,
  );
  await shot(page, 'class-poster');
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: '下载海报' }).click(),
  ]);
  expect(file.suggestedFilename()).toBe('少儿创意美术（周六班）.png');
  const poster = PNG.sync.read(await readFile(await file.path()));
  expect(poster.width).toBeGreaterThan(500);
});

test('a dropped save is told and keeps the form; a missing course is not found', async ({ page }) => {
  await page.goto(LIST);
  await editRow(page, '中国舞月卡');
  await fieldItem(page, '上课时间').getByRole('textbox').fill('每周三 18:30-20:00');
  await scenario('classCourse.save', { kind: 'drop' }, 2);
  await save(page);
  await expectToast(page, '抱歉，出了点问题，请稍后再试');
  await expect(fieldItem(page, '上课时间').getByRole('textbox')).toHaveValue('每周三 18:30-20:00');
  await save(page);
  await expectToast(page, '保存成功');
  await expect(rowOf(page, '中国舞月卡')).toContainText('每周三 18:30-20:00');

  await page.goto('/class/list/edit/99999');
  await expect(page.getByText('数据不存在或已被删除')).toBeVisible();
});

test('two pages edit the same course: the second save is a conflict that loses nothing, and 覆盖保存 saves it', async ({
  page,
  context,
}) => {
  await page.goto(LIST);
  await editRow(page, '中国舞月卡');
  const other = await context.newPage();
  await other.goto(page.url());
  await fieldItem(other, '上课时间').getByRole('textbox').fill('每周五 19:00-20:30');
  await save(other);
  await expectToast(other, '保存成功');

  // This page still holds the version it loaded: its save is refused and nothing typed goes.
  await fieldItem(page, '课程名称').getByRole('textbox').fill('中国舞月卡（进阶）');
  await fieldItem(page, '上课时间').getByRole('textbox').fill('每周六 10:00-11:30');
  await save(page);
  const dialog = page.getByRole('dialog', { name: '内容已在别处更新' });
  await expect(dialog).toContainText('该线下课程已于');
  await expect(dialog.getByLabel('与最新内容不同的字段')).toHaveText('与最新内容不同的字段：课程名称上课时间');
  await shot(page, 'class-conflict');
  await button(dialog, '继续编辑').click();
  await expect(fieldItem(page, '课程名称').getByRole('textbox')).toHaveValue('中国舞月卡（进阶）');
  await expect(fieldItem(page, '上课时间').getByRole('textbox')).toHaveValue('每周六 10:00-11:30');

  await save(page);
  await button(dialog, '覆盖保存').click();
  await expectToast(page, '保存成功');
  await expect(page).toHaveURL(/\/class\/list\/list/);
  await expect(rowOf(page, '中国舞月卡（进阶）')).toContainText('每周六 10:00-11:30');
  await other.close();
});

test('a switch on a row changed since the list showed it is refused, told, and the list shows the row as it is', async ({
  page,
  context,
}) => {
  await page.goto(LIST);
  const shelf = rowOf(page, '中国舞月卡').getByRole('switch');
  await expect(shelf).toBeChecked();
  const other = await context.newPage();
  await other.goto(LIST);
  await rowOf(other, '中国舞月卡').getByRole('switch').click();
  await expectToast(other, '已下架');

  await shelf.click();
  await expectToast(page, '该内容已被他人修改，请刷新后再编辑');
  await expect(shelf).not.toBeChecked();
  await other.close();
});
