import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { buildDist } from './helpers/build-dist.js';

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
  await buildDist(outDir);
  project.provide('distDir', outDir);
}
