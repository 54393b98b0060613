import { expectAccessible } from './support/axe.js';
import { expect, test } from './support/fixtures.js';
import { dev } from './support/stack.js';
import { day, pick, typeDate } from './support/study.js';
import { button, expectToast, fieldError, fieldItem, rowOf, save, tableRows, typeRich } from './support/ui.js';

/**
 * /study 作业打卡: a new daily check-in task (its bad input refused with the contract's messages), a diary a
 * student posts in the app (the fake's control route) opened from the task and commented on; a homework set
 * in the seeded series (a deadline gone by refused), handed in by a student and reviewed with a score and a
 * comment, then edited.
 */
const TASK = '寒假每日阅读打卡';
const CLASS = '钢琴启蒙小班';
const STUDENT = '孙悦然';
const DIARY = '今天读了《小王子》第三章，狐狸说的话我记下来了。';
const SERIES = '创意美术家庭作业';
const HOMEWORK = '画一棵秋天的树';
const SUBMISSION = '我用了橙色和黄色画树叶，还画了落在地上的叶子。';

test('a check-in task is created past its bad input, and a student’s diary in it is liked and commented on', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/study/check/overview');
  await button(page, '新建打卡').click();
  await expect(page).toHaveURL(/\/study\/addNewCheck\/1$/);
  await page.getByRole('link', { name: /空白模板/ }).click();
  await expect(page).toHaveURL(/\/createCheck\/1$/);

  await save(page);
  await expect(fieldError(page, '标题')).toHaveText('请输入标题');
  await expect(fieldError(page, '班级')).toHaveText('请选择班级');
  await expect(fieldError(page, '打卡要求')).toHaveText('请输入打卡要求');

  await fieldItem(page, '标题').getByRole('textbox').fill(TASK);
  await pick(page, page.getByRole('combobox', { name: '班级' }), '钢琴', CLASS);
  await typeRich(page, '打卡要求', '每天阅读 20 分钟，写下一句今天的收获。');
  await typeDate(page.getByRole('textbox', { name: '结束日期' }), day(-1));
  await save(page);
  await expect(fieldError(page, '结束日期')).toHaveText('结束日期不能早于开始日期');
  await typeDate(page.getByRole('textbox', { name: '结束日期' }), day(20));
  await save(page);
  await expectToast(page, '保存成功');
  await expect(page).toHaveURL(/\/study\/check\/operate/);

  // The student checks in from the app.
  await dev('/__dev/study/diary', {
    method: 'POST',
    body: { checkTitle: TASK, studentName: STUDENT, content: DIARY },
  });
  await page.getByPlaceholder('搜索标题').fill(TASK);
  await button(page, '查询').click();
  await expect(rowOf(page, TASK)).toContainText('进行中');
  await rowOf(page, TASK).getByRole('link', { name: TASK }).click();
  await expect(page).toHaveURL(/\/study\/check\/diaryInfo\/\d+$/);
  // The list stays on screen while the task's page loads, its rows naming the same class.
  await expect(page.getByText('学员打卡情况').filter({ visible: true })).toBeVisible();
  await expect(page.getByText(`${CLASS}`, { exact: true }).filter({ visible: true })).toBeVisible();
  const student = rowOf(page, STUDENT);
  await expect(student.locator('td').nth(1)).toHaveText('1');
  await expect(student).toContainText('已打卡');
  await expect(page.getByText(DIARY).filter({ visible: true })).toBeVisible();
  await expectAccessible(page, 'diaryInfo');

  // Her diaries of the task, as a calendar and a table; the diary itself.
  await student.getByRole('link', { name: STUDENT }).click();
  await expect(page).toHaveURL(/\/diaryTable\/\d+\?checkId=\d+$/);
  await expect(page.getByText(`${STUDENT} 的打卡日记 · ${TASK}`)).toBeVisible();
  await expect(page.getByText('本月打卡 1 天')).toBeVisible();
  await expect(tableRows(page)).toHaveCount(1);
  await expectAccessible(page, 'diaryTable');
  await tableRows(page).getByRole('link', { name: '查看' }).click();
  await expect(page).toHaveURL(/\/studentDiary\/\d+$/);

  // The school's like.
  await page.getByRole('button', { name: '点赞 0', pressed: false }).click();
  await expectToast(page, '已点赞');
  await expect(page.getByRole('button', { name: '点赞 1', pressed: true })).toBeVisible();

  await button(page, '发表点评').click();
  await expect(fieldError(page, '写点评')).toHaveText('请输入点评内容');
  await fieldItem(page, '写点评').getByRole('textbox').fill('坚持得很好，明天试着把喜欢的句子抄下来。');
  await button(page, '发表点评').click();
  await expectToast(page, '点评已发布');
  await expect(page.getByText('点评（1）')).toBeVisible();
  await expect(page.locator('.ant-list-item').filter({ visible: true })).toContainText(
    '坚持得很好，明天试着把喜欢的句子抄下来。',
  );
  await expect(fieldItem(page, '写点评').getByRole('textbox')).toHaveValue('');
});

