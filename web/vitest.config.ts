import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    // One jsdom and one React and antd per worker, not per file (the setup file gives each file the console's
    // modules afresh): 56 s of CPU for the project against 168 s isolated, back to back on this machine.
    isolate: false,
    // Component tests render antd in jsdom and type into it: seconds of CPU on a shared two-core machine.
    testTimeout: 30_000,
  },
});
