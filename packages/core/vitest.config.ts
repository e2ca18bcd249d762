import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The build's module of a Docusaurus site's config, for unit tests of `src/docusaurus-client/`.
  resolve: {
    alias: {
      'virtual:mdd/docusaurus': new URL('./test/helpers/virtual-docusaurus.ts', import.meta.url).pathname,
    },
  },
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    // CI runs every package's tests at once on two cores; several tests build a site.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    environmentOptions: { jsdom: { url: 'http://localhost:3000/docs-staging/' } },
  },
});
