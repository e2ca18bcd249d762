import { defineConfig } from 'tsup';

export default defineConfig([
  // The engine in Node: the CLI, the public API and the worker threads it starts.
  {
    entry: {
      index: 'src/index.ts',
      config: 'src/config/define.ts',
      page: 'src/page.ts',
      cli: 'src/cli.ts',
      'shell-worker': 'src/server/shell-worker.ts',
      'search-index-worker': 'src/server/search-index-worker.ts',
      'docusaurus-plugin-entry': 'src/docusaurus/plugin-entry.ts',
    },
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    outDir: 'dist/node',
    clean: true,
    splitting: true,
    skipNodeModulesBundle: true,
    dts: { entry: { index: 'src/index.ts', config: 'src/config/define.ts', page: 'src/page.ts' } },
    onSuccess: 'cp src/server/render-worker.mjs dist/node/',
  },
  // The app shell's entries, compiled from TSX; Vite bundles them with the site's own code.
  {
    entry: {
      'entry-client': 'src/entry-client.tsx',
      'entry-server': 'src/entry-server.tsx',
      docusaurus: 'src/docusaurus-client/index.ts',
    },
    format: ['esm'],
    platform: 'neutral',
    target: 'es2022',
    outDir: 'dist/client',
    clean: true,
    splitting: true,
    external: [/^virtual:mdd\//, /^@market-data-docs\//, /^react(-dom)?(\/|$)/],
    // Bundled by Vite into Docusaurus sites only (`docusaurus/load.ts`).
    onSuccess:
      'cp src/docusaurus-client/infima-classes.css src/docusaurus-client/infima-properties.css dist/client/',
  },
]);
