import { expect as baseExpect, test } from './support/fixtures.js';
import { seedMp3, seedMp4 } from './support/media.js';
import { expectAsked, requestsOf, scenario } from './support/stack.js';
import {
  button,
  chooseOption,
  confirmDelete,
  download,
  expectToast,
  fieldError,
  fieldItem,
  rowButton,
  rowOf,
  save,
  sheetRows,
  tableRows,
  tableSettled,
  toast,
  uploadImage,
} from './support/ui.js';

// The browser shares two cores with the rest of the run: these walks get three times the time, and checks 30 s.
test.slow();
// E2E_SLOW (playwright.config.ts) stretches these waits too on a machine shared with other work.
const expect = baseExpect.configure({ timeout: 30_000 * Math.max(1, Number(process.env.E2E_SLOW ?? 1)) });

/** /vod: online courses — the courses and lecturers tabs, course and section forms, sections, learners. */
const INDEX = '/vod/index';
const DEMO = '少儿创意美术入门';

/** A row's action that goes to a page: a link (LinkButton), not a button. */
const rowLink = (row: import('@playwright/test').Locator, name: string) =>
  row.getByRole('link', { name: new RegExp(`(^|\\s)${[...name].join('\\s*')}$`) });
const tab = (page: import('@playwright/test').Page, name: string) => page.getByRole('tab', { name });

/** Saves and sees this save's 保存成功: the toast of a save just before is let go first (it lasts 3 s). */
async function saveOk(page: import('@playwright/test').Page): Promise<void> {
  await expect(toast(page, '保存成功')).toHaveCount(0);
  await save(page);
  await expectToast(page, '保存成功');
}

test('index: courses and lecturers, each searched and paged; a lecturer’s courses', async ({ page }) => {
  await page.goto(INDEX);
  await expect(page.getByText('共 36 条')).toBeVisible();
  await expect(rowOf(page, DEMO)).toContainText('王雅琴');
  await expect(rowOf(page, DEMO)).toContainText('¥199.00');
  await expect(rowOf(page, '硬笔书法 21 天')).toContainText('免费');

  await page.getByPlaceholder('搜索课程名称').fill('书法');
  await button(page, '查询').click();
  await expect(page).toHaveURL(/keyword=/);
  await expect(page.getByText('共 36 条')).toHaveCount(0);
  await tableSettled(page);
  for (const row of await tableRows(page).all()) await expect(row).toContainText('书法');

  await button(page, '重置').click();
  await chooseOption(page, page.getByRole('combobox', { name: '课程分类' }), '音乐启蒙');
  await button(page, '查询').click();
  await tableSettled(page);
  await expect(rowOf(page, '钢琴启蒙·认识五线谱')).toBeVisible();
  await expect(page.getByText('共 36 条')).toHaveCount(0);

  // The lecturers tab is the teacher entity of /teacher.
  await tab(page, '讲师').click();
  await expect(page).toHaveURL(/tab=teacher/);
  await expect(page.getByText('共 36 条')).toBeVisible();
  await expect(rowOf(page, '王雅琴')).toContainText('美术教研组长');
  await page.getByPlaceholder('搜索姓名').fill('李书恒');
  await button(page, '查询').click();
  await expect(page.getByText('共 1 条')).toBeVisible();
  await rowLink(rowOf(page, '李书恒'), '课程').click();
  await expect(page).toHaveURL(/\/vod\/index\?teacherId=2$/);
  await expect(page.getByText('讲师「李书恒」的课程')).toBeVisible();
  await expect(page.getByText('共 36 条')).toHaveCount(0);
  await tableSettled(page);
  for (const row of await tableRows(page).all()) await expect(row).toContainText('李书恒');
});

