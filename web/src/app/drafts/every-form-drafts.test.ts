import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Issue 30: nothing a person types is lost. The engine's ResourceForm keeps a draft for every resource; a
 * hand-made form keeps one by calling `useFormDraft` once per form. This scan counts the antd forms of every
 * source file (`Form.useForm`) and fails for a file with more forms than drafts, so a new form cannot forget
 * it. A search form that lives in the address (`useAddressForm`) is not typed work and counts as covered.
 */
const SRC = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** Forms that keep no draft, and why (nothing typed worth keeping, or nothing that may be stored). */
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
]);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

const count = (text: string, re: RegExp) => text.match(re)?.length ?? 0;

/** A file's forms without a draft: its antd forms less its drafts and its address-kept search forms. */
function formsWithoutDraft(text: string): number {
  return count(text, /Form\.useForm\b/g) - count(text, /useFormDraft\(/g) - count(text, /useAddressForm\(/g);
}

const files = sources(SRC).map((path) => ({ file: relative(SRC, path), text: readFileSync(path, 'utf8') }));

describe('every form keeps a draft', () => {
  it('no source file has a form without a draft, beyond the exemptions above', () => {
    const missing = files
      .filter(({ file, text }) => !EXEMPT.has(file) && formsWithoutDraft(text) > 0)
      .map(({ file }) => file);
    expect(missing).toEqual([]);
  });

  it('the exemptions name only files that still have a form without a draft', () => {
    const byFile = new Map(files.map(({ file, text }) => [file, formsWithoutDraft(text)]));
    const stale = [...EXEMPT.keys()].filter((file) => !((byFile.get(file) ?? 0) > 0));
    expect(stale).toEqual([]);
  });
});
