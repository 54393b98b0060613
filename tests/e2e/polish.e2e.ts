import { expect, test } from './support/fixtures.js';
import { requestsOf, scenario } from './support/stack.js';
import { button, chooseOption, expectToast, fieldError, fieldItem, save, toast } from './support/ui.js';

/**
 * Defects met when trying the built areas as a new user would, each fixed where it belongs (the contracts'
 * messages, the engine, the shared validation): the test of each fails without its fix. Every test here also
 * fails on any error the page throws (the fixture), which is how an invalid dialog submit is checked.
 */

const OFFICIAL = '/official/content';

const REQUIRED: Array<[string, string[]]> = [
  ['activity', ['请输入标题', '请输入正文']],
  ['introduction', ['请输入标题', '请输入详细内容']],
  ['video', ['请输入标题']],
  ['student', ['请输入学员姓名']],
  ['contact', ['请输入校区名称', '请输入详细地址']],
  ['banner', ['请输入标题']],
  ['form', ['请输入表单名称']],
];
for (const [kind, messages] of REQUIRED) {
  test(`${kind}: empty required fields say what to do in Chinese`, async ({ page }) => {
    await page.goto(`${OFFICIAL}/${kind}/create`);
    await save(page);
    const errors = page.locator('.ant-form-item-explain-error').filter({ visible: true });
    await expect(errors.first()).toBeVisible();
    const texts = await errors.allInnerTexts();
    for (const m of messages) expect(texts).toContain(m);
    for (const t of texts) expect(t).not.toMatch(/无效输入|期望|[A-Za-z]{4,}/);
  });
}

test('a failed list load shows what happened and 重试, never the empty state', async ({ page }) => {
  await scenario('officialAlbum.list', { kind: 'drop' }, 1);
  await page.goto(`${OFFICIAL}/album/list`);
  await expectToast(page, '抱歉，出了点问题，请稍后再试');
  const failed = page.getByRole('alert').filter({ hasText: '照片加载失败' });
  await expect(failed).toBeVisible();
  await expect(page.getByText('暂无照片')).toHaveCount(0);
  await expect(page.getByText('共 0 条')).toHaveCount(0);
  await button(failed, '重试').click();
  await expect(page.locator('.photo-card').filter({ visible: true }).first()).toBeVisible();

  await scenario('officialActivity.list', { kind: 'code', code: 500 }, 1);
  await page.goto(`${OFFICIAL}/activity/list`);
  await expect(page.getByRole('alert').filter({ hasText: '新闻动态加载失败' })).toBeVisible();
  await expect(page.getByText('暂无数据')).toHaveCount(0);
});

test('an invalid dialog submit marks its fields and throws nothing', async ({ page }) => {
  await page.goto('/enrollment/clue/total/list');
  await button(page, '新增线索').click();
  const dialog = page.getByRole('dialog', { name: '新增线索' });
  await button(dialog, '保存').click();
  await expect(dialog.getByText('请输入姓名')).toBeVisible();

  await page.goto('/enrollment/clue/tags');
  await button(page, '新建分组').click();
  const group = page.getByRole('dialog', { name: '新建分组' });
  await button(group, '保存').click();
  await expect(group.getByText('请输入分组名称')).toBeVisible();
});

test('every text a person saves goes through the forbidden-word check', async ({ page }) => {
  // A category name.
  await page.goto('/official/setting/category');
  await page.getByLabel('分类名称 1').filter({ visible: true }).fill('赌博分类');
  await button(page, '保存').click();
  await expect(toast(page, '分类「赌博分类」包含敏感词：赌博')).toBeVisible();
  expect(await requestsOf('check.categorySave')).toHaveLength(0);

  // A lead's name in the dialog.
  await page.goto('/enrollment/clue/total/list');
  await button(page, '新增线索').click();
  const dialog = page.getByRole('dialog', { name: '新增线索' });
  await dialog.getByLabel('姓名').fill('赌博王');
  await chooseOption(page, dialog.getByLabel('线索来源'), '转介绍');
  await dialog.getByLabel('手机号').fill('16612345670');
  await button(dialog, '保存').click();
  await expect(dialog.getByText('包含敏感词：赌博')).toBeVisible();
  expect(await requestsOf('clue.add')).toHaveLength(0);

  // A photo's name in the grid's edit dialog.
  await page.goto(`${OFFICIAL}/album/list`);
  const card = page.locator('.photo-card').filter({ visible: true }).first();
  await card.hover();
  await card.getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑照片' });
  await edit.getByLabel('照片名称').fill('赌博照片');
  await button(edit, '保存').click();
  await expect(edit.getByText('包含敏感词：赌博')).toBeVisible();
  expect(await requestsOf('officialAlbum.save')).toHaveLength(0);
});

test('an out-of-range number is refused with its limits, never changed silently', async ({ page }) => {
  await page.goto('/enrollment/clue/setting');
  const rules = page.locator('.ant-card-small').filter({ hasText: '公海规则' });
  const days = rules.getByLabel('未跟进天数');
  await days.fill('-5');
  await button(rules, '保存').click();
  await expect(page.getByText('未跟进天数应为 1 到 365 之间的整数')).toBeVisible();
  await expect(days).toHaveValue('-5');
  expect(await requestsOf('clue.settingSave')).toHaveLength(0);

  // The same in a resource list's sort box and a resource form's number field.
  await page.goto(`${OFFICIAL}/banner/list`);
  const sort = page.getByRole('spinbutton').filter({ visible: true }).first();
  await sort.fill('-3');
  await sort.blur();
  await expect(toast(page, '排序不能为负数')).toBeVisible();
  await page.goto(`${OFFICIAL}/banner/create`);
  await fieldItem(page, '排序').getByRole('spinbutton').fill('12345');
  await save(page);
  await expect(fieldError(page, '排序')).toHaveText('排序不能大于 9999');
  await expect(fieldItem(page, '排序').getByRole('spinbutton')).toHaveValue('12345');
});

test('lists fit their columns at 1280 px with the help panel open: nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // Resource lists (long titles wrap in 新闻动态) and hand-made ones (accounts, orders, withdrawals).
  for (const path of [
    `${OFFICIAL}/activity/list`,
    `${OFFICIAL}/banner/list`,
    '/teacher/list',
    '/setting/user/list',
    '/transaction/order/list',
    '/transaction/assets/userWithdraw',
  ]) {
    await page.goto(path);
    await expect(page.locator('.ant-table-row').filter({ visible: true }).first()).toBeVisible();
    const overflow = await page
      .locator('.ant-table-content')
      .filter({ visible: true })
      .evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow, path).toBeLessThanOrEqual(1);
  }
});

test('pasted HTML keeps what the sanitiser allows and leaves no empty player behind', async ({ page }) => {
  await page.goto(`${OFFICIAL}/introduction/create`);
  await fieldItem(page, '标题').getByRole('textbox').fill('粘贴测试');
  const editor = fieldItem(page, '详细内容').locator('.ql-editor');
  await editor.click();
  await editor.evaluate((el) => {
    const data = new DataTransfer();
    data.setData('text/html', '<p>课程介绍</p><iframe src="https://player.example.com/v/1"></iframe><p>欢迎试听</p>');
    data.setData('text/plain', '课程介绍 欢迎试听');
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(editor).toContainText('欢迎试听');
  await expect(editor.locator('video, iframe')).toHaveCount(0);
  await save(page);
  await expectToast(page, '保存成功');
  const [saved] = await requestsOf('officialIntro.save');
  expect(saved?.body?.content).toContain('课程介绍');
  expect(saved?.body?.content).not.toMatch(/<video|<iframe/);
});
