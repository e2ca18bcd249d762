import { parentPort } from 'node:worker_threads';
import { createLocalIndexBuilder } from '@market-data-docs/search/indexer';
import type { SearchIndexJob } from './search-index.js';
import { yieldToMainThread } from './yield-to-main.js';

yieldToMainThread();
parentPort?.once('message', ({ records, dir, synonyms }: SearchIndexJob) => {
  const builder = createLocalIndexBuilder({ dir, synonyms });
  for (const record of records) builder.add(record);
  parentPort?.postMessage({ files: builder.finish(), layout: builder.layout() });
});
