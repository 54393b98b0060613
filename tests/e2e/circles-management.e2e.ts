import type { Page } from '@playwright/test';
import { smallMp4 } from './support/files.js';
import { expect, test } from './support/fixtures.js';
import { recordToasts } from './support/toasts.js';
import {
  button,
  confirmDelete,
  expectToast,
  fieldError,
  fieldItem,
  rowButton,
  rowOf,
  save,
  shot,
  tableRows,
  tableSettled,
  uploadImage,
} from './support/ui.js';

/** /circles/management/{id} and the knowledge pages under it, for the first demo circle. */
const CIRCLE = '创意美术家长圈';

async function openManagement(page: Page, tab?: string) {
  await page.goto('/circles/index');
  await rowButton(rowOf(page, CIRCLE), '管理').click();
  await expect(page).toHaveURL(/\/circles\/management\/\d+/);
  // The page's own tabs, not the shell's tabs of open pages (知识圈子 starts like 知识).
  if (tab)
    await page
      .getByRole('main')
      .getByRole('tab', { name: new RegExp(`^${tab}`) })
      .click();
}

const summary = (page: Page) => page.locator('.ant-descriptions');

test('members: the review queue approved and rejected one by one and in a batch; mute; remove', async ({ page }) => {
  await openManagement(page);
  await expect(summary(page)).toContainText('38 人');
  await expect(page.getByText('有 6 条加入申请待审核')).toBeVisible();
  await button(page, '去审核').click();
  await expect(page).toHaveURL(/status=1/);
  await tableSettled(page);
  await expect(tableRows(page)).toHaveCount(6);
  await shot(page, 'circles-queue');

  await rowButton(rowOf(page, '小鱼妈妈'), '通过').click();
  await expectToast(page, '已通过申请');
  await expect(rowOf(page, '小鱼妈妈')).toHaveCount(0);
  await rowButton(rowOf(page, '木木爸爸'), '拒绝').click();
  await expectToast(page, '已拒绝申请');
  await expect(rowOf(page, '木木爸爸')).toHaveCount(0);
  await rowOf(page, '阳光宝贝').getByRole('checkbox').check();
  await rowOf(page, '可爱琴童').getByRole('checkbox').check();
  await button(page, '批量通过').click();
  await expectToast(page, '已通过 2 条申请');
  await expect(tableRows(page)).toHaveCount(2);
  await expect(summary(page)).toContainText('41 人');
  await expect(summary(page)).toContainText('2 条');

  await button(page, '重置').click();
  await page.getByPlaceholder('搜索昵称').fill('小鱼妈妈');
  await button(page, '查询').click();
  const member = rowOf(page, '小鱼妈妈');
  await expect(member).toContainText('已加入');
  await member.getByRole('switch', { name: /禁言/ }).click();
  await expectToast(page, '已禁言');
  await expect(member.getByRole('switch', { name: /禁言/ })).toBeChecked();
  await rowButton(member, '删除').click();
  await confirmDelete(page);
  await expect(rowOf(page, '小鱼妈妈')).toHaveCount(0);
  await expect(summary(page)).toContainText('40 人');
});

/** How many times the page has shown the toast `text` (two pins in a row show two 已置顶 side by side). */
const toastsShown = (page: Page, text: string) =>
  page.evaluate(
    (t) => ((window as unknown as { __toasts?: string[] }).__toasts ?? []).filter((x) => x === t).length,
    text,
  );

