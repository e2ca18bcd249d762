import type { IndexRecord } from '@market-data-docs/search';
import type { LocalIndexFile, LocalIndexLayout, LocalIndexOptions } from '@market-data-docs/search/indexer';
import { startThread, type ThreadAhead } from './on-thread.js';

export interface SearchIndexJob {
  /** Every record, each page's records one after the other. */
  records: IndexRecord[];
  /** The indexer's options (`searchIndexOptions`). */
  options: LocalIndexOptions;
}

/**
 * The thread that builds the embedded search index (`search-index-worker.ts`) from the job it is
 * given, on another core while this thread renders the pages (small sites; large ones render on every
 * core). Started before the content is built, it loads meanwhile.
 */
export function startSearchIndexThread(): ThreadAhead<{
  files: LocalIndexFile[];
  layout: LocalIndexLayout | undefined;
}> {
  return startThread('./search-index-worker.js', 'the search index build');
}
