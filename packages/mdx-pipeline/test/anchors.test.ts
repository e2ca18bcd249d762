import { afterAll, describe, expect, it } from 'vitest';
import { buildContent } from '../src/build.js';
import { apiOptions, removeTempDirs, writeTree } from './helpers/tree.js';

afterAll(removeTempDirs);

const lines = (...parts: string[]) => parts.join('\n');

describe('links to anchors', () => {
  it('warn with file:line when the anchor is missing, on the same page and on others', async () => {
    const build = await buildContent(
      apiOptions(
        writeTree({
          'api/guide.mdx': lines(
            '---',
            'title: Guide',
            '---',
            '',
            '## Setup {#install}',
            '',
            '<a id="from-a-tag"></a>',
            '',
            'Same page: [custom id](#install), [tag id](#from-a-tag), [note](#user-content-fn-1)[^1].',
            'Missing: [a](#setup) and [b](#nope).',
            '',
            'Other pages: [heading](./reference.md#usage), [html id](/api/reference#from-html),',
            '[footnote](/api/reference#user-content-fn-x), [encoded](/api/reference#caf%C3%A9),',
            '[card page](/api/category/more), [search](/search#top).',
            '',
            'Missing: [c](./reference.md#options), [d](/api/reference#gone) and [e](/api/category/more#cards).',
            '',
            '[^1]: A footnote.',
          ),
          'api/reference.md': lines(
            '# Reference',
            '',
            '## Usage',
            '',
            '## Café',
            '',
            '<div id="from-html">Text</div>',
            '',
            'A note.[^x]',
            '',
            '[^x]: Its text.',
          ),
          'api/more/_category_.json': '{ "label": "More", "link": { "type": "generated-index" } }',
          'api/more/page.md': '# Page\n',
        }),
        { appRoutes: ['/search'] },
      ),
    );
    expect(build.warnings).toEqual([
      { file: 'api/guide.mdx', line: 10, message: 'broken anchor: #setup (no #setup on this page)' },
      { file: 'api/guide.mdx', line: 10, message: 'broken anchor: #nope (no #nope on this page)' },
      {
        file: 'api/guide.mdx',
        line: 16,
        message: 'broken anchor: ./reference.md#options (no #options on /api/reference)',
      },
      {
        file: 'api/guide.mdx',
        line: 16,
        message: 'broken anchor: /api/reference#gone (no #gone on /api/reference)',
      },
      {
        file: 'api/guide.mdx',
        line: 16,
        message: 'broken anchor: /api/category/more#cards (no #cards on /api/category/more)',
      },
    ]);
  });
});
