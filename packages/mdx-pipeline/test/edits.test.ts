import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildContent } from '../src/build.js';
import { editedPages } from '../src/edits.js';
import { ContentBuildError } from '../src/errors.js';
import { apiOptions, removeTempDirs, tempDir, writeTree } from './helpers/tree.js';

afterAll(removeTempDirs);

const guide = (extra = '') =>
  `---\ntitle: Guide\n---\n\nThe first words.\n\n## Usage\n\nSee [quotes](./quotes.md).${extra}\n`;

/** A tree built once with a cache: a page edit is then judged against that build. */
async function built() {
  const dir = writeTree({
    'api/guide.md': guide(),
    'api/quotes.md': '# Quotes\n\nLast prices.\n',
    'api/stocks/_category_.json': '{ "label": "Stocks" }',
    'api/stocks/candles.md': '# Candles\n\nBars.\n',
  });
  const options = apiOptions(dir, { cacheDir: path.join(tempDir(), 'cache') });
  await buildContent(options);
  const write = (rel: string, text: string) => fs.writeFileSync(path.join(dir, rel), text);
  return { dir, options, write };
}

describe('editedPages', () => {
  it('finds nothing to do when nothing changed', async () => {
    const { options } = await built();
    expect(await editedPages(options)).toEqual({ pages: [], files: 3 });
  });

  it('compiles a page whose body alone changed, with its data, twin and records', async () => {
    const { options, write } = await built();
    write('api/guide.md', guide(' Then call it.'));
    const edits = await editedPages(options);
    expect(edits?.pages.map((p) => [p.route, p.file])).toEqual([['/api/guide', 'api/guide.md']]);
    const [page] = edits?.pages ?? [];
    expect(JSON.stringify(page?.data.content)).toContain('Then call it.');
    expect(page?.data.toc).toEqual([{ id: 'usage', text: 'Usage', depth: 2 }]);
    expect(page?.markdown).toContain('Then call it.');
    const records = page?.records('API › Basics') ?? [];
    expect(records.map((r) => r.hierarchy.lvl0)).toEqual(records.map(() => 'API › Basics'));
    expect(records.some((r) => r.content.includes('Then call it.'))).toBe(true);

    // The caches took it in, as a whole build would: the next one compiles nothing.
    expect(await editedPages(options)).toEqual({ pages: [], files: 3 });
    const whole = await buildContent(options);
    expect(whole.stats).toMatchObject({ compiled: 0, cached: 3 });
    expect(whole.markdown('/api/guide')).toBe(page?.markdown);
  });

  it('leaves the build whole when an edit shows beyond its page', async () => {
    const cases: Array<[string, (t: Awaited<ReturnType<typeof built>>) => void]> = [
      ['a new title', ({ write }) => write('api/guide.md', guide().replace('Guide', 'Guides'))],
      [
        'new first words (its description)',
        ({ write }) => write('api/guide.md', guide().replace('first', 'opening')),
      ],
      ['a new heading (its anchors)', ({ write }) => write('api/guide.md', guide('\n\n## Errors\n\nNone.'))],
      ['a new link', ({ write }) => write('api/guide.md', guide(' And [candles](./stocks/candles.md).'))],
      ['a page added', ({ write }) => write('api/news.md', '# News\n')],
      ['a page deleted', ({ dir }) => fs.rmSync(path.join(dir, 'api/quotes.md'))],
      ['a category file', ({ write }) => write('api/stocks/_category_.json', '{ "label": "Equities" }')],
    ];
    for (const [name, change] of cases) {
      const tree = await built();
      change(tree);
      expect(await editedPages(tree.options), name).toBeUndefined();
    }
  });

  it('rejects with the error of an edited page that does not compile', async () => {
    const { options, write } = await built();
    write('api/guide.md', guide('\n\n<Broken'));
    const error = await editedPages(options).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentBuildError);
    expect(String((error as Error).message)).toMatch(/api\/guide\.md:\d+:\d+/);
  });

  it('updates the caches of an edited draft but gives no page: it is not built', async () => {
    const { options, write } = await built();
    const draft = (text: string) => `---\ntitle: Soon\ndraft: true\n---\n\n${text}\n`;
    write('api/soon.md', draft('First.\n\n## More\n\nOne.'));
    await buildContent(options);
    write('api/soon.md', draft('First.\n\n## More\n\nTwo.'));
    expect(await editedPages(options)).toEqual({ pages: [], files: 4 });
  });

  it('needs a cache', async () => {
    const { dir } = await built();
    expect(await editedPages(apiOptions(dir))).toBeUndefined();
  });
});
