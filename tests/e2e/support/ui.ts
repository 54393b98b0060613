import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { solidPng } from './files.js';

/**
 * The antd helpers every browser test uses: toasts, form fields, choosing an option, table rows,
 * confirmations and downloads. The frame keeps visited pages alive in hidden tabs, so every locator here
 * counts only what is on screen.
 */

/** The toast (antd message) whose text is exactly `text`; it carries its duration as `data-seconds`. */
export const toast = (page: Page, text: string) =>
  page.locator('.ant-message-notice').filter({ has: page.getByText(text, { exact: true }) });

/**
 * A toast with that text is showing. Two saves within a toast's three seconds show two alike; either proves it
 * (what the save did is checked by what follows it).
 */
export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(toast(page, text).first()).toBeVisible();
}

/** The visible form item whose label is exactly `label`. */
export const fieldItem = (scope: Page | Locator, label: string) =>
  scope
    .locator('.ant-form-item')
    .filter({ visible: true })
    .filter({ has: scope.locator('label').getByText(label, { exact: true }) });

/**
 * Waits until a keyboard drag that was just picked up takes the arrow keys. @dnd-kit's KeyboardSensor starts
 * listening for them from a timer it sets at the pickup, so an arrow sent as soon as the pickup was announced
 * could come before that timer and be lost (shop-mobile failed so, "移到第 3" after ArrowUp). A timer set now
 * runs after the sensor's: a condition, not a sleep.
 */
export async function keyboardDragReady(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}

/**
 * Waits for the scroll a refused save makes to its first error to be over (`scrollToFirstError`: after a short
 * delay, smooth, and only when the field's control is not already wholly in view): the control of the form item
 * `item` (its element with the field's id, what antd scrolls to) lies wholly in view and has not moved for five
 * frames. Call it as soon as the save's error shows, before typing anywhere: a fill focuses its box, and the
 * browser's scroll to a focused box stops a smooth scroll wherever it has come to (marketing-lottery was left
 * with its grid above the window so). A drag measures where to press before it presses; a page still scrolling
 * under it presses on another element. Gives up after `timeoutMs`, saying where the control was.
 */