test('create a course: bad input with the exact messages, then a paid course with a lecturer', async ({ page }) => {
  await page.goto(INDEX);
  await button(page, '新增课程').click();
  await expect(page).toHaveURL(/\/vod\/course\/create$/);
  await save(page);
  await expect(fieldError(page, '封面')).toHaveText('请上传封面');
  await expect(fieldError(page, '课程名称')).toHaveText('请输入课程名称');
  await expect(fieldError(page, '课程分类')).toHaveText('请选择课程分类');
  await expect(fieldError(page, '讲师')).toHaveText('请选择讲师');
  await expect(page.getByText(/无效输入|期望|Invalid/)).toHaveCount(0);

  await uploadImage(page, '封面');
  await fieldItem(page, '课程名称').getByRole('textbox').fill('赌博技巧速成');
  await chooseOption(page, '课程分类', '少儿美术');
  await chooseOption(page, '讲师', '王雅琴 · 美术教研组长');
  await save(page);
  await expect(fieldError(page, '课程名称')).toContainText('包含敏感词');
  await fieldItem(page, '课程名称').getByRole('textbox').fill('色彩启蒙小课堂');
  await save(page);
  await expect(fieldError(page, '价格')).toHaveText('付费课程请输入价格');
  await fieldItem(page, '价格').getByRole('textbox').fill('99');
  await fieldItem(page, '划线价').getByRole('textbox').fill('59');
  await save(page);
  await expect(fieldError(page, '划线价')).toHaveText('划线价不能低于价格');
  // The scroll to the error moves the page's content only: the top bar stays at the top of the window, nothing
  // scrolls sideways, and the field is in view below the bar.
  const bar = page.locator('header').first();
  await expect
    .poll(() => fieldItem(page, '划线价').evaluate((el) => el.getBoundingClientRect().top))
    .toBeGreaterThan(await bar.evaluate((el) => el.getBoundingClientRect().bottom));
  expect(await bar.evaluate((el) => el.getBoundingClientRect().top)).toBe(0);
  expect(await page.evaluate(() => window.scrollX)).toBe(0);
  await expect(fieldItem(page, '划线价')).toBeInViewport();
  await fieldItem(page, '划线价').getByRole('textbox').fill('129');
  await fieldItem(page, '课程简介').getByRole('textbox').fill('用色彩讲故事的八节小课。');
  await expect(fieldItem(page, '免费试看')).toContainText('保存课程并添加章节后');
  await saveOk(page);
  await expect(page).toHaveURL(/\/vod\/index$/);
  await page.getByPlaceholder('搜索课程名称').fill('色彩启蒙');
  await button(page, '查询').click();
  await expect(rowOf(page, '色彩启蒙小课堂')).toContainText('¥99.00');
  await expect(rowOf(page, '色彩启蒙小课堂')).toContainText('¥129.00');
  await expect(rowOf(page, '色彩启蒙小课堂')).toContainText('王雅琴');

  // A course without sections may not go on the shelf: the upstream says so.
  await rowOf(page, '色彩启蒙小课堂').getByRole('switch', { name: /上架/ }).click();
  await expectToast(page, '课程「色彩启蒙小课堂」还没有章节，请先添加章节再上架');
  await expect(rowOf(page, '色彩启蒙小课堂').getByRole('switch', { name: /上架/ })).not.toBeChecked();
});

test('edit a course: free course drops its price; free-preview sections come from its sections', async ({ page }) => {
  await page.goto(INDEX);
  await rowLink(rowOf(page, DEMO), '编辑').click();
  await expect(page).toHaveURL(/\/vod\/course\/edit\/1$/);
  await expect(fieldItem(page, '课程名称').getByRole('textbox')).toHaveValue(DEMO);
  await expect(fieldItem(page, '价格').getByRole('textbox')).toHaveValue('199.00');
  await fieldItem(page, '免费试看').locator('.ant-select').click();
  await page.locator('.ant-select-dropdown:visible').getByText('第3节', { exact: false }).first().click();
  await page.keyboard.press('Escape');
  await saveOk(page);

  await rowLink(rowOf(page, DEMO), '章节').click();
  await expect(page).toHaveURL(/\/vod\/course\/section\/1$/);
  const third = tableRows(page).nth(2);
  await expect(third).toContainText('第3节');
  await expect(third.getByRole('switch', { name: /免费试看/ })).toBeChecked();

  await page.goto('/vod/course/edit/2');
  await expect(fieldItem(page, '收费方式').getByText('免费', { exact: true })).toBeVisible();
  await expect(fieldItem(page, '价格')).toHaveCount(0);
  await fieldItem(page, '收费方式').getByText('付费', { exact: true }).click();
  await fieldItem(page, '价格').getByRole('textbox').fill('39.9');
  await saveOk(page);
  await expect(rowOf(page, '硬笔书法 21 天')).toContainText('¥39.90');
});

test('delete: a course with learners is refused, one without goes, with the spec’s confirmations', async ({ page }) => {
  await page.goto(INDEX);
  await rowButton(rowOf(page, DEMO), '删除').click();
  await confirmDelete(page, { cancel: true });
  await rowButton(rowOf(page, DEMO), '删除').click();
  const dialog = page.locator('.ant-modal-confirm').filter({ hasText: /确定删除.*「少儿创意美术入门」吗？/ });
  // The upstream's refusal, shown for a few seconds: watched for from before the answer.
  await Promise.all([
    toast(page, '课程「少儿创意美术入门」已有 45 名学员，不能删除，可以先下架').waitFor(),
    button(dialog, '确定').click(),
  ]);
  await expect(rowOf(page, DEMO)).toHaveCount(1);

  await rowButton(rowOf(page, '钢琴启蒙·认识五线谱'), '删除').click();
  await confirmDelete(page);
  await expect(rowOf(page, '钢琴启蒙·认识五线谱')).toHaveCount(0);
  await expect(page.getByText('共 35 条')).toBeVisible();
});

