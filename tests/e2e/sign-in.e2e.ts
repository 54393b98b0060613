import { ACCOUNTS, PASSWORD } from './support/accounts.js';
import { expect, test } from './support/fixtures.js';
import { holdRequests } from './support/hold.js';
import { signIn } from './support/stack.js';

// These tests sign in themselves (the sign-in flows and accounts are what they check).
test.use({ account: null });

test('password sign-in lands on the overview with real numbers from /index/data', async ({ page }) => {
  await signIn(page, `  ${ACCOUNTS.app}  `);
  await expect(page).toHaveURL(/\/overview$/);
  await expect(page).toHaveTitle('概况 - 智校管理后台');
  await expect(page.getByText('启明星艺术培训学校')).toBeVisible();
  await expect(page.getByText('今日访客')).toBeVisible();
  await expect(page.getByText('近7日趋势')).toBeVisible();
});

test('a wrong password shows the server message and stays on the login page', async ({ page }) => {
  await page.goto('/login');
  await page.getByPlaceholder('账号').fill(ACCOUNTS.app);
  await page.getByPlaceholder('密码').fill('wrong-password');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page.getByText('账号或密码错误')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('an unauthenticated visit goes to /login with the redirect, and back after sign-in', async ({ page }) => {
  await page.goto('/overview?tab=orders');
  await expect(page).toHaveURL(/\/login\?redirect=%2Foverview%3Ftab%3Dorders$/);
  await page.getByPlaceholder('账号').fill(ACCOUNTS.app);
  await page.getByPlaceholder('密码').fill('demo1234');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(/\/overview\?tab=orders$/);
});

test('unknown paths show the 404 page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByText('抱歉，您访问的页面不存在。')).toBeVisible();
});

test('/login shows its sign-in form from the first HTML, with JavaScript off', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/login?redirect=%2Fcenter%2Fnotice');
  await expect(page.getByRole('heading', { name: '智校管理后台' })).toBeVisible();
  await expect(page.getByRole('tab', { name: '账号登录' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByPlaceholder('账号')).toBeVisible();
  await expect(page.getByPlaceholder('密码')).toBeVisible();
  // It cannot be sent without the app: a plain submit would drop the redirect from the address.
  await expect(page.getByRole('button', { name: /登\s*录/ })).toBeDisabled();
  await context.close();
});

test('the first HTML takes typing while the app loads, and signs in once it has come', async ({ page }) => {
  const release = await holdRequests(page, /\/assets\/index-[\w-]+\.js$/);
  await page.goto('/login?redirect=%2Fcenter%2Fnotice', { waitUntil: 'commit' });
  await page.getByPlaceholder('账号').fill(ACCOUNTS.app);
  await page.getByPlaceholder('密码').fill(PASSWORD);
  await expect(page.getByRole('button', { name: /登\s*录/ })).toBeDisabled();
  const drawn = await page.getByRole('heading', { name: '智校管理后台' }).boundingBox();

  release();
  await expect(page.getByRole('button', { name: /登\s*录/ })).toBeEnabled();
  // The app's card stands exactly where the first HTML's was: nothing moves under the person's eyes.
  expect(await page.getByRole('heading', { name: '智校管理后台' }).boundingBox()).toEqual(drawn);
  // The app's own form took over with what was typed, and the caret where it was.
  await expect(page.getByPlaceholder('账号')).toHaveValue(ACCOUNTS.app);
  await expect(page.getByPlaceholder('密码')).toHaveValue(PASSWORD);
  await expect(page.getByPlaceholder('密码')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/center\/notice$/);
});
