import { ACCOUNTS, PASSWORD } from './support/accounts.js';
import { expect, test } from './support/fixtures.js';
import { dev, impersonationLink, menuTitles, requestsOf, scenario, signIn } from './support/stack.js';
import { toast } from './support/ui.js';

// These tests sign in themselves (the sign-in flows and accounts are what they check).
test.use({ account: null });

/** Sign-in modes, impersonation, sign-out, and the two ways a session ends on its own (spec §4 and §8). */

test('SMS sign-in: the send button counts down and a second send is refused until it ends', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('tab', { name: '短信登录' }).click();
  await page.getByPlaceholder('手机号').fill(ACCOUNTS.miniProgram);
  const send = page.getByRole('button', { name: /获取验证码|秒后重发/ });
  await send.click();
  await expect(send).toHaveText(/^\d+ 秒后重发$/);
  await expect(send).toBeDisabled();
  await expect(toast(page, '验证码已发送，请注意查收')).toBeVisible();

  // Leaving the tab and coming back does not lift the wait.
  await page.getByRole('tab', { name: '账号登录' }).click();
  await page.getByRole('tab', { name: '短信登录' }).click();
  await expect(page.getByRole('button', { name: /秒后重发/ })).toBeDisabled();
  expect(await requestsOf('session.sendSms')).toHaveLength(1);

  const sms = await dev<{ code: string }>(`/__dev/sms?phone=${ACCOUNTS.miniProgram}`);
  await page.getByPlaceholder('手机号').fill(ACCOUNTS.miniProgram);
  await page.getByPlaceholder('验证码').fill(sms.code);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(/\/overview$/);
  await expect(page.getByText('小橙子少儿英语')).toBeVisible();
});

test('SMS sign-in: a malformed number is marked on its field by the contract rule', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('tab', { name: '短信登录' }).click();
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('alert')).toHaveText('请输入手机号');
  await page.getByPlaceholder('手机号').fill('12345');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('alert')).toHaveText('请输入正确的手机号');
  expect(await requestsOf('session.sendSms')).toHaveLength(0);
});

test('QR sign-in: the code is polled until scanned, silently, then signs in', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('tab', { name: '扫码登录' }).click();
  const qr = page.getByRole('img', { name: '登录二维码' });
  await expect(qr).toBeVisible();
  const value = (await qr.getAttribute('data-qr-value')) ?? '';
  const uuid = new URL(value).searchParams.get('uuid') ?? '';
  expect(uuid).not.toBe('');
  await expect(page.getByText(/请使用微信扫码登录，\d+:\d{2} 后失效/)).toBeVisible();

  // Until the scan the upstream refuses every poll; none of it reaches the person.
  await expect.poll(async () => (await requestsOf('session.qrLogin')).length).toBeGreaterThan(0);
  await expect(page.locator('.ant-message-notice')).toHaveCount(0);

  await dev('/__dev/qrcode/scan', { method: 'POST', body: { uuid, username: ACCOUNTS.tiktok } });
  await expect(page).toHaveURL(/\/overview$/);
  await expect(page.getByText('悦动舞蹈工作室')).toBeVisible();
});

test('QR sign-in: an expired code offers a refresh that brings a new one', async ({ page }) => {
  await page.clock.install();
  await page.goto('/login');
  await page.getByRole('tab', { name: '扫码登录' }).click();
  const qr = page.getByRole('img', { name: '登录二维码' });
  await expect(qr).toBeVisible();
  const first = await qr.getAttribute('data-qr-value');
  await page.clock.fastForward(121_000);
  await expect(page.getByText('二维码已失效，请点击刷新')).toBeVisible();
  await page.getByRole('button', { name: /刷新二维码/ }).click();
  await expect(page.getByText(/后失效/)).toBeVisible();
  await expect(qr).not.toHaveAttribute('data-qr-value', first ?? '');
});

