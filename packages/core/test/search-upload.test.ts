import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startAlgoliaStub } from '../../search/test/algolia-stub.js';
import { searchUploadCommand } from '../src/cli/search-upload.js';
import { removeSite, writeSite } from './helpers/temp-site.js';

let stub: Awaited<ReturnType<typeof startAlgoliaStub>>;
let root: string;
const records = Array.from({ length: 2500 }, (_, i) => ({
  objectID: `/guide/page-${i}`,
  url: `/guide/page-${i}`,
  type: 'lvl1',
  hierarchy: { lvl0: 'Guide', lvl1: `Page ${i}` },
  content: `Text of page ${i}.`,
  section: 'guide',
  tags: [],
  language: 'en',
  docusaurus_tag: 'docs-guide-current',
}));

beforeAll(async () => {
  stub = await startAlgoliaStub();
  // As a build leaves them: parts of 1,000 pages' records (one record per page here).
  root = writeSite({
    'node_modules/.cache/mdd/search-records/0.json': JSON.stringify(records.slice(0, 1000)),
    'node_modules/.cache/mdd/search-records/1.json': JSON.stringify(records.slice(1000)),
  });
  vi.stubEnv('ALGOLIA_APP_ID', 'TESTAPP');
  vi.stubEnv('ALGOLIA_INDEX_NAME', 'docs');
  vi.stubEnv('ALGOLIA_ADMIN_API_KEY', 'admin-key');
  vi.stubEnv('ALGOLIA_HOST', `http://127.0.0.1:${stub.port}`);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await stub.close();
  removeSite(root);
});

describe('mdd search-upload', () => {
  it('pushes the records in batches of 1,000, and after a failure continues where it stopped', async () => {
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const state = path.join(root, 'node_modules/.cache/mdd/search-upload-state.json');
    try {
      let batches = 0;
      stub.failWhen((r) => r.path.endsWith('/batch') && ++batches >= 3);
      expect(await searchUploadCommand(root, {})).toBe(1);
      expect(stderr.mock.calls.join('')).toContain(
        'Run `mdd search-upload` again to continue where it stopped.',
      );
      expect(JSON.parse(fs.readFileSync(state, 'utf8'))).toMatchObject({ batches: 2 });
      expect(stub.indices.has('docs')).toBe(false);

      stub.failWhen(() => false);
      stub.requests.length = 0;
      expect(await searchUploadCommand(root, {})).toBe(0);
      const printed = stdout.mock.calls.join('');
      expect(printed).toMatch(/Resuming the upload to docs_tmp_\d+: 2 of 3 batches already saved/);
      expect(printed).toContain('Done: 2500 records now live in docs');
      expect(stub.requests.filter((r) => r.path.endsWith('/batch'))).toHaveLength(1);
      expect(stub.indices.get('docs')?.objects.size).toBe(2500);
      expect(fs.existsSync(state)).toBe(false);
      // Not a terminal (as in CI): no progress line.
      expect(stderr.mock.calls.join('')).not.toContain('Saving records');
    } finally {
      stderr.mockRestore();
      stdout.mockRestore();
    }
  });
});
