import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Polish item 13: no two files of the repository may differ only by case, counting module paths as imports
 * write them (without .ts, .tsx, .js…): on a case-insensitive disk `import './Breadcrumb'` could otherwise
 * load `breadcrumb.ts`, or a checkout could lose one of the two.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));
const MODULE_EXTENSION = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;

/** Groups of paths that collide when case is ignored. */
function caseCollisions(paths: readonly string[]): string[][] {
  const groups = new Map<string, Set<string>>();
  for (const path of paths) {
    const keys = new Set([path.toLowerCase()]);
    if (MODULE_EXTENSION.test(path)) keys.add(`module:${path.replace(MODULE_EXTENSION, '').toLowerCase()}`);
    for (const key of keys) groups.set(key, (groups.get(key) ?? new Set()).add(path));
  }
  return [...groups.values()]
    .map((g) => [...g])
    .filter((g) => {
      if (g.length < 2) return false;
      // The same module name with different extensions (a.ts beside a.tsx) is not a case collision.
      const stems = new Set(g.map((p) => p.replace(MODULE_EXTENSION, '')));
      return stems.size > 1;
    });
}

describe('file names', () => {
  it('finds paths that differ only by case', () => {
    expect(caseCollisions(['web/src/shell/Breadcrumb.tsx', 'web/src/shell/breadcrumb.ts'])).toEqual([
      ['web/src/shell/Breadcrumb.tsx', 'web/src/shell/breadcrumb.ts'],
    ]);
    expect(caseCollisions(['docs/README.md', 'docs/readme.md'])).toEqual([['docs/README.md', 'docs/readme.md']]);
    expect(caseCollisions(['a/tags.ts', 'a/tags.test.ts', 'a/TagsView.tsx', 'a/x.ts', 'a/x.tsx'])).toEqual([]);
  });

  it('no two files of the repository differ only by case', () => {
    const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
      .split('\0')
      .filter(Boolean);
    expect(tracked.length).toBeGreaterThan(100);
    expect(caseCollisions(tracked)).toEqual([]);
  });
});
