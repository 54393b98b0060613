// Prints one closing line for the whole test run from the vitest and Playwright JSON reports. A runner that
// failed without writing its report (a crash, a server that never started) counts as one failure.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
const [vitestFile, vitestExit, playwrightFile, playwrightExit] = process.argv.slice(2);
const fresh = (file) => file && existsSync(file);
if (fresh(vitestFile)) {
  const v = JSON.parse(readFileSync(vitestFile, 'utf8'));
  passed += v.numPassedTests ?? 0;
  failed += v.numFailedTests ?? 0;
  skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
}
if (fresh(playwrightFile)) {
  const s = JSON.parse(readFileSync(playwrightFile, 'utf8')).stats ?? {};
  passed += (s.expected ?? 0) + (s.flaky ?? 0);
  failed += s.unexpected ?? 0;
  skipped += s.skipped ?? 0;
}
const runnerFailures = [
  ['vitest', vitestFile, vitestExit],
  ['playwright', playwrightFile, playwrightExit],
].filter(([, file, exit]) => exit !== '0' && (!fresh(file) || failed === 0));
for (const [name] of runnerFailures) console.log(`${name} failed before reporting its tests`);
failed += runnerFailures.length;
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
