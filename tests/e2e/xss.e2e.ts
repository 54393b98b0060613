import type { APIRequestContext, Page } from '@playwright/test';
import { ACCOUNTS, PASSWORD } from './support/accounts.js';
import { expect, test } from './support/fixtures.js';
import { dev, signIn } from './support/stack.js';

// These tests watch the page from before sign-in, so they sign in themselves.
test.use({ account: null });

/**
 * XSS: a list of payloads goes into every place the console renders upstream HTML (the help panel, notices,
 * product news, study articles, and a rich-text field in its list and its editor), through the fake upstream's
 * state, and in Chromium no script runs: no call of the `window.__xss` beacon the payloads aim at, no dialog,
 * no `javascript:` link, form or source left in the page. Every scenario runs twice: as served, and with the
 * Content-Security-Policy header stripped, so that the sanitising alone is tested as well as the CSP behind
 * it. A last test checks that the console itself raises no CSP violation.
 *
 * CSP reports on the payload pages are attached to the test, not failed on: Chrome reports an inline handler
 * as a violation as soon as HTML holding one is parsed, even into an inert DOMParser document that never runs
 * anything (Quill's clipboard does that with the editor's value), and zod reports its eval probe. What runs is
 * what the beacon counts.
 */
const PAYLOADS = [
  '<script>window.__xss(1)</script>',
  '<img src=x onerror="window.__xss(2)">',
  '<svg onload="window.__xss(3)"></svg>',
  '<svg><script>window.__xss(4)</script></svg>',
  '<iframe src="javascript:parent.__xss(5)"></iframe>',
  '<iframe srcdoc="&lt;script&gt;parent.__xss(6)&lt;/script&gt;"></iframe>',
  '<a href="javascript:window.__xss(7)">链接七</a>',
  '<details open ontoggle="window.__xss(8)"><summary>八</summary></details>',
  '<input autofocus onfocus="window.__xss(9)">',
  '<video><source onerror="window.__xss(10)"></video>',
  '<audio src=x onerror="window.__xss(11)"></audio>',
  '<object data="javascript:window.__xss(12)"></object>',
  '<embed src="javascript:window.__xss(13)">',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss(14)">',
  '<form action="javascript:window.__xss(15)"><button>提交十五</button></form>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss(16)>"></noscript>',
  '<a href="&#106;avascript:window.__xss(17)">链接十七</a>',
  '<div style="background:url(javascript:window.__xss(18))">十八</div>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss(19)">',
  '<base href="javascript:window.__xss(20)//">',
  '<svg><animate onbegin="window.__xss(21)" attributeName="x" dur="1s"></animate></svg>',
  '<marquee onstart="window.__xss(22)">二十二</marquee>',
  '<img src="x" onerror="eval(atob(\'d2luZG93Ll9feHNzKDIzKQ==\'))">',
  '<template><script>window.__xss(24)</script></template>',
  '<svg><a href="javascript:window.__xss(25)"><text x="0" y="15">二十五</text></a></svg>',
  '<body onload="window.__xss(26)">',
  '<style>@import "javascript:window.__xss(27)";</style>',
  '<img srcset="x 1x" onerror="window.__xss(28)">',
  '"><script>window.__xss(29)</script>',
  '<scr<script>ipt>window.__xss(30)</scr</script>ipt>',
];
/** Plain content beside the payloads: the page must still show it. */
const CONTROL = '正常内容：这段文字应当显示';
const PAYLOAD_HTML = `<p>${CONTROL}</p>\n${PAYLOADS.join('\n')}`;
const PAYLOAD_TITLE = `<img src=x onerror="window.__xss(99)">标题<script>window.__xss(98)</script>`;

interface Watch {
  hits: () => Promise<number[]>;
  violations: () => Promise<string[]>;
  dialogs: string[];
}

/**
 * The beacon, a CSP violation listener and a dialog counter, installed before any page script runs; with
 * `stripCsp`, documents arrive without their Content-Security-Policy header.
 */
