import { expect, test } from './support/fixtures.js';
import { scenario } from './support/stack.js';
import { button } from './support/ui.js';

/**
 * Failure is not absence (issue 32): when the upstream fails the list of 学员课时, the page says so and offers
 * 重试, never 暂无数据 or 共 0 条 (staff would think the balances were wiped); 重试 brings the rows.
 */
test('a failed 学员课时 load shows the load error with 重试, never an empty list; 重试 loads it', async ({ page }) => {
  await scenario('studyBalance.list', { kind: 'code', code: 500 }, 1);
  await page.goto('/study/studentLesson');
  await expect(page.getByText('学员课时加载失败')).toBeVisible();
  await expect(page.getByText('暂无数据')).toHaveCount(0);
  await expect(page.getByText(/共 \d+ 条/)).toHaveCount(0);

  await button(page, '重试').click();
  await expect(page.getByText('学员课时加载失败')).toHaveCount(0);
  await expect(page.locator('.ant-table-tbody .ant-table-row').first()).toBeVisible();
  await expect(page.getByText(/共 [1-9]\d* 条/)).toBeVisible();
});
