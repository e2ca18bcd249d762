import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'tsup';

/** `search/local` bundled and minified as a browser would load it (for the size test and the benchmark). */
export async function minifiedLocal(): Promise<Buffer> {
  const outDir = await mkdtemp(join(tmpdir(), 'search-bundle-'));
  try {
    await build({
      entry: { local: 'src/local.ts' },
      format: ['esm'],
      minify: true,
      treeshake: true,
      outDir,
      silent: true,
      config: false,
      dts: false,
      target: 'es2022',
    });
    return await readFile(join(outDir, 'local.js'));
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
