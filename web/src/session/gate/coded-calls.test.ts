import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { callList, PERMISSIONS } from '@console/contracts';
import { describe, expect, it } from 'vitest';

/**
 * Issue 29: a call that needs a button's code (退款, 核销, exports with phone numbers, approvals, commission
 * rules, account and role management, payment settings) is offered only to someone it allows. Engine lists
 * do it by themselves (list-offers.test.ts); a hand-made page does it by asking `useCan('{call}')` for the
 * buttons that start it. This scan finds every place of the web that makes such a call and fails unless the
 * same module (its pages and their dialogs; outside modules, the same folder) asks `useCan` for that very
 * call, so a new button cannot forget it.
 */
const SRC = join(dirname(fileURLToPath(import.meta.url)), '../..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

const buttonCodes = new Set(
  Object.values(PERMISSIONS)
    .filter((p) => p.kind === 'button')
    .map((p) => p.code),
);

/** The calls that need a button's code. */
const coded = callList.filter((c) => c.need?.kind === 'code' && c.need.anyOf.some((code) => buttonCodes.has(code)));

const files = sources(SRC)
  .map((path) => ({ file: relative(SRC, path), text: readFileSync(path, 'utf8') }))
  // The engine offers its buttons by the resource's calls for every resource (list-offers.ts).
  .filter(({ file }) => !file.startsWith('engine/'));

/** The module a file belongs to (`modules/study`), or its folder outside the modules. */
const home = (file: string) => (file.startsWith('modules/') ? file.split('/').slice(0, 2).join('/') : dirname(file));

/** Whether a file asks `useCan` for the call `name` (alone or among the calls of one button). */
const asksFor = (text: string, name: string) =>
  [...text.matchAll(/\buseCan\(([^)]*)\)/g)].some((m) => (m[1] ?? '').includes(`'${name}'`));

/** Where the web makes the call: through tRPC (hooks or the client) or its gateway route (a download). */
function makes(text: string, c: (typeof coded)[number]): boolean {
  const proc = new RegExp(`\\b${c.domain}\\.${c.key}\\.(mutate|query|fetch|useMutation|useQuery|useSuspenseQuery)\\b`);
  return proc.test(text) || (c.def.route !== undefined && text.includes(`'${c.def.route}'`));
}

describe('hand-made buttons of coded calls', () => {
  it('every module that makes a coded call asks useCan for it', () => {
    const ungated = coded.flatMap((c) => {
      const asks = new Set(files.filter(({ text }) => asksFor(text, c.name)).map(({ file }) => home(file)));
      return files
        .filter(({ file, text }) => makes(text, c) && !asks.has(home(file)))
        .map(({ file }) => `${c.name}: ${file}`);
    });
    expect(ungated).toEqual([]);
  });

  it('finds the calls it is about (the scan is not blind)', () => {
    const found = coded.filter((c) => files.some(({ text }) => makes(text, c))).map((c) => c.name);
    expect(found).toEqual(expect.arrayContaining(['order.refund', 'order.verify', 'order.export', 'paySetting.save']));
  });
});
