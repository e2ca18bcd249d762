import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli/upload.js';
import { indexSettings, progressLine, uploadRecords } from '../src/upload.js';
import { startAlgoliaStub } from './algolia-stub.js';
import { records } from './helpers.js';

let stub: Awaited<ReturnType<typeof startAlgoliaStub>>;

beforeAll(async () => {
  stub = await startAlgoliaStub();
});
afterAll(async () => {
  await stub.close();
});
afterEach(() => {
  stub.setMode('ok');
  stub.failWhen(() => false);
  stub.requests.length = 0;
  stub.indices.clear();
});

const upload = (extra: Partial<Parameters<typeof uploadRecords>[0]> = {}) =>
  uploadRecords({
    appId: 'TESTAPP',
    adminApiKey: 'admin-key',
    indexName: 'docs',
    records,
    hosts: [stub.host],
    ...extra,
  });

const steps = () =>
  stub.requests
    .filter((r) => !r.path.includes('/task/'))
    .map((r) => `${r.method} ${r.path.replace(/docs_tmp_\d+/, 'TMP')}`);

describe('uploadRecords', () => {
  it('writes a temporary index, waits for its tasks, then moves it onto the index', async () => {
    const log: string[] = [];
    const result = await upload({ batchSize: 500, log: (line) => log.push(line) });
    expect(result.temporaryIndex).toMatch(/^docs_tmp_\d{13}$/);
    expect(result).toMatchObject({ indexName: 'docs', records: records.length, batches: 3 });
    expect(steps()).toEqual([
      'POST /1/indexes/docs/operation',
      'PUT /1/indexes/TMP/settings',
      'POST /1/indexes/TMP/batch',
      'POST /1/indexes/TMP/batch',
      'POST /1/indexes/TMP/batch',
      'POST /1/indexes/TMP/operation',
    ]);
    expect(stub.requests[0]?.body).toEqual({
      operation: 'copy',
      destination: result.temporaryIndex,
      scope: ['rules', 'synonyms'],
    });
    expect(stub.requests.at(-2)?.body).toEqual({ operation: 'move', destination: 'docs' });

    const tasks = stub.requests.filter((r) => r.path.includes('/task/'));
    expect(tasks.length).toBe(6);
    const batches = stub.requests.filter((r) => r.path.endsWith('/batch'));
    expect(batches.map((b) => (b.body as { requests: unknown[] }).requests.length)).toEqual([500, 500, 120]);
    expect((batches[0] as { body: { requests: unknown[] } }).body.requests[1]).toEqual({
      action: 'addObject',
      body: { ...records[1], weight: { page: 10, level: 90, position: 1 } },
    });
    expect(stub.requests.at(-1)?.path).toMatch(new RegExp(`^/1/indexes/${result.temporaryIndex}/task/\\d+$`));

    expect([...stub.indices.keys()]).toEqual(['docs']);
    const live = stub.indices.get('docs');
    expect(live?.objects.size).toBe(records.length);
    expect(live?.settings).toEqual(indexSettings);
    expect(live?.settings).toMatchObject({
      searchableAttributes: expect.arrayContaining(['unordered(hierarchy.lvl1)', 'content']),
      attributesForFaceting: ['language', 'docusaurus_tag', 'section', 'tags'],
      attributesToSnippet: ['content:20'],
      customRanking: ['desc(weight.page)', 'desc(weight.level)', 'asc(weight.position)'],
      ignorePlurals: ['en'],
    });
    expect((live?.settings.searchableAttributes as string[] | undefined)?.[0]).toBe(
      'unordered(hierarchy.lvl1)',
    );
    expect(log).toEqual([
      `Copied rules and synonyms of docs to ${result.temporaryIndex}`,
      `Applied settings to ${result.temporaryIndex}`,
      `Saved ${records.length} records in 3 batches to ${result.temporaryIndex}`,
      `Moved ${result.temporaryIndex} onto docs`,
    ]);
  });

  it('weighs pages by search_priority, category pages last, and saves the site synonyms', async () => {
    const candles = records.find((r) => r.url === '/api/stocks/candles');
    const category = records.find((r) => r.url === '/api/options');
    expect(candles?.priority).toBe(1);
    expect(category?.category_page).toBe(true);
    const log: string[] = [];
    await upload({ synonyms: { 'price history': ['candles'] }, log: (line) => log.push(line) });
    const live = stub.indices.get('docs');
    const weight = (url: string) =>
      (live?.objects.get(url) as { weight: { page: number } } | undefined)?.weight.page;
    expect(weight('/api/stocks/candles')).toBe(11);
    expect(weight('/api/funds/candles')).toBe(10);
    expect(weight('/api/options')).toBe(0);
    expect([...(live?.synonyms.values() ?? [])]).toEqual([
      {
        objectID: 'mdd-synonym-price-history',
        type: 'oneWaySynonym',
        input: 'price history',
        synonyms: ['candles'],
      },
    ]);
    expect(log).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Saved 1 synonyms to docs_tmp_\d+$/)]),
    );
  });

  it("keeps the live index's rules and synonyms and replaces its records", async () => {
    await upload();
    stub.indices.get('docs')?.rules.push('promote-candles');
    const result = await upload({ records: records.slice(0, 10) });
    expect(result.batches).toBe(1);
    const live = stub.indices.get('docs');
    expect(live?.rules).toEqual(['promote-candles']);
    expect(live?.objects.size).toBe(10);
  });

  it('deletes the temporary index and leaves the live one alone when a step fails', async () => {
    await upload();
    stub.requests.length = 0;
    stub.failWhen((r) => r.path.endsWith('/batch'));
    await expect(upload({ records: records.slice(0, 5) })).rejects.toThrow();
    expect(steps().at(-1)).toBe('DELETE /1/indexes/TMP');
    expect([...stub.indices.keys()]).toEqual(['docs']);
    expect(stub.indices.get('docs')?.objects.size).toBe(records.length);
  });
});

