import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The code's borders (docs/ARCHITECTURE.md, "Borders"): no import cycles anywhere, type-only and lazy imports
 * included, and no web module importing another (shared pieces live in engine/, widgets/, shell/).
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const PACKAGES: Record<string, string> = {
  '@console/contracts': 'contracts',
  '@console/gateway': 'gateway',
  '@console/fake-upstream': 'fake-upstream',
};

function sources(): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return out
    .split('\n')
    .filter((f) => f && !f.endsWith('.d.ts') && !f.includes('node_modules/'))
    .map((f) => join(ROOT, f))
    .filter((f) => existsSync(f));
}

function asFile(base: string): string | null {
  const stem = base.replace(/\.(js|ts|tsx)$/, '');
  for (const candidate of [`${stem}.ts`, `${stem}.tsx`, join(stem, 'index.ts'), join(stem, 'index.tsx')])
    if (existsSync(candidate)) return candidate;
  return null;
}

/** The file an import specifier names, for the project's own files (packages of the registry are left out). */
function resolveImport(from: string, spec: string): string | null {
  if (spec.startsWith('.')) return asFile(resolve(dirname(from), spec));
  const pkg = Object.keys(PACKAGES).find((p) => spec === p || spec.startsWith(`${p}/`));
  if (!pkg) return null;
  const dir = join(ROOT, PACKAGES[pkg] as string);
  const exports = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).exports as Record<string, string>;
  const target = exports[`.${spec.slice(pkg.length)}`];
  return target ? asFile(join(dir, target)) : null;
}

function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sources()) {
    const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = info.importedFiles.map((i) => resolveImport(file, i.fileName)).filter((t): t is string => !!t);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Strongly connected components with more than one file, or a file that imports itself (Tarjan). */
function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string) => {
    indices.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!indices.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) as number, indices.get(w) as number));
    }
    if (low.get(v) === indices.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop() as string;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) out.push(component);
    }
  };
  for (const v of graph.keys()) if (!indices.has(v)) visit(v);
  return out;
}

const webModuleOf = (file: string) => /web\/src\/modules\/([^/]+)\//.exec(relative(ROOT, file))?.[1];

describe('borders', () => {
  const graph = importGraph();

  it('reads the whole project', () => {
    expect(graph.size).toBeGreaterThan(300);
    expect(graph.get(join(ROOT, 'web/src/routes/editions.ts'))?.length).toBeGreaterThan(10);
  });

  it('has no import cycle, type-only and lazy imports included', () => {
    const found = cycles(graph).map((c) => c.map((f) => relative(ROOT, f)).sort());
    expect(found).toEqual([]);
  });

  it('no web module imports another', () => {
    const crossings: string[] = [];
    for (const [file, targets] of graph) {
      const own = webModuleOf(file);
      if (!own) continue;
      for (const t of targets) {
        const other = webModuleOf(t);
        if (other && other !== own) crossings.push(`${relative(ROOT, file)} → ${relative(ROOT, t)}`);
      }
    }
    expect(crossings).toEqual([]);
  });
});
