import { Worker } from 'node:worker_threads';
import type { IndexRecord } from '@market-data-docs/search';
import type { LocalIndexFile } from '@market-data-docs/search/indexer';

export interface SearchIndexJob {
  records: IndexRecord[];
  /** Folder of the index files in the output. */
  dir: string;
}

/**
 * Builds the embedded search index on a worker thread (`search-index-worker.ts`), so that it is done
 * on another core while this thread renders the pages (small sites; large ones render on every core).
 */
export function buildSearchIndexOnThread(job: SearchIndexJob): Promise<LocalIndexFile[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./search-index-worker.js', import.meta.url), { workerData: job });
    worker.once('message', (files: LocalIndexFile[]) => {
      resolve(files);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the search index build stopped (exit code ${code})`)));
  });
}
