import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/types.ts', 'src/vite.ts', 'src/workers/worker.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'node20',
  platform: 'node',
  splitting: true,
});
