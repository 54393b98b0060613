import { ACCOUNTS } from './support/accounts.js';
import { expect, test } from './support/fixtures.js';
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
