import { gzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { minifiedLocal } from './minified-local.js';

it('keeps the browser engine (search/local) under 8 KB gzip once minified (stemmer included)', async () => {
  const code = await minifiedLocal();
  const gzip = gzipSync(code, { level: 9 }).length;
  console.log(
    `search/local: ${(code.length / 1024).toFixed(1)} KB minified, ${(gzip / 1024).toFixed(2)} KB gzip`,
  );
  expect(code.toString()).not.toMatch(/algoliasearch|node:/);
  expect(gzip).toBeLessThan(8 * 1024);
});
