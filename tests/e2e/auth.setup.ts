import { test as setup } from '@playwright/test';
import { ACCOUNTS, type AccountName, authFile } from './support/accounts.js';
import { STACKS, webUrl } from './support/ports.js';
import { dev, signIn } from './support/stack.js';

/**
 * Signs each demo account in once on each stack, through the login form, and keeps the browser's state (the
 * session in local storage, which belongs to the stack's origin) for the tests: `test.use({ account: 'tiktok' })`
 * starts signed in as that account. Sessions survive the fake's reset, so one sign-in serves the whole run.
 */
const stacks = Array.from({ length: STACKS }, (_, i) => i);

// The accounts are independent of each other: both workers sign them in.
setup.describe.configure({ mode: 'parallel' });

setup.beforeAll(async () => {
  for (const stack of stacks) await dev('/__reset', { method: 'POST' }, stack);
});

for (const name of Object.keys(ACCOUNTS) as AccountName[]) {
  setup(`sign in ${name}`, async ({ browser }) => {
    for (const stack of stacks) {
      const context = await browser.newContext({ baseURL: webUrl(stack) });
      const page = await context.newPage();
      await signIn(page, ACCOUNTS[name]);
      await context.storageState({ path: authFile(name, stack) });
      await context.close();
    }
  });
}
