import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Worker threads and builds of the fixture site take seconds on a busy 2-core machine.
    testTimeout: 60_000,
  },
});
