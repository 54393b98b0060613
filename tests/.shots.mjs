import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:19080';
const pages = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const width of [1440, 390]) {
  const ctx = await b.newContext({ viewport: { width, height: width > 1000 ? 900 : 844 }, locale: 'zh-CN' });
  const p = await ctx.newPage();
  await p.goto(base + '/login');
  await p.getByPlaceholder('账号').fill('13800000001');
  await p.getByPlaceholder('密码').fill('demo1234');
  await p.getByRole('button', { name: /登\s*录/ }).click();
  await p.waitForURL(/overview/);
  for (const path of pages) {
    await p.goto(base + path);
    await p.waitForTimeout(1500);
    const name = `/tmp/shot-${width}-${path.replace(/[^a-z0-9]+/gi, '_')}.png`;
    await p.screenshot({ path: name });
    console.log(name);
  }
  await ctx.close();
}
await b.close();
