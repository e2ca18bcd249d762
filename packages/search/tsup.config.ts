import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    local: 'src/local.ts',
    algolia: 'src/algolia.ts',
    indexer: 'src/indexer.ts',
    upload: 'src/upload.ts',
    'cli/bin': 'src/cli/bin.ts',
  },
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'es2022',
  splitting: true,
});
