import { defineConfig } from 'vitest/config';

/** Unit tests live beside the code; cross-package tests in tests/. One config, one project per package. */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contracts', root: 'contracts', include: ['src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'gateway', root: 'gateway', include: ['src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'fake-upstream', root: 'fake-upstream', include: ['src/**/*.test.ts'], environment: 'node' } },
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
          environment: 'node',
          testTimeout: 60_000,
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
