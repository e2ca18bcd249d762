import { defineConfig } from 'tsup';

// The build, serve and dev commands compiled to plain JavaScript, so that running them loads no
// TypeScript loader. The browser's app shell is bundled by Vite from src/ at build time, not here.
export default defineConfig({
  entry: {
    build: 'scripts/build.ts',
    start: 'scripts/start.ts',
    dev: 'scripts/dev.ts',
    'shell-worker': 'src/server/shell-worker.ts',
    'search-index-worker': 'src/server/search-index-worker.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  splitting: true,
  skipNodeModulesBundle: true,
  onSuccess: 'cp src/server/render-worker.mjs dist/',
});
