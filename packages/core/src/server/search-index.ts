import type { IndexRecord } from '@market-data-docs/search';
import type { LocalIndexFile, LocalIndexLayout } from '@market-data-docs/search/indexer';
import { runOnThread } from './on-thread.js';

export interface SearchIndexJob {
  /** Every record, each page's records one after the other. */
  records: IndexRecord[];
  /** Folder of the index files in the output. */
  dir: string;
  /** One-way synonyms of the site config. */
  synonyms: Record<string, string[]>;
}

/**
 * Builds the embedded search index on a worker thread (`search-index-worker.ts`), so that it is done
 * on another core while this thread renders the pages (small sites; large ones render on every core).
 */
export function buildSearchIndexOnThread(
  job: SearchIndexJob,
): Promise<{ files: LocalIndexFile[]; layout: LocalIndexLayout | undefined }> {
  return runOnThread('./search-index-worker.js', job, 'the search index build');
}
