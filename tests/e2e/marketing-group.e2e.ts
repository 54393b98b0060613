import { expect, test } from './support/fixtures.js';
import {
  chinaAt,
  DEMO,
  figureValue,
  fillField,
  openData,
  recordRow,
  recordRows,
  search,
  setDateTime,
  switchOff,
} from './support/marketing.js';
import { requestsOf } from './support/stack.js';
import {
  button,
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

/** /marketing/group: 拼团 (group buying), product 7; edited at create/{id}. */
const LIST = '/marketing/group/list';

test('group buying: bad input then a valid group buy, copy at create/{id}, switch off, the data page with teams and export', async ({
  page,
}) => {
  // One walk through the whole playway: several pages, each with its own loads, on a shared two-core machine.
  test.setTimeout(180_000);
  await page.goto('/marketing/group/create');
  await save(page);
  await expect(fieldError(page, '活动名称')).toHaveText('请输入活动名称');
  await expect(fieldError(page, '商品名称')).toHaveText('请输入商品名称');
  await expect(fieldError(page, '原价')).toHaveText('请输入原价');
  await expect(fieldError(page, '拼团价')).toHaveText('请输入拼团价');

  await fillField(page, '活动名称', '陶艺手工 2 人团');
  await uploadImage(page, '商品主图');
  await fillField(page, '商品名称', '陶艺手工 8 课时');
  await fillField(page, '原价', '1280');
  await fillField(page, '拼团价', '12.345');
  await fieldItem(page, '成团人数').getByRole('spinbutton').fill('1');
  await save(page);
  await expect(fieldError(page, '成团人数')).toHaveText('成团人数不能小于 2');
  await expect(fieldError(page, '拼团价')).toHaveText('拼团价最多两位小数');

  await fieldItem(page, '成团人数').getByRole('spinbutton').fill('2');
  await fillField(page, '拼团价', '1280');
  await save(page);
  await expect(fieldError(page, '拼团价')).toHaveText('拼团价必须低于原价');

  await fillField(page, '拼团价', '899');
  await setDateTime(page, '开始时间', chinaAt(0, 23));
  await setDateTime(page, '结束时间', chinaAt(14, 22));
  await save(page);
  await expectToast(page, '保存成功');
  await search(page, '陶艺手工 2 人团');
  await expect(rowOf(page, '陶艺手工 2 人团')).toContainText('¥899.00');
  await expect(rowOf(page, '陶艺手工 2 人团')).toContainText('¥1,280.00');
  const [sent] = await requestsOf('group.save');
  expect(sent?.body).toMatchObject({ originalPrice: 128_000, groupPrice: 89_900, teamSize: 2 });

  // Copy makes a new campaign at once and opens it at create/{id}; switching the copy off ends it.
  await search(page, DEMO.group);
  await rowButton(rowOf(page, DEMO.group), '复制').click();
  await expectToast(page, '复制成功');
  await expect(page).toHaveURL(/\/marketing\/group\/create\/\d+$/);
  await expect(fieldItem(page, '活动名称').getByRole('textbox')).toHaveValue(`${DEMO.group}（副本）`);
  await page.goto(LIST);
  await search(page, DEMO.group);
  await expect(tableRows(page)).toHaveCount(2);

  await switchOff(page, `${DEMO.group}（副本）`);
  await expect(rowOf(page, DEMO.group).filter({ hasNotText: '（副本）' })).toContainText('进行中');

  // Data page: figures, the daily chart, teams with their members, the filtered teams exported.
  await openData(page, DEMO.group);
  await expect(page).toHaveURL(/\/marketing\/group\/groupData\?id=1/);
  const people = await figureValue(page, '参团人数');
  expect(people).toBeGreaterThanOrEqual(200);
  await expect(page.getByRole('img', { name: `${DEMO.group}每日趋势` })).toBeVisible();

  const team = recordRow(page, '已成团').first();
  await rowButton(team, '查看团员').click();
  const dialog = page.getByRole('dialog').filter({ hasText: '的团' });
  await expect(dialog.locator('.ant-table-row')).toHaveCount(3);
  await expect(dialog.getByText('团长', { exact: true })).toBeVisible();
  await expect(dialog.locator('.ant-table-row').first()).toContainText('已支付');
  await page.keyboard.press('Escape');

  await page.getByRole('combobox', { name: '状态' }).click();
  await page.locator('.ant-select-dropdown').filter({ visible: true }).getByTitle('未成团', { exact: true }).click();
  await button(page, '查询').click();
  await expect(recordRows(page).first()).toContainText('未成团');
  const file = await download(page, () => button(page, '导出').click());
  expect(file.name).toMatch(/^拼团记录_\d{12}\.xlsx$/);
  const rows = await sheetRows(file.path);
  expect(rows[0]).toEqual(expect.arrayContaining(['团长', '几人团', '已参团', '状态', '开团时间']));
  const status = (rows[0] ?? []).indexOf('状态');
  expect(rows.length).toBeGreaterThan(1);
  for (const row of rows.slice(1)) expect(row[status]).toBe('未成团');
  expect((await requestsOf('groupTeam.export'))[0]?.query).toMatchObject({ groupId: '1', status: '3' });
});