test('posts: pinned first; pin up to three, hide one, and delete', async ({ page }) => {
  await recordToasts(page);
  await openManagement(page, '帖子');
  await expect(tableRows(page).first()).toContainText('【置顶】本周作业');
  // Posts are told apart by their switches' names (置顶 {id}): the list re-sorts as posts are pinned.
  const idOf = async (n: number) =>
    ((await tableRows(page).nth(n).getByRole('switch', { name: /^置顶/ }).getAttribute('aria-label')) ?? '').split(
      ' ',
    )[1];
  const [a, b, c] = [await idOf(1), await idOf(2), await idOf(3)];
  const flag = (label: string, id: string | undefined) =>
    page.getByRole('switch', { name: `${label} ${id}`, exact: true });

  await flag('置顶', a).click();
  await expect.poll(() => toastsShown(page, '已置顶')).toBe(1);
  await expect(flag('置顶', a)).toBeChecked();
  await flag('置顶', b).click();
  await expect.poll(() => toastsShown(page, '已置顶')).toBe(2);
  await expect(flag('置顶', b)).toBeChecked();
  await flag('置顶', c).click();
  await expectToast(page, '每个圈子最多置顶 3 条帖子');
  await expect(flag('置顶', c)).not.toBeChecked();
  for (const n of [0, 1, 2]) await expect(tableRows(page).nth(n).getByRole('switch', { name: /^置顶/ })).toBeChecked();

  await flag('显示', a).click();
  await expectToast(page, '已隐藏');
  await expect(flag('显示', a)).not.toBeChecked();
  await shot(page, 'circles-posts');

  // The members tab stays mounted beside this one with a count of its own: read the posts' panel only.
  const posts = page.getByRole('tabpanel', { name: /^帖子/ });
  const before = Number(/\d+/.exec((await posts.getByText(/^共 \d+ 条$/).textContent()) ?? '')?.[0]);
  await rowButton(tableRows(page).last(), '删除').click();
  await confirmDelete(page);
  await expect(posts.getByText(`共 ${before - 1} 条`)).toBeVisible();
});

test('knowledge: a video item created with the upload box; its data page is empty', async ({ page }) => {
  await openManagement(page, '知识');
  await button(page, '新增知识').click();
  await expect(page).toHaveURL(/\/circles\/management\/knowledge\/create\?circleId=\d+$/);
  await save(page);
  await expect(fieldError(page, '标题')).toHaveText('请输入标题');
  await expect(fieldError(page, '封面图')).toHaveText('请上传封面图');
  // An article needs its text: asked at the same first submit as the rest.
  await expect(fieldError(page, '正文')).toHaveText('请输入正文');

  await fieldItem(page, '标题').getByRole('textbox').fill('水彩晕染示范');
  await uploadImage(page, '封面图');
  await fieldItem(page, '类型').getByText('视频', { exact: true }).click();
  await expect(fieldItem(page, '正文')).toHaveCount(0);
  await save(page);
  await expect(fieldError(page, '视频')).toHaveText('请上传视频');
  const box = fieldItem(page, '视频');
  await box.locator('input[type=file]').setInputFiles({ name: '晕染.mp4', mimeType: 'video/mp4', buffer: smallMp4() });
  await expect(box.locator('[data-upload-state]')).toHaveAttribute('data-upload-state', 'done');
  await shot(page, 'circles-knowledge-form');
  await save(page);
  await expectToast(page, '保存成功');
  await expect(page).toHaveURL(/\/circles\/management\/\d+\?tab=knowledge$/);
  const created = rowOf(page, '水彩晕染示范');
  await expect(created).toContainText('视频');

  await rowButton(created, '数据').click();
  await expect(page).toHaveURL(/\/circles\/management\/knowledge\/data\/\d+$/);
  await expect(page.locator('.ant-empty-description').filter({ hasText: '暂无数据' })).toBeVisible();
  await expect(page.locator('.ant-statistic').filter({ hasText: '浏览量' })).toContainText('0');
});

test('knowledge data: a seeded item’s figures and its daily chart, at 30 and 7 days, on a phone too', async ({
  page,
}) => {
  await openManagement(page, '知识');
  const seeded = rowOf(page, '水彩入门：颜色的冷与暖');
  const views = ((await seeded.locator('td').filter({ hasText: /^\d+$/ }).first().textContent()) ?? '').trim();
  await rowButton(seeded, '数据').click();
  // Drawn with its series: the legend names the three figures.
  const chart = page.getByRole('img', { name: /近30天每日浏览量/ });
  await expect(chart.locator('svg text').filter({ hasText: '学习人数' })).toBeVisible();
  await expect(page.locator('.ant-statistic').filter({ hasText: '浏览量' })).toContainText(
    Number(views).toLocaleString('en-US'),
  );
  await expect(page.locator('.ant-statistic').filter({ hasText: '完成率' })).toContainText('%');
  await shot(page, 'circles-knowledge-data');
  await page.getByText('近7天', { exact: true }).click();
  await expect(page.getByRole('img', { name: /近7天每日浏览量/ })).toBeVisible();
  await expect(tableRows(page)).toHaveCount(7);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('img', { name: /近7天每日浏览量/ })).toBeVisible();
  await shot(page, 'circles-knowledge-data');
});