test('a homework is set (a deadline gone by refused), handed in, reviewed with a score and a comment, and edited', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/study/check/operate');
  await page.getByPlaceholder('搜索标题').fill(SERIES);
  await button(page, '查询').click();
  await rowOf(page, SERIES).getByRole('link', { name: '布置作业' }).click();
  await expect(page).toHaveURL(/\/createHomework\/\d+$/);

  await save(page);
  await expect(fieldError(page, '作业标题')).toHaveText('请输入作业标题');
  await expect(fieldError(page, '截止时间')).toHaveText('请选择截止时间');
  await expect(fieldError(page, '作业要求')).toHaveText('请输入作业要求');
  await fieldItem(page, '作业标题').getByRole('textbox').fill(HOMEWORK);
  await typeRich(page, '作业要求', '观察小区里的一棵树，用水彩画下它秋天的样子。');
  const deadline = page.getByRole('textbox', { name: '截止时间' });
  await typeDate(deadline, `${day(-1)} 20:00:00`);
  await save(page);
  await expect(fieldError(page, '截止时间')).toHaveText('截止时间不能早于现在');
  await typeDate(deadline, `${day(3)} 20:00:00`);
  await save(page);
  await expectToast(page, '保存成功');
  await expect(page).toHaveURL(/\/study\/check\/diaryInfo\/\d+$/);
  await expect(rowOf(page, HOMEWORK)).toContainText('0/');

  // A student hands it in from the app.
  await dev('/__dev/study/submit', {
    method: 'POST',
    body: { homeworkTitle: HOMEWORK, studentName: '林小满', content: SUBMISSION },
  });
  await rowOf(page, HOMEWORK).getByRole('link', { name: HOMEWORK }).click();
  await expect(page).toHaveURL(/\/study\/check\/homeworkInfo\/\d+$/);
  const homeworkInfo = page.url();
  await expect(page.getByText(/^1\/\d+$/).filter({ visible: true })).toBeVisible();
  const handedIn = rowOf(page, '林小满');
  await expect(handedIn).toContainText(SUBMISSION);
  await expect(handedIn).toContainText('待批改');
  await expectAccessible(page, 'homeworkInfo');

  await handedIn.getByRole('button', { name: '批改' }).click();
  const dialog = page.getByRole('dialog', { name: '批改 林小满 的作业' });
  await button(dialog, '提交批改').click();
  // The dialog's form is the only one on screen (fieldItem's label match cannot start from a dialog locator).
  await expect(fieldError(page, '分数')).toHaveText('请输入分数');
  await expect(fieldError(page, '评语')).toHaveText('请输入评语');
  await fieldItem(page, '分数').getByRole('spinbutton').fill('120');
  await fieldItem(page, '评语').getByRole('textbox').fill('颜色层次很好，树干可以再画粗一些。');
  await button(dialog, '提交批改').click();
  await expect(fieldError(page, '分数')).toHaveText('分数不能大于 100');
  await fieldItem(page, '分数').getByRole('spinbutton').fill('95');
  await button(dialog, '提交批改').click();
  await expectToast(page, '批改完成');
  await expect(dialog).toBeHidden();
  await expect(handedIn).toContainText('95 分');
  await expect(handedIn).toContainText('颜色层次很好，树干可以再画粗一些。');
  await expect(handedIn.getByRole('button', { name: '修改批改' })).toBeVisible();

  // The homework's own form: a new title, back on its submissions with the review kept.
  await button(page, '编辑').click();
  await expect(page).toHaveURL(/\/editHomework\/\d+$/);
  const title = fieldItem(page, '作业标题').getByRole('textbox');
  await expect(title).toHaveValue(HOMEWORK);
  await expectAccessible(page, 'editHomework');
  await title.fill(`${HOMEWORK}（水彩）`);
  await save(page);
  await expectToast(page, '保存成功');
  await expect(page).toHaveURL(homeworkInfo);
  await expect(page.getByText(`${HOMEWORK}（水彩）`, { exact: true }).filter({ visible: true })).toBeVisible();
  await expect(rowOf(page, '林小满')).toContainText('95 分');
});
