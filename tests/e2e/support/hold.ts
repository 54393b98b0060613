import type { Page } from '@playwright/test';

/**
 * Holds every request of the page whose URL matches until the returned function is called: a test sees a page
 * mid-way (an upload's progress, a chunk still loading) without racing it. A request whose page has gone by then
 * (a reload in the middle) is let go quietly.
 */
export async function holdRequests(page: Page, url: RegExp | ((url: URL) => boolean)): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((r) => {
    release = r;
  });
  await page.route(url, async (route) => {
    await gate;
    await route.continue().catch(() => undefined);
  });
  return release;
}
