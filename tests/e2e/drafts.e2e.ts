import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS, PASSWORD } from './support/accounts.js';
import { expect, test } from './support/fixtures.js';
import { scenario, signIn } from './support/stack.js';
import { button, chooseOption, expectToast, fieldItem, save, typeRich, uploadImage } from './support/ui.js';

/** Issue 30: what a person types is kept in this browser until it is saved or given up. */

/** Every draft this browser keeps, read from IndexedDB as the page sees it (none before the first). */
function storedDrafts(page: Page): Promise<Array<{ key: string; value: unknown }>> {
  return page.evaluate(async () => {
    // Opening a database that does not exist would make an empty one the console could not use: ask first.
    if (!(await indexedDB.databases()).some((d) => d.name === 'console-drafts')) return [];
    return new Promise((resolve, reject) => {
      const open = indexedDB.open('console-drafts');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('drafts')) {
          db.close();
          resolve([]);
          return;
        }
        const tx = db.transaction('drafts', 'readonly');
        const keys = tx.objectStore('drafts').getAllKeys();
        const values = tx.objectStore('drafts').getAll();
        tx.oncomplete = () => {
          db.close();
          resolve(keys.result.map((k, i) => ({ key: String(k), value: values.result[i] })));
        };
      };
    });
  });
}

/** The kept drafts as one text, to look for a value in. */
const draftsText = async (page: Page) => JSON.stringify(await storedDrafts(page));

const NEWS = '/official/content/activity/create';
const notice = (scope: Page | Locator) => scope.getByRole('alert').filter({ hasText: '未保存的内容' });

/** Types a news item: title, cover, category and a paragraph of body, and waits until its draft is kept. */
async function typeNews(page: Page, title: string, body: string) {
  await page.goto(NEWS);
  await page.getByLabel('标题', { exact: true }).fill(title);
  await uploadImage(page, '封面图', [60, 160, 90]);
  await chooseOption(page, '新闻分类', '学校新闻');
  await typeRich(page, '正文', body);
  // The editor keeps spaces as &nbsp;: the bodies here have none.
  await expect.poll(() => draftsText(page)).toContain(body);
}

/** 恢复 brings back every field: the title, the uploaded cover, the category and the rich text. */
async function restoreNews(page: Page, title: string, body: string) {
  await expect(notice(page)).toBeVisible();
  await expect(page.getByLabel('标题', { exact: true })).toHaveValue('');
  await button(notice(page), '恢复').click();
  await expect(notice(page)).toHaveCount(0);
  await expect(page.getByLabel('标题', { exact: true })).toHaveValue(title);
  await expect(fieldItem(page, '正文').locator('.ql-editor')).toContainText(body);
  await expect(fieldItem(page, '新闻分类')).toContainText('学校新闻');
  await expect(fieldItem(page, '封面图').locator('img').first()).toBeVisible();
}

/** Saves, and the draft is gone. */
async function saveAndCheckGone(page: Page, title: string) {
  await save(page);
  await expectToast(page, '保存成功');
  await expect(page.locator('.ant-table-row:visible').filter({ hasText: title })).toBeVisible();
  await expect.poll(() => storedDrafts(page)).toEqual([]);
}

test('a reload mid-edit of a news item offers what was typed; 恢复 brings it all back and a save clears it', async ({
  page,
}) => {
  const title = '冬季书画展开幕';
  const body = '十二月二十日，学员作品在少年宫展出，欢迎家长参观。';
  await typeNews(page, title, body);
  page.once('dialog', (d) => void d.accept());
  await page.reload();
  await restoreNews(page, title, body);
  await saveAndCheckGone(page, title);
});

test('a session expiring mid-edit: signing in again brings the page back and 恢复 its values', async ({ page }) => {
  const title = '春季招生简章发布';
  const body = '春季班三月开课，国画、书法、素描三个方向，名额有限。';
  await typeNews(page, title, body);
  // The next call (the forbidden-word check of the save) finds the session expired.
  await scenario('check.sensitive', { kind: 'code', code: 401 }, 1);
  await save(page);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByPlaceholder('账号').fill(ACCOUNTS.app);
  await page.getByPlaceholder('密码').fill(PASSWORD);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(new RegExp(`${NEWS}$`));
  await restoreNews(page, title, body);
  await saveAndCheckGone(page, title);
});

