// Prints where `pnpm test` spent its time, from what scripts/test.sh left in .tmp: each phase's wall time and CPU
// (.tmp/phases.tsv), each Vitest project's and its slowest files' times (the timings of scripts/vitest-timings.ts),
// the reliability tests, and Playwright's report: each worker's share and the slowest end-to-end files.
// A missing file leaves its part out: a phase that did not run has nothing to say.
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
  const total = (i) => sum(phases.map((p) => Number(p[i]))).toFixed(1);
  rows.push(['total', total(1), total(2), '']);
  table(
    'Phases (seconds; CPU is user + sys of every process the phase waited for)',
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
      return [
        p,
        ms.length,
        part('environment'),
        part('setup'),
        part('collect'),
        part('tests'),
        sum(ms.map(moduleTime)),
      ];
    })
    .sort((a, b) => b[6] - a[6])
    .map((r) => [...r.slice(0, 6), s(r[6])]);
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

const playwright = json('.tmp/playwright.json');
if (playwright) {
  // Every test's results, with the file it belongs to: suites nest (describe blocks) inside a file's suite.
  const results = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) for (const r of t.results) results.push({ file: spec.file ?? file, ...r });
    }
    for (const child of suite.suites ?? []) walk(child, suite.file ?? file);
  };
  for (const suite of playwright.suites ?? []) walk(suite, suite.file);

  const workers = [...new Set(results.map((r) => r.parallelIndex))].sort((a, b) => a - b);
  table(
    `End-to-end: ${s(playwright.stats?.duration ?? 0)} s in all; each worker's tests (seconds)`,
    ['worker', 'tests', 'busy', 'first start to last end'],
    workers.map((w) => {
      const rs = results.filter((r) => r.parallelIndex === w);
      const start = Math.min(...rs.map((r) => Date.parse(r.startTime)));
      const end = Math.max(...rs.map((r) => Date.parse(r.startTime) + r.duration));
      return [w, rs.length, s(sum(rs.map((r) => r.duration))), s(end - start)];
    }),
  );
  const files = new Map();
  for (const r of results) {
    const f = files.get(r.file) ?? { tests: 0, ms: 0 };
    files.set(r.file, { tests: f.tests + 1, ms: f.ms + r.duration });
  }
  table(
    'Slowest 20 end-to-end files (seconds: the sum of their tests, fixtures included)',
    ['file', 'tests', 'seconds'],
    [...files]
      .sort((a, b) => b[1].ms - a[1].ms)
      .slice(0, 20)
      .map(([file, f]) => [file, f.tests, s(f.ms)]),
  );
}
console.log('');
