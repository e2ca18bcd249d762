import { parentPort, workerData } from 'node:worker_threads';
import { buildLocalIndex } from '@market-data-docs/search/indexer';
import type { SearchIndexJob } from './search-index.js';
import { yieldToMainThread } from './yield-to-main.js';

yieldToMainThread();
const { records, dir, synonyms } = workerData as SearchIndexJob;
parentPort?.postMessage(buildLocalIndex(records, { dir, synonyms }));
