import type { SearchClient } from '@market-data-docs/search';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeSearchClient } from '../../src/search/fake-search-client.js';
import { SearchPage } from '../../src/search/SearchPage.js';
import { hydrateOver } from '../render.js';
import { byTextContent, renderSearch, withSearch } from './helpers.js';

const field = () => screen.getByRole('searchbox', { name: 'Search docs' });
const params = () => new URLSearchParams(window.location.search);
/** The results line; the lazy results chunk and the debounced search can take a while on a busy machine. */
const count = (text: string) => screen.findByText(byTextContent(text), undefined, { timeout: 5000 });
/** Links to hits: the page heading of a page hit, and each section hit. */
const hitLinks = () =>
  within(document.querySelector('.mdd-search-page__groups') as HTMLElement).getAllByRole('link');

function visit(search: string) {
  window.history.replaceState(null, '', `/docs-staging/search${search}`);
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('SearchPage', () => {
  it('is titled "Search the documentation" and idle without a query', () => {
    visit('');
    renderSearch(<SearchPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Search the documentation');
    expect(field()).toHaveValue('');
    expect(field()).toHaveAttribute('placeholder', 'Search docs');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(screen.getByRole('group', { name: 'Filter by section' }))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['All', 'API', 'SDKs', 'Sheets Add-On', 'Accounts & Billing']);
  });

  it('renders idle on the server and reads q after hydration, without mismatch', async () => {
    visit('?q=candles');
    const html = renderToString(withSearch(<SearchPage />));
    expect(html).toContain('Search the documentation');
    expect(html).not.toContain('candles');
    const { errors, onRecoverableError, remove } = await hydrateOver(html, withSearch(<SearchPage />));
    try {
      expect(onRecoverableError).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
      expect(field()).toHaveValue('candles');
      expect(await count('35 results for "candles"')).toBeInTheDocument();
    } finally {
      remove();
    }
  });

  it('searches for the text typed into the box before hydration and writes it to the URL', async () => {
    visit('?section=api');
    const html = renderToString(withSearch(<SearchPage />));
    const { errors, onRecoverableError, remove } = await hydrateOver(
      html,
      withSearch(<SearchPage />),
      (container) => {
        (container.querySelector('input[type="search"]') as HTMLInputElement).value = 'candles';
      },
    );
    try {
      expect(onRecoverableError).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
      expect(field()).toHaveValue('candles');
      await waitFor(
        () =>
          expect(document.querySelector('.mdd-search-page')).toHaveTextContent(/\d+ results for "candles"/),
        {
          timeout: 5000,
        },
      );
      expect(params().get('q')).toBe('candles');
      expect(params().get('section')).toBe('api');
    } finally {
      remove();
    }
  });

  it('keeps q in the URL as the reader types, replacing the history entry', async () => {
    visit('');
    const replace = vi.spyOn(window.history, 'replaceState');
    const push = vi.spyOn(window.history, 'pushState');
    const before = window.history.length;
    renderSearch(<SearchPage />);
    await userEvent.type(field(), 'stock candles');
    expect(params().get('q')).toBe('stock candles');
    expect(window.location.search).toBe('?q=stock+candles');
    expect(replace).toHaveBeenCalledTimes('stock candles'.length);
    expect(push).not.toHaveBeenCalled();
    expect(window.history.length).toBe(before);
    expect(await count('25 results for "stock candles"')).toBeInTheDocument();
    await userEvent.clear(field());
    expect(window.location.search).toBe('');
    expect(screen.queryByText(/results for/)).not.toBeInTheDocument();
  });

  it('follows the URL on back and forward', async () => {
    visit('?q=quotes');
    renderSearch(<SearchPage />);
    await count('5 results for "quotes"');
    act(() => {
      window.history.replaceState(null, '', '/docs-staging/search?q=plans');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(field()).toHaveValue('plans');
    await count('5 results for "plans"');
  });

  it('groups hits by page, links them with the base path and remembers the query when one is opened', async () => {
    visit('?q=candles');
    const { navigation } = renderSearch(<SearchPage />);
    await count('35 results for "candles"');
    expect(document.querySelectorAll('.mdd-search-page__group')).toHaveLength(4);
    const page = screen.getAllByRole('heading', { level: 2 })[0] as HTMLElement;
    expect(within(page).getByRole('link')).toHaveAttribute('href', '/docs-staging/api/stocks/candles');
    expect(screen.getAllByText('API › Stocks › /api/stocks/candles')).toHaveLength(1);
    expect(document.querySelector('.mdd-search-page__trail')).toHaveTextContent('API › Stocks › Candles');
    const hit = screen.getAllByRole('link', { name: 'Request Parameters' })[0] as HTMLElement;
    expect(hit).toHaveAttribute('href', '/docs-staging/api/stocks/candles#request-parameters');
    await userEvent.click(hit);
    expect(navigation.navigate).toHaveBeenCalledWith('/docs-staging/api/stocks/candles#request-parameters');
    expect(localStorage.getItem('mdd:recent-searches')).toBe('["candles"]');
  });

  it('loads 20 more hits at a time with Load more', async () => {
    visit('?q=candles');
    const client = createFakeSearchClient();
    renderSearch(<SearchPage />, { client });
    await count('35 results for "candles"');
    expect(hitLinks()).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: 'Load more results' }));
    await waitFor(() => expect(hitLinks()).toHaveLength(35));
    expect(screen.queryByRole('button', { name: 'Load more results' })).not.toBeInTheDocument();
    expect(client.calls.map(({ query, options }) => [query, options.offset ?? 0, options.limit])).toEqual([
      ['candles', 0, 20],
      ['candles', 20, 20],
    ]);
  });

  it('moves focus from Load more to the first hit it added, also when the button goes', async () => {
    visit('?q=candles');
    renderSearch(<SearchPage />);
    await count('35 results for "candles"');
    const before = new Set(hitLinks());
    screen.getByRole('button', { name: 'Load more results' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(hitLinks()).toHaveLength(35));
    expect(screen.queryByRole('button', { name: 'Load more results' })).not.toBeInTheDocument();
    expect(document.activeElement).toBe(hitLinks().find((link) => !before.has(link)));
  });

  it('shows a failed Load more and tries again', async () => {
    visit('?q=candles');
    const client = createFakeSearchClient();
    renderSearch(<SearchPage />, { client });
    await count('35 results for "candles"');
    client.mode = 'fail';
    await userEvent.click(screen.getByRole('button', { name: 'Load more results' }));
    expect(await screen.findByText('Unable to fetch results')).toBeInTheDocument();
    client.mode = 'ok';
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(hitLinks()).toHaveLength(35));
    expect(screen.queryByText('Unable to fetch results')).not.toBeInTheDocument();
  });

  it('filters by section, in the URL too', async () => {
    visit('?q=candles&section=api');
    const client = createFakeSearchClient();
    renderSearch(<SearchPage />, { client });
    expect(screen.getByRole('button', { name: 'API' })).toHaveAttribute('aria-pressed', 'true');
    await count('20 results for "candles"');
    expect(client.calls.at(-1)?.options.filters).toEqual({ section: 'api' });

    await userEvent.click(screen.getByRole('button', { name: 'Sheets Add-On' }));
    expect(params().get('section')).toBe('sheets');
    expect(params().get('q')).toBe('candles');
    await count('5 results for "candles"');
    expect(screen.getAllByText(/^Sheets Add-On › /).length).toBeGreaterThan(0);
    expect(screen.queryByText(/^API › /)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(params().has('section')).toBe(false);
    await count('35 results for "candles"');
  });

  it('treats an unknown section in the URL as All', () => {
    visit('?section=nope');
    renderSearch(<SearchPage />);
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows no results with suggestions that run in place', async () => {
    visit('?q=qqqxzzv');
    renderSearch(<SearchPage />);
    await count('No results for "qqqxzzv"');
    expect(screen.getByText('Try searching for')).toBeInTheDocument();
    expect(screen.getByText(/^Believe this query should return results\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Let us know\./ })).toHaveAttribute(
      'href',
      expect.stringContaining('qqqxzzv'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'quotes' }));
    expect(params().get('q')).toBe('quotes');
    await count('5 results for "quotes"');
  });

  it('shows the fetch failure and recovers on the next keystroke', async () => {
    visit('?q=candle');
    const client = createFakeSearchClient({ mode: 'fail' });
    renderSearch(<SearchPage />, { client });
    expect(await screen.findByText('Unable to fetch results')).toBeInTheDocument();
    expect(screen.getByText('You might want to check your network connection.')).toBeInTheDocument();
    client.mode = 'ok';
    await userEvent.type(field(), 's');
    await count('35 results for "candles"');
  });

  it.each([
    ['HTML', '<img src=x onerror=alert(1)>'],
    ['a script', '<script>alert(1)</script>'],
    ['emoji', '📈🚀'],
    ['right-to-left text', 'الشموع اليابانية'],
  ])('shows %s from the URL as text', async (_, query) => {
    visit(`?q=${encodeURIComponent(query)}`);
    const client: SearchClient = { search: async () => ({ query, total: 0, groups: [] }) };
    renderSearch(<SearchPage />, { client });
    expect(field()).toHaveValue(query);
    await count(`No results for "${query}"`);
    expect(document.querySelector('.mdd-search-page img, .mdd-search-page script')).toBeNull();
  });

  it('caps a 5,000-character q at 256 characters', async () => {
    visit(`?q=${'a'.repeat(5000)}`);
    const client = createFakeSearchClient();
    renderSearch(<SearchPage />, { client });
    expect(field()).toHaveValue('a'.repeat(256));
    await count(`No results for "${'a'.repeat(256)}"`);
    expect(client.calls.every((call) => call.query.length === 256)).toBe(true);
    fireEvent.change(field(), { target: { value: 'b'.repeat(5000) } });
    expect(params().get('q')).toBe('b'.repeat(256));
  });
});
