import type { SearchClient, SearchResultGroup, SearchResults } from '@market-data-docs/search';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { themeConfig } from '../../src/fixtures/index.js';
import { createFakeSearchClient } from '../../src/search/fake-search-client.js';
import { SearchDialog } from '../../src/search/SearchDialog.js';
import { SearchModal } from '../../src/search/SearchModal.js';
import { testNavigation } from '../render.js';
import { byTextContent, renderSearch, type SearchRenderOptions } from './helpers.js';

const input = () => screen.getByRole('combobox', { name: 'Search docs' });
const listbox = () => screen.getByRole('listbox', { name: 'Search results' });
const seeAll = () => screen.findByRole('option', { name: /^See all/ });

function renderDialog(options: SearchRenderOptions & { initialQuery?: string } = {}) {
  const onClose = vi.fn();
  const result = renderSearch(
    <SearchDialog onClose={onClose} initialQuery={options.initialQuery} />,
    options,
  );
  return { ...result, onClose };
}

const answer = (results: Partial<SearchResults>): SearchClient => ({
  search: async (query) => ({ query, total: 0, groups: [], ...results }),
});

describe('SearchModal', () => {
  it('loads the dialog’s code on first render and then shows it', async () => {
    const onClose = vi.fn();
    renderSearch(<SearchModal onClose={onClose} initialQuery="quotes" />);
    expect(await screen.findByRole('dialog', { name: 'Search the documentation' })).toBeInTheDocument();
    expect(input()).toHaveValue('quotes');
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe('SearchModal: idle', () => {
  it('shows a hint without recent searches', () => {
    renderDialog();
    expect(screen.getByText('No recent searches')).toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).not.toHaveAttribute('aria-controls');
  });

  it('lists recent searches from localStorage; one runs again, one is removed', async () => {
    localStorage.setItem('mdd:recent-searches', JSON.stringify(['quotes', 'candles', 'plans']));
    renderDialog();
    const recent = screen.getByRole('region', { name: 'Recent searches' });
    expect(
      within(recent)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['quotes', 'candles', 'plans']);
    await userEvent.click(
      within(recent).getByRole('button', { name: 'Remove "candles" from recent searches' }),
    );
    expect(localStorage.getItem('mdd:recent-searches')).toBe('["quotes","plans"]');
    expect(within(recent).queryByText('candles')).not.toBeInTheDocument();
    expect(input()).toHaveFocus();
    await userEvent.click(within(recent).getByRole('button', { name: 'quotes' }));
    expect(input()).toHaveValue('quotes');
    await seeAll();
  });

  it('ignores a corrupt list of recent searches', () => {
    localStorage.setItem('mdd:recent-searches', '{not json');
    renderDialog();
    expect(screen.getByText('No recent searches')).toBeInTheDocument();
  });
});

describe('SearchModal: results', () => {
  it('asks the engine to load its index as it opens, before the first key is typed', async () => {
    const client = Object.assign(createFakeSearchClient(), { preload: vi.fn(async () => {}) });
    renderDialog({ client });
    expect(client.preload).toHaveBeenCalled();
    const opened = client.preload.mock.calls.length;
    await userEvent.type(input(), 'candles');
    expect(await seeAll()).toHaveTextContent('See all 35 results');
    expect(client.preload).toHaveBeenCalledTimes(opened);
  });

  it('leaves a failed preload to the first search, which finds its results', async () => {
    const client = Object.assign(createFakeSearchClient(), {
      preload: vi.fn(() => Promise.reject(new Error('offline'))),
    });
    renderDialog({ client });
    expect(client.preload).toHaveBeenCalled();
    await userEvent.type(input(), 'candles');
    expect(await seeAll()).toHaveTextContent('See all 35 results');
  });

  it('debounces typing: one search, 100 ms after the last keystroke', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const client = createFakeSearchClient();
    renderDialog({ client });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(input(), 'candles');
    expect(client.calls).toEqual([]);
    expect(screen.getByText('Searching…')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(client.calls.map((call) => call.query)).toEqual(['candles']);
    expect(client.calls[0]?.options.limit).toBe(10);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(await seeAll()).toHaveTextContent('See all 35 results');
  });

  it('shows hits grouped by page with titles, heading trails, marked snippets and See all', async () => {
    renderDialog({ initialQuery: 'candles' });
    await seeAll();
    const groups = within(listbox()).getAllByRole('group');
    const labels = groups.map(
      (group) => document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent,
    );
    expect(labels).toEqual(['CandlesAPI › Stocks', 'CandlesAPI › Indices']);
    expect(groups[0]).toHaveAccessibleName('CandlesAPI › Stocks');
    const options = within(groups[0] as HTMLElement).getAllByRole('option');
    expect(options).toHaveLength(5);
    expect(options[0]).toHaveTextContent('CandlesAPI › Stocks');
    expect(options[1]).toHaveTextContent(
      'Request ParametersAPI › Stocks › CandlesRequest Parameters of stock candles',
    );
    const marks = within(listbox()).getAllByText('candles', { selector: 'mark' });
    expect(marks.length).toBeGreaterThan(0);
    expect(screen.getByRole('option', { name: 'See all 35 results' })).toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(input()).toHaveAttribute('aria-controls', listbox().id);
    expect(screen.getByRole('status')).toHaveTextContent('35 results');
  });

  it('moves through the options with ArrowDown and ArrowUp (wrapping) and opens one with Enter', async () => {
    const { navigation, onClose } = renderDialog({ initialQuery: 'candles' });
    await seeAll();
    const options = within(listbox()).getAllByRole('option');
    expect(input()).not.toHaveAttribute('aria-activedescendant');
    await userEvent.type(input(), '{ArrowDown}');
    expect(input()).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.type(input(), '{ArrowDown}{ArrowDown}');
    expect(input()).toHaveAttribute('aria-activedescendant', options[2]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    await userEvent.type(input(), '{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(input()).toHaveAttribute('aria-activedescendant', options.at(-1)?.id);
    await userEvent.type(input(), '{ArrowDown}{ArrowDown}');
    expect(input()).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await userEvent.type(input(), '{Enter}');
    expect(onClose).toHaveBeenCalledOnce();
    expect(navigation.navigate).toHaveBeenCalledWith('/docs-staging/api/stocks/candles#request-parameters');
    expect(localStorage.getItem('mdd:recent-searches')).toBe('["candles"]');
  });

  it('makes every hit a link to its page and heading that shows its section and page', async () => {
    renderDialog({ initialQuery: 'candles' });
    await seeAll();
    const options = within(listbox()).getAllByRole('option');
    for (const option of options) {
      expect(option.tagName).toBe('A');
      expect(option).toHaveAttribute('href', expect.stringMatching(/^\/docs-staging\//));
      expect(option).toHaveAttribute('tabindex', '-1');
    }
    expect(options[1]).toHaveAttribute('href', '/docs-staging/api/stocks/candles#request-parameters');
    expect(options.at(-1)).toHaveAttribute('href', '/docs-staging/search?q=candles');
    const trails = [...listbox().querySelectorAll('.mdd-search-hit__trail')].map((t) => t.textContent);
    expect(trails).toHaveLength(options.length - 1);
    expect(trails).toContain('API › Indices › Candles');
    for (const trail of trails) expect(trail).toMatch(/^(API|SDKs|Sheets Add-On|Accounts & Billing)( › |$)/);
  });

  it('leaves Ctrl, ⌘, Shift and middle clicks on a hit to the browser (a new tab), and keeps the dialog', async () => {
    const { navigation, onClose } = renderDialog({ initialQuery: 'candles' });
    await seeAll();
    const option = within(listbox()).getAllByRole('option')[1] as HTMLElement;
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      expect(fireEvent.mouseDown(option, init)).toBe(true);
      expect(fireEvent.click(option, init), JSON.stringify(init)).toBe(true);
    }
    expect(navigation.navigate).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(fireEvent.mouseDown(option)).toBe(false);
    expect(fireEvent.click(option)).toBe(false);
    expect(navigation.navigate).toHaveBeenCalledWith('/docs-staging/api/stocks/candles#request-parameters');
  });

  it("ranks the reader's section first, and widens to every section with the toggle", async () => {
    const client = createFakeSearchClient();
    renderDialog({ client, initialQuery: 'candles', navigation: testNavigation('/sdk/go/stocks/quotes') });
    await seeAll();
    expect(client.calls.at(-1)?.options).toMatchObject({ limit: 10, context: { section: 'sdk' } });
    const groups = within(listbox()).getAllByRole('group');
    expect(groups[0]).toHaveAccessibleName('CandlesSDKs › Go › Stocks');
    const toggle = screen.getByRole('button', { name: 'SDKs first' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(input()).toHaveFocus();
    await waitFor(() => expect(client.calls.at(-1)?.options.context).toBeUndefined());
    await waitFor(() =>
      expect(within(listbox()).getAllByRole('group')[0]).toHaveAccessibleName('CandlesAPI › Stocks'),
    );
  });

  it('has no section to put first outside the navbar sections', async () => {
    const client = createFakeSearchClient();
    renderDialog({ client, initialQuery: 'candles', navigation: testNavigation('/') });
    await seeAll();
    expect(client.calls.at(-1)?.options.context).toBeUndefined();
    expect(screen.queryByRole('button', { name: /first$/ })).not.toBeInTheDocument();
  });

  it('opens a hit on click', async () => {
    const { navigation, onClose } = renderDialog({ initialQuery: 'candles' });
    await seeAll();
    await userEvent.click(within(listbox()).getAllByRole('option')[0] as HTMLElement);
    expect(navigation.navigate).toHaveBeenCalledWith('/docs-staging/api/stocks/candles');
    expect(onClose).toHaveBeenCalled();
  });

  it('goes to the search page with Ctrl+Enter, ⌘+Enter, Enter without an active hit, and See all', async () => {
    const { navigation } = renderDialog({ initialQuery: 'stock candles' });
    await seeAll();
    await userEvent.type(input(), '{Enter}');
    await userEvent.type(input(), '{ArrowDown}{Control>}{Enter}{/Control}');
    await userEvent.type(input(), '{Meta>}{Enter}{/Meta}');
    await userEvent.click(await seeAll());
    expect(vi.mocked(navigation.navigate).mock.calls).toEqual([
      ['/docs-staging/search?q=stock+candles'],
      ['/docs-staging/search?q=stock+candles'],
      ['/docs-staging/search?q=stock+candles'],
      ['/docs-staging/search?q=stock+candles'],
    ]);
  });

  it('clears the highlight as the query changes: Enter then searches the new query, never an old hit', async () => {
    const { navigation } = renderDialog({
      client: createFakeSearchClient({ answers: 1 }),
      initialQuery: 'candles',
    });
    await seeAll();
    await userEvent.type(input(), '{ArrowDown}');
    expect(input()).toHaveAttribute('aria-activedescendant');
    await userEvent.type(input(), ' quotes');
    expect(screen.getByRole('option', { name: 'See all 35 results' })).toBeInTheDocument();
    expect(input()).not.toHaveAttribute('aria-activedescendant');
    await userEvent.type(input(), '{Enter}');
    expect(navigation.navigate).toHaveBeenCalledWith('/docs-staging/search?q=candles+quotes');
  });

  it.each([
    ['keeps it on its link when they hold it: Enter opens that link', ['/b', '/a'], '/docs-staging/a'],
    ['clears it when they do not: Enter searches', ['/c'], '/docs-staging/search?q=candles'],
  ])(
    'when the results of the last letters come after a hit was highlighted, %s',
    async (_name, urls, opened) => {
      const group = (url: string): SearchResultGroup => ({
        url,
        title: url,
        section: 'api',
        hits: [
          {
            url,
            type: 'lvl1',
            hierarchy: { lvl0: 'API', lvl1: url },
            title: [{ text: url }],
            snippet: [],
            section: 'api',
          },
        ],
      });
      let release = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const client: SearchClient = {
        search: async (query) => {
          if (query === 'candles') await gate;
          const shown = query === 'candles' ? urls : ['/a', '/b'];
          return { query, total: shown.length, groups: shown.map(group) };
        },
      };
      const { navigation } = renderDialog({ client, initialQuery: 'candle' });
      await seeAll();
      await userEvent.type(input(), 's');
      await waitFor(() => expect(listbox()).toHaveAttribute('aria-busy', 'true'));
      await userEvent.type(input(), '{ArrowDown}');
      expect(screen.getByRole('option', { selected: true })).toHaveAttribute('href', '/docs-staging/a');
      await act(async () => release());
      await waitFor(() => expect(listbox()).not.toHaveAttribute('aria-busy'));
      expect(screen.queryByRole('option', { selected: true })?.getAttribute('href')).toBe(
        opened.includes('?') ? undefined : opened,
      );
      await userEvent.type(input(), '{Enter}');
      expect(navigation.navigate).toHaveBeenCalledWith(opened);
    },
  );

  it('keeps Tab inside the dialog: the options are reached with the arrows, not Tab', async () => {
    renderDialog({ initialQuery: 'candles' });
    await seeAll();
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 8; i++) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
      expect(document.activeElement).not.toHaveAttribute('role', 'option');
    }
    input().focus();
    await userEvent.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement).not.toHaveAttribute('role', 'option');
  });

  it('keeps the previous results on screen while the next query runs, then shows a spinner in the field', async () => {
    renderDialog({ client: createFakeSearchClient({ answers: 1 }), initialQuery: 'candles' });
    await seeAll();
    await userEvent.type(input(), ' quotes');
    expect(listbox()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('option', { name: 'See all 35 results' })).toBeInTheDocument();
    expect(screen.queryByText('Searching…')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(document.querySelector('.mdd-search-modal__icon .mdd-search-spinner')).not.toBeNull(),
    );
  });

  it('shows a spinner while the first search is pending', async () => {
    renderDialog({ client: createFakeSearchClient({ mode: 'pending' }), initialQuery: 'candles' });
    expect(screen.getByText('Searching…')).toBeInTheDocument();
  });
});

describe('SearchModal: no results', () => {
  it('says so, offers the engine’s suggestions and the feedback link', async () => {
    renderDialog({ initialQuery: 'qqqxzzv' });
    expect(await screen.findByText(byTextContent('No results for "qqqxzzv"'))).toBeInTheDocument();
    expect(screen.getByText('Try searching for')).toBeInTheDocument();
    const suggestions = within(screen.getByRole('list', { name: 'Try searching for' })).getAllByRole(
      'button',
    );
    expect(suggestions.map((button) => button.textContent)).toEqual(['candles', 'quotes']);
    expect(screen.getByText(/^Believe this query should return results\?/)).toBeInTheDocument();
    const feedback = screen.getByRole('link', { name: /^Let us know\./ });
    expect(feedback).toHaveAttribute(
      'href',
      String(themeConfig.search.feedbackUrl).replace('{query}', 'qqqxzzv'),
    );
    expect(feedback).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('status')).toHaveTextContent('No results');

    await userEvent.click(suggestions[1] as HTMLElement);
    expect(input()).toHaveValue('quotes');
    expect(input()).toHaveFocus();
    await seeAll();
  });

  it('falls back to config.search.suggestions, at most three, and encodes the query in the link', async () => {
    renderDialog({
      client: answer({ suggestions: [] }),
      initialQuery: 'a&b c',
      config: {
        search: { suggestions: ['one', 'two', 'three', 'four'], feedbackUrl: 'https://x.test/?q={query}' },
      },
    });
    const list = await screen.findByRole('list', { name: 'Try searching for' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['one', 'two', 'three']);
    expect(screen.getByRole('link', { name: /^Let us know\./ })).toHaveAttribute(
      'href',
      'https://x.test/?q=a%26b%20c',
    );
  });

  it('shows at most three of the engine’s suggestions', async () => {
    renderDialog({ client: answer({ suggestions: ['a', 'b', 'c', 'd'] }), initialQuery: 'zz' });
    const list = await screen.findByRole('list', { name: 'Try searching for' });
    expect(within(list).getAllByRole('button')).toHaveLength(3);
  });
});

describe('SearchModal: fetch failure', () => {
  it('shows the failure texts and recovers on the next keystroke', async () => {
    const client = createFakeSearchClient({ mode: 'fail' });
    renderDialog({ client, initialQuery: 'candle' });
    expect(await screen.findByText('Unable to fetch results')).toBeInTheDocument();
    expect(screen.getByText('You might want to check your network connection.')).toBeInTheDocument();
    client.mode = 'ok';
    await userEvent.type(input(), 's');
    expect(await seeAll()).toHaveTextContent('See all 35 results');
    expect(screen.queryByText('Unable to fetch results')).not.toBeInTheDocument();
  });

  it('searches again with Try again', async () => {
    const client = createFakeSearchClient({ mode: 'fail' });
    renderDialog({ client, initialQuery: 'candles' });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await screen.findByText('Unable to fetch results');
    client.mode = 'ok';
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await seeAll();
  });

  it('fails the same way without a search client', async () => {
    renderDialog({ client: null, initialQuery: 'candles' });
    expect(await screen.findByText('Unable to fetch results')).toBeInTheDocument();
  });
});

describe('SearchModal: hostile queries', () => {
  it.each([
    '<img src=x onerror=alert(1)>',
    '<script>alert(1)</script>',
    '"><svg onload=alert(1)>',
    '📈🚀 candles',
    'الشموع اليابانية',
  ])('shows %s as text', async (query) => {
    const client = answer({});
    const search = vi.spyOn(client, 'search');
    renderDialog({ client });
    fireEvent.change(input(), { target: { value: query } });
    expect(await screen.findByText(byTextContent(`No results for "${query}"`))).toBeInTheDocument();
    expect(search).toHaveBeenLastCalledWith(query, expect.anything());
    expect(document.querySelector('.mdd-search-modal img, .mdd-search-modal script')).toBeNull();
    expect(document.querySelectorAll('.mdd-search-modal svg:not([aria-hidden="true"])')).toHaveLength(0);
    expect(input()).toHaveValue(query);
  });

  it('caps a 5,000-character query at 256 characters, without splitting an emoji', async () => {
    const client = answer({});
    const search = vi.spyOn(client, 'search');
    renderDialog({ client });
    fireEvent.change(input(), { target: { value: 'x'.repeat(5000) } });
    expect(input()).toHaveValue('x'.repeat(256));
    await screen.findByText(byTextContent(`No results for "${'x'.repeat(256)}"`));
    expect(search).toHaveBeenLastCalledWith('x'.repeat(256), expect.anything());

    fireEvent.change(input(), { target: { value: `${'y'.repeat(255)}📈 and more` } });
    expect(input()).toHaveValue('y'.repeat(255));
  });

  it('marks matches with <mark> built from text segments, never HTML', async () => {
    renderDialog({
      client: answer({
        total: 1,
        groups: [
          {
            url: '/api/x',
            title: '<b>Page</b>',
            section: 'api',
            hits: [
              {
                url: '/api/x',
                type: 'lvl1',
                section: 'api',
                hierarchy: { lvl0: 'API', lvl1: '<b>Page</b>' },
                title: [{ text: '<img src=x>', match: true }, { text: ' title' }],
                snippet: [{ text: '<script>alert(1)</script>' }, { text: 'match', match: true }],
              },
            ],
          },
        ],
      }),
      initialQuery: 'x',
    });
    const option = await screen.findByRole('option', { name: /title/ });
    expect(option.querySelector('mark')).toHaveTextContent('<img src=x>');
    expect(option).toHaveTextContent('<script>alert(1)</script>match');
    expect(within(option).getByText('match', { selector: 'mark' })).toBeInTheDocument();
    expect(
      document.querySelector('.mdd-search-modal img, .mdd-search-modal script, .mdd-search-modal b'),
    ).toBeNull();
  });
});
