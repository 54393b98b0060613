import { expect, test } from './support/fixtures.js';
import { DEMO, figureValue, fillField, openData, recordRows, search, switchOff } from './support/marketing.js';
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
  uploadImage,
} from './support/ui.js';

/** /marketing/superGame: 超级游戏, product 9. */
const LIST = '/marketing/superGame/list';

test('game: bad odds and limits then a valid game, copy, switch the copy off, the data page with plays and export', async ({
  page,
}) => {
  // One walk through the whole playway: several pages, each with its own loads, on a shared two-core machine.
  test.setTimeout(180_000);
  await page.goto('/marketing/superGame/create');
  await fillField(page, '活动名称', '暑期砸金蛋');
  await uploadImage(page, '活动封面');
  await fieldItem(page, '游戏类型').getByText('砸金蛋', { exact: true }).click();
  const prizes = fieldItem(page, '奖品设置');
  await save(page);
  await expect(fieldError(page, '奖品设置')).toHaveText('请输入奖品名称');

  await prizes.getByLabel('奖品名称 1').fill('卡通保温杯');
  await prizes.getByLabel('中奖概率 1').fill('60');
  await button(prizes, '添加奖品').click();
  await prizes.getByLabel('奖品名称 2').fill('绘本礼盒');
  await prizes.getByLabel('中奖概率 2').fill('45');
  await fieldItem(page, '每人每天次数').getByRole('spinbutton').fill('9');
  await save(page);
  await expect(fieldError(page, '奖品设置')).toHaveText('中奖概率之和不能超过 100%');
  // Rules across fields are checked once every field is valid on its own.
  await prizes.getByLabel('中奖概率 2').fill('12.5');
  await save(page);
  await expect(fieldError(page, '每人每天次数')).toHaveText('每人每天次数不能超过每人总次数');
  await fieldItem(page, '每人每天次数').getByRole('spinbutton').fill('1');
  await expect(prizes).toContainText('未中奖概率 27.50%');
  await save(page);
  await expectToast(page, '保存成功');
  const [sent] = await requestsOf('superGame.save');
  expect(sent?.body).toMatchObject({
    gameType: 3,
    prizes: [expect.objectContaining({ rate: 6000 }), expect.objectContaining({ rate: 1250 })],
  });
  await search(page, '暑期砸金蛋');
  await expect(rowOf(page, '暑期砸金蛋')).toContainText('砸金蛋');

  // Copy, then switch the copy off.
  await search(page, DEMO.superGame);
  await rowButton(rowOf(page, DEMO.superGame), '复制').click();
  await expectToast(page, '复制成功');
  await expect(page).toHaveURL(/\/marketing\/superGame\/edit\/\d+$/);
  await expect(fieldItem(page, '活动名称').getByRole('textbox')).toHaveValue(`${DEMO.superGame}（副本）`);
  await page.goto(LIST);
  await search(page, DEMO.superGame);
  await switchOff(page, `${DEMO.superGame}（副本）`);

  // The data page.
  await openData(page, DEMO.superGame);
  const plays = await figureValue(page, '游戏次数');
  expect(plays).toBeGreaterThanOrEqual(200);
  await expect(page.getByText('奖品库存')).toBeVisible();
  await page.getByRole('combobox', { name: '结果' }).click();
  await page.locator('.ant-select-dropdown').filter({ visible: true }).getByTitle('中奖', { exact: true }).click();
  await button(page, '查询').click();
  await expect(recordRows(page).first()).toContainText('中奖');
  await expect(page.getByText(`共 ${await figureValue(page, '中奖次数')} 条`)).toBeVisible();
  const file = await download(page, () => button(page, '导出').click());
  const rows = await sheetRows(file.path);
  expect(rows[0]).toEqual(expect.arrayContaining(['用户', '手机号', '结果', '奖品', '参与时间']));
  const result = (rows[0] ?? []).indexOf('结果');
  for (const row of rows.slice(1)) expect(row[result]).toBe('中奖');
});
