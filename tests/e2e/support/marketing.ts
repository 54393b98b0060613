import { expect, type Page } from '@playwright/test';
import { button, expectToast, fieldItem, rowOf, tableRows, tableSettled } from './ui.js';

/**
 * Helpers of the marketing walks: the demo campaign each playway's seed puts first, a China-time moment
 * from now, the date-time pickers, a campaign row's switch and status.
 */
export const DEMO = {
  boost: '春季美术体验课助力',
  group: '少儿创意美术 3 人团',
  signUp: '周末亲子陶艺体验活动',
  superGame: '开学季大转盘赢好礼',
  lottery: '周年庆幸运九宫格',
  seckill: '钢琴启蒙课限时秒杀',
  coupon: '新学员 50 元体验券',
} as const;

/** 'YYYY-MM-DD HH:00:00' in China time, `days` from today at `hour`. */
export function chinaAt(days: number, hour: number): string {
  const day = new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
  return `${day} ${String(hour).padStart(2, '0')}:00:00`;
}

/** Types a moment into the date-time picker of the field labelled `label`. */
export async function setDateTime(page: Page, label: string, value: string): Promise<void> {
  const input = fieldItem(page, label).locator('input');
  await input.click();
  await input.fill(value);
  await input.press('Enter');
  await expect(input).toHaveValue(value);
}

/** Types into the text box of the field labelled `label`. */
export async function fillField(page: Page, label: string, value: string): Promise<void> {
  await fieldItem(page, label).locator('input, textarea').first().fill(value);
}

/** Searches a campaign list by name and waits for the address to carry the search and the rows to load. */
export async function search(page: Page, keyword: string): Promise<void> {
  await page.getByPlaceholder(/^搜索/).first().fill(keyword);
  await button(page, '查询').click();
  await expect(page).toHaveURL((url) => url.searchParams.get('keyword') === keyword);
  await tableSettled(page);
}

/**
 * Switches a campaign nobody takes part in off from its row, and sees it read as switched off, not ended:
 * 已下架 in its window, 未上架 before its start (contracts' campaignStatus).
 */
export async function switchOff(page: Page, title: string, status: '已下架' | '未上架' = '已下架'): Promise<void> {
  const row = rowOf(page, title).first();
  await row.getByRole('switch', { name: /上架状态/ }).click();
  await expectToast(page, '已关闭上架状态');
  await expect(row.getByRole('switch', { name: /上架状态/ })).not.toBeChecked();
  await expect(row).toContainText(status);
}

/** The figure card labelled `label` on a data page. */
export const figure = (page: Page, label: string) =>
  page
    .locator('.ant-statistic')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('.ant-statistic-content');

/** The campaign row named exactly `title` (not its copies, whose names start with it). */
export const campaignRow = (page: Page, title: string) =>
  tableRows(page).filter({ has: page.locator('strong').getByText(title, { exact: true }) });

/** Opens the data page of the campaign row holding `title`. */
export async function openData(page: Page, title: string): Promise<void> {
  await search(page, title);
  await campaignRow(page, title)
    .getByRole('link', { name: /数\s*据/ })
    .click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await tableSettled(page);
  await expect(recordRows(page).first()).toBeVisible();
}

/** The two admissions tools of the marketing menu. */
export const ADMISSIONS = { brochure: '招生简章', poster: '招生海报' } as const;

/** A figure card's number ('1,234' reads 1234). */
export async function figureValue(page: Page, label: string): Promise<number> {
  await expect(figure(page, label)).toHaveText(/\d/);
  return Number(((await figure(page, label).textContent()) ?? '').replace(/,/g, ''));
}

/** The text of a table row's first cell (the person of a record). */
export async function firstCell(row: import('@playwright/test').Locator): Promise<string> {
  return ((await row.locator('td').first().textContent()) ?? '').trim();
}

/** The rows of the records table on a data page (its open tab; the prize stock is another table). */
export const recordRows = (page: Page) =>
  page.getByRole('main').getByRole('tabpanel').locator('.ant-table-tbody tr.ant-table-row').filter({ visible: true });

/** The record row holding `text`. */
export const recordRow = (page: Page, text: string) => recordRows(page).filter({ hasText: text });
