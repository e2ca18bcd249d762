import { afterAll, describe, expect, it } from 'vitest';
import { buildContent } from '../src/build.js';
import { sourceExcerpt } from '../src/plugins/excerpt.js';
import { apiOptions, removeTempDirs, writeTree } from './helpers/tree.js';

afterAll(removeTempDirs);

describe('a page without a description in its front matter', () => {
  it("is described by its first text, also when that text is under the page's first heading", async () => {
    const dir = writeTree({
      'api/lead.md': '# Lead\n\nBefore any heading.\n\n## Part\n\nUnder the heading.\n',
      'api/headed.md': '# Headed\n\n## Overview\n\nThe first words of the page.\n',
      'api/coded.md': '# Coded\n\n```sh\ncurl x\n```\n\n### Usage\n\nAfter the code.\n',
      'api/empty.md': '# Empty\n\n## Nothing\n',
    });
    const build = await buildContent(apiOptions(dir));
    const described = Object.fromEntries(build.manifest.routes.map((r) => [r.route, r.description]));
    expect(described).toMatchObject({
      '/api/lead': 'Before any heading.',
      '/api/headed': 'The first words of the page.',
      '/api/coded': 'After the code.',
    });
    expect(described['/api/empty']).toBeUndefined();
    expect(build.page('/api/headed')?.description).toBe('The first words of the page.');
  });

  it('is made of whole sentences: none with words left dangling by an image or a component that shows no text', async () => {
    const dir = writeTree({
      'api/imaged.md': '# Imaged\n\nSetup text. ![A](./a.png) and ![B](./b.png)\n\nThen run the installer.\n',
      'api/priced.mdx': '# Priced\n\nThe plan costs <Price /> a month. It renews monthly.\n',
      'api/badged.mdx': '# Badged\n\n![Beta](./beta.png) Quotes are delayed. Ask <Support /> for more.\n',
      'api/only.md': '# Only\n\nSee the chart ![chart](./c.png) .\n',
    });
    const build = await buildContent(apiOptions(dir));
    const described = Object.fromEntries(build.manifest.routes.map((r) => [r.route, r.description]));
    expect(described).toMatchObject({
      '/api/imaged': 'Setup text. Then run the installer.',
      '/api/priced': 'It renews monthly.',
      '/api/badged': 'Quotes are delayed.',
      // Every sentence lost a node: the text without them, no space before the full stop.
      '/api/only': 'See the chart.',
    });
    expect(build.page('/api/only')?.description).toBe('See the chart.');
  });
});

describe('the description of a text read from its source (a blog post up to its truncate marker)', () => {
  it('leaves out markup and the sentences that lost an image or a self-closing component', () => {
    expect(
      sourceExcerpt(
        'import Badge from \'@site/src/Badge\';\n\n# Title\n\nThe fixture has a **blog** ([see it](/blog)). ![Shot](./shot.png) and <Badge label="New" />\n\n<Badge /> It ships <em>today</em>.\n',
      ),
    ).toBe('The fixture has a blog (see it). It ships today.');
    expect(sourceExcerpt(`${'A long sentence without an end '.repeat(8)}.`)).toMatch(/^A long .{192}…$/);
    expect(sourceExcerpt('<Badge />\n')).toBeUndefined();
  });
});
