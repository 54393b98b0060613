import { test } from './support/fixtures.js';

test('debug', async ({ page }) => {
  test.setTimeout(180_000);
  const t = Date.now();
  page.on('response', async (r) => {
    if (r.url().includes('trpc'))
      console.log(
        'RES',
        Date.now() - t,
        r.status(),
        r.url().slice(22, 80),
        (await r.text().catch(() => '')).slice(0, 300),
      );
  });
  page.on('requestfailed', (r) => console.log('FAILED', Date.now() - t, r.url().slice(22, 80), r.failure()?.errorText));
  await page.goto('/dataInfo/flow');
  await page
    .getByRole('img', { name: '流量趋势' })
    .waitFor({ timeout: 120000 })
    .catch(() => console.log('no chart'));
  console.log('done', Date.now() - t);
});
