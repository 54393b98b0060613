import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { requestsOf, scenario } from './support/stack.js';
import {
  button,
  chooseOption,
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
} from './support/ui.js';

/** /promote: the promotion ambassador page (product 22) — rules, promoters, applications, commission. */
const PAGE = '/promote';
// The page's own tabs, not the shell's visited-page tabs (which also hold 推广大使).
const tab = (page: Page, name: string) => page.getByRole('main').getByRole('tab', { name });

test('rules: bad input refused with the exact messages, a lost save kept, then saved and read back', async ({
  page,
}) => {
  await page.goto(PAGE);
  await tab(page, '推广规则').click();
  const level1 = fieldItem(page, '一级佣金比例').getByRole('textbox');
  const level2 = fieldItem(page, '二级佣金比例').getByRole('textbox');
  await expect(level1).toHaveValue('10');

  await level1.fill('');
  await fieldItem(page, '最低提现金额').getByRole('textbox').fill('0');
  await fieldItem(page, '提现手续费').getByRole('textbox').fill('25');
  await save(page);
  await expect(fieldError(page, '一级佣金比例')).toHaveText('请输入一级佣金比例');
  await expect(fieldError(page, '最低提现金额')).toHaveText('最低提现金额不能为 0');
  await expect(fieldError(page, '提现手续费')).toHaveText('提现手续费不能大于 20%');

  await level1.fill('12.345');
  await save(page);
  await expect(fieldError(page, '一级佣金比例')).toHaveText('一级佣金比例最多两位小数');
  await level1.fill('-5');
  await save(page);
  await expect(fieldError(page, '一级佣金比例')).toHaveText('一级佣金比例不能为负数');
  await level1.fill('70');
  await level2.fill('30.5');
  await save(page);
  await expect(fieldError(page, '二级佣金比例')).toHaveText('一级佣金与二级佣金之和不能超过 100%');
  await expect(page.getByText(/无效输入|期望/)).toHaveCount(0);
  expect(await requestsOf('promoterRule.save')).toHaveLength(0);

  await level2.fill('12.5');
  await fieldItem(page, '最低提现金额').getByRole('textbox').fill('20');
  await fieldItem(page, '提现手续费').getByRole('textbox').fill('0.6');
  await page.getByRole('radio', { name: '覆盖绑定' }).check();
  await scenario('promoterRule.save', { kind: 'drop' }, 2);
  await save(page);
  await expectToast(page, '抱歉，出了点问题，请稍后再试');
  await expect(level1).toHaveValue('70');
  await save(page);
  await expectToast(page, '推广规则已保存');
  const sent = (await requestsOf('promoterRule.save')).at(-1)?.body as Record<string, unknown>;
  expect(sent).toMatchObject({
    level1Rate: 7000,
    level2Rate: 1250,
    minWithdraw: 2000,
    feeRate: 60,
    binding: 'override',
  });

  await page.reload();
  await expect(fieldItem(page, '二级佣金比例').getByRole('textbox')).toHaveValue('12.5');
  await expect(fieldItem(page, '最低提现金额').getByRole('textbox')).toHaveValue('20.00');
  await expect(page.getByRole('radio', { name: '覆盖绑定' })).toBeChecked();
  await shot(page, 'promote-rule');
});

test('applications: one approved becomes a promoter, one refused with a reason', async ({ page }) => {
  await page.goto(PAGE);
  // 钱多多 (her phone) was brought by 郑小满.
  await expect(rowOf(page, '17700001005')).toContainText('郑小满');
  await tab(page, '推广申请').click();
  await expect(rowOf(page, '孙嘉禾')).toContainText('待审核');

  await rowButton(rowOf(page, '孙嘉禾'), '通过').click();
  await expectToast(page, '已通过，孙嘉禾成为推广大使');
  await expect(rowOf(page, '孙嘉禾')).toContainText('通过');
  await expect(rowButton(rowOf(page, '孙嘉禾'), '通过')).toHaveCount(0);

  await rowButton(rowOf(page, '吴思琪'), '不通过').click();
  const dialog = page.getByRole('dialog', { name: '不通过：吴思琪' });
  await button(dialog, '确定').click();
  await expect(fieldError(page, '不通过原因')).toHaveText('请输入不通过原因');
  await fieldItem(page, '不通过原因').getByRole('textbox').fill('暂未提供带课经历，请补充后再申请');
  await button(dialog, '确定').click();
  await expectToast(page, '已驳回该申请');
  await expect(rowOf(page, '吴思琪')).toContainText('不通过');
  await expect(rowOf(page, '吴思琪')).toContainText('暂未提供带课经历，请补充后再申请');
  await shot(page, 'promote-apply');

  await tab(page, '推广大使').click();
  await page.getByPlaceholder(/搜索/).fill('孙嘉禾');
  await button(page, '查询').click();
  await expect(tableRows(page)).toHaveCount(1);
  await expect(rowOf(page, '孙嘉禾').getByRole('switch', { name: /推广资格/ })).toBeChecked();
  // Another tab starts without this tab's search.
  await tab(page, '推广申请').click();
  await expect(page).not.toHaveURL(/keyword=/);
  await expect(rowOf(page, '吴思琪')).toBeVisible();
});

