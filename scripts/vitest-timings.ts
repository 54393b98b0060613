import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** One test file's times in milliseconds, as Vitest measured them in the worker that ran it. */
export interface ModuleTiming {
  project: string;
  file: string;
  /** Setting the file's environment up (jsdom for the web). */
  environment: number;
  /** Importing the file and what it imports, and running its suites' bodies. */
  collect: number;
  /** The project's setup files and Vitest's own harness. */
  setup: number;
  /** Its tests and hooks. */
  tests: number;
  testCases: Array<{ name: string; duration: number }>;
}

/**
 * A reporter writing every test file's times with its project to the file VITEST_TIMINGS names, for the table
 * `pnpm test` prints at its end (scripts/timings.mjs): Vitest's JSON report names neither the project nor where a
 * file's time went.
 */
export default class TimingsReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const out = process.env.VITEST_TIMINGS;
    if (!out) return;
    const timings: ModuleTiming[] = modules.map((m) => {
      const d = m.diagnostic();
      return {
        project: m.project.name,
        file: relative(process.cwd(), m.moduleId),
        environment: d.environmentSetupDuration,
        collect: d.collectDuration,
        setup: d.setupDuration + d.prepareDuration,
        tests: d.duration,
        testCases: [...m.children.allTests()].map((t) => ({
          name: t.fullName,
          duration: t.diagnostic()?.duration ?? 0,
        })),
      };
    });
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, JSON.stringify(timings));
  }
}
