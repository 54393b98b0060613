import { callByName } from '@console/contracts';
import { expect, type Locator, type Page } from '@playwright/test';
import { ACCOUNTS, PASSWORD } from './accounts.js';

/** Helpers of the settings pages' browser tests: the permission tree and calls made as the shop owner. */

/** A node of the role form's permission tree, by its title (exactly). */
export const treeNode = (page: Page, title: string) =>
  page
    .locator('.ant-tree-treenode')
    .filter({ visible: true })
    .filter({ has: page.locator('.ant-tree-title').getByText(title, { exact: true }) });

/** Checks or unchecks a tree node's box; a branch's box takes everything below it along. */
export async function tick(node: Locator, on = true): Promise<void> {
  const box = node.locator('.ant-tree-checkbox').first();
  await box.click();
  if (on) await expect(box).toHaveClass(/ant-tree-checkbox-checked/);
  else await expect(box).not.toHaveClass(/ant-tree-checkbox-checked/);
}

/** Opens a collapsed branch of the tree. */
export async function expandNode(node: Locator): Promise<void> {
  const switcher = node.locator('.ant-tree-switcher');
  await switcher.click();
  await expect(switcher).toHaveClass(/ant-tree-switcher_open/);
}

/** Whether a node's box is fully checked, half checked (something below it is), or not. */
export async function boxState(node: Locator): Promise<'checked' | 'half' | 'none'> {
  const cls = (await node.locator('.ant-tree-checkbox').first().getAttribute('class')) ?? '';
  if (cls.includes('ant-tree-checkbox-checked')) return 'checked';
  if (cls.includes('ant-tree-checkbox-indeterminate')) return 'half';
  return 'none';
}

type Trpc = { result?: { data?: unknown }; error?: { message?: string } };

/**
 * Calls a procedure through the gateway as the shop owner (what another administrator's browser would do),
 * answering its data or its error's message.
 */
export async function asOwner(page: Page, name: string, input: unknown): Promise<{ data?: unknown; error?: string }> {
  const login = await page.request.post('/trpc/session.login', {
    data: { username: ACCOUNTS.app, password: PASSWORD },
  });
  const token = ((await login.json()) as { result: { data: { token: string } } }).result.data.token;
  const headers = { authorization: `Bearer ${token}`, 'x-product-id': '1' };
  // A call that changes state is a tRPC mutation (POST), a read a query (GET), as the registry says.
  const res = !callByName.get(name)?.def.changes
    ? await page.request.get(`/trpc/${name}?input=${encodeURIComponent(JSON.stringify(input))}`, { headers })
    : await page.request.post(`/trpc/${name}`, { headers, data: input });
  const body = (await res.json()) as Trpc;
  return { data: body.result?.data, error: body.error?.message };
}

/** Signs in through the login form with any account and password, and waits to leave the login page. */
export async function signInWith(page: Page, username: string, password: string): Promise<void> {
  await page.getByPlaceholder('账号').fill(username);
  await page.getByPlaceholder('密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
}

/**
 * Picks an option of a searchable select by searching for it (long lists render only what is near): once the
 * search leaves that one option and the select has made it the active one (it moves the highlight a render
 * after filtering), Enter takes it, whatever the dropdown's animation is doing.
 */
export async function chooseTyped(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await select.getByRole('combobox').fill(option);
  const dropdown = page.locator('.ant-select-dropdown').filter({ visible: true });
  await expect(dropdown.locator('.ant-select-item-option')).toHaveCount(1);
  await expect(dropdown.locator('.ant-select-item-option-active')).toHaveAttribute('title', option);
  await page.keyboard.press('Enter');
  await expect(select).toContainText(option);
  await expect(dropdown).toHaveCount(0);
}

/** Searches the accounts list in place (a reload would rebuild the whole console first). */
export async function searchAccounts(page: Page, keyword: string): Promise<void> {
  await expect(page).toHaveURL(/\/setting\/user\/list/);
  await page.getByRole('textbox', { name: '搜索姓名、手机号' }).fill(keyword);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(page).toHaveURL(new RegExp(`keyword=${encodeURIComponent(keyword)}`));
}
