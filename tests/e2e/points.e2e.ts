import { expect, test } from './support/fixtures.js';
import { requestsOf, scenario } from './support/stack.js';
import {
  button,
  chooseOption,
  download,
  expectToast,
  fieldError,
  fieldItem,
  openDropdown,
  rowOf,
  save,
  sheetRows,
  tableRows,
  tableSettled,
  uploadImage,
} from './support/ui.js';

/** /points (code 300109): rules refused and saved, an exchange item created, records filtered and exported. */

test('rules: bad input refused with the exact messages, a dropped save kept, then saved and remembered', async ({
  page,
}) => {
  await page.goto('/points/rules');
  const perYuan = page.getByRole('spinbutton', { name: '每消费 1 元获得积分' });
  await expect(perYuan).toHaveValue('1');
  await perYuan.fill('');
  await page.getByRole('spinbutton', { name: '第 7 天签到积分' }).fill('5000');
  await page.getByRole('spinbutton', { name: '邀请好友注册积分' }).fill('2.5');
  await save(page);
  await expect(fieldError(page, '每消费 1 元获得')).toHaveText('请输入每消费 1 元获得积分');
  await expect(page.getByText('签到积分应为 0 到 1000 之间的整数')).toBeVisible();
  // A fraction is refused as typed, never rounded to a whole number of points.
  await expect(page.getByText('邀请好友注册积分应为 0 到 10000 之间的整数')).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: '邀请好友注册积分' })).toHaveValue('2.5');
  await expect(requestsOf('pointsRule.save')).resolves.toHaveLength(0);

  await perYuan.fill('2');
  await page.getByRole('spinbutton', { name: '第 7 天签到积分' }).fill('50');
  await page.getByRole('spinbutton', { name: '邀请好友注册积分' }).fill('3');
  await scenario('pointsRule.save', { kind: 'drop' }, 2);
  await save(page);
  await expectToast(page, '抱歉，出了点问题，请稍后再试');
  await expect(perYuan).toHaveValue('2');
  await save(page);
  await expectToast(page, '获取规则已保存');
  const saved = (await requestsOf('pointsRule.save')).at(-1)?.body as Record<string, unknown>;
  expect(saved).toMatchObject({ orderPointsPerYuan: 2, signInDays: [5, 5, 10, 10, 15, 15, 50] });

  await page.getByRole('tab', { name: '抵扣与有效期' }).click();
  await page.getByText('获得后指定天数内有效').click();
  await page.getByRole('spinbutton', { name: '有效天数' }).fill('0');
  await save(page);
  await expect(fieldError(page, '有效天数')).toHaveText('有效天数应为 1 到 3650 之间的整数');
  await page.getByRole('spinbutton', { name: '有效天数' }).fill('180');
  await save(page);
  await expectToast(page, '抵扣与有效期已保存');

  // The tab is remembered across a reload (spec §2, creditRules), and both parts were kept.
  await page.reload();
  await expect(page.getByRole('tab', { name: '抵扣与有效期' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('spinbutton', { name: '有效天数' })).toHaveValue('180');
  await page.getByRole('tab', { name: '获取规则' }).click();
  await expect(perYuan).toHaveValue('2');
});

