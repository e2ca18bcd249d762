import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'tsup';

/** `search/local` bundled and minified as a browser would load it (for the size test and the benchmark). */
export async function minifiedLocal(): Promise<Buffer> {
  const outDir = await mkdtemp(join(tmpdir(), 'search-bundle-'));
  try {
    await build({
      entry: { local: fileURLToPath(new URL('../src/local.ts', import.meta.url)) },
      format: ['esm'],
      minify: true,
      treeshake: true,
      outDir,
      silent: true,
      config: false,
      dts: false,
      target: 'es2022',
      // What a browser downloads: the engine with its one dependency.
      noExternal: ['stemmer'],
    });
    return await readFile(join(outDir, 'local.js'));
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
