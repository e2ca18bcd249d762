import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createRenderPool } from '../src/server/render-pool.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mdd-pool-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

// A server bundle that renders a page's title, and throws for one page.
const serverEntry = path.join(root, 'entry-server.mjs');
fs.writeFileSync(
  serverEntry,
  `export async function renderPageDocument(route, json, context) {
    const page = JSON.parse(json);
    if (page.broken) throw new Error('cannot render ' + route);
    return '<title>' + page.title + ' | ' + context.site + '</title>';
  }`,
);

describe('the render pool', () => {
  it('writes each page’s JSON and twin beside its HTML, making their folder', async () => {
    const pool = createRenderPool(serverEntry, { site: 'Docs' } as never);
    const out = path.join(root, 'out');
    const files = (rel: string) => ({
      html: path.join(out, rel, 'index.html'),
      json: path.join(out, rel, 'index.json'),
    });
    try {
      await Promise.all([
        pool.render({
          route: '/api/quotes',
          json: '{"title":"Quotes"}',
          markdown: '# Quotes\n',
          files: { ...files('api/quotes'), twin: path.join(out, 'api/quotes.md') },
        }),
        pool.render({ route: '/search', json: '{"title":"Search"}', files: files('search') }),
      ]);
      const read = (rel: string) => fs.readFileSync(path.join(out, rel), 'utf8');
      expect(read('api/quotes/index.html')).toBe('<title>Quotes | Docs</title>');
      expect(read('api/quotes/index.json')).toBe('{"title":"Quotes"}');
      expect(read('api/quotes.md')).toBe('# Quotes\n');
      expect(read('search/index.html')).toBe('<title>Search | Docs</title>');
      expect(fs.readdirSync(path.join(out, 'search')).sort()).toEqual(['index.html', 'index.json']);

      const failed = pool.render({
        route: '/api/broken',
        json: '{"broken":true}',
        files: files('api/broken'),
      });
      await expect(failed).rejects.toThrow('cannot render /api/broken');
      expect(fs.existsSync(path.join(out, 'api/broken/index.html'))).toBe(false);
    } finally {
      await pool.close();
    }
  });
});
