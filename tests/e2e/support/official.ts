import { deflateSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';
import { PNG } from 'pngjs';

/** Where browser-test screenshots of the official pages go (looked at by a person, not compared). */
export const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-official';

export async function shot(page: Page, name: string): Promise<void> {
  if (process.env.SHOTS !== '1') return;
  await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width ?? 0}.png`, fullPage: true });
}

/** A real PNG of noise (so it does not compress away): about width × height × 4 bytes. */
export function noisePng(width: number, height: number, seed = 7): Buffer {
  const png = new PNG({ width, height });
  let s = seed >>> 0;
  for (let i = 0; i < png.data.length; i++) {
    s = (s * 1664525 + 1013904223) >>> 0;
    png.data[i] = i % 4 === 3 ? 255 : s >>> 24;
  }
  return PNG.sync.write(png, { deflateLevel: 1 });
}

/** A small but well-formed PNG of one colour. */
export function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const png = new PNG({ width, height });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([...rgb, 255], i);
  return PNG.sync.write(png);
}

/** A tiny MP4-named file: the upload path does not read the container, only the type and the size. */
export function smallMp4(): Buffer {
  // An ftyp box ('isom') followed by an empty mdat box: the start of any MP4.
  const ftyp = Buffer.from('0000001866747970697 36f6d0000020069736f6d69736f32'.replace(/\s/g, ''), 'hex');
  return Buffer.concat([ftyp, Buffer.from('0000000c6d64617400000000', 'hex'), deflateSync(Buffer.alloc(2048, 1))]);
}

/** Whether the element is inside the viewport (a form scrolled to its error). */
export async function inViewport(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const r = el.getBoundingClientRect();
      return r.bottom > 0 && r.top < window.innerHeight;
    });
}

/** The toast antd shows (message), by its exact text. */
export const toast = (page: Page, text: string) => page.locator('.ant-message-notice').getByText(text, { exact: true });

export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(toast(page, text)).toBeVisible();
}

/**
 * A second stack whose gateway has no STS role, so it forwards `media.ossSign` to the documented `GET
 * /ajax/oss/sign` and never caches: after the fake ends every credential, the next ones it issues are fresh.
 * (The main stack's gateway caches its STS credentials until shortly before they expire, as it should.)
 */
export async function startSignStack(webRoot: string) {
  const { fakeEnv, gatewayEnv } = await import('../../../scripts/stack-env.js');
  const { startService } = await import('../../support/processes.js');
  const base = Number(process.env.E2E_PORT ?? 18080) + 20;
  const stack = { port: base, fakePort: base + 1, secret: 'e2e-sign-stack-secret' };
  const fake = await startService(
    'fake-upstream/src/main.ts',
    { ...fakeEnv(stack), QUIET: '1', HOST: '127.0.0.1' },
    '/__health',
    stack.fakePort,
  );
  const env = gatewayEnv(stack, webRoot);
  delete env.OSS_STS_ROLE_ARN;
  // Without STS settings the gateway does not know the bucket's address; the page must still reach it.
  const bucketOrigin = `http://localhost:${stack.fakePort}`;
  Object.assign(env, { CSP_CONNECT_SRC: bucketOrigin, CSP_IMG_SRC: bucketOrigin, CSP_MEDIA_SRC: bucketOrigin });
  const gateway = await startService('gateway/src/main.ts', { ...env, HOST: '127.0.0.1' }, '/api/health', stack.port);
  return {
    url: `http://127.0.0.1:${stack.port}`,
    fakeUrl: `http://127.0.0.1:${stack.fakePort}`,
    async stop() {
      await gateway.stop();
      await fake.stop();
    },
  };
}

export const fieldItem = (page: Page, label: string) =>
  page.locator('.ant-form-item').filter({ has: page.locator('label', { hasText: new RegExp(`^${label}$`) }) });

/** Uploads a small PNG through a form field's image box and waits for it to finish. */
export async function uploadImage(page: Page, label: string, rgb: [number, number, number] = [41, 117, 238]) {
  const item = fieldItem(page, label);
  await item
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: `${label}.png`, mimeType: 'image/png', buffer: solidPng(120, 80, rgb) });
  await expect(item.locator('[data-upload-state]').first()).toHaveAttribute('data-upload-state', 'done');
}

/** Picks an option of an antd Select found by its label. */
export async function choose(page: Page, label: string, option: string) {
  await fieldItem(page, label).locator('.ant-select').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).click();
}

/** Types into the rich-text editor of a field. */
export async function typeRich(page: Page, label: string, text: string) {
  const editor = fieldItem(page, label).locator('.ql-editor');
  await editor.click();
  await editor.pressSequentially(text);
}

export async function save(page: Page) {
  await page.getByRole('button', { name: /^保\s*存$/ }).click();
}

/** Answers the delete confirmation of section 8 and waits for its result. */
export async function confirmDelete(page: Page) {
  await expect(page.getByText('此操作将永久删除该文件, 是否继续?')).toBeVisible();
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expectToast(page, '删除成功!');
}

/** Deletes the table row holding `text` through its confirmation. */
export async function deleteRow(page: Page, text: string) {
  const row = page.locator('.ant-table-row:visible').filter({ hasText: text });
  await row.getByRole('button', { name: /^删\s*除$/ }).click();
  await confirmDelete(page);
  await expect(page.locator('.ant-table-row:visible').filter({ hasText: text })).toHaveCount(0);
}

/** Opens the edit page of the row holding `text`. */
export async function editRow(page: Page, text: string) {
  await page
    .locator('.ant-table-row:visible')
    .filter({ hasText: text })
    // A link (one element) since the row's 编辑 stopped being a button inside a link.
    .getByRole('link', { name: /^编\s*辑$/ })
    .click();
  await expect(page).toHaveURL(/\/edit\/\d+$/);
}
