import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CategoryIndexPage, type CategoryIndexPageProps } from '../src/doc/CategoryIndexPage.js';
import { DocLayout, type DocLayoutProps } from '../src/doc/DocPage.js';
import { Page } from '../src/doc/Page.js';
import {
  apiTagsPage,
  candlesPage,
  highUsageTagPage,
  universalParametersPage,
} from '../src/fixtures/index.js';
import { renderWithTheme, testNavigation } from './render.js';

describe('DocPage', () => {
  it('shows breadcrumbs from home to the current page', () => {
    renderWithTheme(<Page page={candlesPage} />);
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    const items = within(crumbs).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(crumbs).getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/docs-staging/');
    expect(within(crumbs).getByRole('link', { name: 'Stocks' })).toHaveAttribute(
      'href',
      '/docs-staging/api/stocks',
    );
    expect(items[2]).toHaveTextContent('Candles');
    expect(within(items[2] as HTMLElement).getByText('Candles')).toHaveAttribute('aria-current', 'page');
  });

  it('titles the page with its badge and renders its content', () => {
    renderWithTheme(<Page page={candlesPage} />);
    const title = screen.getByRole('heading', { level: 1 });
    expect(title).toHaveTextContent('Candles High Usage');
    expect(within(title).getByText('High Usage')).toHaveClass('mdd-badge--high-usage');
    expect(screen.getByRole('heading', { level: 2, name: /Request Parameters/ })).toHaveAttribute(
      'id',
      'request-parameters',
    );
    expect(screen.getByRole('note')).toHaveTextContent('Request size limits');
  });

  it('shows the version Next and remembers the reader’s choice', async () => {
    localStorage.setItem('mdd:docs-version', 'Next');
    renderWithTheme(<Page page={candlesPage} />);
    const version = screen.getByRole('combobox', { name: 'Version' });
    expect(version).toHaveValue('Next');
    expect(
      within(version)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Next']);
    await userEvent.selectOptions(version, 'Next');
    expect(localStorage.getItem('mdd:docs-version')).toBe('Next');
  });

  it('ends with tags, the edit link, the last update and previous/next', () => {
    renderWithTheme(<Page page={candlesPage} />);
    expect(screen.getByRole('link', { name: 'API: High Usage' })).toHaveAttribute(
      'href',
      '/docs-staging/api/tags/api-high-usage',
    );
    const edit = screen.getByRole('link', { name: 'Edit this page (opens in a new tab)' });
    expect(edit).toHaveAttribute('href', candlesPage.editUrl);
    expect(edit).toHaveAttribute('rel', 'noopener noreferrer');
    const time = screen.getByText('Nov 21, 2026');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', '2026-11-21T02:59:33.000Z');
    expect(time.parentElement).toHaveTextContent('Last updated on Nov 21, 2026');
    const pages = screen.getByRole('navigation', { name: 'Docs pages' });
    expect(within(pages).getByRole('link', { name: 'Previous Stocks' })).toHaveAttribute(
      'href',
      '/docs-staging/api/stocks',
    );
    expect(within(pages).getByRole('link', { name: 'Next Bulk Candles' })).toHaveAttribute(
      'href',
      '/docs-staging/api/stocks/bulkcandles',
    );
  });

  it('has the table of contents beside the content and as a disclosure above it', () => {
    renderWithTheme(<Page page={candlesPage} />);
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    expect(
      within(toc)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(candlesPage.toc.map((item) => `#${item.id}`));
    expect(screen.getByRole('button', { name: 'On this page' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('has no table of contents when the page hides it', () => {
    renderWithTheme(<Page page={{ ...candlesPage, hideTableOfContents: true }} />);
    expect(screen.queryByRole('navigation', { name: 'On this page' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'On this page' })).not.toBeInTheDocument();
  });

  it('copies the page’s Markdown twin', async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const fetch = vi.fn(async () => new Response('# Candles\n'));
    vi.stubGlobal('fetch', fetch);
    renderWithTheme(<Page page={candlesPage} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy page' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/docs-staging/api/stocks/candles.md');
    expect(writeText).toHaveBeenCalledWith('# Candles\n');
  });

  it('reports a Markdown twin that cannot be fetched', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn() }, configurable: true });
    vi.stubGlobal('fetch', async () => new Response('missing', { status: 404 }));
    renderWithTheme(<Page page={candlesPage} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy page' }));
    expect(await screen.findByRole('button', { name: 'Copy failed' })).toBeInTheDocument();
  });

  it('navigates client-side through the router for links inside the site', async () => {
    const navigation = testNavigation();
    renderWithTheme(<Page page={candlesPage} />, { navigation });
    await userEvent.click(screen.getByRole('link', { name: 'Stocks' }));
    expect(navigation.navigate).toHaveBeenCalledWith('/docs-staging/api/stocks');
  });
});

describe('Index pages', () => {
  it('lists a category’s pages as cards', () => {
    renderWithTheme(<Page page={universalParametersPage} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Universal Parameters');
    expect(screen.getByText(/Query parameters that every endpoint accepts/)).toBeInTheDocument();
    const token = screen.getByRole('link', { name: /^Token/ });
    expect(token).toHaveAttribute('href', '/docs-staging/api/universal-parameters/token');
    expect(token).toHaveTextContent('Pass a read-only API token');
  });

  it('lists every tag with its count', () => {
    renderWithTheme(<Page page={apiTagsPage} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tags');
    expect(screen.getByRole('link', { name: 'API: High Usage 2 docs' })).toHaveAttribute(
      'href',
      '/docs-staging/api/tags/api-high-usage',
    );
    expect(screen.getByRole('link', { name: 'API: Beta 1 doc' })).toBeInTheDocument();
  });

  it('lists a tag’s docs with descriptions and links to all tags', () => {
    renderWithTheme(<Page page={highUsageTagPage} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      '2 docs tagged with "API: High Usage"',
    );
    expect(screen.getByRole('link', { name: 'View all tags' })).toHaveAttribute(
      'href',
      '/docs-staging/api/tags',
    );
    const docs = screen.getAllByRole('heading', { level: 2 });
    expect(docs.map((doc) => doc.textContent)).toEqual(['Quotes High Usage', 'Candles High Usage']);
    expect(screen.getByText(/Download historical open, high, low, close/)).toBeInTheDocument();
  });
});

/** A site's doc layout around the theme's: a region named after the page. */
function Framed({ page, children }: DocLayoutProps) {
  return (
    <section aria-label={`Framed ${page.title}`}>
      <DocLayout page={page}>{children}</DocLayout>
    </section>
  );
}

/** A site's category index of its own: the title and the number of cards. */
function Listing({ page }: CategoryIndexPageProps) {
  return <p>{`${page.title}: ${page.cards?.length} cards`}</p>;
}

describe('the DocLayout and CategoryIndexPage slots', () => {
  it('gives a replaced DocLayout the page and its rendered content, which can wrap the theme’s layout', () => {
    renderWithTheme(<Page page={candlesPage} />, { components: { DocLayout: Framed } });
    const framed = screen.getByRole('region', { name: 'Framed Candles' });
    expect(within(framed).getByRole('heading', { level: 1 })).toHaveTextContent('Candles High Usage');
    expect(within(framed).getByRole('heading', { level: 2, name: /Request Parameters/ })).toBeInTheDocument();
  });

  it('shows a replaced CategoryIndexPage in place of the generated index', () => {
    renderWithTheme(<Page page={universalParametersPage} />, { components: { CategoryIndexPage: Listing } });
    expect(screen.getByText(/^Universal Parameters: \d+ cards$/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    renderWithTheme(<CategoryIndexPage page={universalParametersPage} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Universal Parameters');
  });
});
