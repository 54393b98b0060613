import { chromium } from '@playwright/test';

const base = 'http://127.0.0.1:19800';
const pages = process.argv.slice(2);
const width = Number(process.env.W ?? 1440);
const user = process.env.U ?? '13800000001';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const ctx = await browser.newContext({ viewport: { width, height: 900 }, locale: 'zh-CN' });
const page = await ctx.newPage();
page.on('console', (m) => {
  if (m.type() === 'error') console.log('console error:', m.text().slice(0, 300));
});
page.on('pageerror', (e) => console.log('page error:', e.message.slice(0, 300)));
await page.goto(`${base}/login`);
await page.getByPlaceholder('账号').fill(user);
await page.getByPlaceholder('密码').fill('demo1234');
await page.getByRole('button', { name: /登\s*录/ }).click();
await page.waitForURL((u) => !u.pathname.startsWith('/login'));
for (const p of pages) {
  await page.goto(base + p);
  await page.waitForLoadState('networkidle');
  await page
    .locator('.ant-spin-spinning')
    .first()
    .waitFor({ state: 'detached', timeout: 15000 })
    .catch(() => undefined);
  await page.waitForTimeout(1200);
  const name = `/tmp/shots/${width}-${p.replace(/[/?=&]/g, '_')}.png`;
  await page.screenshot({ path: name, fullPage: true });
  console.log(name);
}
await browser.close();
