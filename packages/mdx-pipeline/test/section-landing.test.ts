import { afterAll, describe, expect, it } from 'vitest';
import { buildContent } from '../src/build.js';
import { sectionLandingRoute } from '../src/structure/landing.js';
import type { SidebarItem } from '../src/types.js';
import { apiOptions, removeTempDirs, writeTree } from './helpers/tree.js';

afterAll(removeTempDirs);

/** The first page of a sidebar a reader sees: a category's own page, else its first item's. */
function firstRoute(items: SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'link' && !item.kind && !item.unlisted) return item.route;
    if (item.type === 'category') {
      const route = item.route ?? firstRoute(item.items);
      if (route) return route;
    }
  }
  return undefined;
}

const section = { id: 'api', label: 'API' };

describe("a section's landing route", () => {
  it('is its index page when it has one', () => {
    const dir = writeTree({ 'api/a.md': '# A\n', 'api/index.md': '# Home\n' });
    expect(sectionLandingRoute(dir, section)).toBe('/api');
  });

  it('is a root page with `slug: /`', () => {
    const dir = writeTree({ 'api/a.md': '# A\n', 'api/z.md': '---\nslug: /\n---\n\n# Z\n' });
    expect(sectionLandingRoute(dir, section)).toBe('/api');
  });

  it.each([
    ['positions', { 'api/b.md': '---\nsidebar_position: 1\n---\n# B\n', 'api/a.md': '# A\n' }],
    ['number prefixes', { 'api/02-a.md': '# A\n', 'api/01-b.md': '# B\n' }],
    [
      'a category first',
      {
        'api/z.md': '---\nsidebar_position: 2\n---\n# Z\n',
        'api/basics/_category_.json': '{"position": 1}',
        'api/basics/intro.md': '---\nsidebar_position: 2\n---\n# Intro\n',
        'api/basics/setup.md': '---\nsidebar_position: 1\n---\n# Setup\n',
      },
    ],
    [
      "a category's index page",
      { 'api/01-basics/02-x.md': '# X\n', 'api/01-basics/index.md': '# Basics\n', 'api/02-y.md': '# Y\n' },
    ],
    [
      'drafts, unlisted pages and empty folders skipped',
      {
        'api/a-empty/_category_.json': '{"position": 0}',
        'api/b.md': '---\ndraft: true\nsidebar_position: 1\n---\n# B\n',
        'api/c.md': '---\nunlisted: true\nsidebar_position: 2\n---\n# C\n',
        'api/d.md': '---\nsidebar_position: 3\n---\n# D\n',
      },
    ],
  ])('is the first page of its sidebar without an index page (%s)', async (_, files) => {
    const dir = writeTree(files);
    const build = await buildContent(apiOptions(dir));
    const page = build.page(build.manifest.routes[0]?.route ?? '');
    const expected = firstRoute(page?.sidebar ?? []);
    expect(expected).toMatch(/^\/api\/./);
    expect(sectionLandingRoute(dir, section)).toBe(expected);
  });

  it('is undefined for a section with no page or no folder', () => {
    expect(sectionLandingRoute(writeTree({ 'api/_partial.md': 'x\n' }), section)).toBeUndefined();
    expect(sectionLandingRoute(writeTree({}), section)).toBeUndefined();
  });
});
