import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Controls every page takes from one place, so that what one of them does right every page does: a number box
 * that never rounds or clamps what was typed (widgets/form/NumberInput).
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
