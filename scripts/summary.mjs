// Prints one closing line for the whole test run from the runners' JSON reports, given as triples of runner
// (vitest or playwright), report file and exit code. A runner that failed without writing its report (a crash,
// a server that never started) counts as one failure.
import { existsSync, readFileSync } from 'node:fs';

const args = process.argv.slice(2);
if (args.length === 0 || args.length % 3 !== 0) {
  console.error('usage: summary.mjs (vitest|playwright) REPORT EXIT [...]');
  process.exit(2);
}

/** Passed, failed and skipped tests of one report. */
const counts = {
  vitest: (v) => [v.numPassedTests ?? 0, v.numFailedTests ?? 0, (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0)],
  playwright: (p) => {
    const s = p.stats ?? {};
    return [(s.expected ?? 0) + (s.flaky ?? 0), s.unexpected ?? 0, s.skipped ?? 0];
  },
};

let passed = 0;
let failed = 0;
let skipped = 0;
for (let i = 0; i < args.length; i += 3) {
  const [runner, file, exit] = args.slice(i, i + 3);
  const count = counts[runner];
  if (!count) throw new Error(`unknown runner ${runner}`);
  const report = existsSync(file) ? count(JSON.parse(readFileSync(file, 'utf8'))) : null;
  if (report) {
    passed += report[0];
    failed += report[1];
    skipped += report[2];
  }
  // A non-zero exit with no failed test in its report means the runner itself broke.
  if (exit !== '0' && (!report || report[1] === 0)) {
    console.log(`${runner} (${file}) failed before reporting its tests`);
    failed += 1;
  }
}
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
