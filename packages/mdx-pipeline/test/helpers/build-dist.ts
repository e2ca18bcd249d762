import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'tsup';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Builds the package (index, vite plugin and worker) into `outDir`, not `dist`, which other packages
 * may be using: worker threads need built JavaScript, for the tests of the worker path and the bench.
 */
export async function buildDist(outDir: string): Promise<void> {
  fs.rmSync(outDir, { recursive: true, force: true });
  await build({
    config: false,
    entry: ['src/index.ts', 'src/vite.ts', 'src/workers/worker.ts'].map((entry) => path.join(root, entry)),
    outDir,
    format: ['esm'],
    target: 'node20',
    platform: 'node',
    splitting: true,
    dts: false,
    silent: true,
    skipNodeModulesBundle: true,
  });
}
