import { expect, test } from './support/fixtures.js';
import {
  chinaAt,
  DEMO,
  figure,
  figureValue,
  fillField,
  firstCell,
  openData,
  recordRow,
  recordRows,
  search,
  setDateTime,
  switchOff,
} from './support/marketing.js';
import { requestsOf, scenario } from './support/stack.js';
import {
  button,
  confirmDelete,
  download,
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

/** /marketing/boost: 助力 (help-to-win), product 5. The time-window and stock rules are unit-tested. */
const LIST = '/marketing/boost/list';
const COPY = `${DEMO.boost}（第二期）`;

test('boost: bad input then a valid campaign through a dropped save, copy, share and poster, switch off and delete, the data page', async ({
  page,
}) => {
  // One walk through the whole playway: several pages, each with its own loads, on a shared two-core machine.
  test.setTimeout(180_000);
  await page.goto(LIST);
  await button(page, '新增助力活动').click();
  await expect(page).toHaveURL(/\/marketing\/boost\/create$/);
  await save(page);
  await expect(fieldError(page, '活动名称')).toHaveText('请输入活动名称');
  await expect(fieldError(page, '活动封面')).toHaveText('请上传活动封面');
  await expect(fieldError(page, '奖品')).toHaveText('请输入奖品名称');
  await expect(page.getByText(/无效输入|期望|Invalid/)).toHaveCount(0);

  await fillField(page, '活动名称', '暑期书法体验课助力');
  await uploadImage(page, '活动封面');
  await fieldItem(page, '奖品').getByLabel('奖品名称 1').fill('书法字帖礼盒');
  await fieldItem(page, '助力人数').getByRole('spinbutton').fill('0');
  await setDateTime(page, '开始时间', chinaAt(3, 9));
  await setDateTime(page, '结束时间', chinaAt(2, 9));
  await save(page);
  await expect(fieldError(page, '助力人数')).toHaveText('助力人数不能小于 1');
  await fieldItem(page, '助力人数').getByRole('spinbutton').fill('6');
  await save(page);
  await expect(fieldError(page, '结束时间')).toHaveText('结束时间必须晚于开始时间');
  await setDateTime(page, '结束时间', chinaAt(20, 22));

  // The upstream drops the first save: what was typed stays, and saving again works.
  await scenario('boost.save', { kind: 'drop' }, 2);
  await save(page);
  await expectToast(page, '抱歉，出了点问题，请稍后再试');
  await expect(fieldItem(page, '活动名称').getByRole('textbox')).toHaveValue('暑期书法体验课助力');
  await save(page);
  await expectToast(page, '保存成功');
  await expect(page).toHaveURL(/\/marketing\/boost\/list/);
  await search(page, '暑期书法体验课助力');
  await expect(rowOf(page, '暑期书法体验课助力')).toContainText('未开始');
  const saved = (await requestsOf('boost.save')).at(-1)?.body as { prizes?: Array<{ name: string; stock: number }> };
  expect(saved.prizes).toEqual([expect.objectContaining({ name: '书法字帖礼盒', stock: 10 })]);

  // Copy at edit/{id}/copy starts from the campaign; nothing is saved until 保存, and it saves a new one.
  const saves = (await requestsOf('boost.save')).length;
  await search(page, DEMO.boost);
  await rowOf(page, DEMO.boost)
    .getByRole('link', { name: /复\s*制/ })
    .click();
  await expect(page).toHaveURL(/\/marketing\/boost\/edit\/1\/copy$/);
  await expect(page.getByText('复制助力活动', { exact: true })).toBeVisible();
  await expect(fieldItem(page, '活动名称').getByRole('textbox')).toHaveValue(DEMO.boost);
  expect(await requestsOf('boost.save')).toHaveLength(saves);
  await fillField(page, '活动名称', COPY);
  await setDateTime(page, '开始时间', chinaAt(1, 9));
  await save(page);
  await expectToast(page, '保存成功');
  expect((await requestsOf('boost.save')).at(-1)?.body).not.toHaveProperty('id');
  await search(page, DEMO.boost);
  await expect(tableRows(page)).toHaveCount(2);
  await expect(rowOf(page, COPY)).toContainText('未开始');

  // Share: the campaign page's QR code and link; promote: a poster from its share title.
  const demo = rowOf(page, DEMO.boost).filter({ hasNotText: COPY });
  await rowButton(demo, '分享').click();
  const share = page.getByRole('dialog').filter({ hasText: '分享' });
  await expect(share.getByTestId('share-qr')).toBeVisible();
  await expect(share.getByLabel('分享链接')).toHaveValue(/^https:\/\/.+\/#\/pages\/marketing\/boost\?id=1$/);
  await page.keyboard.press('Escape');
  await expect(share).toBeHidden();
  await rowButton(demo, '推广').click();
  const poster = page.getByRole('dialog').filter({ has: page.getByTestId('poster') });
  await expect(poster.getByTestId('poster')).toContainText(DEMO.boost.slice(0, 12));
  await page.keyboard.press('Escape');
  await expect(poster).toBeHidden();

  // A running campaign cannot be deleted (the upstream says so); one switched off can be.
  await expect(demo).toContainText('进行中');
  await rowButton(demo, '删除').click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expectToast(page, `「${DEMO.boost}」正在进行中，请先下架再删除`);
  await expect(demo).toHaveCount(1);
  await switchOff(page, COPY, '未上架');

  // Switching off the running demo asks first, naming its 236 initiators; cancelled, it stays on.
  const onOff = demo.getByRole('switch', { name: /上架状态/ });
  const ask = page.getByRole('dialog').filter({ hasText: `确定下架「${DEMO.boost}」吗？` });
  await onOff.click();
  await expect(ask).toContainText('发起人数 236');
  await ask.getByRole('button', { name: /取\s*消/ }).click();
  await expect(ask).toBeHidden();
  await expect(onOff).toBeChecked();
  await onOff.click();
  await ask.getByRole('button', { name: /下\s*架/ }).click();
  await expectToast(page, '已关闭上架状态');
  // Switched off before its end it reads 已下架, never 已结束, in the label and the status filter.
  await expect(demo).toContainText('已下架');
  await page.goto(`${LIST}?status=3&keyword=${encodeURIComponent(DEMO.boost)}`);
  await tableSettled(page);
  await expect(rowOf(page, DEMO.boost)).toHaveCount(0);
  await page.goto(`${LIST}?status=4&keyword=${encodeURIComponent(DEMO.boost)}`);
  await tableSettled(page);
  await expect(rowOf(page, DEMO.boost)).toContainText('已下架');
  // Switched on again, it goes on.
  await rowOf(page, DEMO.boost)
    .getByRole('switch', { name: /上架状态/ })
    .click();
  await expectToast(page, '已开启上架状态');
  await page.goto(`${LIST}?keyword=${encodeURIComponent(DEMO.boost)}`);
  await tableSettled(page);
  await expect(demo).toContainText('进行中');
  await rowButton(rowOf(page, COPY), '删除').click();
  await confirmDelete(page);
  await expect(rowOf(page, COPY)).toHaveCount(0);

  // Data page: figures, the daily chart, initiators with their helpers, export, prize claims.
  await openData(page, DEMO.boost);
  await expect(page).toHaveURL(/\/marketing\/boost\/boostData\?id=1/);
  await expect(figure(page, '发起人数')).toHaveText('236');
  await expect(page.getByRole('img', { name: `${DEMO.boost}每日趋势` })).toBeVisible();
  await expect(page.locator('[role=img] svg path').first()).toBeAttached();
  await expect(page.getByText('共 236 条')).toBeVisible();

  await page.getByRole('combobox', { name: '状态' }).click();
  await page.locator('.ant-select-dropdown').filter({ visible: true }).getByTitle('助力成功', { exact: true }).click();
  await button(page, '查询').click();
  await tableSettled(page);
  const first = recordRows(page).first();
  await expect(first).toContainText('助力成功');
  await expect(first).toContainText('5/5');
  await rowButton(first, '助力好友').click();
  const helpers = page.getByRole('dialog').filter({ hasText: '的助力好友' });
  await expect(helpers.locator('.ant-list-item')).toHaveCount(5);
  await page.keyboard.press('Escape');
  await expect(helpers).toBeHidden();

  const file = await download(page, () => button(page, '导出').click());
  expect(file.name).toMatch(/^发起记录_\d{12}\.xlsx$/);
  const rows = await sheetRows(file.path);
  expect(rows[0]).toEqual(expect.arrayContaining(['发起用户', '手机号', '已助力', '状态', '发起时间']));
  const status = (rows[0] ?? []).indexOf('状态');
  expect(rows.length - 1).toBe(await figureValue(page, '成功人数'));
  for (const row of rows.slice(1)) expect(row[status]).toBe('助力成功');

  await page.getByRole('tab', { name: '领奖记录' }).click();
  await tableSettled(page);
  const pending = recordRow(page, '待领取').first();
  const who = await firstCell(pending);
  await rowButton(pending, '确认领取').click();
  await expect(page.locator('.ant-message-notice').filter({ hasText: `已确认 ${who} 领取` })).toBeVisible();
});
