import type { Page } from '@playwright/test';
import { noisePng, smallMp4, solidPng } from './support/files.js';
import { expect, test } from './support/fixtures.js';
import { holdRequests } from './support/hold.js';
import { signIn, startSignStack } from './support/stack.js';
import { button, chooseOption, expectToast, shot } from './support/ui.js';

/**
 * Direct uploads to OSS from the browser: the real ali-oss client with STS credentials from the gateway,
 * into the fake upstream's OSS emulator.
 */
const fileInput = (page: Page, label: string) =>
  page.locator('.ant-form-item').filter({ hasText: label }).locator('input[type=file]').first();

test('a real PNG goes up with visible progress and appears in the album', async ({ page }) => {
  await page.goto('/official/content/album/create');
  await chooseOption(page, '分类', '教学环境');

  // Hold the second part until the page has shown progress, so the test sees it without racing the upload.
  const release = await holdRequests(page, (url) => url.searchParams.get('partNumber') === '2');
  const png = noisePng(800, 800);
  expect(png.length).toBeGreaterThan(2 * 1024 * 1024);
  await page.getByLabel('选择照片').setInputFiles({ name: '春游合影.png', mimeType: 'image/png', buffer: png });

  const row = page.locator('[data-upload-state]').filter({ hasText: '春游合影.png' });
  await expect(row).toHaveAttribute('data-upload-state', 'progress');
  await expect.poll(async () => Number(await row.getAttribute('data-percent'))).toBeGreaterThan(0);
  expect(Number(await row.getAttribute('data-percent'))).toBeLessThan(100);
  await expect(row.getByRole('progressbar')).toBeVisible();
  await shot(page, 'upload-progress');
  release();
  await expect(row).toHaveAttribute('data-upload-state', 'done');

  await page.getByRole('button', { name: /完成/ }).click();
  await expect(page).toHaveURL(/\/official\/content\/album\/list/);
  const card = page.locator('.photo-card:visible').filter({ hasText: '春游合影' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('教学环境');
  await expect(card).toContainText('800×800');
  // The picture is the uploaded object, served back by the bucket.
  const src = await card.locator('img').getAttribute('src');
  // Under the shop's own folder of the day (issue 29): {tenant}/{shop}/{yyyy}/{mm}/{dd}/.
  expect(src).toMatch(/\/console-media\/console\/1\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{16}\.png$/);
  const back = await page.request.get(src as string);
  expect(Buffer.from(await back.body()).equals(png)).toBe(true);
});

test('a .gif and a 6 MB image are refused with the exact messages', async ({ page }) => {
  await page.goto('/official/content/banner/create');
  const box = page.locator('.ant-form-item').filter({ hasText: '图片' }).locator('[data-upload-state]').first();
  await fileInput(page, '图片').setInputFiles({
    name: '动图.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from('GIF89a'),
  });
  await expectToast(page, '上传图片只能是jpg、jpeg、png格式');
  await expect(box).toHaveAttribute('data-upload-state', 'idle');
  await fileInput(page, '图片').setInputFiles({
    name: '大图.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.alloc(6 * 1024 * 1024, 0xff),
  });
  await expectToast(page, '上传图片大小不能超过 5MB!');
  await expect(box).toHaveAttribute('data-upload-state', 'idle');
});

test('a small MP4 uploads and the video is saved with it', async ({ page }) => {
  await page.goto('/official/content/video/create');
  await page.getByLabel('标题', { exact: true }).fill('书法体验课');
  await fileInput(page, '封面图').setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: solidPng(320, 180, [200, 80, 40]),
  });
  await expect(
    page.locator('.ant-form-item').filter({ hasText: '封面图' }).locator('[data-upload-state]'),
  ).toHaveAttribute('data-upload-state', 'done');
  const media = page.locator('.ant-form-item').filter({ hasText: '视频/音频文件' });
  // Audio is refused while the type is 视频.
  await media
    .locator('input[type=file]')
    .setInputFiles({ name: 'a.mp3', mimeType: 'audio/mpeg', buffer: Buffer.alloc(100) });
  await expectToast(page, '只能上传MP4、MOV文件!');
  await media
    .locator('input[type=file]')
    .setInputFiles({ name: '体验课.mp4', mimeType: 'video/mp4', buffer: smallMp4() });
  await expect(media.locator('[data-upload-state]')).toHaveAttribute('data-upload-state', 'done');
  await expect(media.locator('video')).toHaveAttribute('src', /\.mp4$/);
  await chooseOption(page, '视频分类', '名师讲堂');
  await button(page, '保存').click();
  await expect(page).toHaveURL(/\/official\/content\/video\/list/);
  await expect(page.getByText('书法体验课')).toBeVisible();
});

test.describe('credentials that expire', () => {
  let stack: Awaited<ReturnType<typeof startSignStack>>;
  test.beforeAll(async () => {
    stack = await startSignStack(process.env.WEB_ROOT ?? `${process.cwd()}/../web/dist`);
  });
  test.afterAll(async () => {
    await stack?.stop();
  });

  test('an upload after the credentials expire succeeds through refresh', async ({ page }) => {
    await signIn(page, undefined, `${stack.url}/login`);
    await page.goto(`${stack.url}/official/content/banner/create`);
    const box = page.locator('.ant-form-item').filter({ hasText: '图片' }).locator('[data-upload-state]').first();
    await fileInput(page, '图片').setInputFiles({
      name: 'one.png',
      mimeType: 'image/png',
      buffer: solidPng(64, 64, [10, 120, 200]),
    });
    await expect(box).toHaveAttribute('data-upload-state', 'done');
    const first = await box.locator('img').getAttribute('src');

    // Every credential issued so far ends now; the page still holds its copy and tries it first.
    const res = await fetch(`${stack.fakeUrl}/__dev/oss/expire`, { method: 'POST' });
    expect(((await res.json()) as { expired: number }).expired).toBeGreaterThan(0);
    const refused: string[] = [];
    page.on('response', (r) => {
      if (r.status() === 403 && r.url().includes('/console-media/')) refused.push(r.url());
    });

    await fileInput(page, '图片').setInputFiles({
      name: 'two.png',
      mimeType: 'image/png',
      buffer: solidPng(64, 64, [250, 200, 0]),
    });
    await expect(box).toHaveAttribute('data-upload-state', 'done');
    const second = await box.locator('img').getAttribute('src');
    expect(second).not.toBe(first);
    // OSS refused the old credentials, the page fetched fresh ones, and the retry went through.
    expect(refused.length).toBeGreaterThan(0);
    expect((await page.request.get(second as string)).status()).toBe(200);
  });
});
