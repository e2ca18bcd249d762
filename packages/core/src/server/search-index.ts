import { Worker } from 'node:worker_threads';
import type { LocalIndexFile, LocalIndexLayout, LocalIndexOptions } from '@market-data-docs/search/indexer';

/** What the build posts to the index's thread: the options first, then batches of records, then the end. */
export type SearchIndexMessage = { options: LocalIndexOptions } | { records: string } | { finish: true };

/** The index as the thread built it. */
export interface BuiltSearchIndex {
  files: LocalIndexFile[];
  layout: LocalIndexLayout | undefined;
}

/** The thread that builds the embedded search index while this one reads the records. */
export interface SearchIndexThread {
  /** Starts an index built with the indexer's options (`searchIndexOptions`). */
  begin(options: LocalIndexOptions): void;
  /**
   * Hands over a batch of records: a JSON array, each page's records one after the other. Resolves
   * once the thread has at most one batch waiting, so that batches do not pile up in memory.
   */
  add(records: string): Promise<void>;
  /** The index, once every batch is in. */
  finish(): Promise<BuiltSearchIndex>;
  /** Ends the thread (unused, done or failed). */
  stop(): void;
}

/**
 * Starts the thread that builds the embedded search index (`search-index-worker.ts`). Started before
 * the content is built, it loads meanwhile; it does not keep the process alive until `begin`.
 */
export function startSearchIndexThread(): SearchIndexThread {
  const worker = new Worker(new URL('./search-index-worker.js', import.meta.url));
  worker.unref();
  const failed = new Promise<never>((_, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the search index build stopped (exit code ${code})`)));
  });
  failed.catch(() => {});
  let waiting = 0;
  let taken = () => {};
  const built = new Promise<BuiltSearchIndex>((resolve) => {
    worker.on('message', (message: 'taken' | BuiltSearchIndex) => {
      if (message !== 'taken') resolve(message);
      else {
        waiting--;
        taken();
      }
    });
  });
  const post = (message: SearchIndexMessage) => worker.postMessage(message);
  return {
    begin(options) {
      worker.ref();
      post({ options });
    },
    async add(records) {
      post({ records });
      waiting++;
      while (waiting > 1) await Promise.race([new Promise<void>((resolve) => (taken = resolve)), failed]);
    },
    async finish() {
      post({ finish: true });
      const index = await Promise.race([built, failed]);
      void worker.terminate();
      return index;
    },
    stop: () => void worker.terminate(),
  };
}
