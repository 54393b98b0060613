import { expect, test } from './support/fixtures.js';
import {
  chinaAt,
  DEMO,
  figure,
  figureValue,
  fillField,
  openData,
  recordRow,
  recordRows,
  search,
  setDateTime,
} from './support/marketing.js';
import { requestsOf } from './support/stack.js';
import {
  button,
  chooseOption,
  confirmDelete,
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

/** /marketing/signUp: 活动报名 (activity sign-up), product 23: list, create, edit, info, recycle. */
const LIST = '/marketing/signUp/list';
/** The sign-ups' own columns, as the info page and its export show them. */
const FIXED = ['订单号', '姓名', '手机号', '报名时间', '实付金额', '支付方式', '核销状态', '核销时间'];
/** The fields of the form the demo activity collects with (the forms module's demo form). */
const DEMO_FORM_FIELDS = [
  '学员姓名',
  '手机号',
  '年龄',
  '性别',
  '意向课程',
  '试听日期',
  '到校时间',
  '家长邮箱',
  '身份证号',
  '学员照片',
];

test('activity sign-up: bad input then a paid activity, the recycle bin, sign-ups with a write-off and export', async ({
  page,
}) => {
  // One walk through the whole playway: several pages, each with its own loads, on a shared two-core machine.
  test.setTimeout(180_000);
  await page.goto('/marketing/signUp/create');
  await save(page);
  await expect(fieldError(page, '活动名称')).toHaveText('请输入活动名称');
  await expect(fieldError(page, '活动地点')).toHaveText('请输入活动地点');
  await expect(fieldError(page, '报名表单')).toHaveText('请选择报名表单');

  // The form people fill in: a seeded form of the form builder, found by its name; its fields show read-only.
  const picker = fieldItem(page, '报名表单');
  await expect(picker.getByRole('link', { name: /新建表单/ })).toHaveAttribute('href', '/marketing/forms/create');
  await expect(picker.getByRole('link', { name: /新建表单/ })).toHaveAttribute('target', '_blank');
  await picker.getByRole('combobox').fill('试听课');
  await chooseOption(page, picker.locator('.ant-select'), '试听课预约登记（4 个字段）');
  const preview = page.getByRole('region', { name: '报名字段预览' });
  await expect(preview.locator('tbody tr.ant-table-row')).toHaveText([
    /^姓名文本必填$/,
    /^手机号手机号必填$/,
    /^试听日期日期必填$/,
    /^意向课程多选（美术、书法、钢琴、舞蹈、编程、围棋）必填$/,
  ]);
  await expect(fieldError(page, '报名表单')).toHaveCount(0);

  await fillField(page, '活动名称', '少儿书法公开课');
  await uploadImage(page, '活动封面');
  await fillField(page, '活动地点', '杭州市上城区解放东路 58 号启明大厦 2 楼');
  await fillField(page, '咨询电话', '0571-888');
  await fieldItem(page, '收费方式').getByText('付费', { exact: true }).click();
  await setDateTime(page, '报名开始时间', chinaAt(1, 9));
  await setDateTime(page, '报名截止时间', chinaAt(5, 18));
  await setDateTime(page, '活动开始时间', chinaAt(5, 9));
  await setDateTime(page, '活动结束时间', chinaAt(5, 8));
  await save(page);
  await expect(fieldError(page, '咨询电话')).toHaveText('您输入的手机号有误');
  await fillField(page, '咨询电话', '0571-88886666');
  await save(page);
  await expect(fieldError(page, '活动开始时间')).toHaveText('活动开始时间不能早于报名截止时间');
  await expect(fieldError(page, '活动结束时间')).toHaveText('活动时间有误');
  await expect(fieldError(page, '报名费用')).toHaveText('付费活动请输入报名费用');

  await setDateTime(page, '活动开始时间', chinaAt(6, 9));
  await setDateTime(page, '活动结束时间', chinaAt(6, 11));
  await fillField(page, '报名费用', '39.9');
  await shot(page, 'signup-create');
  await save(page);
  await expectToast(page, '保存成功');
  const [sent] = await requestsOf('signUp.save');
  expect(sent?.body).toMatchObject({ feeType: 2, price: 3990, formId: 2 });
  expect(sent?.body).not.toHaveProperty('formFields');
  await search(page, '少儿书法公开课');
  await expect(rowOf(page, '少儿书法公开课')).toContainText('¥39.90');

  // Delete moves an ended activity to the recycle bin; there it is restored, or deleted for good.
  await page.goto(`${LIST}?status=3`);
  await tableSettled(page);
  const ended = tableRows(page).first();
  const title = ((await ended.locator('strong').first().textContent()) ?? '').trim();
  await rowButton(ended, '移入回收站').click();
  await expectToast(page, '已移入回收站');
  await expect(rowOf(page, title)).toHaveCount(0);

  await page.getByRole('link', { name: /回收站$/ }).click();
  await expect(page).toHaveURL(/\/marketing\/signUp\/recycle$/);
  await expect(rowOf(page, title)).toHaveCount(1);
  // The bin says when it was deleted, and its shelf in words (已上架 / 已下架), not 是 / 否.
  await expect(page.getByRole('columnheader', { name: '删除时间' })).toBeVisible();
  await expect(rowOf(page, title)).toContainText(chinaAt(0, 0).slice(0, 10));
  await expect(rowOf(page, title)).toContainText(/已上架|已下架/);
  await expect(rowOf(page, title).getByText(/^(是|否)$/)).toHaveCount(0);
  await rowButton(rowOf(page, title), '恢复').click();
  await expectToast(page, '已恢复');
  await expect(rowOf(page, title)).toHaveCount(0);

  await page.goto(LIST);
  await search(page, title);
  await rowButton(rowOf(page, title).first(), '移入回收站').click();
  await expectToast(page, '已移入回收站');
  await page.goto('/marketing/signUp/recycle');
  await rowButton(rowOf(page, title), '删除').click();
  await confirmDelete(page);
  await expect(rowOf(page, title)).toHaveCount(0);

  // Info: sign-ups with their answers; a write-off by code, its bad cases first; export.
  await page.goto(LIST);
  await openData(page, DEMO.signUp);
  await expect(page).toHaveURL(/\/marketing\/signUp\/info\?id=1/);
  const before = await figureValue(page, '已核销');
  // One column per field of the activity's form (the demo form: a field of every type), after the fixed ones.
  const headers = page.getByRole('main').getByRole('tabpanel').locator('.ant-table-thead th');
  await expect(headers).toContainText([...FIXED, ...DEMO_FORM_FIELDS, '操作']);
  const heads = (await headers.allTextContents()).map((t) => t.trim());
  const first = recordRows(page).first();
  await expect(first.locator('td').nth(heads.indexOf('性别'))).toHaveText(/^(男|女)$/);
  await expect(first.locator('td').nth(heads.indexOf('试听日期'))).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
  await expect(first.locator('td').nth(heads.indexOf('手机号', 1 + heads.indexOf('姓名')))).toHaveText(/^1\d{10}$/);
  await shot(page, 'signup-info');

  const box = page.getByRole('form', { name: '核销' });
  await box.getByRole('button', { name: /核\s*销/ }).click();
  await expect(fieldError(page, '核销码')).toHaveText('请输入核销码');
  await box.getByRole('textbox').fill('1234');
  await box.getByRole('button', { name: /核\s*销/ }).click();
  await expect(fieldError(page, '核销码')).toHaveText('核销码为 8 位数字');
  await box.getByRole('textbox').fill('00000000');
  await box.getByRole('button', { name: /核\s*销/ }).click();
  await expectToast(page, '核销码不存在，请核对后重试');

  // A sign-up not yet written off, as the export lists it; staff write it off from its row.
  const file = await download(page, () => button(page, '导出').click());
  expect(file.name).toMatch(/^报名信息_\d{12}\.xlsx$/);
  const rows = await sheetRows(file.path);
  expect(rows.length - 1).toBe(await figureValue(page, '报名人数'));
  const head = rows[0] ?? [];
  // The page's columns: the fixed ones, then the form's fields with their answers as the form's data page has them.
  expect(head).toEqual(['编号', ...FIXED, ...DEMO_FORM_FIELDS]);
  for (const row of rows.slice(1, 50)) {
    expect(row[head.indexOf('性别')]).toMatch(/^(男|女)$/);
    expect(row[head.lastIndexOf('手机号')]).toBe(row[head.indexOf('手机号')]);
    expect(row[head.indexOf('意向课程')]).toMatch(
      /^(美术|书法|钢琴|舞蹈|编程|围棋)(、(美术|书法|钢琴|舞蹈|编程|围棋))*$/,
    );
  }
  const pending = rows.slice(1).find((r) => r[head.indexOf('核销状态')] === '未核销');
  const orderNo = pending?.[head.indexOf('订单号')] as string;

  await page.getByPlaceholder('搜索订单号、姓名、手机号').fill(orderNo);
  await button(page, '查询').click();
  await tableSettled(page);
  await expect(recordRows(page)).toHaveCount(1);
  await rowButton(recordRow(page, orderNo), '核销').click();
  await expect(page.locator('.ant-message-notice').filter({ hasText: `核销成功` })).toBeVisible();
  await expect(recordRow(page, orderNo)).toContainText('已核销');
  await expect(figure(page, '已核销')).toHaveText(String(before + 1));
});
