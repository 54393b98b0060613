import { expect, test } from './support/fixtures.js';
import { scenario } from './support/stack.js';
import { toast } from './support/ui.js';

/**
 * The error catalogue of spec §8, end to end: the fake upstream answers the notice list with each
 * documented outcome, and the page shows the documented toast. Toasts carry their duration (data-seconds), so
 * the 5 s and 3 s of the spec are read, not timed.
 */

const CASES = [
  {
    name: 'code 0: the server message for 5 s',
    outcome: { kind: 'code', code: 0, msg: '公告服务维护中' },
    text: '公告服务维护中',
    seconds: '5',
  },
  { name: 'an unknown code: 网络错误 for 5 s', outcome: { kind: 'code', code: 500 }, text: '网络错误', seconds: '5' },
  {
    name: 'a dropped connection: the network message for 3 s',
    outcome: { kind: 'drop' },
    text: '抱歉，出了点问题，请稍后再试',
    seconds: '3',
  },
] as const;

for (const c of CASES) {
  test(c.name, async ({ page }) => {
    await scenario('home.notices', c.outcome, 1);
    await page.goto('/center/notice');
    const shown = toast(page, c.text);
    await expect(shown).toBeVisible();
    await expect(shown.locator('[data-seconds]')).toHaveAttribute('data-seconds', c.seconds);
    await expect(page.locator('.ant-message-notice')).toHaveCount(1);
  });
}

test('404 passes through without a toast: the detail page says the item is gone', async ({ page }) => {
  await page.goto('/center/centerInfo/notice/9999');
  await expect(page.getByText('数据不存在或已被删除')).toBeVisible();
  await expect(page.getByRole('button', { name: '返回公告' })).toBeVisible();
  await expect(page.locator('.ant-message-notice')).toHaveCount(0);
});

test('a failing page can be loaded again once the upstream is back', async ({ page }) => {
  await scenario('home.indexData', { kind: 'code', code: 500 }, 1);
  await page.goto('/overview');
  await expect(page.getByText('概况数据加载失败')).toBeVisible();
  await page.getByRole('button', { name: '重新加载' }).click();
  await expect(page.getByText('今日访客')).toBeVisible();
});
