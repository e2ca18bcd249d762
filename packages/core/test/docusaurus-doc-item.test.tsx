// @vitest-environment jsdom
import type { PageData } from '@market-data-docs/mdx-pipeline/types';
import { act, Component, createElement, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { CurrentPageContext } from '../src/app/current-page.js';
import { useDocOf } from '../src/docusaurus-client/doc-item.js';

// The site (test/helpers/virtual-docusaurus.ts) is under /docs-staging/.

const page: PageData = {
  kind: 'doc',
  route: '/games/chess',
  title: '1D Chess',
  description: 'Chess on one line.',
  section: 'games',
  sectionLabel: 'Games',
  tags: [{ label: 'Puzzle', route: '/games/tags/puzzle', description: 'Think first' }],
  toc: [{ id: 'rules', text: 'Rules', depth: 2 }],
  breadcrumbs: [],
  prev: { title: 'Abalone', route: '/games/abalone' },
  next: { title: 'Go', route: '/games/go' },
  lastUpdated: 1_767_225_600,
  lastUpdatedBy: 'Ada',
  editUrl: 'https://github.com/o/r/edit/main/docs/chess.md',
  image: '/img/chess.png',
  frontMatter: { screenshot: '/img/chess.png', sidebar_position: 3, hide_table_of_contents: false },
  sidebar: [],
  sidebarFile: '_sidebars/gamesSidebar.json',
  content: { type: 'root', children: [] },
};

const docIdOf = (route: string) => ({ '/games/chess': 'games/chess' })[route];

let result: { doc?: ReturnType<typeof useDocOf>; error?: Error } = {};
function Probe() {
  result = { doc: useDocOf(docIdOf) };
  return null;
}

/** Catches what `Probe` throws into `result`. */
class Catch extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error) {
    result = { error };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function renderWith(current: PageData | undefined) {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const root = createRoot(document.createElement('div'));
  act(() =>
    root.render(
      createElement(CurrentPageContext, { value: current }, createElement(Catch, null, createElement(Probe))),
    ),
  );
  act(() => root.unmount());
}

afterEach(() => {
  result = {};
});

describe('useDoc (as @docusaurus/plugin-content-docs/client exports it)', () => {
  it('gives the doc page shown in Docusaurus’s shape: metadata, front matter, toc and assets', () => {
    renderWith(page);
    expect(result.error).toBeUndefined();
    expect(result.doc).toEqual({
      metadata: {
        id: 'games/chess',
        title: '1D Chess',
        description: 'Chess on one line.',
        permalink: '/docs-staging/games/chess',
        slug: '/games/chess',
        editUrl: 'https://github.com/o/r/edit/main/docs/chess.md',
        lastUpdatedAt: 1_767_225_600_000,
        lastUpdatedBy: 'Ada',
        tags: [{ label: 'Puzzle', permalink: '/docs-staging/games/tags/puzzle', description: 'Think first' }],
        version: 'current',
        unlisted: false,
        frontMatter: page.frontMatter,
        sidebar: 'gamesSidebar',
        sidebarPosition: 3,
        previous: { title: 'Abalone', permalink: '/docs-staging/games/abalone' },
        next: { title: 'Go', permalink: '/docs-staging/games/go' },
      },
      frontMatter: page.frontMatter,
      toc: [{ value: 'Rules', id: 'rules', level: 2 }],
      contentTitle: undefined,
      assets: { image: '/img/chess.png' },
    });
  });

  it('gives an empty front matter and no update fields when the page has none', () => {
    const { frontMatter: _fm, lastUpdated: _at, lastUpdatedBy: _by, ...bare } = page;
    renderWith(bare);
    expect(result.doc?.frontMatter).toEqual({});
    expect(result.doc?.metadata).not.toHaveProperty('lastUpdatedAt');
    expect(result.doc?.metadata).not.toHaveProperty('lastUpdatedBy');
  });

  it('throws, as Docusaurus does, outside a doc page: on a category index or a page of the site’s own', () => {
    renderWith({ ...page, kind: 'category' });
    expect(result.error?.name).toBe('ReactContextError');
    expect(result.error?.message).toBe('Hook is called outside the <DocProvider>.');
    renderWith(undefined);
    expect(result.error?.message).toBe('Hook is called outside the <DocProvider>.');
  });
});