describe('resumable upload', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mdd-upload-state-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const batchPaths = () => stub.requests.filter((r) => r.path.endsWith('/batch')).length;

  it('reports progress after each batch', async () => {
    const seen: Array<[number, number]> = [];
    await upload({ batchSize: 500, progress: (saved, total) => seen.push([saved, total]) });
    expect(seen).toEqual([
      [500, records.length],
      [1000, records.length],
      [records.length, records.length],
    ]);
    expect(progressLine(500, 1120)).toBe('Saving records: 500 of 1,120 (44 %)');
  });

  it('keeps its state after a failed batch, and the next run continues from that batch', async () => {
    const stateFile = join(dir, 'state.json');
    let batches = 0;
    stub.failWhen((r) => r.path.endsWith('/batch') && ++batches >= 2);
    await expect(upload({ batchSize: 500, stateFile })).rejects.toThrow();
    const state = JSON.parse(readFileSync(stateFile, 'utf8'));
    expect(state).toMatchObject({ indexName: 'docs', prepared: true, batches: 1 });
    expect(stub.indices.get(state.temporaryIndex)?.objects.size).toBe(500);
    expect(stub.indices.has('docs')).toBe(false);

    stub.failWhen(() => false);
    stub.requests.length = 0;
    const log: string[] = [];
    const result = await upload({ batchSize: 500, stateFile, log: (line) => log.push(line) });
    expect(result).toMatchObject({ temporaryIndex: state.temporaryIndex, batches: 3, resumed: 1 });
    expect(log[0]).toBe(`Resuming the upload to ${state.temporaryIndex}: 1 of 3 batches already saved`);
    expect(steps()).toEqual([
      'POST /1/indexes/TMP/batch',
      'POST /1/indexes/TMP/batch',
      'POST /1/indexes/TMP/operation',
    ]);
    const resent = stub.requests.find((r) => r.path.endsWith('/batch'))?.body as {
      requests: Array<{ action: string; body: { objectID: string } }>;
    };
    expect(resent.requests).toHaveLength(500);
    expect(resent.requests[0]).toMatchObject({
      action: 'addObject',
      body: { objectID: records[500]?.objectID },
    });
    expect(stub.indices.get('docs')?.objects.size).toBe(records.length);
    expect(existsSync(stateFile)).toBe(false);
  });

  it('starts over, deleting the old temporary index, when the records changed', async () => {
    const stateFile = join(dir, 'changed.json');
    stub.failWhen((r) => r.path.endsWith('/batch'));
    await expect(upload({ batchSize: 500, stateFile })).rejects.toThrow();
    const old = JSON.parse(readFileSync(stateFile, 'utf8')).temporaryIndex;
    expect(stub.indices.has(old)).toBe(true);

    stub.failWhen(() => false);
    stub.requests.length = 0;
    const result = await upload({ batchSize: 500, stateFile, records: records.slice(0, 700) });
    expect(result).toMatchObject({ records: 700, batches: 2, resumed: 0 });
    expect(result.temporaryIndex).not.toBe(old);
    expect(stub.indices.has(old)).toBe(false);
    expect(batchPaths()).toBe(2);
    expect(stub.indices.get('docs')?.objects.size).toBe(700);
  });
});

