import { type Browser, chromium, type Page } from '@playwright/test';

/** Chromium as the browser benches run it (Debian's, headless, no sandbox or GPU); `extraArgs` adds flags. */
export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', ...extraArgs],
  });
}

/** A new desktop page (1440×900, zh-CN) signed in at `base` as the demo account, past /login. */
export async function signedInPage(browser: Browser, base: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  await page.goto(`${base}/login`);
  await page.getByPlaceholder('账号').fill('13800000001');
  await page.getByPlaceholder('密码').fill('demo1234');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  return page;
}
