import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    // Component tests render antd in jsdom and type into it: seconds of CPU on a shared two-core machine.
    testTimeout: 30_000,
  },
});
