import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Issue 30: nothing a person types is lost. The engine's ResourceForm keeps a draft for every resource; a
 * hand-made form keeps one by calling `useFormDraft` once per form, and an editor whose state is not an antd form
 * (a list, a designer) by `useStateDraft`. This scan counts the antd forms of every source file (`Form.useForm`)
 * and the editors that tell the unsaved-changes guard they hold changes (`useUnsavedChanges`), and fails for a
 * file with more forms than drafts or an editor without one, so a new form cannot forget it. A search form that
 * lives in the address (`useAddressForm`) is not typed work and counts as covered.
 */
const SRC = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** Forms and editors that keep no draft here, and why (nothing typed worth keeping, nothing that may be stored, or a draft of their own). */
const EXEMPT = new Map([
  ['modules/setting/pages/ChangePassword.tsx', 'every field is a password, which is never stored'],
  ['modules/setting/pages/ResetPasswordDialog.tsx', 'every field is a password, which is never stored'],
  ['widgets/form-builder/PhonePreview.tsx', 'a preview that tries the built form; it edits nothing'],
  [
    'modules/transaction/order/VerifyDialog.tsx',
    'one 核销 code the buyer shows, looked up at once: nothing typed worth keeping',
  ],
  [
    'modules/marketing/signUp/WriteOffBox.tsx',
    'one 核销 code a person shows at the door, written off at once: nothing typed worth keeping',
  ],
  [
    'modules/shop/mobile/useDesignSave.ts',
    'the mobile designer keeps the page as designed in IndexedDB itself (useLocalDraft), offered as an undoable change',
  ],
]);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

const count = (text: string, re: RegExp) => text.match(re)?.length ?? 0;

/**
 * Whether a file has a form or editor without a draft: more antd forms than drafts and address-kept search forms,
 * or an editor that holds unsaved changes and keeps no draft at all.
 */
function lacksDraft(text: string): boolean {
  const drafts = count(text, /\buse(Form|State)Draft\(/g);
  const forms = count(text, /Form\.useForm\b/g) - count(text, /useAddressForm\(/g);
  const editor = count(text, /(?<!function )\buseUnsavedChanges\(/g) > 0;
  return forms > drafts || (editor && drafts === 0);
}

const files = sources(SRC).map((path) => ({ file: relative(SRC, path), text: readFileSync(path, 'utf8') }));

describe('every form keeps a draft', () => {
  it('no source file has a form without a draft, beyond the exemptions above', () => {
    const missing = files.filter(({ file, text }) => !EXEMPT.has(file) && lacksDraft(text)).map(({ file }) => file);
    expect(missing).toEqual([]);
  });

  it('the exemptions name only files that still have a form without a draft', () => {
    const byFile = new Map(files.map(({ file, text }) => [file, lacksDraft(text)]));
    const stale = [...EXEMPT.keys()].filter((file) => !byFile.get(file));
    expect(stale).toEqual([]);
  });
});
