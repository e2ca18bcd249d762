import { afterAll, describe, expect, it } from 'vitest';
import { buildContent } from '../src/build.js';
import { removeTempDirs, writeTree } from './helpers/tree.js';

afterAll(removeTempDirs);

/** The hrefs of the links on a page. */
const hrefs = (content: unknown): string[] =>
  [...JSON.stringify(content).matchAll(/"href":"([^"]+)"/g)].map((match) => match[1] as string);

describe('relative links to routes, as a browser resolves them on Docusaurus’s URLs', () => {
  const tree = () =>
    writeTree({
      'docs/setup/setup.md': '# Setup\n\n[Options](../options/all) and [next](./steps).\n',
      'docs/setup/steps.md': '# Steps\n\n[Options](../options/all).\n',
      'docs/options/all.md': '# All options\n',
    });

  it('resolves an index doc’s links from its own route (its URL ends with a slash), another doc’s from its folder', async () => {
    const content = await buildContent({
      contentDir: tree(),
      sections: [{ id: 'docs', label: 'Docs' }],
      cacheDir: false,
      lastUpdated: false,
    });
    expect(hrefs(content.page('/docs/setup')?.content)).toEqual(['/docs/options/all', '/docs/setup/steps']);
    expect(hrefs(content.page('/docs/setup/steps')?.content)).toEqual(['/docs/options/all']);
    expect(content.warnings.filter((w) => w.message.startsWith('broken link'))).toEqual([]);
  });

  it('resolves every doc’s links from its own route with trailingSlash', async () => {
    const content = await buildContent({
      contentDir: writeTree({
        'docs/guide/steps.md': '# Steps\n\n[Options](../../options/all).\n',
        'docs/options/all.md': '# All options\n',
      }),
      sections: [{ id: 'docs', label: 'Docs' }],
      cacheDir: false,
      lastUpdated: false,
      trailingSlash: true,
    });
    expect(hrefs(content.page('/docs/guide/steps')?.content)).toEqual(['/docs/options/all']);
  });

  it('resolves a file link between a section outside the content directory and one inside it', async () => {
    const root = writeTree({
      'site/content/guide/intro.md': '# Intro\n\n[Shared](../../../shared/index.md).\n',
      'shared/index.md': '# Shared\n\n[Intro](../site/content/guide/intro.md).\n',
    });
    const content = await buildContent({
      contentDir: `${root}/site/content`,
      sections: [
        { id: 'guide', label: 'Guide' },
        { id: 'shared', label: 'Shared', dir: '../../shared' },
      ],
      cacheDir: false,
      lastUpdated: false,
    });
    expect(hrefs(content.page('/shared')?.content)).toEqual(['/guide/intro']);
    expect(hrefs(content.page('/guide/intro')?.content)).toEqual(['/shared']);
    expect(content.warnings.filter((w) => w.message.startsWith('broken link'))).toEqual([]);
  });
});

describe('relative links to files beside a page that are not pages', () => {
  it('point at the file copied into the build under a hashed name, as Docusaurus links them', async () => {
    const content = await buildContent({
      contentDir: writeTree({
        'docs/guide/tools.md':
          '# Tools\n\n[![Flow](./assets/flow.svg)](./assets/flow.svg), [the list](hosts.txt#top) and [a missing one](./gone.txt).\n',
        'docs/guide/assets/flow.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="2"></svg>',
        'docs/guide/hosts.txt': 'a.example\n',
      }),
      sections: [{ id: 'docs', label: 'Docs' }],
      cacheDir: false,
      lastUpdated: false,
    });
    const links = hrefs(content.page('/docs/guide/tools')?.content);
    expect(links).toEqual([
      expect.stringMatching(/^\/assets\/files\/flow\.[0-9a-f]{8}\.svg$/),
      expect.stringMatching(/^\/assets\/files\/hosts\.[0-9a-f]{8}\.txt#top$/),
      '/docs/guide/gone.txt',
    ]);
    const copied = content.assets.map((asset) => asset.output);
    for (const link of links.slice(0, 2)) expect(copied).toContain(link.slice(1).replace(/#.*/, ''));
    expect(content.warnings.filter((w) => w.message.startsWith('broken link')).map((w) => w.message)).toEqual(
      ['broken link: ./gone.txt (no page at /docs/guide/gone.txt)'],
    );
  });
});
