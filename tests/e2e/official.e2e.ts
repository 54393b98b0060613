import type { Page } from '@playwright/test';
import { smallMp4, solidPng } from './support/files.js';
import { expect, test } from './support/fixtures.js';
import {
  button,
  chooseOption,
  confirmDelete,
  deleteRow,
  editRow,
  expectToast,
  fieldItem,
  save,
  typeRich,
  uploadImage,
} from './support/ui.js';

/** Create, edit and delete one item of every official-content kind, through the pages a person uses. */
const BASE = '/official/content';

/** The table kinds: fill the create form, then rename through the edit page, then delete. */
async function crud(page: Page, kind: string, o: { title: string; fill: () => Promise<void>; titleLabel: string }) {
  await page.goto(`${BASE}/${kind}/create`);
  await page.getByLabel(o.titleLabel, { exact: true }).fill(o.title);
  await o.fill();
  await save(page);
  await expectToast(page, '保存成功');
  await expect(page).toHaveURL(new RegExp(`${kind}/list`));
  await expect(page.locator('.ant-table-row:visible').filter({ hasText: o.title })).toBeVisible();

  await editRow(page, o.title);
  await expect(page.getByLabel(o.titleLabel, { exact: true })).toHaveValue(o.title);
  const renamed = `${o.title}（修订）`;
  await page.getByLabel(o.titleLabel, { exact: true }).fill(renamed);
  await save(page);
  await expect(page).toHaveURL(new RegExp(`${kind}/list`));
  await expect(page.locator('.ant-table-row:visible').filter({ hasText: renamed })).toBeVisible();

  await deleteRow(page, renamed);
}

test('introduction', async ({ page }) => {
  await crud(page, 'introduction', {
    title: '课程体系',
    titleLabel: '标题',
    fill: async () => {
      await uploadImage(page, '封面图');
      await typeRich(page, '详细内容', '美术、书法、音乐三大课程体系，按年龄分级教学。');
    },
  });
});

test('video', async ({ page }) => {
  await crud(page, 'video', {
    title: '水墨画入门',
    titleLabel: '标题',
    fill: async () => {
      await uploadImage(page, '封面图');
      const media = fieldItem(page, '视频/音频文件');
      await media
        .locator('input[type=file]')
        .setInputFiles({ name: '水墨.mp4', mimeType: 'video/mp4', buffer: smallMp4() });
      await expect(media.locator('[data-upload-state]')).toHaveAttribute('data-upload-state', 'done');
      await chooseOption(page, '视频分类', '课堂实录');
    },
  });
});

test('student', async ({ page }) => {
  await crud(page, 'student', {
    title: '孙小雨',
    titleLabel: '学员姓名',
    fill: async () => {
      await uploadImage(page, '学员照片', [230, 120, 160]);
      await page.getByLabel('所获荣誉', { exact: true }).fill('区少儿书画比赛二等奖');
    },
  });
});

test('activity', async ({ page }) => {
  await crud(page, 'activity', {
    title: '秋季开学典礼顺利举行',
    titleLabel: '标题',
    fill: async () => {
      await uploadImage(page, '封面图', [60, 160, 90]);
      await chooseOption(page, '新闻分类', '学校新闻');
      await typeRich(page, '正文', '9 月 1 日，全体师生齐聚报告厅，共同开启新学期。');
    },
  });
});

test('contact', async ({ page }) => {
  await crud(page, 'contact', {
    title: '城北校区',
    titleLabel: '校区名称',
    fill: async () => {
      await page.getByLabel('联系电话', { exact: true }).fill('123');
      await save(page);
      await expect(fieldItem(page, '联系电话')).toContainText('您输入的手机号有误');
      await page.getByLabel('联系电话', { exact: true }).fill('0571-87654321');
      await page.getByLabel('详细地址', { exact: true }).fill('杭州市拱墅区莫干山路 100 号');
    },
  });
});

test('banner', async ({ page }) => {
  await crud(page, 'banner', {
    title: '国庆特惠',
    titleLabel: '标题',
    fill: async () => {
      await uploadImage(page, '图片', [240, 90, 60]);
      await fieldItem(page, '展示位置').getByText('关于我们', { exact: true }).click();
    },
  });
});

