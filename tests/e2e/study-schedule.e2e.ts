import { expect, test } from './support/fixtures.js';
import { next, pick, pickTime, typeDate } from './support/study.js';
import { button, expectToast, fieldError, fieldItem, rowButton, rowOf, save, tableRows } from './support/ui.js';

/**
 * /study: a new class gets students (up to its capacity) and a schedule; a schedule that puts its teacher in
 * two places is refused, naming the clashing lesson, and saves once moved; the timetable shows the lessons
 * and moves one by dragging, with the same checks.
 */
const CLASS = '周六创意美术提高班';

test('create a class, fill it up to its capacity, schedule it past a teacher clash, see it on the timetable', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/study/course');
  await button(page, '新增班级').click();
  await expect(page).toHaveURL(/\/study\/createClass$/);
  await save(page);
  await expect(fieldError(page, '班级名称')).toHaveText('请输入班级名称');
  await expect(fieldError(page, '课程')).toHaveText('请选择课程');
  await expect(fieldError(page, '上课老师')).toHaveText('请选择上课老师');

  await fieldItem(page, '班级名称').getByRole('textbox').fill(CLASS);
  await pick(page, page.getByRole('combobox', { name: '课程' }), '少儿创意', '少儿创意美术');
  await fieldItem(page, '班级容量').getByRole('spinbutton').fill('3');
  await pick(page, page.getByRole('combobox', { name: '上课老师' }), '王雅琴', '王雅琴');
  await page.keyboard.press('Escape');
  await save(page);
  await expectToast(page, '保存成功');
  await expect(page).toHaveURL(/\/study\/course/);

  // Students from the student list, no more than the class holds.
  await page.getByPlaceholder('搜索班级名称').fill(CLASS);
  await button(page, '查询').click();
  await rowButton(rowOf(page, CLASS), '学员').click();
  const drawer = page.locator('.ant-drawer').filter({ hasText: `${CLASS} · 学员` });
  await expect(drawer.getByText('容量 3 人，已有 0 人，还可加入 3 人')).toBeVisible();
  const picker = drawer.getByRole('combobox', { name: '选择学员' });
  for (const [name, tail] of [
    ['钱多多', '1009'],
    ['冯小宝', '1010'],
    ['褚佳怡', '1011'],
    ['卫子墨', '1012'],
  ] as const)
    await pick(page, picker, name, `${name}（${tail}）`);
  await page.keyboard.press('Escape');
  await button(drawer, '加入班级').click();
  await expect(drawer.locator('.ant-form-item-explain')).toHaveText('最多还能加入 3 人');
  await drawer
    .locator('.ant-select-selection-item')
    .filter({ hasText: '卫子墨' })
    .locator('.ant-select-selection-item-remove')
    .click();
  await button(drawer, '加入班级').click();
  await expectToast(page, '已加入 3 名学员');
  await expect(drawer.getByText('容量 3 人，已有 3 人，已满员')).toBeVisible();
  await expect(drawer.locator('.ant-table-row')).toHaveCount(3);
  await page.keyboard.press('Escape');

  // A schedule on Saturday mornings: its teacher teaches 创意美术周六A班 then.
  await rowOf(page, CLASS).getByRole('link', { name: '排课' }).click();
  await expect(page).toHaveURL(/\/study\/schedule\?classId=\d+$/);
  await expect(page.getByRole('combobox', { name: '上课老师' }).locator('..')).toContainText('王雅琴');
  await button(page, '保存排课').click();
  await expect(fieldError(page, '开始日期')).toHaveText('请选择开始日期');
  await expect(fieldError(page, '上课星期')).toHaveText('请选择上课星期');
  await expect(fieldError(page, '上课时间')).toContainText('请选择上课时间');

  const saturday = next(6);
  await typeDate(page.getByRole('textbox', { name: '开始日期' }), saturday);
  await fieldItem(page, '上课星期').getByText('周六', { exact: true }).click();
  await fieldItem(page, '排课次数').getByRole('spinbutton').fill('4');
  await pickTime(page, page.getByRole('combobox', { name: '上课时间' }), '09:30');
  await pickTime(page, page.getByRole('combobox', { name: '下课时间' }), '11:00');
  await button(page, '保存排课').click();
  const conflicts = page.getByRole('alert').filter({ hasText: '有 4 处冲突，请调整后再保存' });
  await expect(conflicts.getByRole('listitem')).toHaveCount(4);
  await expect(conflicts.getByRole('listitem').first()).toContainText(
    `${saturday} 09:30-11:00：老师「王雅琴」已有「创意美术周六A班」的课（${saturday} 09:00-10:30）`,
  );
  await expect(page.getByRole('combobox', { name: '上课时间' }).locator('..')).toContainText('09:30');

  // The afternoon is free for the teacher, the room and the three students.
  await pickTime(page, page.getByRole('combobox', { name: '上课时间' }), '14:00');
  await pickTime(page, page.getByRole('combobox', { name: '下课时间' }), '15:30');
  await button(page, '检查冲突').click();
  await expect(page.getByText('没有冲突，将排 4 节课')).toBeVisible();
  await button(page, '保存排课').click();
  await expectToast(page, '排课成功，共 4 节课');
  await expect(page).toHaveURL(/\/study\/scheduleList\?classId=\d+/);
  await expect(tableRows(page)).toHaveCount(4);
  for (const row of await tableRows(page).all()) await expect(row).toContainText('周六 14:00-15:30');

  // The timetable of that week shows it; dragged to Friday morning it moves, to Saturday 9:00 it clashes.
  const classId = new URL(page.url()).searchParams.get('classId');
  await page.goto(`/study/classSchedule?by=class&classId=${classId}&date=${saturday}`);
  const lesson = page.getByRole('button', { name: `${CLASS} 14:00-15:30` });
  // A fresh page load draws the whole app first: as long as a page may take to draw (see the a11y walk).
  await expect(lesson).toBeVisible({ timeout: 30_000 });
  const friday = page.locator(`section[data-date]`).nth(4);
  // Hours start at 08:00, 64 px an hour: a 90-minute card held by its middle lands at 09:00 when dropped at 64 + 48.
  await lesson.dragTo(friday, { targetPosition: { x: 40, y: 112 } });
  const dialog = page.getByRole('dialog', { name: '调课' });
  await expect(dialog.getByText('没有冲突，可以调课')).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: '上课时间' }).locator('..')).toContainText('09:00');
  await button(dialog, '确定调课').click();
  await expectToast(page, '调课成功');
  const moved = page.getByRole('button', { name: `${CLASS} 09:00-10:30` });
  await expect(moved).toBeVisible();
  await expect(
    page
      .locator('section[data-date]')
      .nth(4)
      .getByRole('button', { name: `${CLASS} 09:00-10:30` }),
  ).toBeVisible();

  await moved.dragTo(page.locator('section[data-date]').nth(5), { targetPosition: { x: 40, y: 112 } });
  await expect(dialog.getByText('有 1 处冲突，请调整后再调课')).toBeVisible();
  await expect(dialog.getByRole('alert').getByRole('listitem')).toContainText('已有「创意美术周六A班」的课');
  await expect(button(dialog, '确定调课')).toBeDisabled();
});
