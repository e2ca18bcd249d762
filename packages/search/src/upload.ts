import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { algoliasearch } from 'algoliasearch';
import type { AlgoliaHost } from './algolia.js';
import type { IndexRecord } from './contract.js';

export type { AlgoliaHost } from './algolia.js';

export interface UploadOptions {
  appId: string;
  /** An API key allowed to add records, edit settings and move indices. */
  adminApiKey: string;
  indexName: string;
  records: IndexRecord[];
  /** Hosts to use instead of Algolia's. */
  hosts?: AlgoliaHost[];
  /** Records per batch request. Default 1000. */
  batchSize?: number;
  /** Reports each step. */
  log?: (message: string) => void;
  /**
   * One-way synonyms of the site (`{ 'price history': ['candles'] }`), saved as Algolia one-way
   * synonyms (object ids `mdd-synonym-<words>`) beside those kept from the live index.
   */
  synonyms?: Record<string, string[]>;
  /**
   * A file that records how far the upload got (its temporary index, the steps and batches done). A
   * failed upload then keeps its temporary index, and running the same upload again continues from the
   * first batch not saved; the file is deleted once the records are live. Without it, a failed upload
   * deletes its temporary index and the next starts over.
   */
  stateFile?: string;
  /** Told after each batch: records saved so far (resumed ones included) of all. */
  progress?: (saved: number, total: number) => void;
}

/** The line a command shows for `progress` on a terminal: records saved of all, as a share. */
export function progressLine(saved: number, total: number): string {
  const share = total ? Math.floor((saved / total) * 100) : 100;
  return `Saving records: ${saved.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} (${share} %)`;
}

/** What `stateFile` holds. */
export interface UploadState {
  indexName: string;
  /** Hash of the records, settings, synonyms and batch size: another upload does not resume this one. */
  hash: string;
  temporaryIndex: string;
  /** Rules and synonyms copied, settings and site synonyms applied. */
  prepared: boolean;
  /** Batches saved to the temporary index, in order. */
  batches: number;
}

export interface UploadResult {
  indexName: string;
  /** The temporary index the records were written to before it replaced `indexName`. */
  temporaryIndex: string;
  records: number;
  batches: number;
  /** Batches a previous run had saved, not sent again. */
  resumed: number;
}

/**
 * Settings of the index: what is searched, faceted and snippeted, and the tie-breaking order, with
 * the local engine's intent: the page title, then headings, then where the page lives, then the
 * text; plurals as the same word; among equal matches the page's weight (`search_priority`, category
 * pages last), the page before its sections, the order in the page.
 */
export const indexSettings = {
  searchableAttributes: [
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl0)',
    'content',
  ],
  attributesForFaceting: ['language', 'docusaurus_tag', 'section', 'tags'],
  attributesToRetrieve: ['hierarchy', 'content', 'url', 'type', 'section', 'tags'],
  attributesToHighlight: ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'content'],
  attributesToSnippet: ['content:20'],
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  customRanking: ['desc(weight.page)', 'desc(weight.level)', 'asc(weight.position)'],
  ignorePlurals: ['en' as const],
  queryLanguages: ['en' as const],
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  allowTyposOnNumericTokens: false,
  removeWordsIfNoResults: 'allOptional' as const,
};

const weights = { lvl1: 100, lvl2: 90, lvl3: 80 } as const;

/** A page's weight: 10 + its priority (-5 to 5) for a page, that minus 10 for a category page. */
export function pageWeight(record: Pick<IndexRecord, 'priority' | 'category_page'>): number {
  const priority = Math.round(Math.min(5, Math.max(-5, Number(record.priority) || 0)));
  return 10 + priority - (record.category_page ? 10 : 0);
}

/** The site's one-way synonyms as Algolia synonym objects. */
export function synonymHits(synonyms: Record<string, string[]>) {
  return Object.entries(synonyms).map(([input, targets]) => ({
    objectID: `mdd-synonym-${input.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-')}`,
    type: 'oneWaySynonym' as const,
    input,
    synonyms: targets,
  }));
}

/**
 * Replaces the records of an Algolia index atomically: writes them to `<indexName>_tmp_<timestamp>`
 * (with the live index's rules and synonyms and the settings above) in batches, waits for every task,
 * then moves the temporary index onto `indexName`. With a `stateFile`, a failed upload is resumed by
 * the next run; without one, the temporary index is deleted on failure.
 */