async function watch(page: Page, stripCsp: boolean): Promise<Watch> {
  if (stripCsp) {
    await page.route('**/*', async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['content-security-policy'];
      return route.fulfill({ response, headers });
    });
  }
  await page.addInitScript(() => {
    const w = window as unknown as { __xss: (n: number) => void; __xssHits: number[]; __csp: string[] };
    w.__xssHits = [];
    w.__csp = [];
    w.__xss = (n: number) => w.__xssHits.push(n);
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample} at ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(`${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
  return {
    dialogs,
    hits: () => page.evaluate(() => (window as unknown as { __xssHits: number[] }).__xssHits),
    violations: () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp),
  };
}

/** Gives every payload its chance: autofocus, toggles, media errors and animations fire within a moment. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
}

/** The console's own CSP reports, apart from zod's eval probe (it falls back when the CSP says no). */
function consoleViolations(all: string[]): string[] {
  return all.filter((v) => !v.startsWith('script-src eval '));
}

async function expectNoScript(page: Page, w: Watch, where: string) {
  await settle(page);
  expect(await w.hits(), `scripts that ran on ${where}`).toEqual([]);
  expect(w.dialogs, `dialogs on ${where}`).toEqual([]);
  // Nothing left that would run script when followed, submitted or loaded.
  const leftovers = await page
    .locator('a[href^="javascript:" i], form[action^="javascript:" i], [src^="javascript:" i], [data^="javascript:" i]')
    .evaluateAll((els) => els.map((e) => e.outerHTML.slice(0, 120)));
  expect(leftovers, `javascript: URLs on ${where}`).toEqual([]);
  for (const v of await w.violations())
    test.info().annotations.push({ type: `CSP report on ${where}`, description: v });
}

async function gatewayToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/trpc/session.login', {
    data: { username: ACCOUNTS.app, password: PASSWORD },
  });
  const body = (await res.json()) as { result: { data: { token: string } } };
  return body.result.data.token;
}

for (const mode of ['as served', 'without the CSP header'] as const) {
  const stripCsp = mode !== 'as served';

  test.describe(mode, () => {
    test('the help panel renders its HTML without running any of it', async ({ page }) => {
      await dev('/__dev/content', { method: 'POST', body: { kind: 'help', path: '/overview', content: PAYLOAD_HTML } });
      const w = await watch(page, stripCsp);
      await signIn(page);
      await expect(page).toHaveURL(/\/overview$/);
      const panel = page.getByRole('complementary', { name: '页面帮助' });
      // The toggle shows once the page's help has loaded; open the panel if the settings keep it closed.
      const toggle = page.getByRole('button', { name: '帮助', exact: true });
      await expect(toggle).toBeVisible();
      if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
      await expect(panel.getByText(CONTROL)).toBeVisible();
      await expectNoScript(page, w, 'the help panel');
    });

    for (const [kind, list, detail] of [
      ['notice', '/center/notice', 'notice'],
      ['news', '/center/product', 'product'],
      ['study', '/center/study', 'study'],
    ] as const) {
      test(`a ${kind} with payloads in its title and body, in its list and its detail page`, async ({ page }) => {
        const { id } = await dev<{ id: number }>('/__dev/content', {
          method: 'POST',
          body: {
            kind,
            title: PAYLOAD_TITLE,
            summary: PAYLOADS.slice(0, 3).join(''),
            content: PAYLOAD_HTML,
            categoryId: kind === 'study' ? 1 : null,
          },
        });
        const w = await watch(page, stripCsp);
        await signIn(page);
        await page.goto(list);
        // The title is shown as text, payload and all.
        await expect(page.getByRole('link', { name: /标题/ }).first()).toBeVisible();
        await expectNoScript(page, w, `the ${kind} list`);
        await page.goto(`/center/centerInfo/${detail}/${id}`);
        await expect(page.getByText(CONTROL)).toBeVisible();
        await expectNoScript(page, w, `the ${kind} detail page`);
      });
    }

    test('rich text in its list and in its editor', async ({ page, request }) => {
      const token = await gatewayToken(request);
      const saved = await request.post('/trpc/officialIntro.save', {
        headers: { authorization: `Bearer ${token}`, 'x-product-id': '1' },
        data: { title: '机构介绍XSS', summary: PAYLOADS[1], content: PAYLOAD_HTML, sort: 1, isShow: '1' },
      });
      expect(saved.status(), await saved.text()).toBe(200);
      const { id } = ((await saved.json()) as { result: { data: { id: number } } }).result.data;
      const w = await watch(page, stripCsp);
      await signIn(page);
      await page.goto('/official/content/introduction/list');
      await expect(page.getByText('机构介绍XSS')).toBeVisible();
      await expectNoScript(page, w, 'the introduction list');
      await page.goto(`/official/content/introduction/edit/${id}`);
      await expect(page.locator('.ql-editor').getByText(CONTROL)).toBeVisible();
      await expectNoScript(page, w, 'the rich-text editor');
    });
  });
}

test('the console raises no CSP violation on sign-in and its first pages', async ({ page }) => {
  const w = await watch(page, false);
  await page.goto('/login');
  await expect(page.getByPlaceholder('账号')).toBeVisible();
  await signIn(page);
  await expect(page.getByText('今日访客')).toBeVisible();
  await settle(page);
  await page.goto('/center/notice');
  await settle(page);
  expect(consoleViolations(await w.violations())).toEqual([]);
  expect(await w.hits()).toEqual([]);
});
