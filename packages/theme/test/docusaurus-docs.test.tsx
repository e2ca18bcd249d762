import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DocBreadcrumbs } from '../src/doc/DocBreadcrumbs.js';
import { DocFooter } from '../src/doc/DocFooter.js';
import { DocVersionBanner } from '../src/doc/DocNotices.js';
import { DocSidebar, visibleItems } from '../src/doc/DocSidebar.js';
import { DocVersionMenu } from '../src/doc/DocVersionMenu.js';
import { Page } from '../src/doc/Page.js';
import {
  candlesPage,
  handWrittenSidebar,
  highUsageTagPage,
  nextVersion,
  oldVersion,
} from '../src/fixtures/index.js';
import { DocCardList } from '../src/mdx/DocCard.js';
import type { PageData, SidebarItem } from '../src/types.js';
import { renderWithTheme, testNavigation } from './render.js';

// What the theme shows of a Docusaurus site's docs: hand-written sidebars, versions, unlisted pages.

describe('a hand-written sidebar', () => {
  const sidebar = () => screen.getByRole('navigation', { name: 'Docs sidebar' });

  it('renders HTML entries as HTML and puts each entry’s class name on it', () => {
    renderWithTheme(<DocSidebar items={handWrittenSidebar} />, {
      navigation: testNavigation('/docs/install'),
    });
    const html = within(sidebar()).getByText('Guides');
    expect(html.tagName).toBe('STRONG');
    expect(html.parentElement).toHaveClass('mdd-sidebar__item', 'mdd-sidebar__html');
    expect(within(sidebar()).getByRole('link', { name: 'Introduction' }).closest('li')).toHaveClass(
      'intro-entry',
    );
    expect(within(sidebar()).getByRole('link', { name: 'Getting started' }).closest('li')).toHaveClass(
      'mdd-sidebar__category',
      'start-category',
    );
  });

  it('links site paths with the base path and opens external links in a new tab', () => {
    renderWithTheme(<DocSidebar items={handWrittenSidebar} />, {
      navigation: testNavigation('/docs/install'),
    });
    expect(within(sidebar()).getByRole('link', { name: 'Changelog' })).toHaveAttribute(
      'href',
      '/docs-staging/changelog',
    );
    const github = within(sidebar()).getByRole('link', { name: /GitHub/ });
    expect(github).toHaveAttribute('href', 'https://github.com/MarketDataApp/documentation');
    expect(github).toHaveAttribute('target', '_blank');
    expect(github).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(sidebar()).getByRole('link', { name: 'API reference' })).toHaveAttribute(
      'href',
      '/docs-staging/api/overview',
    );
    expect(within(sidebar()).getByRole('link', { name: 'Install' })).toHaveAttribute('aria-current', 'page');
  });

  it('hides an unlisted page, except on that page itself', () => {
    const { rerenderWith } = renderWithTheme(<DocSidebar items={handWrittenSidebar} />, {
      navigation: testNavigation('/docs/install'),
    });
    expect(within(sidebar()).queryByRole('link', { name: 'Draft notes' })).not.toBeInTheDocument();
    rerenderWith(<DocSidebar items={handWrittenSidebar} />, { navigation: testNavigation('/docs/notes') });
    expect(within(sidebar()).getByRole('link', { name: 'Draft notes' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

describe('visibleItems', () => {
  const unlistedCategory: SidebarItem = {
    type: 'category',
    label: 'Hidden',
    route: '/docs/hidden',
    unlisted: true,
    collapsible: true,
    collapsed: false,
    items: [{ type: 'link', label: 'Also hidden', route: '/docs/hidden/a', unlisted: true }],
  };

  it('keeps a list with nothing unlisted as it is', () => {
    const items = handWrittenSidebar.filter((item) => item.type !== 'category');
    expect(visibleItems(items, '/docs/intro')).toBe(items);
  });

  it('drops a category whose page is unlisted once nothing in it shows, and keeps it on its pages', () => {
    expect(visibleItems([unlistedCategory], '/docs/intro')).toEqual([]);
    expect(visibleItems([unlistedCategory], '/docs/hidden')).toEqual([{ ...unlistedCategory, items: [] }]);
    expect(visibleItems([unlistedCategory], '/docs/hidden/a')).toEqual([unlistedCategory]);
  });
});

describe('versions', () => {
  it('lists every version as a link to this page in it, the current one marked', async () => {
    renderWithTheme(<DocVersionMenu version={oldVersion} />);
    const button = screen.getByRole('button', { name: 'Version v1 (old): other versions' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveTextContent('v1 (old)');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Next', '/docs-staging/docs/next/install'],
      ['v2', '/docs-staging/docs/install'],
      ['v1 (old)', '/docs-staging/docs/1.x/install'],
    ]);
    expect(screen.getByRole('link', { name: 'v1 (old)' })).toHaveAttribute('aria-current', 'true');
  });

  it('closes with Escape (focus back on the button) and on a click outside', async () => {
    renderWithTheme(
      <div>
        <p>Outside</p>
        <DocVersionMenu version={oldVersion} />
      </div>,
    );
    const button = screen.getByRole('button', { name: /other versions/ });
    await userEvent.click(button);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Next' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    await userEvent.click(button);
    await userEvent.click(screen.getByText('Outside'));
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the site’s single version label when the page has no version', () => {
    renderWithTheme(<DocVersionMenu />);
    expect(screen.getByRole('combobox', { name: 'Version' })).toHaveValue('Next');
  });

  it('warns on an unmaintained or unreleased version and links the page in the latest one', () => {
    const { rerenderWith } = renderWithTheme(<DocVersionBanner version={oldVersion} />);
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent(
      'You are reading the docs of v1 (old), a version that is no longer maintained.The current docs are those of the latest version (v2).',
    );
    expect(within(note).getByRole('link', { name: 'the latest version (v2)' })).toHaveAttribute(
      'href',
      '/docs-staging/docs/install',
    );
    rerenderWith(<DocVersionBanner version={nextVersion} />);
    expect(screen.getByRole('note')).toHaveTextContent(
      'You are reading the docs of Next, a version that is not released yet.',
    );
    rerenderWith(<DocVersionBanner version={{ ...oldVersion, banner: undefined }} />);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});

describe('a doc page of a Docusaurus site', () => {
  const page: PageData = {
    ...candlesPage,
    content: { type: 'root', children: [] },
    toc: [],
    unlisted: true,
    version: oldVersion,
    className: 'docs-version-1',
  };

  it('says it is unlisted, shows the version banner and menu, and carries the version’s class', () => {
    const { container } = renderWithTheme(<Page page={page} />);
    const notes = screen.getAllByRole('note').map((note) => note.textContent);
    expect(notes[0]).toMatch(/^Unlisted page\. It is not in the navigation, search or sitemap/);
    expect(notes[1]).toMatch(/no longer maintained/);
    expect(screen.getByRole('button', { name: 'Version v1 (old): other versions' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Version' })).not.toBeInTheDocument();
    expect(container.querySelector('.mdd-doc')).toHaveClass('docs-version-1');
  });

  it('has no breadcrumbs when it is in no sidebar', () => {
    renderWithTheme(<DocBreadcrumbs breadcrumbs={[]} />);
    expect(screen.queryByRole('navigation', { name: 'Breadcrumbs' })).not.toBeInTheDocument();
  });

  it('names who last updated it, with or without a date', () => {
    const { rerenderWith } = renderWithTheme(
      <DocFooter page={{ tags: [], lastUpdated: 1_763_693_973, lastUpdatedBy: 'Ada' }} />,
    );
    expect(screen.getByText(/Last updated/)).toHaveTextContent('Last updated on Nov 21, 2025 by Ada');
    rerenderWith(<DocFooter page={{ tags: [], lastUpdatedBy: 'Ada' }} />);
    expect(screen.getByText(/Last updated/)).toHaveTextContent(/^Last updated by Ada$/);
  });

  it('shows a tag’s description from the tags file on its page', () => {
    renderWithTheme(
      <Page
        page={{
          ...highUsageTagPage,
          content: {
            type: 'root',
            children: [
              {
                type: 'element',
                tagName: 'p',
                properties: {},
                children: [{ type: 'text', value: 'Endpoints most calls go to.' }],
              },
            ],
          },
        }}
      />,
    );
    expect(screen.getByText('Endpoints most calls go to.')).toBeInTheDocument();
  });

  it('links a card of an external sidebar link to its URL', () => {
    renderWithTheme(
      <DocCardList cards={[{ kind: 'doc', title: 'GitHub', route: 'https://github.com/MarketDataApp' }]} />,
    );
    expect(screen.getByRole('link', { name: /GitHub/ })).toHaveAttribute(
      'href',
      'https://github.com/MarketDataApp',
    );
  });
});