export async function uploadRecords(options: UploadOptions): Promise<UploadResult> {
  const {
    appId,
    adminApiKey,
    indexName,
    records,
    hosts,
    batchSize = 1000,
    log = () => {},
    synonyms = {},
    stateFile,
    progress = () => {},
  } = options;
  const client = algoliasearch(appId, adminApiKey, {
    ...(hosts && {
      hosts: hosts.map((h) => ({ accept: 'readWrite' as const, protocol: 'https' as const, ...h })),
    }),
  });
  let page = '';
  let position = 0;
  const objects = records.map((record) => {
    const route = record.url.split('#')[0] as string;
    position = route === page ? position + 1 : 0;
    page = route;
    return {
      ...record,
      weight: { page: pageWeight(record), level: weights[record.type] ?? 80, position },
    };
  });
  const hash = createHash('sha256')
    .update(JSON.stringify([objects, indexSettings, synonyms, batchSize]))
    .digest('hex');
  const previous = stateFile ? readState(stateFile) : undefined;
  const state: UploadState =
    previous?.indexName === indexName && previous.hash === hash
      ? previous
      : { indexName, hash, temporaryIndex: `${indexName}_tmp_${Date.now()}`, prepared: false, batches: 0 };
  const { temporaryIndex } = state;
  if (previous && previous !== state) {
    await client.deleteIndex({ indexName: previous.temporaryIndex }).catch(() => {});
    log(`Deleted ${previous.temporaryIndex}, left by an upload of other records`);
  }
  const save = () => {
    if (stateFile) writeFileSync(stateFile, JSON.stringify(state));
  };
  const total = Math.ceil(objects.length / batchSize);
  const resumed = state.batches;
  if (previous === state)
    log(`Resuming the upload to ${temporaryIndex}: ${resumed} of ${total} batches already saved`);

  try {
    if (!state.prepared) {
      try {
        const copy = await client.operationIndex({
          indexName,
          operationIndexParams: {
            operation: 'copy',
            destination: temporaryIndex,
            scope: ['rules', 'synonyms'],
          },
        });
        await client.waitForTask({ indexName, taskID: copy.taskID });
        log(`Copied rules and synonyms of ${indexName} to ${temporaryIndex}`);
      } catch (error) {
        if ((error as { status?: number }).status !== 404) throw error;
        log(`${indexName} does not exist yet: nothing to copy`);
      }

      const settings = await client.setSettings({ indexName: temporaryIndex, indexSettings });
      await client.waitForTask({ indexName: temporaryIndex, taskID: settings.taskID });
      log(`Applied settings to ${temporaryIndex}`);

      const hits = synonymHits(synonyms);
      if (hits.length) {
        const saved = await client.saveSynonyms({ indexName: temporaryIndex, synonymHit: hits });
        await client.waitForTask({ indexName: temporaryIndex, taskID: saved.taskID });
        log(`Saved ${hits.length} synonyms to ${temporaryIndex}`);
      }
      state.prepared = true;
      save();
    }

    // A batch Algolia accepted is saved (its task runs even if this process stops): it counts as done.
    const tasks: number[] = [];
    while (state.batches < total) {
      const chunk = objects.slice(state.batches * batchSize, (state.batches + 1) * batchSize);
      const { taskID } = await client.batch({
        indexName: temporaryIndex,
        batchWriteParams: { requests: chunk.map((body) => ({ action: 'addObject' as const, body })) },
      });
      tasks.push(taskID);
      state.batches++;
      save();
      progress(Math.min(state.batches * batchSize, objects.length), objects.length);
    }
    for (const taskID of tasks) await client.waitForTask({ indexName: temporaryIndex, taskID });
    log(
      `Saved ${objects.length} records in ${total} batches to ${temporaryIndex}` +
        (resumed ? ` (${resumed} of them by an earlier run)` : ''),
    );

    const move = await client.operationIndex({
      indexName: temporaryIndex,
      operationIndexParams: { operation: 'move', destination: indexName },
    });
    await client.waitForTask({ indexName: temporaryIndex, taskID: move.taskID });
    log(`Moved ${temporaryIndex} onto ${indexName}`);
    if (stateFile) rmSync(stateFile, { force: true });
    return { indexName, temporaryIndex, records: objects.length, batches: total, resumed };
  } catch (error) {
    if (!stateFile) await client.deleteIndex({ indexName: temporaryIndex }).catch(() => {});
    throw error;
  }
}

function readState(file: string): UploadState | undefined {
  if (!existsSync(file)) return undefined;
  try {
    const state = JSON.parse(readFileSync(file, 'utf8')) as UploadState;
    return typeof state.temporaryIndex === 'string' && Number.isInteger(state.batches) ? state : undefined;
  } catch {
    return undefined;
  }
}