describe('mdd-search-upload', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mdd-search-upload-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = join(dir, 'records.json');
  writeFileSync(file, JSON.stringify(records.slice(0, 30)));
  const env = {
    ALGOLIA_APP_ID: 'TESTAPP',
    ALGOLIA_ADMIN_API_KEY: 'admin-key',
    ALGOLIA_INDEX_NAME: 'docs',
  };
  const run = async (args: string[], vars: Record<string, string | undefined>) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await main(
      args,
      vars,
      (l) => out.push(l),
      (l) => err.push(l),
    );
    return { code, out: out.join('\n'), err: err.join('\n') };
  };

  it('uploads a records file and prints what it did', async () => {
    const { code, out, err } = await run([file], { ...env, ALGOLIA_HOST: `http://127.0.0.1:${stub.port}` });
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(out).toContain(`Uploading 30 records from ${file} to docs (app TESTAPP)`);
    expect(out).toMatch(/Moved docs_tmp_\d+ onto docs/);
    expect(out).toContain('Done: 30 records now live in docs');
    expect(stub.indices.get('docs')?.objects.size).toBe(30);
  });

  it('uploads the synonyms of a --synonyms file', async () => {
    const synonyms = join(dir, 'synonyms.json');
    writeFileSync(synonyms, JSON.stringify({ ohlc: ['candles'] }));
    const { code, err } = await run([file, '--synonyms', synonyms], {
      ...env,
      ALGOLIA_HOST: `http://127.0.0.1:${stub.port}`,
    });
    expect(err).toBe('');
    expect(code).toBe(0);
    expect([...(stub.indices.get('docs')?.synonyms.keys() ?? [])]).toEqual(['mdd-synonym-ohlc']);

    writeFileSync(synonyms, JSON.stringify({ ohlc: 'candles' }));
    const bad = await run(['--synonyms', synonyms, file], env);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('is not an object of synonyms');
  });

  it('exits 2 naming what is missing', async () => {
    const missingEnv = await run([file], { ALGOLIA_APP_ID: 'TESTAPP' });
    expect(missingEnv.code).toBe(2);
    expect(missingEnv.err).toContain(
      'missing environment variable ALGOLIA_ADMIN_API_KEY, ALGOLIA_INDEX_NAME',
    );
    expect(missingEnv.err).toContain('Usage: mdd-search-upload <records.json>');

    const missingFile = await run([], env);
    expect(missingFile.code).toBe(2);
    expect(missingFile.err).toContain('missing the path of the records JSON file');

    const unreadable = await run([join(dir, 'nope.json')], env);
    expect(unreadable.code).toBe(2);
    expect(unreadable.err).toContain('cannot read records from');

    const notRecords = join(dir, 'bad.json');
    writeFileSync(notRecords, JSON.stringify([{ title: 'x' }]));
    const invalid = await run([notRecords], env);
    expect(invalid.code).toBe(2);
    expect(invalid.err).toContain('is not an array of search records (entry 0 is not a record)');
    expect(stub.requests).toEqual([]);
  });

  it('exits 1 when the upload fails, and a second run continues where it stopped', async () => {
    stub.failWhen((r) => r.path.endsWith('/batch'));
    const failed = await run([file], { ...env, ALGOLIA_HOST: `http://127.0.0.1:${stub.port}` });
    expect(failed.code).toBe(1);
    expect(failed.err).toContain('upload failed, docs is unchanged');
    expect(failed.err).toContain(
      `Run the same command again to continue where it stopped (${file}.upload-state.json).`,
    );
    expect(existsSync(`${file}.upload-state.json`)).toBe(true);

    stub.failWhen(() => false);
    const again = await run([file], { ...env, ALGOLIA_HOST: `http://127.0.0.1:${stub.port}` });
    expect(again.code).toBe(0);
    expect(again.out).toMatch(/Resuming the upload to docs_tmp_\d+: 0 of 1 batches already saved/);
    expect(again.out).not.toContain('Applied settings');
    expect(stub.indices.get('docs')?.objects.size).toBe(30);
    expect(existsSync(`${file}.upload-state.json`)).toBe(false);
  });

  it('tells a progress callback after each batch, and prints no progress without one', async () => {
    const seen: number[] = [];
    const vars = { ...env, ALGOLIA_HOST: `http://127.0.0.1:${stub.port}` };
    const code = await main(
      [file],
      vars,
      () => {},
      () => {},
      (saved) => seen.push(saved),
    );
    expect(code).toBe(0);
    expect(seen).toEqual([30]);
    const quiet = await run([file], vars);
    expect(quiet.out).not.toContain('Saving records');
  });

  it('prints usage on --help', async () => {
    const help = await run(['--help'], {});
    expect(help.code).toBe(0);
    expect(help.out).toContain('ALGOLIA_ADMIN_API_KEY');
  });
});
