import { authFile } from './support/accounts.js';
import { expect, test } from './support/fixtures.js';
import { currentStack, webUrl } from './support/ports.js';
import { scenario } from './support/stack.js';
import { button, expectToast, fieldItem, shot } from './support/ui.js';

/** /shop/pc: the PC site's navigation bar, banners and footer, with a desktop-width preview. */
const PC = '/shop/pc';

const preview = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'PC导航预览' });

// Tall enough that the page does not scroll: the drag below ends near the top of a 900px window, where
// dnd-kit scrolls the page while the pointer stays, so where it landed hung on the machine's speed.
test.use({ viewport: { width: 1440, height: 2200 } });

test('navigation: add, rename, drag to sort, hide; previewed live, saved, shown after a reload', async ({ page }) => {
  await page.goto(PC);
  await expect(preview(page)).toContainText('首页全部课程商城新闻动态联系我们');

  await button(page, '添加导航').click();
  await button(page, '保存').first().click();
  const added = page.getByTestId('pc-nav-6');
  await expect(added.getByText('请输入导航名称')).toBeVisible();
  await expect(added.getByText('请选择导航链接')).toBeVisible();
  await page.getByLabel('导航名称').nth(5).fill('师资团队');
  await page.getByRole('button', { name: /第 6 项导航链接/ }).click();
  const picker = page.getByRole('dialog', { name: '选择链接' });
  await picker.getByText('外部链接').click();
  await picker.getByLabel('链接地址').fill('https://www.example.com/teachers');
  await button(picker, '确定').click();
  await expect(preview(page)).toContainText('联系我们师资团队');

  await page.getByLabel('导航名称').nth(1).fill('精品课程');
  await expect(preview(page)).toContainText('首页精品课程商城');

  // Drag 师资团队 (6th) above 全部课程 (2nd) by its handle.
  const handle = page.getByRole('button', { name: '拖动排序：师资团队' });
  const target = page.getByTestId('pc-nav-2');
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('no boxes to drag between');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
  await page.mouse.move(to.x + 20, to.y + 5, { steps: 15 });
  await page.mouse.up();
  await expect(preview(page)).toContainText('首页师资团队精品课程');

  await page.getByRole('switch', { name: '第 5 项显示' }).click();
  await expect(preview(page)).not.toContainText('新闻动态');

  await page.getByLabel('备案号').fill('ICP12345');
  await button(page, '保存').first().click();
  await expect(page.locator('.ant-form-item-explain-error')).toHaveText('备案号格式应为 京ICP备12345678号-1');
  await page.getByLabel('备案号').fill('京ICP备20240001号-2');
  await shot(page, 'shop-pc');

  await scenario('shopStore.savePc', { kind: 'drop' }, 2);
  await button(page, '保存').first().click();
  await expectToast(page, '抱歉，出了点问题，请稍后再试');
  await expect(page.getByText('有未保存的修改')).toBeVisible();
  await button(page, '保存').first().click();
  await expectToast(page, '保存成功');
  await expect(page.getByText('已保存')).toBeVisible();

  await page.reload();
  await expect(preview(page)).toContainText('首页师资团队精品课程商城联系我们');
  await expect(preview(page)).not.toContainText('新闻动态');
  await expect(page.getByLabel('备案号')).toHaveValue('京ICP备20240001号-2');
  await expect(page.getByRole('switch', { name: '第 5 项显示' })).not.toBeChecked();
});

test('a save from another browser since is detected, and the person overwrites it on purpose', async ({
  page,
  browser,
}) => {
  await page.goto(PC);
  await page.getByLabel('联系地址').fill('杭州市西湖区文三路 100 号');

  const other = await browser.newContext({ storageState: authFile('app', currentStack()), baseURL: webUrl() });
  const second = await other.newPage();
  await second.goto(PC);
  await second.getByLabel('版权信息').fill('© 2026 启明星');
  await button(second, '保存').first().click();
  await expect(second.getByText('保存成功')).toBeVisible();
  await other.close();

  await button(page, '保存').first().click();
  const conflict = page.getByRole('dialog', { name: '内容已在别处更新' });
  await expect(conflict).toContainText('PC端装修');
  await button(conflict, '覆盖保存').click();
  await expectToast(page, '保存成功');
  await page.reload();
  await expect(page.getByLabel('联系地址')).toHaveValue('杭州市西湖区文三路 100 号');
  await expect(page.getByLabel('版权信息')).toHaveValue('© 2026 启明星艺术培训学校');
  await expect(page.getByTestId('pc-preview')).toContainText('杭州市西湖区文三路 100 号');
});

test('a forbidden word is refused at its field, scrolled to, until it is changed', async ({ page }) => {
  await page.goto(PC);
  const address = page.getByLabel('联系地址');
  await address.fill('博彩大厦 8 楼');
  await button(page, '保存').first().click();
  await expectToast(page, '联系地址：包含敏感词：博彩');
  await expect(fieldItem(page, '联系地址').locator('.ant-form-item-explain-error')).toHaveText('包含敏感词：博彩');
  await expect(address).toBeFocused();
  // Scrolled in the content only, as a form's error is: the top bar stays at the top, the field below it.
  const bar = page.locator('header').first();
  await expect
    .poll(() => fieldItem(page, '联系地址').evaluate((el) => el.getBoundingClientRect().top))
    .toBeGreaterThan(await bar.evaluate((el) => el.getBoundingClientRect().bottom));
  expect(await bar.evaluate((el) => el.getBoundingClientRect().top)).toBe(0);
  await expect(address).toBeInViewport();
  await address.fill('文三路 100 号 8 楼');
  await expect(fieldItem(page, '联系地址').locator('.ant-form-item-explain-error')).toHaveCount(0);
  await button(page, '保存').first().click();
  await expectToast(page, '保存成功');
});

/** The drafts this browser keeps, as one text ('[]' for none). */
const keptDrafts = (page: import('@playwright/test').Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('console-drafts');
        open.onsuccess = () => {
          const all = open.result.transaction('drafts').objectStore('drafts').getAll();
          all.onsuccess = () => resolve(JSON.stringify(all.result));
        };
        open.onerror = () => resolve('');
      }),
  );

test('a reload mid-edit offers the site as typed; 恢复 brings it back and a save clears the draft', async ({
  page,
}) => {
  await page.goto(PC);
  await page.getByLabel('导航名称').nth(1).fill('精品课程');
  await page.getByLabel('联系地址').fill('杭州市西湖区文三路 90 号 3 楼');
  await expect(preview(page)).toContainText('首页精品课程商城');
  // The first change is kept at once, the newest a second later at most: the reload asks before leaving.
  page.once('dialog', (d) => void d.accept());
  await expect.poll(() => keptDrafts(page)).toContain('文三路 90 号');
  await page.reload();
  const notice = page.getByRole('alert').filter({ hasText: '未保存的内容' });
  await expect(notice).toBeVisible();
  await expect(page.getByLabel('导航名称').nth(1)).toHaveValue('全部课程');
  await button(notice, '恢复').click();
  await expect(page.getByLabel('导航名称').nth(1)).toHaveValue('精品课程');
  await expect(page.getByLabel('联系地址')).toHaveValue('杭州市西湖区文三路 90 号 3 楼');
  await expect(preview(page)).toContainText('首页精品课程商城');
  await button(page, '保存').first().click();
  await expectToast(page, '保存成功');
  await expect.poll(() => keptDrafts(page)).toBe('[]');
});
