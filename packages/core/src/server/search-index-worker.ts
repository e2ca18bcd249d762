import { parentPort } from 'node:worker_threads';
import type { IndexRecord } from '@market-data-docs/search';
import { createLocalIndexBuilder, type LocalIndexBuilder } from '@market-data-docs/search/indexer';
import type { SearchIndexMessage } from './search-index.js';
import { yieldToMainThread } from './yield-to-main.js';

yieldToMainThread();
let builder: LocalIndexBuilder | undefined;
parentPort?.on('message', (message: SearchIndexMessage) => {
  if ('options' in message) builder = createLocalIndexBuilder(message.options);
  else if (!builder) throw new Error('records before the options');
  else if ('records' in message) {
    for (const record of JSON.parse(message.records) as IndexRecord[]) builder.add(record);
    parentPort?.postMessage('taken');
  } else parentPort?.postMessage({ files: builder.finish(), layout: builder.layout() });
});