test('a session expiring while a dialog is open: signing in again, the same dialog offers what was typed', async ({
  page,
}) => {
  // The order remark, a hand-made dialog: its draft is kept per order while it is open.
  const ORDERS = '/transaction/order/list?status=closed&searchField=phone&keyword=17700001001';
  const typed = '家长来电：周六上午到店取教材';
  const remarkOf = async () => {
    await page
      .locator('.ant-table-row:visible')
      .filter({ hasText: '书法练习字帖' })
      .getByRole('button', { name: /备\s*注/ })
      .click();
    return page.getByRole('dialog', { name: '订单备注' });
  };
  await page.goto(ORDERS);
  let dialog = await remarkOf();
  await dialog.getByRole('textbox').fill(typed);
  await expect.poll(() => draftsText(page)).toContain(typed);
  // The save finds the session expired.
  await scenario('order.remark', { kind: 'code', code: 401 }, 1);
  await button(dialog, '确定').click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByPlaceholder('账号').fill(ACCOUNTS.app);
  await page.getByPlaceholder('密码').fill(PASSWORD);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(/\/transaction\/order\/list/);
  dialog = await remarkOf();
  await expect(notice(dialog)).toBeVisible();
  await button(notice(dialog), '恢复').click();
  await expect(dialog.getByRole('textbox')).toHaveValue(typed);
  await button(dialog, '确定').click();
  await expect(page.locator('.ant-table-row:visible').filter({ hasText: '书法练习字帖' })).toContainText(
    `备注：${typed}`,
  );
  await expect.poll(() => storedDrafts(page)).toEqual([]);
});

test('放弃 drops the draft; leaving with the guard’s 继续 keeps it and says so', async ({ page }) => {
  await typeNews(page, '放弃的新闻', '这段正文不再需要。');
  page.once('dialog', (d) => void d.accept());
  await page.reload();
  await button(notice(page), '放弃').click();
  await expect(notice(page)).toHaveCount(0);
  await expect.poll(() => storedDrafts(page)).toEqual([]);

  await page.getByLabel('标题', { exact: true }).fill('离开时保留');
  await expect.poll(() => draftsText(page)).toContain('离开时保留');
  await page.getByRole('region', { name: '已打开的页面' }).getByRole('tab', { name: '概况' }).click();
  const leave = page.getByRole('dialog').filter({ hasText: '此操作将不会保存已有修改, 是否继续?' });
  await button(leave, '继续').click();
  await expectToast(page, '已保留草稿，下次打开可恢复');
  expect(await draftsText(page)).toContain('离开时保留');
});

test('a password typed into a form is never kept in IndexedDB, and another account sees no draft of the first', async ({
  page,
}) => {
  const secret = 'Secret#20250101';
  await page.goto('/setting/user/create');
  await page.getByLabel('姓名', { exact: true }).fill('草稿店员');
  await fieldItem(page, '登录密码').locator('input').fill(secret);
  await fieldItem(page, '确认密码').locator('input').fill(secret);
  await page.getByLabel('手机号', { exact: true }).fill('13700001234');
  await expect.poll(() => draftsText(page)).toContain('13700001234');
  const kept = await draftsText(page);
  expect(kept).toContain('草稿店员');
  expect(kept).not.toContain(secret);

  // Another account signs in on this browser: the page opens empty, with nothing offered.
  page.once('dialog', (d) => void d.accept());
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, ACCOUNTS.miniProgram, '/login?redirect=%2Fsetting%2Fuser%2Fcreate');
  await expect(page).toHaveURL(/\/setting\/user\/create$/);
  await expect(page.getByLabel('姓名', { exact: true })).toHaveValue('');
  await expect(notice(page)).toHaveCount(0);
  // The first account's draft is still there for it.
  expect(await draftsText(page)).toContain('草稿店员');
});
