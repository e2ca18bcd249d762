import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildContent } from '../src/build.js';
import { ContentBuildError } from '../src/errors.js';
import { apiOptions, removeTempDirs, tempDir, writeTree } from './helpers/tree.js';

afterAll(removeTempDirs);

function tree({ broken = true } = {}) {
  const dir = writeTree({
    'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="2"></svg>\n',
    'api/a.md': '---\ntitle: Alpha\nsidebar_position: 2\ntags: [prices]\n---\n\n## Usage\n\nText of A.\n',
    'api/b.mdx':
      "---\nsidebar_position: 1\n---\n\nimport Tabs from '@theme/Tabs';\n\n# The `B` [page](/api/a)\n\n![Logo](/img/logo.svg)\n",
    'api/c.md': 'No heading here.\n',
    ...(broken ? { 'api/broken.mdx': '---\nsidebar_position: 9\n---\n\n<Tabs>\n' } : {}),
  });
  return apiOptions(dir, { cacheDir: path.join(tempDir(), 'cache') });
}

describe('a lazy build', () => {
  it('compiles nothing and outlines every page: titles, sidebar order, tags, prev/next', async () => {
    const build = await buildContent({ ...tree(), lazy: true });
    expect(build.stats).toMatchObject({ pages: 6, compiled: 0, cached: 0 });
    expect(build.manifest.sidebars.api).toEqual([
      { type: 'link', label: 'The B page', route: '/api/b' },
      { type: 'link', label: 'Alpha', route: '/api/a' },
      { type: 'link', label: 'broken', route: '/api/broken' },
      { type: 'link', label: 'c', route: '/api/c' },
    ]);
    const a = build.manifest.routes.find((r) => r.route === '/api/a');
    expect([a?.tags, a?.prev?.route, a?.next?.route]).toEqual([['prices'], '/api/b', '/api/broken']);
    expect(build.records).toEqual([]);
    expect(() => build.page('/api/a')).toThrow('api/a.md is not compiled yet: ensure(route) first');
  });

  it('compiles a page when asked, with its body, TOC, records and images', async () => {
    const options = tree();
    const build = await buildContent({ ...options, lazy: true });
    expect(build.assets).toEqual([]);
    await Promise.all([build.ensure('/api/b'), build.ensure('/api/b'), build.ensure('/api/a')]);
    const a = build.page('/api/a');
    expect([a?.title, a?.toc, JSON.stringify(a?.content)]).toEqual([
      'Alpha',
      [{ id: 'usage', text: 'Usage', depth: 2 }],
      expect.stringContaining('Text of A.'),
    ]);
    expect(build.markdown('/api/a')).toContain('Text of A.');
    expect(build.assets.map((asset) => path.relative(options.contentDir, asset.source))).toEqual([
      'static/img/logo.svg',
    ]);
    await build.ensure('/api/tags/prices');
    expect(build.page('/api/tags/prices')?.cards?.map((card) => card.route)).toEqual(['/api/a']);
  });

  it('rejects with the file, line and column of a page that does not compile, and can try again', async () => {
    const build = await buildContent({ ...tree(), lazy: true });
    const failure = await build.ensure('/api/broken').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ContentBuildError);
    expect((failure as Error).message).toContain('api/broken.mdx:5:1: Expected a closing tag for `<Tabs>`');
    await expect(build.ensure('/api/broken')).rejects.toBeInstanceOf(ContentBuildError);
  });

  it('takes what the cache holds and outlines only the pages that changed', async () => {
    const options = tree({ broken: false });
    const full = await buildContent(options);
    fs.appendFileSync(path.join(options.contentDir, 'api/c.md'), '\nOne more line.\n');
    const lazy = await buildContent({ ...options, lazy: true });
    expect(lazy.stats).toMatchObject({ compiled: 0, cached: 2 });
    expect(lazy.page('/api/a')).toEqual(full.page('/api/a'));
    expect(() => lazy.page('/api/c')).toThrow('not compiled yet');
    await lazy.ensure('/api/c');
    expect(lazy.markdown('/api/c')).toContain('One more line.');
  });
});
