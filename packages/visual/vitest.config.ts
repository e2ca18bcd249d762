import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Each `pnpm visual` run builds two Storybooks and starts Chromium.
    testTimeout: 450_000,
  },
});