export async function errorScrollDone(item: Locator, timeoutMs = 10_000): Promise<void> {
  await item.evaluate(
    (field, timeoutMs) =>
      new Promise<void>((resolve, reject) => {
        const node = field.querySelector(':scope .ant-form-item-control-input-content > [id]') ?? field;
        const inView = (r: DOMRect) => {
          // Taller than the window: the scroll centres it, so it covers the window.
          if (r.height > innerHeight) return r.top <= 0 && r.bottom >= innerHeight;
          if (r.top < -1 || r.bottom > innerHeight + 1) return false;
          for (let a = node.parentElement; a; a = a.parentElement) {
            if (a.scrollHeight <= a.clientHeight || !/(auto|scroll)/.test(getComputedStyle(a).overflowY)) continue;
            const v = a.getBoundingClientRect();
            if (r.top < v.top - 1 || r.bottom > v.bottom + 1) return false;
          }
          return true;
        };
        let last = Number.NaN;
        let still = 0;
        const until = performance.now() + timeoutMs;
        const tick = () => {
          const r = node.getBoundingClientRect();
          still = Math.abs(r.top - last) < 0.5 ? still + 1 : 0;
          last = r.top;
          if (still >= 5 && inView(r)) resolve();
          else if (performance.now() > until)
            reject(
              new Error(`#${node.id} did not come to rest in view: top ${r.top}, bottom ${r.bottom} of ${innerHeight}`),
            );
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    timeoutMs,
  );
}

/** The error under a form field. */
export const fieldError = (scope: Page | Locator, label: string) =>
  fieldItem(scope, label).locator('.ant-form-item-explain');

/** The open select dropdown (antd renders one per select, hidden ones stay in the page). */
export const openDropdown = (page: Page) => page.locator('.ant-select-dropdown').filter({ visible: true });

/**
 * Picks `option` of the select in the form item labelled `label` (or of a select locator): opens it, waits for
 * the option to show, clicks it, and checks the select now shows it. Playwright's click waits for the
 * dropdown to stop moving, so its slide-in animation cannot take the click elsewhere.
 */
export async function chooseOption(page: Page, field: string | Locator, option: string): Promise<void> {
  const select = typeof field === 'string' ? fieldItem(page, field).locator('.ant-select') : field;
  await select.click();
  // The dropdown slides in; an option clicked before it has settled can be hovered without being chosen.
  await expect(openDropdown(page)).toHaveCount(1);
  await expect(openDropdown(page)).not.toHaveClass(/-(enter|appear)/);
  const item = openDropdown(page).getByTitle(option, { exact: true });
  await item.click();
  await expect(openDropdown(page)).toHaveCount(0);
}

/** The visible rows of the table on screen. */
export const tableRows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row').filter({ visible: true });

/** The visible table row holding `text`. */
export const rowOf = (page: Page, text: string) => tableRows(page).filter({ hasText: text });

/**
 * A button's accessible name by its text: antd puts a space between two characters (保 存), and an icon's
 * name comes first (plus 新增讲师), but 删除 must not find 批量删除.
 */
const buttonName = (text: string) => new RegExp(`(^|\\s)${[...text].join('\\s*')}$`);

/** A button of a row (编辑, 删除, 复制…), by its text. */
export const rowButton = (row: Locator, name: string) => row.getByRole('button', { name: buttonName(name) });

/**
 * A visible button by its text, once it is not busy. An antd button in its loading state ignores a click: a save
 * clicked again while the refused one before it still runs its forbidden-word checks did nothing, and the error
 * the test waited for never came (points failed so). A click on this locator waits for the button to be free.
 */
export const button = (scope: Page | Locator, name: string) =>
  scope
    .getByRole('button', { name: buttonName(name) })
    .filter({ visible: true })
    .and(scope.locator(':not(.ant-btn-loading)'));

/** Waits until the table on screen has loaded (no spinner over it). */
export async function tableSettled(page: Page): Promise<void> {
  await expect(page.locator('.ant-table-wrapper .ant-spin-spinning').filter({ visible: true })).toHaveCount(0);
}

/** Answers the confirmation dialog showing `text` with `answer` (确定 by default). */
export async function confirm(page: Page, text: string | RegExp, answer = '确定'): Promise<void> {
  const dialog = page.locator('.ant-modal-confirm, .ant-popconfirm').filter({ hasText: text });
  await expect(dialog).toBeVisible();
  await button(dialog, answer).click();
  await expect(dialog).toBeHidden();
}

/** A deletion's question for what is not a file: it names the item (确定删除角色「前台接待」吗？) or counts them. */
export const DELETE_QUESTION = /确定删除.+吗？/;

/**
 * A delete confirmation for one item or several, answered, and its result (spec §8): the spec's file message
 * for files and photos (`files`), otherwise the question naming what goes.
 */
export async function confirmDelete(
  page: Page,
  o: { many?: boolean; cancel?: boolean; files?: boolean } = {},
): Promise<void> {
  const text = !o.files
    ? DELETE_QUESTION
    : o.many
      ? '此操作将永久删除这些文件, 是否继续?'
      : '此操作将永久删除该文件, 是否继续?';
  // The toast lasts 3 s and appears while the dialog closes: watched for from before the answer, so a slow
  // machine cannot let it go by unseen.
  await Promise.all([
    toast(page, o.cancel ? '已取消删除' : '删除成功!').waitFor(),
    confirm(page, text, o.cancel ? '取消' : '确定'),
  ]);
}

/** Deletes the table row holding `text` through its confirmation, and waits for it to go. */
export async function deleteRow(page: Page, text: string): Promise<void> {
  await rowButton(rowOf(page, text), '删除').click();
  await confirmDelete(page);
  await expect(rowOf(page, text)).toHaveCount(0);
}

/** Opens the edit page of the row holding `text`. */
export async function editRow(page: Page, text: string): Promise<void> {
  // A row's 编辑 is a link (it goes to a page).
  await rowOf(page, text)
    .getByRole('link', { name: buttonName('编辑') })
    .click();
  await expect(page).toHaveURL(/\/edit\/\d+$/);
}

/** Clicks the page's 保存 button. */
export async function save(page: Page): Promise<void> {
  await button(page, '保存').click();
}

/** Types into the rich-text editor of a field. */
export async function typeRich(page: Page, label: string, text: string): Promise<void> {
  const editor = fieldItem(page, label).locator('.ql-editor');
  await editor.click();
  await editor.pressSequentially(text);
}

/** Runs `click` and answers the download it starts: the suggested file name and where Playwright saved it. */
export async function download(page: Page, click: () => Promise<unknown>): Promise<{ name: string; path: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: file.suggestedFilename(), path: await file.path() };
}

/**
 * A cell as a spreadsheet shows it: money by its ¥ format (¥2,680.00), a date cell by its date format in China
 * time (the cell holds the wall time), anything else as its text.
 */
function shownText(cell: ExcelJS.Cell): string {
  const v = cell.value;
  if (v === null || v === undefined) return '';
  if (v instanceof Date) {
    const iso = v.toISOString();
    return !/h/.test(cell.numFmt ?? '') ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
  }
  if (typeof v === 'number' && cell.numFmt?.includes('¥'))
    return `${v < 0 ? '-' : ''}¥${Math.abs(v).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  return String(v);
}

/** A spreadsheet's first sheet as ExcelJS reads it, for a test that looks at a cell's type and format. */
export async function firstSheet(path: string): Promise<ExcelJS.Worksheet> {
  const book = new ExcelJS.Workbook();
  const bytes = await readFile(path);
  await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('the file has no sheet');
  return sheet;
}

/** Every cell of every row of a spreadsheet's first sheet, as the spreadsheet shows it ('' for empty cells). */
export async function sheetRows(path: string): Promise<string[][]> {
  const sheet = await firstSheet(path);
  const out: string[][] = [];
  sheet.eachRow((row) => {
    out.push(Array.from({ length: sheet.columnCount }, (_, i) => shownText(row.getCell(i + 1))));
  });
  return out;
}

/** Uploads a small PNG through a form field's image box and waits for it to finish. */
export async function uploadImage(page: Page, label: string, rgb: [number, number, number] = [41, 117, 238]) {
  const item = fieldItem(page, label);
  await item
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: `${label}.png`, mimeType: 'image/png', buffer: solidPng(120, 80, rgb) });
  await expect(item.locator('[data-upload-state]').first()).toHaveAttribute('data-upload-state', 'done');
}

/** Where browser-test screenshots go when SHOTS=1 (looked at by a person, not compared). */
export const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';

export async function shot(page: Page, name: string): Promise<void> {
  if (process.env.SHOTS !== '1') return;
  // Its pictures loaded: a shot is for a person to look at.
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width ?? 0}.png`, fullPage: true });
}

/** Whether the first element matching `selector` is inside the viewport (a form scrolled to its error). */
export async function inViewport(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const r = el.getBoundingClientRect();
      return r.bottom > 0 && r.top < window.innerHeight;
    });
}
