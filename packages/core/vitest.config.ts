import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    // CI runs every package's tests at once on two cores; several tests build a site.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    environmentOptions: { jsdom: { url: 'http://localhost:3000/docs-staging/' } },
  },
});
