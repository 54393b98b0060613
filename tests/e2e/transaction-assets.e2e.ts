import { generateKeyPairSync } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './support/fixtures.js';
import { dev, requestsOf } from './support/stack.js';
import { expectToastShown, recordToasts } from './support/toasts.js';
import {
  button,
  chooseOption,
  download,
  fieldError,
  fieldItem,
  rowButton,
  rowOf,
  sheetRows,
  tableRows,
  uploadImage,
} from './support/ui.js';

// Money flows take several pages and dialogs each, and the first visit seeds 400 days of orders: the stack
// gets the time a loaded machine needs (waits are for conditions; nothing is retried).
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });
const seeToast = (page: Page, text: string) => expectToastShown(page, text);
test.beforeEach(({ page }) => recordToasts(page));

/** Answers the confirmation showing `text`, with the file's waits (ui's confirm allows the dialog 10 s to go). */
async function answer(page: Page, text: string, reply = '确定'): Promise<void> {
  const dialog = page.locator('.ant-modal-confirm, .ant-popconfirm').filter({ hasText: text });
  await button(dialog, reply).click();
  await expect(dialog).toBeHidden();
}

/** /transaction/assets (menu code 5002): assets, authentication, withdrawals, users' withdrawals, statement, payment. */
type Balances = {
  available: number;
  pending: number;
  frozen: number;
  totalIncome: number;
  totalRefund: number;
  totalWithdrawn: number;
  userPaid: number;
};
const balances = () => dev<Balances>('/__dev/transaction/balances');
const yuan = (fen: number) =>
  `¥${Math.trunc(fen / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${String(fen % 100).padStart(2, '0')}`;

test('assets: where the money is and what came and went, to the fen; the authentication; the latest lines', async ({
  page,
}) => {
  const b = await balances();
  await page.goto('/transaction/assets/total/list');
  const cards: Array<[string, number]> = [
    ['可提现余额', b.available],
    ['待结算', b.pending],
    ['提现中', b.frozen],
    ['累计收入', b.totalIncome],
    ['累计退款', b.totalRefund],
    ['累计提现', b.totalWithdrawn],
    ['用户提现支出', b.userPaid],
  ];
  for (const [title, fen] of cards)
    await expect(page.getByLabel(title, { exact: true }).locator('.ant-statistic-content')).toHaveText(
      `¥${yuan(fen).replace('¥', '')}`,
    );
  // Every fen that came in and stayed is in one of the cards.
  expect(b.totalIncome - b.totalRefund).toBe(b.available + b.pending + b.frozen + b.totalWithdrawn + b.userPaid);
  await expect(page.getByLabel('对账')).toContainText(yuan(b.totalIncome - b.totalRefund));
  await expect(page.getByText('提现认证已通过，提现将转入 招商银行')).toBeVisible();
  await expect(tableRows(page)).toHaveCount(10);
  await expect(tableRows(page).first()).toContainText('订单收入');
});

