import { addDays, chinaToday, weekdayOf } from '@console/contracts';
import { expect, type Locator, type Page } from '@playwright/test';
import { openDropdown } from './ui.js';

/** A China-time day `offset` days from today. */
export const day = (offset = 0) => addDays(chinaToday(), offset);

/** The next day (after today) that falls on ISO weekday `weekday` (1 Monday … 7 Sunday). */
export function next(weekday: number): string {
  const today = chinaToday();
  return addDays(today, (weekday - weekdayOf(today) + 7) % 7 || 7);
}

/**
 * Picks an item of a picker that searches as one types (the study centre's class, student, teacher pickers):
 * opens it, types `search`, and clicks the option whose title is `option`.
 */
export async function pick(page: Page, select: Locator, search: string, option: string): Promise<void> {
  await select.click();
  await page.keyboard.type(search);
  const item = openDropdown(page).getByTitle(option, { exact: true });
  await item.click();
}

/** Types a day into an antd date picker and confirms it. */
export async function typeDate(picker: Locator, date: string): Promise<void> {
  await picker.click();
  await picker.fill(date);
  await picker.press('Enter');
  await expect(picker).toHaveValue(date);
}

/** Picks a time of day ('09:30') in a time select. */
export async function pickTime(page: Page, select: Locator, time: string): Promise<void> {
  await select.click();
  await page.keyboard.type(time);
  await openDropdown(page).getByTitle(time, { exact: true }).click();
}
