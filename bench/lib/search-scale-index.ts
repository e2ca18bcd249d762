// Builds the local search index of packages/search from records (one JSON record per line) and writes
// it into a folder as `mdd build` does (`<out>/search-index/`, with the options `mdd build` gives a site of
// that many pages); prints what it wrote as JSON.
// usage: tsx search-scale-index.ts RECORDS.ndjson OUT_DIR
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { searchIndexOptions } from '../../packages/core/src/server/search-scale.ts';
import type { IndexRecord } from '../../packages/search/src/contract.ts';
import { buildLocalIndex } from '../../packages/search/src/indexer.ts';

const [recordsFile, out] = process.argv.slice(2) as [string, string];
const records: IndexRecord[] = [];
for await (const line of readline.createInterface({ input: fs.createReadStream(recordsFile) })) {
  if (line) records.push(JSON.parse(line));
}
const pages = new Set(records.map((r) => r.url.split('#')[0])).size;
const rssBefore = process.memoryUsage().rss;
const started = performance.now();
const files = buildLocalIndex(records, searchIndexOptions({}, pages));
const seconds = (performance.now() - started) / 1000;
const rssAfter = process.memoryUsage().rss;
const entries = new Map<string, number>();
for (const file of files) {
  const target = path.join(out, file.path);
  const folder = path.dirname(target);
  if (!entries.has(folder)) fs.mkdirSync(folder, { recursive: true });
  entries.set(folder, (entries.get(folder) ?? 0) + 1);
  fs.writeFileSync(target, file.contents);
}
// A folder's entries: its files plus its sub-folders.
for (const folder of [...entries.keys()]) {
  const parent = path.dirname(folder);
  if (parent.startsWith(out) && parent !== folder) entries.set(parent, (entries.get(parent) ?? 0) + 1);
}
const [largestFolder, largestEntries] = [...entries].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
console.log(
  JSON.stringify({
    records: records.length,
    pages,
    seconds,
    rssBefore,
    rssAfter,
    files: files.length,
    termShards: files.filter((f) => f.path.startsWith('search-index/t/')).length,
    docShards: files.filter((f) => f.path.startsWith('search-index/d/')).length,
    largestFolder: path.relative(out, largestFolder),
    largestEntries,
  }),
);