test('re-authenticate with a bad ID number first, then request a withdrawal once approved', async ({ page }) => {
  await page.goto('/transaction/assets/total/list');
  await page.getByRole('button', { name: '重新认证' }).click();
  await expect(page).toHaveURL(/\/transaction\/assets\/total\/create$/);
  await page.getByText('个人', { exact: true }).click();
  await fieldItem(page, '身份证姓名').getByRole('textbox').fill('林晓雨');
  await fieldItem(page, '身份证号').getByRole('textbox').fill('110105194912310021');
  await fieldItem(page, '开户名').getByRole('textbox').fill('林小雨');
  await fieldItem(page, '银行卡号').getByRole('textbox').fill('6222020200112345678');
  // The bank carries over from the approved authentication; the branch is emptied to see its rule.
  await expect(fieldItem(page, '开户支行').getByRole('textbox')).toHaveValue('杭州西湖支行');
  await fieldItem(page, '开户支行').getByRole('textbox').fill('');
  await button(page, '提交认证').click();
  await expect(fieldError(page, '身份证号')).toHaveText('请输入正确的身份证号');
  await expect(fieldError(page, '身份证人像面')).toHaveText('请上传身份证人像面');
  await expect(fieldError(page, '开户支行')).toHaveText('请输入开户支行');

  await fieldItem(page, '身份证号').getByRole('textbox').fill('11010519491231002X');
  await uploadImage(page, '身份证人像面');
  await uploadImage(page, '身份证国徽面', [230, 120, 40]);
  await fieldItem(page, '开户支行').getByRole('textbox').fill('杭州文三路支行');
  await chooseOption(page, '开户银行', '中国工商银行');
  await button(page, '提交认证').click();
  await expect(fieldError(page, '开户名')).toHaveText('开户名须与身份证姓名一致');
  await expect(fieldError(page, '银行卡号')).toHaveText('请输入正确的银行卡号');
  await fieldItem(page, '开户名').getByRole('textbox').fill('林晓雨');
  await fieldItem(page, '银行卡号').getByRole('textbox').fill('6222 0202 0011 2345 679');
  await button(page, '提交认证').click();
  await seeToast(page, '已提交，请等待审核');
  await expect(page).toHaveURL(/\/total\/list$/);
  await expect(page.getByText('提现认证审核中，审核通过后即可提现')).toBeVisible();
  await expect(button(page, '提现')).toBeDisabled();

  await dev('/__dev/transaction/auth/review', { method: 'POST', body: { pass: true } });
  const before = await balances();
  await page.goto('/transaction/assets/withdraw');
  await expect(page.getByText('提现认证已通过').or(button(page, '申请提现'))).toBeVisible();
  await button(page, '申请提现').click();
  const dialog = page.getByRole('dialog', { name: '申请提现' });
  await button(dialog, '提现').click();
  await expect(fieldError(page, '提现金额')).toHaveText('请输入提现金额');
  await dialog.getByRole('textbox', { name: '提现金额' }).fill('99.99');
  await expect(fieldError(page, '提现金额')).toHaveText('提现金额不能低于 ¥100.00');
  await dialog.getByRole('textbox', { name: '提现金额' }).fill('99999999');
  await expect(fieldError(page, '提现金额')).toHaveText(`提现金额不能超过 ${yuan(before.available)}`);
  await dialog.getByRole('textbox', { name: '提现金额' }).fill('500');
  await expect(dialog.getByLabel('到账计算')).toContainText('手续费¥3.00');
  await expect(dialog.getByLabel('到账计算')).toContainText('实际到账¥497.00');
  await expect(dialog.getByLabel('到账计算')).toContainText('中国工商银行（6222***********5679）');
  await button(dialog, '提现').click();
  await answer(page, '提现 ¥500.00，手续费 ¥3.00，实际到账 ¥497.00', '确认提现');
  await seeToast(page, '提现申请已提交');
  await expect(tableRows(page).first()).toContainText('¥500.00');
  await expect(tableRows(page).first()).toContainText('审核中');
  const after = await balances();
  expect(before.available - after.available).toBe(50_000);
  expect(after.frozen - before.frozen).toBe(50_000);
});

test('a promoter’s request approved with a double click: paid to WeChat change once', async ({ page }) => {
  await dev('/__dev/transaction/user-withdraw', {
    method: 'POST',
    body: { phone: '17700001004', amount: 10_000, method: 'wechat' },
  });
  const before = await balances();
  await page.goto('/transaction/assets/userWithdraw');
  await page.getByRole('searchbox', { name: '搜索用户提现' }).fill('郑小满');
  await page.getByRole('searchbox', { name: '搜索用户提现' }).press('Enter');
  const row = rowOf(page, '¥100.00');
  await expect(row).toContainText('待审核');
  await rowButton(row, '通过').click();
  const sure = page.locator('.ant-modal-confirm').filter({ hasText: '微信零钱打款 ¥99.00' });
  await expect(sure).toBeVisible();
  await button(sure, '确认通过').dblclick();
  await seeToast(page, '已打款 ¥99.00');
  await expect(rowOf(page, '¥100.00')).toContainText('已打款');
  const after = await balances();
  expect(before.available - after.available).toBe(9_900);
  expect(after.userPaid - before.userPaid).toBe(9_900);
  const approvals = await requestsOf('userWithdraw.approve');
  expect(approvals.length).toBeGreaterThanOrEqual(1);

  // The money left once: one line of the capital flow.
  await page.goto('/transaction/assets/statement');
  await chooseOption(page, page.getByRole('combobox', { name: '交易类型' }), '用户提现');
  await expect(rowOf(page, '郑小满')).toHaveCount(1);
  await expect(rowOf(page, '郑小满')).toContainText('-¥99.00');
});