test('exchange: a coupon item refused without its coupon, then created; no stock keeps an item off the shelf', async ({
  page,
}) => {
  await page.goto('/points/exchange');
  await rowOf(page, '儿童水彩笔 24 色').getByRole('switch').click();
  await expectToast(page, '「儿童水彩笔 24 色」库存为 0，不能上架');

  await button(page, '新增兑换商品').click();
  await expect(page).toHaveURL(/\/points\/addExchange$/);
  await fieldItem(page, '兑换类型').getByText('优惠券', { exact: true }).click();
  await save(page);
  await expect(fieldError(page, '兑换名称')).toHaveText('请输入兑换名称');
  await expect(fieldError(page, '兑换图片')).toHaveText('请上传兑换图片');
  await expect(fieldError(page, '所需积分')).toHaveText('请输入所需积分');
  await expect(fieldError(page, '库存')).toHaveText('请输入库存');

  await fieldItem(page, '兑换名称').getByRole('textbox').fill('开学季 20 元无门槛券');
  await uploadImage(page, '兑换图片');
  await fieldItem(page, '所需积分').getByRole('spinbutton').fill('0');
  await fieldItem(page, '库存').getByRole('spinbutton').fill('50');
  await save(page);
  await expect(fieldError(page, '所需积分')).toHaveText('所需积分不能小于 1');
  await fieldItem(page, '所需积分').getByRole('spinbutton').fill('1500');
  await save(page);
  await expect(fieldError(page, '关联内容')).toHaveText('请选择优惠券');
  await expect(requestsOf('pointsExchange.save')).resolves.toHaveLength(0);

  await page.getByRole('combobox', { name: '关联优惠券' }).click();
  const option = openDropdown(page).locator('.ant-select-item-option').first();
  const couponName = (await option.getAttribute('title')) ?? '';
  expect(couponName).not.toBe('');
  await option.click();
  await save(page);
  await expectToast(page, '保存成功');
  await expect(page).toHaveURL(/\/points\/exchange/);
  await page.getByPlaceholder('搜索兑换名称').fill('开学季 20 元无门槛券');
  await button(page, '查询').click();
  const row = rowOf(page, '开学季 20 元无门槛券');
  await expect(row).toContainText(`关联优惠券：${couponName}`);
  await expect(row).toContainText('1,500 积分');
  await expect(row.getByRole('switch')).toBeChecked();
  await row.getByRole('link', { name: /编\s*辑/ }).click();
  await expect(page).toHaveURL(/\/points\/editExchange\/coupon\/\d+$/);
  await expect(fieldItem(page, '兑换名称').getByRole('textbox')).toHaveValue('开学季 20 元无门槛券');
  await expect(fieldItem(page, '关联内容')).toContainText(couponName);
});

test('records: filtered by member, type and use, exported with the same rows; the statistics add up', async ({
  page,
}) => {
  await page.goto('/points/record');
  await page.getByPlaceholder(/搜索用户/).fill('林小满');
  await chooseOption(page, page.getByRole('combobox', { name: '业务类型' }), '签到');
  await button(page, '查询').click();
  await tableSettled(page);
  const rows = tableRows(page);
  await expect(rows.first()).toContainText('林小满');
  const shown = await rows.count();
  expect(shown).toBeGreaterThan(0);
  for (const r of await rows.all()) await expect(r).toContainText(/林小满.*签到.*\+\d+/);

  const file = await download(page, () => button(page, '导出').click());
  expect(file.name).toMatch(/^积分记录_\d{12}\.xlsx$/);
  const sheet = await sheetRows(file.path);
  expect(sheet[0]).toEqual(
    expect.arrayContaining(['用户', '手机号', '业务类型', '积分变动', '变动后余额', '变动时间']),
  );
  expect(sheet.length - 1).toBe(shown);
  const [user, type, change] = ['用户', '业务类型', '积分变动'].map((h) => (sheet[0] ?? []).indexOf(h));
  for (const line of sheet.slice(1)) {
    expect([line[user as number], line[type as number]]).toEqual(['林小满', '签到']);
    expect(Number(line[change as number])).toBeGreaterThan(0);
  }
  expect((await requestsOf('pointsRecord.export'))[0]?.query).toMatchObject({
    keyword: '林小满',
    businessType: 'signIn',
  });

  // Only what was used: every change is negative.
  await button(page, '重置').click();
  await page.getByRole('radiogroup', { name: '收支' }).getByText('使用').click();
  await tableSettled(page);
  await expect(rows.first()).toBeVisible();
  for (const r of await rows.all()) await expect(r).toContainText('−');

  await page.goto('/points/stcredit');
  await expect(page.getByText('当前积分')).toBeVisible();
  await expect(page.getByRole('img', { name: '近 7 天每日获得和使用的积分' })).toBeVisible();
  await page.getByText('近 30 天', { exact: true }).click();
  await expect(page.getByRole('img', { name: '近 30 天每日获得和使用的积分' })).toBeVisible();
  await expect(page.getByRole('table').first()).toContainText('签到');
});
