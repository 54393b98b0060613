import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Issue 32: every edit and detail page says a record is gone in one way, LoadError (with `back`) or NotFound:
 * 数据不存在或已被删除, the way back, and 重试 only where asking again can help. A page that tells a not-found
 * apart itself, or writes its own "…不存在或已被删除", has left that path (titles that said 不存在 on a network
 * failure, a 重试 on a deleted role, no 重试 on a failure).
 */
const SRC = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** The places that may tell a not-found apart, and why. */
const ALLOWED = new Map([
  ['widgets/load-error/LoadError.tsx', 'the one path itself'],
  ['app/error-policy.ts', 'where a not-found is recognised, and kept from retrying'],
  [
    'modules/overview/OverviewPage.tsx',
    'the home page has no record: no overview data is 暂无概况数据, not a deletion',
  ],
  ['shell/AppMain.tsx', 'the frame, not a page'],
  ['routes/NotFoundPage.tsx', 'the address that names no page at all'],
  ['modules/study/pages/SignIn.tsx', 'a lesson picked in the roll-call panel that was cancelled: the picker stays'],
]);

const OWN_NOT_FOUND = [/kind === 'notFound'/, /不存在或已/, /MSG_EXTRA\.notFound/, /status="404"/];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

describe('one not-found path', () => {
  it('no page tells a not-found apart or words it itself', () => {
    const leaving = sources(SRC)
      .map((path) => ({ file: relative(SRC, path), text: readFileSync(path, 'utf8') }))
      .filter(({ file }) => !ALLOWED.has(file))
      .flatMap(({ file, text }) => OWN_NOT_FOUND.filter((re) => re.test(text)).map((re) => `${file}: ${re.source}`));
    expect(leaving).toEqual([]);
  });
});
