import type { Outcome } from '@console/fake-upstream';
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

/** A staff account of the demo shop (role 招生顾问: resources 600 and 900, no 400). */
export const STAFF_ADVISER = '13912340007';

export type { Outcome };

/** Makes the fake upstream answer `match` (a call name such as 'home.notices') with `outcome`. */
export async function scenario(match: string, outcome: Outcome, times?: number): Promise<void> {
  await dev('/__scenario', { method: 'POST', body: { match, outcome, ...(times ? { times } : {}) } });
}

export const clearScenarios = () => dev('/__scenario', { method: 'DELETE' });

interface LoggedRequest {
  call: string | null;
  query: Record<string, string>;
  /** The JSON body of a POST, as the upstream received it. */
  body?: unknown;
}

/** The requests of one call the fake upstream received since the last reset. */
export async function requestsOf(call: string): Promise<LoggedRequest[]> {
  const all = await dev<LoggedRequest[]>('/__requests');
  return all.filter((r) => r.call === call);
}

/** The admin impersonation path (`/login?id&ss&tt`) of a demo account. */
export async function impersonationLink(username: string): Promise<string> {
  const accounts = await dev<Array<{ username: string; impersonation: string }>>('/__dev/accounts');
  const link = accounts.find((a) => a.username === username)?.impersonation;
  if (!link) throw new Error(`no demo account ${username}`);
  return link;
}

/** The first-level menu of the frame. */
export const mainMenu = (page: Page) => page.getByRole('navigation', { name: '主菜单' });

/** Titles of the first-level menu, in order. */
export async function menuTitles(page: Page): Promise<string[]> {
  await expect(mainMenu(page).getByRole('button').first()).toBeVisible();
  return (await mainMenu(page).getByRole('button').allInnerTexts()).map((t) => t.trim());
}

/** The toast showing `text` (an antd message), with the duration it was given in seconds. */
export function toast(page: Page, text: string) {
  return page.locator('.ant-message-notice').filter({ hasText: text });
}
