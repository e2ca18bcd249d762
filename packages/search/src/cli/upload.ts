import { readFile } from 'node:fs/promises';
import type { IndexRecord } from '../contract.js';
import { type AlgoliaHost, uploadRecords } from '../upload.js';

const usage = `Usage: mdd-search-upload <records.json> [--synonyms <synonyms.json>]

Replaces the records of an Algolia index with the search records in <records.json> (an array, as
the mdx-pipeline writes them), through a temporary index that is moved onto the live one.
--synonyms adds the site's one-way synonyms, a JSON object: { "price history": ["candles"] }.

Environment:
  ALGOLIA_APP_ID         application id
  ALGOLIA_ADMIN_API_KEY  API key allowed to write records, edit settings and move indices
  ALGOLIA_INDEX_NAME     index to replace
  ALGOLIA_HOST           optional: send requests to this URL instead (a proxy, a test stub)`;

/** Runs the command; returns the exit code. */
export async function main(
  args: string[],
  env: Record<string, string | undefined>,
  out: (line: string) => void = console.log,
  err: (line: string) => void = console.error,
): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    out(usage);
    return 0;
  }
  const missing = ['ALGOLIA_APP_ID', 'ALGOLIA_ADMIN_API_KEY', 'ALGOLIA_INDEX_NAME'].filter(
    (name) => !env[name],
  );
  const at = args.indexOf('--synonyms');
  const synonymsFile = at >= 0 ? args[at + 1] : undefined;
  const file = args.find((arg, i) => !arg.startsWith('-') && (at < 0 || i !== at + 1));
  if (missing.length || !file) {
    if (missing.length) err(`mdd-search-upload: missing environment variable ${missing.join(', ')}`);
    if (!file) err('mdd-search-upload: missing the path of the records JSON file');
    err(`\n${usage}`);
    return 2;
  }

  let records: IndexRecord[];
  try {
    records = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    err(`mdd-search-upload: cannot read records from ${file}: ${(error as Error).message}`);
    return 2;
  }
  const invalid = Array.isArray(records)
    ? records.findIndex((r) => typeof r?.objectID !== 'string' || typeof r.url !== 'string' || !r.hierarchy)
    : 0;
  if (invalid >= 0) {
    err(`mdd-search-upload: ${file} is not an array of search records (entry ${invalid} is not a record)`);
    return 2;
  }

  let synonyms: Record<string, string[]> | undefined;
  if (at >= 0) {
    try {
      synonyms = JSON.parse(await readFile(synonymsFile ?? '', 'utf8'));
    } catch (error) {
      err(`mdd-search-upload: cannot read synonyms from ${synonymsFile}: ${(error as Error).message}`);
      return 2;
    }
    const valid =
      typeof synonyms === 'object' &&
      synonyms !== null &&
      !Array.isArray(synonyms) &&
      Object.values(synonyms).every((t) => Array.isArray(t) && t.every((w) => typeof w === 'string'));
    if (!valid) {
      err(`mdd-search-upload: ${synonymsFile} is not an object of synonyms ({ "words": ["other words"] })`);
      return 2;
    }
  }

  let hosts: AlgoliaHost[] | undefined;
  if (env.ALGOLIA_HOST) {
    const url = new URL(env.ALGOLIA_HOST);
    hosts = [
      {
        url: url.hostname,
        protocol: url.protocol === 'http:' ? 'http' : 'https',
        ...(url.port && { port: Number(url.port) }),
      },
    ];
  }
  const indexName = env.ALGOLIA_INDEX_NAME as string;
  out(`Uploading ${records.length} records from ${file} to ${indexName} (app ${env.ALGOLIA_APP_ID})`);
  try {
    const result = await uploadRecords({
      appId: env.ALGOLIA_APP_ID as string,
      adminApiKey: env.ALGOLIA_ADMIN_API_KEY as string,
      indexName,
      records,
      ...(hosts && { hosts }),
      ...(synonyms && { synonyms }),
      log: (line) => out(`  ${line}`),
    });
    out(`Done: ${result.records} records now live in ${result.indexName}`);
    return 0;
  } catch (error) {
    err(`mdd-search-upload: upload failed, ${indexName} is unchanged: ${(error as Error).message}`);
    return 1;
  }
}