test('form, its copy and its data', async ({ page }) => {
  await crud(page, 'form', {
    title: '家长满意度调查',
    titleLabel: '表单名称',
    fill: async () => {
      await page.getByRole('button', { name: '添加题目' }).click();
      await page.getByLabel('题目名称 2').fill('满意程度');
      await page.getByLabel('题目类型 2').click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '单选' }).click();
      await page.getByLabel('选项 2').fill('满意');
      await page.getByLabel('选项 2').press('Enter');
      await page.getByLabel('选项 2').fill('一般');
      await page.getByLabel('选项 2').press('Enter');
    },
  });
  // The seeded form's submissions, and a new form copied from it.
  await page
    .locator('.ant-table-row:visible')
    .filter({ hasText: '免费试听课预约' })
    .getByRole('button', { name: /^数\s*据$/ })
    .click();
  await expect(page.getByText('表单数据：免费试听课预约')).toBeVisible();
  // Pages of visited tabs stay in the document, hidden: count the shown rows only.
  await expect(page.locator('.ant-table-row:visible')).toHaveCount(6);
  await expect(page.locator('.ant-table-row:visible').first()).toContainText('感兴趣的课程');
  await page.goto(`${BASE}/form/list`);
  await page
    .locator('.ant-table-row:visible')
    .filter({ hasText: '免费试听课预约' })
    .getByRole('button', { name: /^复\s*制$/ })
    .click();
  await expect(page.locator('.ant-card-head-title:visible')).toHaveText('复制表单');
  await page.getByLabel('表单名称', { exact: true }).fill('免费试听课预约（城西）');
  await save(page);
  await expect(page.locator('.ant-table-row:visible').filter({ hasText: '免费试听课预约（城西）' })).toContainText('5');
});

/** The photo kinds: upload, rename in the grid's edit dialog, delete on hover. */
for (const [kind, itemName, category] of [
  ['album', '照片', '节日活动'],
  ['works', '作品', '书法作品'],
] as const) {
  test(kind, async ({ page }) => {
    await page.goto(`${BASE}/${kind}/create`);
    await chooseOption(page, '分类', category);
    await page
      .getByLabel(`选择${itemName}`)
      .setInputFiles({ name: '重阳节.png', mimeType: 'image/png', buffer: solidPng(300, 200, [200, 120, 40]) });
    await expect(page.locator('[data-upload-state="done"]')).toHaveCount(1);
    await page.getByRole('button', { name: /完成/ }).click();

    const card = page.locator('.photo-card:visible').filter({ hasText: '重阳节' });
    await expect(card).toContainText(category);
    await card.hover();
    await card.getByRole('button', { name: '编辑' }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: `编辑${itemName}` });
    await dialog.getByLabel(`${itemName}名称`).fill('一二三四五六七八九十一二三四五六七八九十多');
    await expect(dialog.getByLabel(`${itemName}名称`)).toHaveValue('一二三四五六七八九十一二三四五六七八九十');
    await dialog.getByLabel(`${itemName}名称`).fill('重阳敬老');
    await button(dialog, '保存').click();
    await expectToast(page, '保存成功');
    const renamed = page.locator('.photo-card:visible').filter({ hasText: '重阳敬老' });
    await expect(renamed).toBeVisible();

    await renamed.hover();
    await renamed.getByRole('button', { name: '删除' }).click();
    await confirmDelete(page, { files: true });
    await expect(page.locator('.photo-card:visible').filter({ hasText: '重阳敬老' })).toHaveCount(0);
  });
}

test('photo grid: batch delete needs a selection, select-all covers the page, cancel keeps everything', async ({
  page,
}) => {
  await page.goto(`${BASE}/works/list`);
  await page.getByRole('button', { name: /批量删除/ }).click();
  await expectToast(page, '请先勾选要删除的作品');
  await page.getByRole('tab', { name: '书法作品' }).click();
  await expect(page.locator('.photo-card:visible')).toHaveCount(6);
  await page.getByLabel('全选').check();
  await expect(page.getByText('已选 6 项')).toBeVisible();
  await page.getByRole('button', { name: /批量删除/ }).click();
  await expect(page.getByText('此操作将永久删除这些文件, 是否继续?')).toBeVisible();
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /取\s*消/ })
    .click();
  await expectToast(page, '已取消删除');
  await expect(page.locator('.photo-card:visible')).toHaveCount(6);
  await page.getByRole('button', { name: /批量删除/ }).click();
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expectToast(page, '删除成功!');
  await expect(page.getByText('暂无作品')).toBeVisible();
});