test('a dropped save shows the network message and keeps the form; a missing course is not found', async ({ page }) => {
  await page.goto('/vod/course/edit/1');
  await fieldItem(page, '课程名称').getByRole('textbox').fill('少儿创意美术（春季班）');
  await scenario('vodCourse.save', { kind: 'drop' }, 2);
  await save(page);
  await expectToast(page, '抱歉，出了点问题，请稍后再试');
  await expect(fieldItem(page, '课程名称').getByRole('textbox')).toHaveValue('少儿创意美术（春季班）');
  await saveOk(page);
  await expect(rowOf(page, '少儿创意美术（春季班）')).toBeVisible();

  await page.goto('/vod/course/edit/99999');
  await expect(page.getByText('数据不存在或已被删除')).toBeVisible();
  await page.goto('/vod/course/section/99999');
  await expect(page.getByText('数据不存在或已被删除')).toBeVisible();
  await expect(page.getByRole('button', { name: '返回课程列表' })).toBeVisible();
});

test('sections: in play order, dragged and moved into a new order saved as 1..n, switched', async ({ page }) => {
  await page.goto('/vod/course/section/1');
  await expect(page.getByText('共 12 条')).toBeVisible();
  await expect(tableRows(page).first()).toContainText('第1节 课程导学');
  const titles = async () => (await tableRows(page).locator('td:nth-child(3)').allInnerTexts()).map((t) => t.trim());
  const before = await titles();

  await tableRows(page).nth(2).dragTo(tableRows(page).nth(0));
  await expectToast(page, '排序已保存');
  await expect.poll(titles).toEqual([before[2], before[0], before[1], ...before.slice(3)]);
  // The row moves before its save is answered: the reload waits for the answer, or it would cut the save off
  // and the page's retry of it (the same key, answered once) would be a third request.
  const saved = page.waitForResponse((r) => r.url().includes('vodSection.reorder'));
  await button(page, `下移 ${before[2]}`).click();
  await expect.poll(titles).toEqual([before[0], before[2], before[1], ...before.slice(3)]);
  await saved;
  await page.reload();
  await expect.poll(titles).toEqual([before[0], before[2], before[1], ...before.slice(3)]);
  const orders = (await tableRows(page).locator('td:nth-child(2)').allInnerTexts()).map((t) => t.trim());
  expect(orders).toEqual(before.map((_, i) => String(i + 1)));
  expect((await requestsOf('vodSection.reorder')).length).toBe(2);

  const row = rowOf(page, before[5] as string);
  await row.getByRole('switch', { name: /免费试看/ }).click();
  await expectToast(page, '已开启免费试看');
  await row.getByRole('switch', { name: /上架/ }).click();
  await expectToast(page, '已关闭上架');
  await expect(row.getByRole('switch', { name: /上架/ })).not.toBeChecked();

  await rowButton(row, '删除').click();
  await confirmDelete(page);
  await expect(page.getByText('共 11 条')).toBeVisible();
});

test('a video section: bad input and a wrong file refused, then the file’s duration is read', async ({ page }) => {
  await page.goto('/vod/course/section/1');
  await button(page, '新增视频').click();
  await expect(page).toHaveURL(/\/vod\/course\/section\/create\?courseId=1$/);
  await expect(page.getByRole('heading', { name: DEMO })).toBeVisible();
  await save(page);
  await expect(fieldError(page, '章节名称')).toHaveText('请输入章节名称');
  await fieldItem(page, '章节名称').getByRole('textbox').fill('第13节 结课展示');
  await save(page);
  await expect(fieldError(page, '视频')).toHaveText('请上传视频');

  const input = fieldItem(page, '视频').locator('input[type=file]');
  await input.setInputFiles({ name: '录音.mp3', mimeType: 'audio/mpeg', buffer: seedMp3() });
  await expectToast(page, '上传视频只能是MP4或MOV文件!');
  await input.setInputFiles({ name: '结课展示.mp4', mimeType: 'video/mp4', buffer: seedMp4() });
  await expect(fieldItem(page, '视频').locator('[data-upload-state]')).toHaveAttribute('data-upload-state', 'done');
  await expect(fieldItem(page, '视频')).toContainText('时长：0:03');
  await fieldItem(page, '免费试看').getByRole('switch').click();
  await saveOk(page);
  await expect(page).toHaveURL(/\/vod\/course\/section\/1$/);
  await expect(page.getByText('共 13 条')).toBeVisible();
  const last = rowOf(page, '第13节 结课展示');
  await expect(last).toContainText('0:03');
  await expect(last).toContainText('视频');
  await expect(last.locator('td:nth-child(2)')).toHaveText('13');

  await rowLink(last, '编辑').click();
  await expect(page).toHaveURL(/\/vod\/course\/section\/edit\/\d+$/);
  await fieldItem(page, '章节名称').getByRole('textbox').fill('第13节 结课作品展示');
  await saveOk(page);
  await expect(rowOf(page, '第13节 结课作品展示')).toBeVisible();
});

