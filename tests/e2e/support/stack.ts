import type { Outcome } from '@console/fake-upstream';
import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, PASSWORD } from './accounts.js';
import { currentStack, fakeUrl, webPort } from './ports.js';

/** Calls a control route of the fake upstream of this worker's stack (scenarios, reset, SMS codes, QR scans). */
export async function dev<T = unknown>(
  path: string,
  init: { method?: string; body?: unknown } = {},
  stack = currentStack(),
): Promise<T> {
  const res = await fetch(fakeUrl(stack) + path, {
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

export type { Outcome };

/** Makes the fake upstream answer `match` (a call name such as 'home.notices') with `outcome`. */
export async function scenario(match: string, outcome: Outcome, times?: number): Promise<void> {
  await dev('/__scenario', { method: 'POST', body: { match, outcome, ...(times ? { times } : {}) } });
}

export const clearScenarios = () => dev('/__scenario', { method: 'DELETE' });

/** Lets the requests held by a `hold` scenario go on. */
export const releaseHeld = () => dev('/__release', { method: 'POST' });

interface LoggedRequest {
  call: string | null;
  query: Record<string, string>;
  /** The JSON body, when the request had one. */
  body?: Record<string, unknown>;
  /** The `Idempotency-Key` of a call that changes state. */
  key?: string;
  /** Whether this request ran its call (false: a repeated key answered with the first answer). */
  acted?: boolean;
}

/** The requests of one call the fake upstream received since the last reset. */
export async function requestsOf(call: string): Promise<LoggedRequest[]> {
  const all = await dev<LoggedRequest[]>('/__requests');
  return all.filter((r) => r.call === call);
}

/**
 * Waits until the fake has been asked `call` with `query` among its parameters. A list asks only once it has
 * rendered the filter in its address, so after this (and the table's spinner gone) the rows, the total and the
 * export button all belong to that filter; the address alone changes before the page has rendered it.
 */
export async function expectAsked(call: string, query: Record<string, string>): Promise<void> {
  const asked = (r: LoggedRequest) => Object.entries(query).every(([k, v]) => r.query[k] === v);
  await expect.poll(async () => (await requestsOf(call)).some(asked)).toBe(true);
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

/**
 * A second stack whose gateway has no STS role, so it forwards `media.ossSign` to the documented `GET
 * /ajax/oss/sign` and never caches: after the fake ends every credential, the next ones it issues are fresh.
 * (The main stack's gateway caches its STS credentials until shortly before they expire, as it should.)
 */
export async function startSignStack(webRoot: string) {
  const { fakeEnv, gatewayEnv } = await import('../../../scripts/stack-env.js');
  const { startService } = await import('../../support/processes.js');
  const base = webPort(currentStack()) + 5;
  const stack = { port: base, fakePort: base + 1, secret: 'e2e-sign-stack-secret' };
  const fake = await startService(
    'fake-upstream/src/main.ts',
    { ...fakeEnv(stack), QUIET: '1', HOST: '127.0.0.1' },
    '/__health',
    stack.fakePort,
  );
  const env = gatewayEnv(stack, webRoot);
  delete env.OSS_STS_ROLE_ARN;
  // Without STS settings the gateway does not know the bucket's address; the page must still reach it.
  const bucketOrigin = `http://localhost:${stack.fakePort}`;
  Object.assign(env, { CSP_CONNECT_SRC: bucketOrigin, CSP_IMG_SRC: bucketOrigin, CSP_MEDIA_SRC: bucketOrigin });
  const gateway = await startService('gateway/src/main.ts', { ...env, HOST: '127.0.0.1' }, '/api/health', stack.port);
  return {
    url: `http://127.0.0.1:${stack.port}`,
    fakeUrl: `http://127.0.0.1:${stack.fakePort}`,
    async stop() {
      await gateway.stop();
      await fake.stop();
    },
  };
}
