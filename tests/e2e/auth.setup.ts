import { test as setup } from '@playwright/test';
import { ACCOUNTS, type AccountName, authFile } from './support/accounts.js';
import { resetFake, signIn } from './support/stack.js';

/**
 * Signs each demo account in once, through the login form, and keeps the browser's state (the session in
 * local storage) for the tests: `test.use({ account: 'tiktok' })` starts signed in as that account. Sessions
 * survive the fake's reset, so one sign-in serves the whole run.
 */
setup.beforeAll(async () => {
  await resetFake();
});

for (const name of Object.keys(ACCOUNTS) as AccountName[]) {
  setup(`sign in ${name}`, async ({ page }) => {
    await signIn(page, ACCOUNTS[name]);
    await page.context().storageState({ path: authFile(name) });
  });
}
