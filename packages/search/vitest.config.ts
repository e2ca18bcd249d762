import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // CI runs every package's tests at once on two cores.
    testTimeout: 30_000,
  },
});