/** The header cards of 用户提现, in fen. */
async function headerCards(page: Page) {
  const out: Record<string, number> = {};
  for (const title of ['佣金总金额', '未提现', '待审核', '待打款', '已提现']) {
    const value = page.getByLabel(title, { exact: true }).locator('.ant-statistic-content');
    await expect(value).toHaveText(/\d/);
    out[title] = Math.round(Number(((await value.textContent()) ?? '').replace(/[¥,]/g, '')) * 100);
  }
  return out as Record<'佣金总金额' | '未提现' | '待审核' | '待打款' | '已提现', number>;
}

test('reject needs a reason and returns the amount; a bank transfer is marked paid with its voucher', async ({
  page,
}) => {
  await page.goto('/transaction/assets/userWithdraw');
  const first = await headerCards(page);
  // 佣金总金额 = 未提现 + 待审核 + 待打款 + 已提现; 何雨桐's approved ¥520.00 waits for the transfer.
  expect(first.佣金总金额).toBe(first.未提现 + first.待审核 + first.待打款 + first.已提现);
  expect(first.待打款).toBe(52_000);
  const unwithdrawn = page.getByLabel('未提现');
  const before = (await unwithdrawn.textContent()) ?? '';
  await rowButton(rowOf(page, '钱多多'), '驳回').click();
  const reject = page.getByRole('dialog', { name: '驳回提现' });
  await expect(reject).toContainText('驳回后 ¥88.00 将退回 钱多多 的佣金余额');
  await button(reject, '确认驳回').click();
  await expect(fieldError(page, '驳回原因')).toHaveText('请输入驳回原因');
  await reject.getByRole('textbox').fill('支付宝账号与实名不一致');
  await button(reject, '确认驳回').click();
  await seeToast(page, '已驳回，金额已退回用户余额');
  await expect(rowOf(page, '钱多多')).toContainText('已驳回');
  await expect(unwithdrawn).not.toHaveText(before);

  await rowButton(rowOf(page, '何雨桐'), '标记打款').click();
  const paid = page.getByRole('dialog', { name: '标记打款' });
  await expect(paid).toContainText('请确认已向 何雨桐 转账 ¥514.80');
  await button(paid, '确认已打款').click();
  await expect(fieldError(page, '转账凭证')).toHaveText('请上传转账凭证');
  await uploadImage(page, '转账凭证');
  await button(paid, '确认已打款').click();
  await seeToast(page, '已标记打款');
  await expect(rowOf(page, '何雨桐')).toContainText('已打款');
  await expect(rowOf(page, '何雨桐').getByRole('img', { name: '转账凭证' })).toBeVisible();
  await expect(page.getByLabel('待打款', { exact: true })).toContainText('0.00');
  const last = await headerCards(page);
  expect(last.佣金总金额).toBe(first.佣金总金额);
  expect(last.已提现 - first.已提现).toBe(52_000);
  expect(last.待审核).toBe(first.待审核 - 8_800);
  expect(last.佣金总金额).toBe(last.未提现 + last.待审核 + last.待打款 + last.已提现);
});

test('statement: expenses filtered and exported, bills by week', async ({ page }) => {
  await page.goto('/transaction/assets/statement');
  await chooseOption(page, page.getByRole('combobox', { name: '收支' }), '支出');
  await expect(page.getByLabel('流水合计')).toContainText('收入 ¥0.00');
  const total = Number(/共 (\d+) 笔/.exec((await page.getByLabel('流水合计').textContent()) ?? '')?.[1]);
  for (const row of await tableRows(page).all()) await expect(row).toContainText('-¥');
  const file = await download(page, () => button(page, '导出').first().click());
  expect(file.name).toMatch(/^资金流水_\d{12}\.xlsx$/);
  const rows = await sheetRows(file.path);
  expect(rows[0]).toEqual(['交易单号', '关联订单', '时间', '收支', '类型', '金额（元）', '余额（元）', '方式', '备注']);
  expect(rows.length - 1).toBe(total);
  for (const r of rows.slice(1)) expect(r[3]).toBe('支出');

  await page.getByRole('tab', { name: '账单', exact: true }).click();
  await page.getByRole('radiogroup', { name: '账单周期' }).getByText('周账单').click();
  await expect(tableRows(page).first()).toContainText(/\d{4}-\d{2}-\d{2} ~ \d{4}-\d{2}-\d{2}/);
});

