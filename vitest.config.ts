import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * The Node projects' test files share their worker's modules (`isolate: false`): none mocks a module or stubs
 * a global, they pass with their files shuffled, and importing the registry and the servers afresh for every file
 * was most of their time (contracts, gateway, fake-upstream and integration: 183 s of CPU isolated, 87 s shared,
 * measured one project at a time).
 */
const shared = {
  environment: 'node',
  isolate: false,
  // A guard against a hang, never a measure: a property or seed test took 5–16 s on a two-core machine shared
  // with other work, two files at once (vitest's default of 5 s failed four of them there).
  testTimeout: 60_000,
} as const;

/**
 * A test file per core. Vitest's default keeps one core for its main process (cores − 1), which on a two-core
 * machine is a single worker: the files ran one after another and the second core idled (the phase's CPU was
 * its wall time). The main process only gathers results, so every core runs a file.
 */
const workers = Math.max(2, availableParallelism());

/** Unit tests live beside the code; cross-package tests in tests/. One config, one project per package. */
export default defineConfig({
  test: {
    maxWorkers: workers,
    projects: [
      { test: { name: 'contracts', root: 'contracts', include: ['src/**/*.test.ts'], ...shared } },
      { test: { name: 'gateway', root: 'gateway', include: ['src/**/*.test.ts'], ...shared } },
      { test: { name: 'fake-upstream', root: 'fake-upstream', include: ['src/**/*.test.ts'], ...shared } },
      'web/vitest.config.ts',
      {
        test: {
          name: 'integration',
          root: 'tests',
          include: [
            'architecture/**/*.test.ts',
            'contract/**/*.test.ts',
            'sts/**/*.test.ts',
            'fuzz/**/*.test.ts',
            'security/**/*.test.ts',
            'repo/**/*.test.ts',
          ],
          ...shared,
          hookTimeout: 60_000,
        },
      },
      {
        // Load and faults saturate the machine: `pnpm test` runs them after everything else, one file at a time.
        test: {
          name: 'reliability',
          root: 'tests',
          include: ['reliability/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
