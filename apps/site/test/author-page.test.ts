// @vitest-environment jsdom
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLocalSearchClient } from '@market-data-docs/search/local';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// A page as a docs writer writes it, through the build command as `pnpm build` runs it: its HTML,
// its Markdown twin and the search index must carry the same words.
const appDir = path.join(import.meta.dirname, '..');
const mddBin = path.join(appDir, 'node_modules/@market-data-docs/core/bin/mdd.js');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'mdd-author-'));
const contentDir = path.join(work, 'content');
const outDir = path.join(work, 'build');
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const files: Record<string, string> = {
  'api/credits.mdx': `---
title: Credits
description: How credits are counted.
---

export const freeCredits = 100;
export const plans = ['Free', 'Starter'];

Every new account receives {freeCredits * 2 / 2} free credits on the {plans[0]} plan, {freeCredits * 100} on {plans[1]}.

| Plan | Limits |
| --- | --- |
| Free | 100 requests a day<br/>one symbol at a time |
| Starter | unlimited requests<br />realtime quotes |

<details>
<summary>Are unused credits refunded?</summary>

Unused credits expire at midnight and are never refunded.

</details>

Press <kbd>Ctrl</kbd> + <kbd>K</kbd> to search the credits page.[^1]

[^1]: Shortcuts work on every page.
`,
  'api/more/_category_.json':
    '{ "label": "More", "link": { "type": "generated-index", "description": "Extra pages." } }',
  'api/more/extra.md': '# Extra page\n\nA page in a generated category.\n',
};

/** Words the reader sees, each taken from a table cell, an expression's value or a disclosure. */
const seen = ['10000', 'symbol', 'realtime', 'refunded', 'midnight', 'unlimited', 'Starter', 'Shortcuts'];
/** What the writer typed that the reader never sees. */
const source = ['freeCredits', 'plans[', '{', '}'];

let html = '';
let twin = '';
let search: ReturnType<typeof createLocalSearchClient>;

beforeAll(() => {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(contentDir, file)), { recursive: true });
    fs.writeFileSync(path.join(contentDir, file), text);
  }
  fs.mkdirSync(path.join(contentDir, 'static'), { recursive: true });
  execFileSync(process.execPath, [mddBin, 'build', '--content', contentDir, '--out', outDir, '--quiet'], {
    cwd: appDir,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'ignore',
  });
  const page = new DOMParser().parseFromString(
    fs.readFileSync(path.join(outDir, 'api/credits/index.html'), 'utf8'),
    'text/html',
  );
  html = page.querySelector('.mdd-content')?.textContent ?? '';
  twin = fs.readFileSync(path.join(outDir, 'api/credits.md'), 'utf8');
  search = createLocalSearchClient({
    baseUrl: '/docs-staging/search-index/',
    fetch: async (url) => {
      const file = path.join(outDir, url.replace(/^\/docs-staging\//, ''));
      const ok = fs.existsSync(file);
      return { ok, status: ok ? 200 : 404, text: async () => fs.readFileSync(file, 'utf8') };
    },
  });
}, 180_000);

describe('a page with tables, expressions, details, keys and footnotes', () => {
  it('shows the same words in its HTML, its Markdown twin and the search index', async () => {
    const failures: string[] = [];
    for (const word of seen) {
      if (!html.includes(word)) failures.push(`HTML lacks "${word}"`);
      if (!twin.includes(word)) failures.push(`twin lacks "${word}"`);
      const results = await search.search(word);
      if (!results.groups.some((group) => group.url === '/api/credits'))
        failures.push(`search finds no "${word}" on the page`);
    }
    expect(failures).toEqual([]);
    const [hit] = (await search.search('credits')).groups.find((g) => g.url === '/api/credits')?.hits ?? [];
    expect(hit?.snippet.map((segment) => segment.text).join('')).toMatch(
      /^Every new account receives 100 free credits on the Free plan, 10000 on/,
    );
  });

  it('shows none of what was typed instead: no expression source', async () => {
    for (const text of source) {
      expect(html).not.toContain(text);
      expect(twin).not.toContain(text);
    }
    const results = await search.search('freeCredits');
    const snippets = results.groups.flatMap((g) => g.hits.flatMap((h) => h.snippet.map((s) => s.text)));
    expect(snippets.join(' ')).not.toContain('freeCredits');
  });

  it('keeps the table in the twin: one row per row, the line break inside its cell', () => {
    expect(twin).toContain('| Free    | 100 requests a day<br />one symbol at a time |');
    expect(twin.split('\n').filter((line) => line.startsWith('|'))).toHaveLength(4);
    expect(twin).toContain('<details>\n<summary>Are unused credits refunded?</summary>');
    expect(twin).toContain('Press <kbd>Ctrl</kbd> + <kbd>K</kbd>');
    expect(twin).toContain('[^1]: Shortcuts work on every page.');
  });

  it('gives the generated category page a twin and lists it in llms.txt', () => {
    expect(fs.readFileSync(path.join(outDir, 'api/category/more.md'), 'utf8')).toBe(
      '# More\n\nExtra pages.\n\n- [Extra page](/docs-staging/api/more/extra): A page in a generated category.\n',
    );
    expect(fs.readFileSync(path.join(outDir, 'llms.txt'), 'utf8')).toContain(
      '- [More](https://www.marketdata.app/docs-staging/api/category/more.md): Extra pages.',
    );
  });
});
