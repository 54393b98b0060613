import { expect, type Page } from '@playwright/test';

/** The fake upstream of the browser tests' stack (playwright.config.ts starts it on this port). */
export const FAKE_URL = `http://127.0.0.1:${process.env.E2E_FAKE_PORT ?? 18081}`;

export const ACCOUNTS = {
  app: '13800000001',
  miniProgram: '13800000002',
  tiktok: '13800000003',
  h5Only: '13800000004',
  expired: '13800000005',
  restricted: '13800000006',
} as const;
export const PASSWORD = 'demo1234';

/** Calls a control route of the fake upstream (scenarios, reset, SMS codes, QR scans). */
export async function dev<T = unknown>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const res = await fetch(FAKE_URL + path, {
    method: init.method ?? 'GET',
    headers: init.body === undefined ? {} : { 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

export const resetFake = () => dev('/__reset', { method: 'POST' });

/** Signs in through the password form and waits to leave the login page. */
export async function signIn(page: Page, username: string = ACCOUNTS.app, to = '/login'): Promise<void> {
  await page.goto(to);
  await page.getByPlaceholder('账号').fill(username);
  await page.getByPlaceholder('密码').fill(PASSWORD);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).not.toHaveURL(/\/login/);
}