test('an audio section takes MP3 only, with the spec’s message', async ({ page }) => {
  await page.goto('/vod/course/section/2');
  await button(page, '新增音频').click();
  await expect(page).toHaveURL(/\/vod\/course\/section\/createAudio\?courseId=2$/);
  const input = fieldItem(page, '音频').locator('input[type=file]');
  await input.setInputFiles({ name: '示范.mp4', mimeType: 'video/mp4', buffer: seedMp4() });
  await expectToast(page, '只能上传MP3文件!');
  await save(page);
  await expect(fieldError(page, '章节名称')).toHaveText('请输入章节名称');
  await input.setInputFiles({ name: '握笔姿势讲解.mp3', mimeType: 'audio/mpeg', buffer: seedMp3() });
  await expect(fieldItem(page, '音频').locator('[data-upload-state]')).toHaveAttribute('data-upload-state', 'done');
  // The title comes from the file when none was typed.
  await expect(fieldItem(page, '章节名称').getByRole('textbox')).toHaveValue('握笔姿势讲解');
  await saveOk(page);
  await expect(rowOf(page, '握笔姿势讲解')).toContainText('音频');
  await rowLink(rowOf(page, '握笔姿势讲解'), '编辑').click();
  await expect(page).toHaveURL(/\/vod\/course\/section\/editAudio\/\d+$/);
});

test('lecturers are created and edited from online courses, as teachers', async ({ page }) => {
  await page.goto(`${INDEX}?tab=teacher`);
  await button(page, '新增讲师').click();
  await expect(page).toHaveURL(/\/vod\/teacher\/create$/);
  await save(page);
  await expect(fieldError(page, '姓名')).toHaveText('请输入姓名');
  await expect(fieldError(page, '手机号')).toHaveText('请输入手机号');
  await fieldItem(page, '姓名').getByRole('textbox').fill('孟书宁');
  await fieldItem(page, '手机号').getByRole('textbox').fill('13912345688');
  await saveOk(page);
  await expect(page).toHaveURL(/\/vod\/index\?tab=teacher$/);
  await expect(page.getByText('共 37 条')).toBeVisible();
  await rowLink(rowOf(page, '陈沐阳'), '编辑').click();
  await expect(page).toHaveURL(/\/vod\/teacher\/edit\/3$/);
  await fieldItem(page, '职称').getByRole('textbox').fill('钢琴教研组长');
  await saveOk(page);
  await expect(rowOf(page, '陈沐阳')).toContainText('钢琴教研组长');
  // The same record in /teacher.
  await page.goto('/teacher/list?keyword=孟书宁');
  await expect(rowOf(page, '孟书宁')).toBeVisible();
});

test('learners: searched, filtered and exported with progress, first study, completion and source', async ({
  page,
}) => {
  await page.goto(INDEX);
  await rowLink(rowOf(page, DEMO), '学员').click();
  await expect(page).toHaveURL(/\/vod\/course\/user\/1$/);
  await expect(page.getByText('共 45 条')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: '操作' })).toHaveCount(0);
  await page.getByPlaceholder('搜索学员姓名、手机号').fill('13700001001');
  await button(page, '查询').click();
  await expect(page.getByText('共 1 条')).toBeVisible();
  await expect(rowOf(page, '张子涵')).toContainText('100%');
  await expect(rowOf(page, '张子涵')).toContainText('购买');

  await button(page, '重置').click();
  await chooseOption(page, page.getByRole('combobox', { name: '来源' }), '兑换码');
  await button(page, '查询').click();
  await expect(page).toHaveURL(/source=3/);
  await expectAsked('vodLearner.list', { courseId: '1', source: '3' });
  await tableSettled(page);
  const shown = await tableRows(page).count();
  expect(shown).toBeGreaterThan(0);
  for (const row of await tableRows(page).all()) await expect(row).toContainText('兑换码');

  const file = await download(page, () => button(page, '导出').click());
  expect(file.name).toMatch(/^学员_\d{12}\.xlsx$/);
  const rows = await sheetRows(file.path);
  expect(rows[0]).toEqual(
    expect.arrayContaining(['学员姓名', '手机号', '学习进度（%）', '首次学习', '完成时间', '来源']),
  );
  expect(rows.length - 1).toBe(shown);
  const source = (rows[0] ?? []).indexOf('来源');
  for (const row of rows.slice(1)) expect(row[source]).toBe('兑换码');
  const sent = (await requestsOf('vodLearner.export'))[0]?.query;
  expect(sent).toMatchObject({ courseId: '1', source: '3' });
});
