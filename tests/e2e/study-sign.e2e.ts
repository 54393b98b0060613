import { chinaToday } from '@console/contracts';
import { expect, test } from './support/fixtures.js';
import { scenario } from './support/stack.js';
import { button, expectToast, rowOf, tableRows } from './support/ui.js';

/**
 * /study roll call: today's lesson of 钢琴启蒙小班 (a student with no lessons left is warned and refused until
 * marked 请假), the call deducts from each balance and shows in the student's profile and consumption log, undo
 * gives it all back; an absence waiting in 补课管理 is arranged into another class's lesson.
 */
const CLASS = '钢琴启蒙小班';
const COURSE = '钢琴启蒙';

test('roll call deducts each balance, shows in the profile and its log, and undo restores it', async ({ page }) => {
  test.setTimeout(120_000);
  const today = chinaToday();
  await page.goto('/study/sign/index');
  await page.locator('.ant-list-item').filter({ hasText: CLASS }).click();
  await expect(page).toHaveURL(/lessonId=\d+/);
  const rollCall = page.url();
  const panel = page.locator('.ant-flex-vertical').filter({ has: page.getByRole('heading', { name: CLASS }) });

  // 赵天佑 has used up the course: warned, and the call is refused until he is marked 请假.
  await expect(page.getByRole('alert').filter({ hasText: '课时不足：赵天佑（剩余 0 课时）' })).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: `学员「赵天佑」的「${COURSE}」剩余 0 课时，本次需扣 1 课时，课时不足` }),
  ).toBeVisible();
  await expect(button(panel, '确认点名')).toBeDisabled();
  await page.getByRole('radiogroup', { name: '赵天佑 点名' }).getByText('请假', { exact: true }).click();
  await page.getByRole('radiogroup', { name: '吴思语 点名' }).getByText('未到', { exact: true }).click();
  await expect(panel.getByText('到课 2 · 迟到 0 · 请假 1 · 未到 1 · 将扣 3 课时')).toBeVisible();

  const leftOf = async (name: string) => Number(await rowOf(page, name).locator('td').nth(1).textContent());
  const before = await leftOf('孙悦然');

  // A call the upstream drops changes nothing; the next one goes through.
  await scenario('studyRollCall.submit', { kind: 'drop' }, 2);
  await button(panel, '确认点名').click();
  await expectToast(page, '抱歉，出了点问题，请稍后再试');
  await expect(panel.getByText('未点名', { exact: true })).toBeVisible();
  await button(panel, '确认点名').click();
  await expect(
    page.locator('.ant-message-notice').filter({ hasText: /^点名完成：到课 2 人，扣 3 课时，课消 ¥[\d,.]+$/ }),
  ).toBeVisible();
  await expect(panel.getByText('已点名', { exact: true })).toBeVisible();
  await expect(rowOf(page, '孙悦然').locator('td').nth(1)).toHaveText(String(before - 1));
  await expect(rowOf(page, '赵天佑')).toContainText('请假');
  await expect(panel.getByText('到课 2 · 迟到 0 · 请假 1 · 未到 1 · 共扣 3 课时')).toBeVisible();

  // The student's profile: the balance went down by one, and the log says why.
  await rowOf(page, '孙悦然').getByRole('link', { name: '孙悦然' }).click();
  await expect(page).toHaveURL(/\/studentInfo\/\d+$/);
  await expect(page.getByRole('heading', { name: '孙悦然', level: 2 })).toBeVisible();
  await page.getByRole('tab', { name: '课时' }).click();
  const balance = rowOf(page, COURSE).first();
  await expect(balance.locator('td').nth(4)).toHaveText(String(before - 1));
  const log = tableRows(page).filter({ hasText: `${CLASS} ${today} 点名` });
  await expect(log).toHaveCount(1);
  await expect(log).toContainText('-1');
  await page.getByRole('tab', { name: '上课记录' }).click();
  await expect(rowOf(page, CLASS).filter({ hasText: today }).first()).toContainText('到课');

  // Undo gives every lesson back and clears the absence.
  await page.goto(rollCall);
  await button(panel, '撤销点名').click();
  const pop = page.locator('.ant-popconfirm').filter({ hasText: '撤销这节课的点名？' });
  await button(pop, '撤销点名').click();
  await expectToast(page, '已撤销点名，退回 3 名学员的课时');
  await expect(panel.getByText('未点名', { exact: true })).toBeVisible();
  await expect(rowOf(page, '孙悦然').locator('td').nth(1)).toHaveText(String(before));
});

test('an absence waiting in 补课管理 is arranged into a lesson of another class of the course', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/study/makeup');
  await page.getByPlaceholder('搜索学员').fill('林小满');
  await page.getByPlaceholder('搜索学员').press('Enter');
  await expect(page).toHaveURL(/keyword=/);
  const absence = rowOf(page, '林小满').first();
  await expect(absence).toContainText('创意美术周六A班（少儿创意美术）');
  await expect(absence).toContainText('未处理');
  await absence.getByRole('button', { name: '安排补课' }).click();
  const dialog = page.getByRole('dialog', { name: '为 林小满 安排补课' });
  await expect(button(dialog, '确定安排')).toBeDisabled();
  const target = dialog.locator('.ant-table-row').filter({ hasText: '创意美术周日B班' }).first();
  const when = ((await target.locator('td').nth(1).textContent()) ?? '').trim();
  await target.getByRole('radio').check();
  await button(dialog, '确定安排').click();
  await expectToast(page, '已安排插班补课');
  await page.getByRole('tab', { name: '插班补课' }).click();
  const arranged = rowOf(page, '林小满').filter({ hasText: '创意美术周日B班' });
  await expect(arranged).toContainText(when);
  await expect(arranged.getByRole('button', { name: '取消安排' })).toBeVisible();
});
