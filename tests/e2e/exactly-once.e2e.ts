import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { requestsOf, scenario } from './support/stack.js';
import { recordToasts } from './support/toasts.js';
import { button, editRow, expectToast, fieldItem, rowOf, save } from './support/ui.js';

/**
 * Issue 28 in the browser: an answer lost on the way is resolved by asking again with the same key (one effect,
 * the first answer, 保存成功 once, no error), and a double click starts one action (one request, no error toast).
 */

const toasts = (page: Page) => page.evaluate(() => (window as unknown as { __toasts?: string[] }).__toasts ?? []);

/** One action: every request carried one key and exactly one of them ran the call. */
async function expectOneAction(call: string, requests: number) {
  const sent = await requestsOf(call);
  expect(sent).toHaveLength(requests);
  expect(new Set(sent.map((r) => r.key)).size).toBe(1);
  expect(sent.filter((r) => r.acted)).toHaveLength(1);
}

test('an engine form whose answer is lost: one save, 保存成功 once, no error', async ({ page }) => {
  await recordToasts(page);
  await page.goto('/class/list/list');
  await editRow(page, '中国舞月卡');
  await fieldItem(page, '上课时间').getByRole('textbox').fill('每周五 19:00-20:30');
  await scenario('classCourse.save', { kind: 'dropAfter' }, 1);
  await save(page);
  await expectToast(page, '保存成功');
  await expect(rowOf(page, '中国舞月卡')).toContainText('每周五 19:00-20:30');
  await expectOneAction('classCourse.save', 2);
  expect((await toasts(page)).filter((t) => t === '保存成功')).toHaveLength(1);
  expect(await toasts(page)).not.toContain('抱歉，出了点问题，请稍后再试');
});

test('a roll call whose answer is lost is done once, and the panel says so', async ({ page }) => {
  await recordToasts(page);
  await page.goto('/study/sign/index');
  await page.locator('.ant-list-item').filter({ hasText: '钢琴启蒙小班' }).click();
  const panel = page.locator('.ant-flex-vertical').filter({ has: page.getByRole('heading', { name: '钢琴启蒙小班' }) });
  await page.getByRole('radiogroup', { name: '赵天佑 点名' }).getByText('请假', { exact: true }).click();
  await scenario('studyRollCall.submit', { kind: 'dropAfter' }, 1);
  await button(panel, '确认点名').click();
  await expect(page.locator('.ant-message-notice').filter({ hasText: /^点名完成：/ })).toBeVisible();
  await expect(panel.getByText('已点名', { exact: true })).toBeVisible();
  await expectOneAction('studyRollCall.submit', 2);
  expect(await toasts(page)).not.toContain('抱歉，出了点问题，请稍后再试');
});

test('double clicks start one action: a list switch, a roll call, a designer save', async ({ page }) => {
  await recordToasts(page);
  await page.goto('/mall/list');
  await rowOf(page, '马利牌水彩颜料套装').getByRole('switch', { name: /上架/ }).dblclick();
  await expectToast(page, '已下架');
  await expect(rowOf(page, '马利牌水彩颜料套装')).toHaveCount(0);
  expect(await requestsOf('mallProduct.setShow')).toHaveLength(1);

  await page.goto('/study/sign/index');
  await page.locator('.ant-list-item').filter({ hasText: '钢琴启蒙小班' }).click();
  const panel = page.locator('.ant-flex-vertical').filter({ has: page.getByRole('heading', { name: '钢琴启蒙小班' }) });
  await page.getByRole('radiogroup', { name: '赵天佑 点名' }).getByText('请假', { exact: true }).click();
  await panel.getByRole('button', { name: /确认点名/ }).dblclick();
  await expect(panel.getByText('已点名', { exact: true })).toBeVisible();
  expect(await requestsOf('studyRollCall.submit')).toHaveLength(1);

  await page.goto('/shop/pc');
  await page.getByLabel('备案号').fill('京ICP备20260001号-1');
  await page
    .getByRole('button', { name: /^保\s*存$/ })
    .first()
    .dblclick();
  await expectToast(page, '保存成功');
  await expect(page.getByText('已保存')).toBeVisible();
  // Nothing changed since: there is nothing to save.
  await expect(page.getByRole('button', { name: /^保\s*存$/ }).first()).toBeDisabled();
  expect(await requestsOf('shopStore.savePc')).toHaveLength(1);

  expect((await toasts(page)).filter((t) => t === '保存成功')).toHaveLength(1);
  expect(await toasts(page)).toEqual(
    expect.not.arrayContaining([expect.stringMatching(/失败|错误|出了点问题|已被他人修改/)]),
  );
});