test('payment settings: secrets are written, never shown again; bad input first; the test passes', async ({ page }) => {
  const pem = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' });
  const secret = 'Zq9XwT4vB7nM2kL8pR5sD1fG6hJ3cV0a';
  await page.goto('/transaction/assets/pay');
  await expect(fieldItem(page, 'API v3 密钥')).toContainText('未设置');
  await button(page, '保存').click();
  await expect(fieldError(page, 'APPID')).toHaveText('请输入 APPID');
  await expect(fieldError(page, '商户号')).toHaveText('请输入商户号');
  await fieldItem(page, 'APPID').getByRole('textbox').fill('wx12');
  await fieldItem(page, '商户号').getByRole('textbox').fill('12ab');
  await fieldItem(page, '证书序列号').getByRole('textbox').fill('XYZ');
  await page.getByPlaceholder('32 位 API v3 密钥').fill('short');
  await button(page, '保存').click();
  await expect(fieldError(page, 'APPID')).toHaveText('APPID 应为 wx 开头的 18 位字符');
  await expect(fieldError(page, '商户号')).toHaveText('商户号应为 8 到 10 位数字');
  await expect(fieldError(page, '证书序列号')).toHaveText('证书序列号应为 40 位十六进制字符');
  await expect(fieldError(page, 'API v3 密钥')).toHaveText('API v3 密钥应为 32 位字母或数字');
  const keyInput = page.locator('input[type=file][accept=".pem"]');
  await keyInput.setInputFiles({ name: 'apiclient_key.txt', mimeType: 'text/plain', buffer: Buffer.from(String(pem)) });
  await expect(page.getByText('商户私钥只能是 .pem 文件')).toBeVisible();

  await fieldItem(page, 'APPID').getByRole('textbox').fill('wx0123456789abcdef');
  await fieldItem(page, '商户号').getByRole('textbox').fill('1900000109');
  await fieldItem(page, '证书序列号').getByRole('textbox').fill('5157F09EFDC096DE15EBE81A47057A7232F1B8E1');
  await page.getByPlaceholder('32 位 API v3 密钥').fill(secret);
  await keyInput.setInputFiles({
    name: 'apiclient_key.pem',
    mimeType: 'application/x-pem-file',
    buffer: Buffer.from(String(pem)),
  });
  await expect(page.getByText('待保存：apiclient_key.pem')).toBeVisible();
  await fieldItem(page, '启用微信支付').getByRole('switch').click();
  await button(page, '保存').click();
  await seeToast(page, '支付设置已保存');
  await expect(fieldItem(page, 'API v3 密钥')).toContainText(/已设置（.+ 更新），留空则不修改/);
  await expect(page.getByText(/已上传 apiclient_key\.pem（.+ 更新）/)).toBeVisible();
  await expect(page.getByPlaceholder('••••••••（已设置）')).toHaveValue('');

  await button(page, '测试配置').click();
  await expect(page.getByText('测试通过：商户号 1900000109 的私钥签名正常，API v3 密钥已设置')).toBeVisible();
  await page.reload();
  await expect(fieldItem(page, 'APPID').getByRole('textbox')).toHaveValue('wx0123456789abcdef');
  const html = await page.content();
  expect(html).not.toContain(secret);
  expect(html).not.toContain(String(pem).split('\n')[1]);
});

test.describe('the restricted editor (no code 5002)', () => {
  test.use({ account: 'restricted' });

  test('sees orders but no assets, and the upstream refuses them too', async ({ page }) => {
    await page.goto('/transaction/order/list');
    await expect(page.getByRole('heading', { name: '订单列表', level: 4 })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: '总资产' })).toHaveCount(0);
    await page.goto('/transaction/assets/total/list');
    await expect(page).not.toHaveURL(/\/transaction\/assets\//);
  });
});
