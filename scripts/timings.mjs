// Prints where `pnpm test` spent its time, from what scripts/test.sh left in .tmp: each phase's wall time and CPU
// (.tmp/phases.tsv), each Vitest project's and its slowest files' times (the timings of scripts/vitest-timings.ts),
// the reliability tests, and Playwright's report: each worker's share and the slowest end-to-end files, with the
// CPU Chromium counted for their tests (tests/e2e/support/cpu.ts: the operating system does not count it for the
// shell). A missing file leaves its part out: a phase that did not run has nothing to say.
import { existsSync, readFileSync } from 'node:fs';

const read = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : null);
const json = (file) => {
  const text = read(file);
  return text === null ? null : JSON.parse(text);
};
const s = (ms) => (ms / 1000).toFixed(1);
const sum = (xs) => xs.reduce((a, b) => a + b, 0);

/** A table with a header: the first column left-aligned, the others right-aligned. */
function table(title, header, rows) {
  const all = [header, ...rows].map((r) => r.map(String));
  const widths = header.map((_, i) => Math.max(...all.map((r) => r[i].length)));
  console.log(`\n${title}`);
  for (const r of all) console.log(r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  '));
}

/** Every end-to-end test's results, with their file and the CPU seconds Chromium spent on them. */
const playwright = json('.tmp/playwright.json');
const results = [];
const walk = (suite, file) => {
  for (const spec of suite.specs ?? []) {
    for (const t of spec.tests) {
      for (const r of t.results) {
        const note = (r.annotations ?? t.annotations ?? []).find((a) => a.type === 'chromium-cpu');
        results.push({ file: spec.file ?? file, chromium: Number(note?.description ?? 0), ...r });
      }
    }
  }
  for (const child of suite.suites ?? []) walk(child, suite.file ?? file);
};
for (const suite of playwright?.suites ?? []) walk(suite, suite.file);
const chromium = sum(results.map((r) => r.chromium));

const phases = (read('.tmp/phases.tsv') ?? '')
  .trim()
  .split('\n')
  .filter(Boolean)
  .map((l) => l.split('\t'));
if (phases.length > 0) {
  const rows = phases.map(([name, wall, cpu, code]) => [
    name,
    Number(wall).toFixed(1),
    Number(cpu).toFixed(1),
    code === '0' ? '' : `exit ${code}`,
  ]);
  if (chromium > 0) rows.push(['e2e: Chromium', '', chromium.toFixed(1), '']);
  const total = (i) => sum(phases.map((p) => Number(p[i])));
  rows.push(['total', total(1).toFixed(1), (total(2) + chromium).toFixed(1), '']);
  table(
    'Phases (seconds; CPU: user + sys of the processes each phase waited for, and what Chromium counted itself)',
    ['phase', 'wall', 'cpu', ''],
    rows,
  );
}

const moduleTime = (m) => m.environment + m.setup + m.collect + m.tests;
const vitest = json('.tmp/vitest-timings.json');
if (vitest) {
  const projects = [...new Set(vitest.map((m) => m.project))];
  const rows = projects
    .map((p) => {
      const ms = vitest.filter((m) => m.project === p);
      const part = (k) => s(sum(ms.map((m) => m[k])));
      const cells = [p, ms.length, part('environment'), part('setup'), part('collect'), part('tests')];
      return { cells, total: sum(ms.map(moduleTime)) };
    })
    .sort((a, b) => b.total - a.total)
    .map((r) => [...r.cells, s(r.total)]);
  table(
    'Vitest projects (seconds summed over files, which run side by side: environment, harness and setup files, import, tests)',
    ['project', 'files', 'env', 'setup', 'import', 'tests', 'total'],
    rows,
  );
  table(
    'Slowest 10 Vitest files (seconds)',
    ['file', 'import', 'tests', 'total'],
    [...vitest]
      .sort((a, b) => moduleTime(b) - moduleTime(a))
      .slice(0, 10)
      .map((m) => [m.file, s(m.collect), s(m.tests), s(moduleTime(m))]),
  );
}

const reliability = json('.tmp/reliability-timings.json');
if (reliability) {
  table(
    'Reliability tests, one file at a time (seconds)',
    ['test', 'seconds'],
    reliability.flatMap((m) => [
      [`${m.file} (import and setup)`, s(m.environment + m.setup + m.collect)],
      ...m.testCases.map((t) => [`  ${t.name}`, s(t.duration)]),
    ]),
  );
}

if (playwright) {
  const workers = [...new Set(results.map((r) => r.parallelIndex))].sort((a, b) => a - b);
  table(
    `End-to-end: ${s(playwright.stats?.duration ?? 0)} s in all; each worker's tests (seconds)`,
    ['worker', 'tests', 'busy', 'first start to last end', 'chromium cpu'],
    workers.map((w) => {
      const rs = results.filter((r) => r.parallelIndex === w);
      const start = Math.min(...rs.map((r) => Date.parse(r.startTime)));
      const end = Math.max(...rs.map((r) => Date.parse(r.startTime) + r.duration));
      const cpu = sum(rs.map((r) => r.chromium));
      return [w, rs.length, s(sum(rs.map((r) => r.duration))), s(end - start), cpu.toFixed(1)];
    }),
  );
  const files = new Map();
  for (const r of results) {
    const f = files.get(r.file) ?? { tests: 0, ms: 0, chromium: 0 };
    files.set(r.file, { tests: f.tests + 1, ms: f.ms + r.duration, chromium: f.chromium + r.chromium });
  }
  table(
    'Slowest 20 end-to-end files (seconds: the sum of their tests, fixtures included, and Chromium’s CPU for them)',
    ['file', 'tests', 'seconds', 'chromium cpu'],
    [...files]
      .sort((a, b) => b[1].ms - a[1].ms)
      .slice(0, 20)
      .map(([file, f]) => [file, f.tests, s(f.ms), f.chromium.toFixed(1)]),
  );
}
console.log('');
