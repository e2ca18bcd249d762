import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSidebars, type SectionSidebarOptions } from '../src/structure/sidebar.js';
import type { SidebarInputItem, SidebarsInput } from '../src/types.js';
import { fixturesDir, json, update } from './helpers/fixtures.js';

// Hand-written sidebars in (a Docusaurus sidebars file as the config loader normalises it, plus the
// docs it names) -> the sidebars out: items, previous/next order, generated indexes, membership.
// `test/fixtures/sidebars/<case>.json` holds the input, `<case>.snap.json` the expected result.

/** The shorthands of a `sidebars.js` (id strings), as the loader expands them. */
const expand = (items: Array<SidebarInputItem | string>): SidebarInputItem[] =>
  items.map((item) =>
    typeof item === 'string'
      ? { type: 'doc', id: item }
      : item.type === 'category'
        ? { ...item, items: expand(item.items as Array<SidebarInputItem | string>) }
        : item,
  );

const dir = path.join(fixturesDir, 'sidebars');

describe('buildSidebars', () => {
  for (const name of fs.readdirSync(dir).filter((f) => f.endsWith('.json') && !f.endsWith('.snap.json'))) {
    it(name, () => {
      const input = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));
      const sidebars: SidebarsInput = Object.fromEntries(
        Object.entries(input.sidebars as Record<string, Array<SidebarInputItem | string>>).map(
          ([id, items]) => [id, expand(items)],
        ),
      );
      const { dropped, ...options } = input.options as Omit<
        SectionSidebarOptions,
        'dropped' | 'docs' | 'folders'
      > & {
        dropped?: string[];
      };
      const built = buildSidebars({
        ...options,
        docs: input.docs,
        folders: [],
        input: sidebars,
        dropped: new Set(dropped),
      });
      const result = {
        sidebars: Object.fromEntries(built.sidebars.map((s) => [s.key, s.items])),
        navigation: Object.fromEntries(
          built.sidebars.map((s) => [s.key, s.navigation.map((n) => `${n.route} ${n.label}`)]),
        ),
        sidebarOfDoc: Object.fromEntries(built.sidebarOfDoc),
        generated: built.generated.map(({ category, ...page }) => ({ ...page, category: category.label })),
        warnings: built.warnings,
      };
      const file = path.join(dir, name.replace(/\.json$/, '.snap.json'));
      if (update) fs.writeFileSync(file, json(result));
      expect(json(result)).toBe(fs.readFileSync(file, 'utf8'));
    });
  }
});

describe('a locale’s category labels (translateCategory)', () => {
  const doc = (id: string, title: string) => ({
    id,
    relPath: `${id}.md`,
    route: `/docs/${id}`,
    isIndex: false,
    title,
  });
  it('relabels the categories of hand-written and folder sidebars by key or label, their generated indexes keeping their routes', () => {
    const messages: Record<string, string> = {
      'guide/Basics': 'Les bases',
      'guide/start': 'Pour commencer',
      'docs/Tutorial basics': 'Tutoriel : les bases',
    };
    const translateCategory = (sidebar: string, key: string) => messages[`${sidebar}/${key}`];
    const docs = [doc('intro', 'Intro'), doc('tutorial/first', 'First')];
    const written = buildSidebars({
      section: 'docs',
      routeBasePath: '/docs',
      docs,
      folders: [],
      slugs: 'github',
      translateCategory,
      input: {
        guide: [
          { type: 'category', label: 'Basics', items: [{ type: 'doc', id: 'intro' }] },
          {
            type: 'category',
            label: 'Getting started',
            key: 'start',
            link: { type: 'generated-index' },
            items: [{ type: 'doc', id: 'tutorial/first' }],
          },
        ],
      },
    });
    const [basics, start] = written.sidebars[0]?.items ?? [];
    expect(basics).toMatchObject({ type: 'category', label: 'Les bases' });
    expect(start).toMatchObject({
      type: 'category',
      label: 'Pour commencer',
      route: '/docs/category/getting-started',
    });
    expect(written.generated[0]).toMatchObject({
      route: '/docs/category/getting-started',
      title: 'Pour commencer',
    });
    const folders = buildSidebars({
      section: 'docs',
      routeBasePath: '/docs',
      docs,
      folders: [{ dir: 'tutorial', meta: { label: 'Tutorial basics' } }],
      translateCategory,
    });
    expect(folders.sidebars[0]?.items[1]).toMatchObject({ type: 'category', label: 'Tutoriel : les bases' });
  });
});
