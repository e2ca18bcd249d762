// Compiles a content tree with the MDX pipeline (no site build) and writes its search records, one JSON
// record per line (an array of 700,000 records is longer than a JavaScript string may be).
// usage: node search-scale-records.mjs TREE OUT.ndjson CACHE_DIR
import fs from 'node:fs';
import { sections } from '../../packages/content/index.js';
import { buildContent } from '../../packages/mdx-pipeline/dist/index.js';

const [contentDir, out, cacheDir] = process.argv.slice(2);
const build = await buildContent({
  contentDir,
  sections: [...sections],
  basePath: '/docs-staging/',
  cacheDir,
  lastUpdated: false,
});
const file = fs.openSync(out, 'w');
let chunk = '';
for (const record of build.records) {
  chunk += `${JSON.stringify(record)}\n`;
  if (chunk.length > 1 << 20) {
    fs.writeSync(file, chunk);
    chunk = '';
  }
}
fs.writeSync(file, chunk);
fs.closeSync(file);
console.log(JSON.stringify({ records: build.records.length, pages: build.manifest.routes.length }));
