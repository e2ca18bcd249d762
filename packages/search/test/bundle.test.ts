import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'tsup';
import { expect, it } from 'vitest';

it('keeps the browser engine (search/local) under 5 KB gzip once minified', async () => {
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
    const code = await readFile(join(outDir, 'local.js'));
    const gzip = gzipSync(code, { level: 9 }).length;
    console.log(
      `search/local: ${(code.length / 1024).toFixed(1)} KB minified, ${(gzip / 1024).toFixed(2)} KB gzip`,
    );
    expect(code.toString()).not.toMatch(/algoliasearch|node:/);
    expect(gzip).toBeLessThan(5 * 1024);
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
});
