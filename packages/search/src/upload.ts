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
}

export interface UploadResult {
  indexName: string;
  /** The temporary index the records were written to before it replaced `indexName`. */
  temporaryIndex: string;
  records: number;
  batches: number;
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
 * (with the live index's rules and synonyms and the settings above), waits for every task, then
 * moves the temporary index onto `indexName`. On failure the temporary index is deleted.
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
  } = options;
  const client = algoliasearch(appId, adminApiKey, {
    ...(hosts && {
      hosts: hosts.map((h) => ({ accept: 'readWrite' as const, protocol: 'https' as const, ...h })),
    }),
  });
  const temporaryIndex = `${indexName}_tmp_${Date.now()}`;
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

  try {
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

    const batches = await client.saveObjects({
      indexName: temporaryIndex,
      objects,
      batchSize,
      waitForTasks: true,
    });
    log(`Saved ${objects.length} records in ${batches.length} batches to ${temporaryIndex}`);

    const move = await client.operationIndex({
      indexName: temporaryIndex,
      operationIndexParams: { operation: 'move', destination: indexName },
    });
    await client.waitForTask({ indexName: temporaryIndex, taskID: move.taskID });
    log(`Moved ${temporaryIndex} onto ${indexName}`);
    return { indexName, temporaryIndex, records: objects.length, batches: batches.length };
  } catch (error) {
    await client.deleteIndex({ indexName: temporaryIndex }).catch(() => {});
    throw error;
  }
}