/** A row's cells by their column's title. */
async function cellsOf(page: Page, row: ReturnType<typeof rowOf>): Promise<Record<string, string>> {
  const titles = await page.locator('.ant-table-thead th').filter({ visible: true }).allTextContents();
  const cells = await row.locator('td').allTextContents();
  return Object.fromEntries(titles.map((t, i) => [t.trim(), (cells[i] ?? '').trim()]));
}
const fenOf = (text: string | undefined) => Math.round(Number((text ?? '').replace(/[¥,]/g, '')) * 100);

test('ambassadors: every fen of 累计佣金 is 已提现, 未提现, 冻结佣金 or 提现中', async ({ page }) => {
  await page.goto(PAGE);
  await expect(rowOf(page, '17700001004')).toBeVisible();
  for (const row of await tableRows(page).all()) {
    const c = await cellsOf(page, row);
    expect(fenOf(c.累计佣金), c.推广大使).toBe(fenOf(c.已提现) + fenOf(c.未提现) + fenOf(c.冻结佣金) + fenOf(c.提现中));
  }
  // 郑小满's WeChat request of today waits for review: ¥256.00 提现中.
  expect((await cellsOf(page, rowOf(page, '17700001004'))).提现中).toBe('¥256.00');
  await shot(page, 'promote-ambassadors');
});

test('commission records: filtered by state and exported, every row checked; the recruiting poster', async ({
  page,
}) => {
  await page.goto(PAGE);
  // From a promoter's row: only their records, until 查看全部.
  await rowButton(rowOf(page, '17700001004'), '佣金').click();
  await expect(page.getByText('正在查看「郑小满」的佣金记录')).toBeVisible();
  await expect(tableRows(page).first()).toContainText('郑小满');
  await expect(tableRows(page).filter({ hasNotText: '郑小满' })).toHaveCount(0);
  await button(page, '查看全部').click();
  await expect(page).not.toHaveURL(/promoterId=/);
  await expect(tableRows(page).filter({ hasNotText: '郑小满' }).first()).toBeVisible();

  await chooseOption(page, page.getByRole('combobox', { name: '结算状态' }), '已结算');
  await button(page, '查询').click();
  await expect(page).toHaveURL(/status=settled/);
  await expect(tableRows(page).first()).toContainText('已结算');
  await expect(tableRows(page).filter({ hasNotText: '已结算' })).toHaveCount(0);
  await tableSettled(page);
  const total = Number((await page.getByText(/^共 \d+ 条$/).textContent())?.match(/\d+/)?.[0]);
  expect(total).toBeGreaterThan(0);
  await shot(page, 'promote-commission');

  const file = await download(page, () => button(page, '导出').click());
  expect(file.name).toMatch(/^佣金记录_\d{12}\.xlsx$/);
  const rows = await sheetRows(file.path);
  const header = rows[0] ?? [];
  expect(header).toEqual(expect.arrayContaining(['推广大使', '订单号', '佣金金额', '结算状态', '解冻时间']));
  expect(rows.length - 1).toBe(total);
  const status = header.indexOf('结算状态');
  for (const row of rows.slice(1)) expect(row[status]).toBe('已结算');
  expect((await requestsOf('promoterCommission.export'))[0]?.query.status).toBe('settled');

  await button(page, '招募海报').click();
  const poster = page.getByTestId('poster');
  await expect(poster).toContainText('诚邀您成为推广大使');
  await shot(page, 'promote-poster');
  await page.keyboard.press('Escape');
  await expect(poster).toHaveCount(0);
});
