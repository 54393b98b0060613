import { expect, test } from './support/fixtures.js';
import { ADMISSIONS } from './support/marketing.js';
import { requestsOf } from './support/stack.js';
import { button, chooseOption, rowOf, tableRows, tableSettled } from './support/ui.js';

/** /marketing/menu and /marketing/playway, and the playways' product gates (spec §2, §3, §6). */
const UPGRADE = '抱歉，您当前版本不支持此功能，升级后即可使用。';
const PLAYWAYS = ['助力', '拼团', '活动报名', '超级游戏', '抽奖', '秒杀', '优惠券'];
const card = (page: import('@playwright/test').Page, name: string) =>
  // A card is named by what it shows: its name first, then its state or the new-window mark, then its pitch.
  page.getByRole('link', { name: new RegExp(`^${name}\\s*(已开通|未开通|在新窗口打开)`) }).filter({ visible: true });
const secondMenu = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: '营销菜单' });

test.describe('an account with every playway', () => {
  test('the menu shows each playway as bought, the admissions tools open outside; all playways in one list', async ({
    page,
  }) => {
    // The tools are outside sites: the test records the window they open instead of leaving loopback.
    await page.addInitScript(() => {
      const opened: unknown[][] = [];
      (window as unknown as { opened: unknown[][] }).opened = opened;
      window.open = (...args: unknown[]) => {
        opened.push(args);
        return null;
      };
    });
    await page.goto('/marketing/menu');
    for (const name of PLAYWAYS) await expect(card(page, name)).toContainText('已开通');
    await expect(secondMenu(page)).toBeHidden();

    await card(page, ADMISSIONS.brochure).click();
    const opened = await page.evaluate(() => (window as unknown as { opened: unknown[][] }).opened);
    expect(opened).toHaveLength(1);
    expect(opened[0]?.[0]).toMatch(/^https:\/\/.+\/admissions\/brochure$/);
    expect(opened[0]?.[2]).toMatch(/width=\d+,height=\d+/);

    await card(page, '抽奖').click();
    await expect(page).toHaveURL(/\/marketing\/lottery\/list$/);
    await expect(secondMenu(page)).toBeVisible();
    await expect(secondMenu(page).getByRole('menuitem', { name: '抽奖' })).toBeVisible();

    // All playways in one list, filtered by type and status; a row opens its data page.
    await page.goto('/marketing/playway');
    await tableSettled(page);
    await expect(page.getByText('共 224 条')).toBeVisible();
    await chooseOption(page, page.getByRole('combobox', { name: '活动类型' }), '抽奖');
    await chooseOption(page, page.getByRole('combobox', { name: '活动状态' }), '进行中');
    await button(page, '查询').click();
    await expect(page).toHaveURL(/type=lottery/);
    await expect(page).toHaveURL(/status=2/);
    await expect(page.getByText('共 224 条')).toHaveCount(0);
    await expect(tableRows(page).first()).toContainText('抽奖');
    await tableSettled(page);
    const rows = await tableRows(page).all();
    for (const row of rows) {
      await expect(row).toContainText('抽奖');
      await expect(row).toContainText('进行中');
    }
    const query = (await requestsOf('marketing.campaigns')).at(-1)?.query;
    expect(query).toMatchObject({ type: 'lottery', status: '2' });

    await rowOf(page, '周年庆幸运九宫格')
      .getByRole('button', { name: /数\s*据/ })
      .click();
    await expect(page).toHaveURL(/\/marketing\/lottery\/data\?id=1$/);
    await expect(page.getByRole('heading', { name: '周年庆幸运九宫格' })).toBeVisible();
  });
});

test.describe('a mini-program account with boost, group buying and the mall only', () => {
  test.use({ account: 'miniProgram' });

  test('bought playways open; another asks to upgrade and applies for its product, by the menu or by address', async ({
    page,
  }) => {
    await page.goto('/marketing/menu');
    for (const name of ['助力', '拼团', '秒杀']) await expect(card(page, name)).toContainText('已开通');
    for (const name of ['活动报名', '超级游戏', '抽奖', '优惠券'])
      await expect(card(page, name)).toContainText('未开通');

    // Seckill is gated by group buying (7), which this account has.
    await card(page, '秒杀').click();
    await expect(page).toHaveURL(/\/marketing\/seckill\/list$/);
    await page.goto('/marketing/menu');

    await card(page, '抽奖').click();
    const confirm = page.getByRole('dialog').filter({ hasText: UPGRADE });
    await expect(confirm).toBeVisible();
    await expect(page).toHaveURL(/\/marketing\/menu$/);
    await confirm.getByRole('button', { name: '立即升级' }).click();
    const apply = page.getByRole('dialog').filter({ hasText: '申请升级' });
    await expect(apply.getByText('您正在申请升级「抽奖」')).toBeVisible();
    await apply.getByLabel('联系人姓名').fill('李店长');
    await apply.getByLabel('联系电话').fill('13800000002');
    await button(apply, '提交申请').click();
    await expect(apply.getByText('提交成功')).toBeVisible();
    const [sent] = await requestsOf('home.upgradeApply');
    expect(sent?.body).toMatchObject({ productId: 18 });

    // Entering a playway it lacks by its address asks the same; cancel goes back.
    await page.goto('/marketing/boost/list');
    await tableSettled(page);
    await page.goto('/marketing/superGame/list');
    await expect(confirm).toBeVisible();
    await expect(page.getByText('当前版本暂未开通此功能')).toBeVisible();
    await confirm.getByRole('button', { name: /取\s*消/ }).click();
    await expect(page).toHaveURL(/\/marketing\/boost\/list$/);
  });
});

test.describe('a short-video account with boost and the lottery', () => {
  test.use({ account: 'tiktok' });

  test('seckill is gated by group buying (7), which it lacks; the lottery opens', async ({ page }) => {
    await page.goto('/marketing/lottery/list');
    await tableSettled(page);
    await expect(page.getByRole('dialog').filter({ hasText: UPGRADE })).toHaveCount(0);
    await page.goto('/marketing/seckill/list');
    const confirm = page.getByRole('dialog').filter({ hasText: UPGRADE });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: '立即升级' }).click();
    await expect(page.getByText('您正在申请升级「拼团」')).toBeVisible();
  });
});
