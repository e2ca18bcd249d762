import { parentPort } from 'node:worker_threads';
import { createLocalIndexBuilder } from '@market-data-docs/search/indexer';
import type { SearchIndexJob } from './search-index.js';
import { yieldToMainThread } from './yield-to-main.js';

yieldToMainThread();
parentPort?.once('message', ({ records, options }: SearchIndexJob) => {
  const builder = createLocalIndexBuilder(options);
  for (const record of records) builder.add(record);
  parentPort?.postMessage({ files: builder.finish(), layout: builder.layout() });
});
