import { test as base, expect } from '@playwright/test';
import { type AccountName, authFile } from './accounts.js';
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
 * super admin of the app/H5 edition unless it says `test.use({ account: … })`, and fails on any error the page
 * throws.
 */
export const test = base.extend<Options & { freshFake: undefined; pageErrors: undefined }>({
  account: ['app', { option: true }],
  storageState: async ({ account }, use) => {
    await use(account ? authFile(account) : { cookies: [], origins: [] });
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
});
