import path from 'node:path';
import type { IndexRecord } from '@market-data-docs/search';
import { progressLine, uploadRecords } from '@market-data-docs/search/upload';
import { loadSite } from '../config/site.js';
import { searchRecordsDir } from '../server/search-build.js';
import { readRecordParts } from '../server/search-records.js';
import { createOutput } from './output.js';
import { UsageError } from './usage.js';

export interface SearchUploadFlags {
  config?: string;
}

/**
 * `mdd search-upload`: replaces the Algolia index's records with those of the last build, in batches
 * (progress on an interactive terminal outside CI); after a failure, running it again continues from
 * the first batch not saved (`search-upload-state.json` beside the records). The app id
 * and index name come from the config (or `ALGOLIA_APP_ID`, `ALGOLIA_INDEX_NAME`), the key allowed
 * to write from `ALGOLIA_ADMIN_API_KEY`.
 */
export async function searchUploadCommand(root: string, flags: SearchUploadFlags): Promise<number> {
  const output = createOutput();
  const site = await loadSite({ root, configFile: flags.config });
  const env = process.env;
  const appId = site.config.search.algolia.appId ?? env.ALGOLIA_APP_ID;
  const indexName = site.config.search.algolia.indexName ?? env.ALGOLIA_INDEX_NAME;
  const adminApiKey = env.ALGOLIA_ADMIN_API_KEY;
  const missing = [
    !appId && 'ALGOLIA_APP_ID (or search.algolia.appId)',
    !indexName && 'ALGOLIA_INDEX_NAME (or search.algolia.indexName)',
    !adminApiKey && 'ALGOLIA_ADMIN_API_KEY',
  ].filter(Boolean);
  if (missing.length) throw new UsageError(`missing ${missing.join(', ')}`);
  const dir = searchRecordsDir(site.cacheDir);
  const records = readRecordParts<IndexRecord>(dir);
  if (!records) {
    output.error(`No search records in ${dir}: run \`mdd build\` first.`);
    return 1;
  }
  const host = env.ALGOLIA_HOST ? new URL(env.ALGOLIA_HOST) : undefined;
  const stateFile = path.join(site.cacheDir, 'search-upload-state.json');
  output.info(`Uploading ${records.length} records to ${indexName} (app ${appId})`);
  const progress = output.interactive
    ? (saved: number, total: number) =>
        process.stderr.write(saved < total ? `\r${progressLine(saved, total)}\x1b[K` : '\r\x1b[K')
    : undefined;
  const result = await uploadRecords({
    appId: appId as string,
    adminApiKey: adminApiKey as string,
    indexName: indexName as string,
    records,
    synonyms: site.config.search.synonyms,
    ...(host && {
      hosts: [
        {
          url: host.hostname,
          protocol: host.protocol === 'http:' ? ('http' as const) : ('https' as const),
          ...(host.port && { port: Number(host.port) }),
        },
      ],
    }),
    log: (line) => output.info(`  ${line}`),
    stateFile,
    ...(progress && { progress }),
  }).catch((error: unknown) => {
    output.error(`Upload failed, ${indexName} is unchanged: ${(error as Error).message}`);
    output.error('Run `mdd search-upload` again to continue where it stopped.');
    return undefined;
  });
  if (!result) return 1;
  output.info(`Done: ${result.records} records now live in ${result.indexName}`);
  return 0;
}