test('impersonation replaces the session, skips product checks, and a plain /login goes home', async ({ page }) => {
  await signIn(page, ACCOUNTS.app);
  // A signed-in person visiting /login without id, ss and tt is sent to '/'.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/overview$/);

  // With them, the login page stays, clears the session and signs the administrator in as the customer.
  const link = await impersonationLink(ACCOUNTS.restricted);
  await page.goto(link);
  await expect(page).toHaveURL(/\/overview$/);
  await expect(page.getByRole('heading', { name: /孙编辑/ })).toBeVisible();
  // Every page says whose console this is while impersonated.
  const bar = page.getByRole('status').filter({ hasText: '正在以「孙编辑」的身份查看' });
  await expect(bar).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('zx_console_impersonating'))).toBe('1');
  expect(await page.evaluate(() => localStorage.getItem('zx_console_name'))).toBe('孙编辑');

  // This account has no form product (34); impersonated, the gated page opens without the upgrade prompt.
  await page.goto('/official/content/form/list');
  await expect(page.getByRole('tab', { name: '表单' })).toBeVisible();
  await expect(page.getByText('抱歉，您当前版本不支持此功能，升级后即可使用。')).toHaveCount(0);
  await expect(bar).toBeVisible();

  // 退出 ends the impersonation; the link has signed in once and never again.
  await bar.getByRole('button', { name: /退\s*出/ }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.goto(link);
  await expect(page.getByPlaceholder('账号')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('zx_console_token'))).toBeNull();
});

test('a refused impersonation link is silent and shows the sign-in form', async ({ page }) => {
  await page.goto('/login?id=1&ss=forged&tt=1');
  await expect(page.getByPlaceholder('账号')).toBeVisible();
  await expect(page.locator('.ant-message-notice')).toHaveCount(0);
});

test('logout clears the session and goes to /login with the full path to come back to', async ({ page }) => {
  await signIn(page, ACCOUNTS.app);
  await page.goto('/center/notice?from=menu');
  await expect(page.getByText('平台公告')).toBeVisible();
  await page.getByRole('button', { name: '账号菜单' }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcenter%2Fnotice%3Ffrom%3Dmenu$/);
  const kept = await page.evaluate(() =>
    ['token', 'rolesTemp', 'products', 'productSign'].map((k) => localStorage.getItem(`zx_console_${k}`)),
  );
  expect(kept).toEqual([null, null, null, null]);
  await page.getByPlaceholder('账号').fill(ACCOUNTS.app);
  await page.getByPlaceholder('密码').fill(PASSWORD);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(/\/center\/notice\?from=menu$/);
});

test('a 401 in the middle of a burst of calls redirects to login once only', async ({ page }) => {
  await signIn(page, ACCOUNTS.app);
  await page.goto('/center/notice');
  await expect(page.getByText('平台公告')).toBeVisible();
  // The notice page's own help has been asked for: the 401s below are for the next page only.
  await expect
    .poll(async () => (await requestsOf('home.helpPage')).some((r) => r.query.path === '/center/notice'))
    .toBe(true);
  const logins: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && new URL(frame.url()).pathname === '/login') logins.push(frame.url());
  });
  // The product-news page asks for its list and its help in one batch: both answer 401.
  await scenario('home.newsList', { kind: 'code', code: 401 });
  await scenario('home.helpPage', { kind: 'code', code: 401 });
  await page.getByText('产品动态', { exact: true }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcenter%2Fproduct$/);
  await expect(page.getByPlaceholder('账号')).toBeVisible();
  expect(logins).toHaveLength(1);
  expect(await page.evaluate(() => localStorage.getItem('zx_console_token'))).toBeNull();
});

test('failing to load roles resets the session, shows the error and goes to login', async ({ page }) => {
  await signIn(page, ACCOUNTS.app);
  await expect(page).toHaveURL(/\/overview$/);
  await scenario('session.resources', { kind: 'code', code: 0, msg: '账号权限加载失败' });
  await page.reload();
  await expect(toast(page, '账号权限加载失败')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?redirect=%2Foverview$/);
  expect(await page.evaluate(() => localStorage.getItem('zx_console_token'))).toBeNull();
});

test('the short-video edition signs in to its own menus', async ({ page }) => {
  await signIn(page, ACCOUNTS.tiktok);
  expect(await menuTitles(page)).not.toContain('官网');
});
