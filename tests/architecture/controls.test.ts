import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Controls every page takes from one place, so that what one of them does right every page does: a number box
 * that never rounds or clamps what was typed (widgets/form/NumberInput), and lists laid out by one mechanism
 * (engine/useListColumns: 列设置, kept columns, headers on one line, status and actions in view on a phone).
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function webSources(): Array<{ file: string; text: string }> {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'web/src'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return out
    .split('\n')
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => ({ file: f, text: readFileSync(join(ROOT, f), 'utf8') }));
}

describe('number boxes', () => {
  it("no page uses antd's InputNumber itself: NumberInput keeps what was typed (no precision, no clamping)", () => {
    const own = 'web/src/widgets/form/NumberInput.tsx';
    const offenders = webSources()
      .filter(({ file, text }) => file !== own && /\bInputNumber\b/.test(text))
      .map(({ file }) => file);
    expect(offenders).toEqual([]);
  });
});

/**
 * Tables that are not lists, with why: an editor's grid, a picker in a dialog, an order's lines in its drawer.
 * The leads list has its own 列设置 of optional columns (enrollment/list/column-settings.ts) and pins its status
 * and actions on a phone itself.
 */
const NOT_LISTS: Record<string, string> = {
  'web/src/modules/mall/SkuTable.tsx': 'the SKU editor of the product form',
  'web/src/modules/marketing/signUp/FormPicker.tsx': 'a picker in a dialog',
  'web/src/modules/study/pages/Makeup.tsx': 'the lesson picker of the make-up dialog (its list is a ListTable)',
  'web/src/modules/transaction/order/OrderDrawer.tsx': "an order's lines and logs in its drawer",
  'web/src/modules/enrollment/list/ClueListPage.tsx': 'the leads list, the 列设置 the others follow',
};

describe('lists', () => {
  it('every table of a page is laid out as a list (ListTable, useFittedTable, ResourceList) or says why not', () => {
    const offenders = webSources()
      .filter(({ file }) => file.startsWith('web/src/modules/'))
      .filter(({ text }) => /import \{[^}]*\bTable\b[^}]*\} from 'antd'/.test(text))
      .filter(({ text }) => !/\buse(FittedTable|ListColumns)\b/.test(text))
      .map(({ file }) => file)
      .filter((file) => !(file in NOT_LISTS));
    expect(offenders).toEqual([]);
  });
});

describe('actions', () => {
  it("no page uses antd's Button, Modal, Popconfirm or Switch itself: widgets/busy's are busy while their action runs", () => {
    const own = 'web/src/widgets/busy/';
    const offenders = webSources()
      .filter(({ file }) => !file.startsWith(own))
      .filter(({ text }) => /import \{[^}]*\b(Button|Modal|Popconfirm|Switch)\b[^}]*\} from 'antd'/.test(text))
      .map(({ file }) => file);
    expect(offenders).toEqual([]);
  });
});
