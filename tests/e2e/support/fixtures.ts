import { test as base, expect } from '@playwright/test';
import { type AccountName, authFile } from './accounts.js';
import { expectAccessible } from './axe.js';
import { noteChromiumCpu } from './cpu.js';
import { currentStack, webUrl } from './ports.js';
import { clearScenarios, resetFake } from './stack.js';

export { expect };

interface Options {
  /**
   * Who the page is signed in as (the setup project signed each demo account in once); null for a test that
   * starts signed out and signs in itself.
   */
  account: AccountName | null;
}

/**
 * Every browser test starts from the fake upstream's seed with no scenario left over, signed in as the
 * super admin of the app/H5 edition unless it says `test.use({ account: … })`, fails on any error the page
 * throws, and ends with an accessibility check of the page it is on.
 */
export const test = base.extend<
  Options & { freshFake: undefined; chromiumCpu: undefined; pageErrors: undefined; accessible: undefined }
>({
  account: ['app', { option: true }],
  // This worker's own stack (ports.ts).
  // biome-ignore lint/correctness/noEmptyPattern: Playwright requires the destructuring pattern here
  baseURL: async ({}, use) => {
    await use(webUrl());
  },
  storageState: async ({ account }, use) => {
    await use(account ? authFile(account, currentStack()) : { cookies: [], origins: [] });
  },
  freshFake: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires the destructuring pattern here
    async ({}, use) => {
      await resetFake();
      await use(undefined);
      await clearScenarios();
    },
    { auto: true },
  ],
  // What Chromium spent on the test, the check of its last page included (set up before `accessible`, so torn
  // down after it), noted while the test's context is open (support/cpu.ts).
  chromiumCpu: [
    async ({ context }, use, testInfo) => {
      await use(undefined);
      const browser = context.browser();
      if (browser) await noteChromiumCpu(browser, testInfo);
    },
    { auto: true },
  ],
  // An uncaught exception or an unhandled rejection in the page (an invalid form submitted, say) is a defect.
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (err) => errors.push(`${err.name}: ${err.message}`));
      await use(undefined);
      expect(errors, 'errors thrown in the page').toEqual([]);
    },
    { auto: true },
  ],
  // Every test checks the page it ends on with axe-core (WCAG 2 A/AA): no serious or critical violation, so a
  // new page cannot arrive inaccessible. A test that failed already is not checked again.
  accessible: [
    async ({ page }, use, testInfo) => {
      await use(undefined);
      if (testInfo.status !== testInfo.expectedStatus || page.isClosed() || !page.url().startsWith('http')) return;
      await expectAccessible(page, `${testInfo.title} — ${new URL(page.url()).pathname}`);
    },
    { auto: true },
  ],
});
