import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'tsup';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A fresh build of the package (index, vite plugin and worker), for tests of the worker path. */
    distDir: string;
  }
}

/** Builds the package into `node_modules/.cache` (not `dist`, which other packages may be using). */
export default async function setup(project: TestProject) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const outDir = path.join(root, 'node_modules/.cache/mdx-pipeline-test/dist');
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
  project.provide('distDir', outDir);
}
