import { expect, type Page } from '@playwright/test';

/**
 * Toasts recorded as they appear. A toast lasts a few seconds, which a loaded machine can let pass between
 * two looks of a waiting test; recorded, it is seen whenever the test looks. Install once per test, before the
 * first page opens (`recordToasts(page)`): it covers every page of the context, a second tab included.
 */
export async function recordToasts(page: Page): Promise<void> {
  await page.context().addInitScript(() => {
    const shown: string[] = [];
    const seen = new WeakSet<Element>();
    (window as unknown as { __toasts: string[] }).__toasts = shown;
    new MutationObserver(() => {
      for (const notice of Array.from(document.querySelectorAll('.ant-message-notice'))) {
        const text = notice.textContent?.trim();
        if (seen.has(notice) || !text) continue;
        seen.add(notice);
        shown.push(text);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** Waits until the page has shown the toast whose text is exactly `text` (since it was loaded). */
export async function expectToastShown(page: Page, text: string, timeout = 30_000): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __toasts?: string[] }).__toasts ?? []), { timeout })
    .toContain(text);
}
