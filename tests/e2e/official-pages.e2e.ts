import { expect, test } from './support/fixtures.js';
import { shot } from './support/ui.js';

/** Every official-content page opens with its seeded data, at desktop and phone widths. */
const LISTS: Array<[string, string, string]> = [
  ['introduction', '/official/content/introduction/list', '学校简介'],
  ['video', '/official/content/video/list', '水彩风景写生课堂实录'],
  ['album', '/official/content/album/list', '城东校区大门'],
  ['student', '/official/content/student/list', '王子涵'],
  ['activity', '/official/content/activity/list', '关于五一假期调课的通知'],
  ['works', '/official/content/works/list', '我的梦想家园'],
  ['contact', '/official/content/contact/list', '城东校区（总部）'],
  ['banner', '/official/content/banner/list', '春季招生火热进行中'],
  ['form', '/official/content/form/list', '免费试听课预约'],
];

for (const width of [1440, 390]) {
  test(`official lists show their data at ${width} px`, async ({ page }) => {
    // Sixteen pages opened one after the other.
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    for (const [name, path, text] of LISTS) {
      await page.goto(path);
      await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
      await shot(page, `list-${name}`);
    }
    for (const [name, path] of [
      ['create-activity', '/official/content/activity/create'],
      ['edit-banner', '/official/content/banner/edit/1'],
      ['edit-video', '/official/content/video/edit/1'],
      ['create-album', '/official/content/album/create'],
      ['edit-form', '/official/content/form/edit/1'],
      ['forms-data', '/official/content/form/formsData?id=1'],
      ['category', '/official/setting/category'],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('.ant-card-head-title:visible').first()).toBeVisible();
      await shot(page, name);
    }
  });
}
