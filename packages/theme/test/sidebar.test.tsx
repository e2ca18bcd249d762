import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DocSidebar } from '../src/doc/DocSidebar.js';
import { apiFullSidebar, candlesPage, longLabelSidebar } from '../src/fixtures/index.js';
import { renderWithTheme, testNavigation } from './render.js';

const toggle = (label: string) => screen.getByRole('button', { name: `Toggle category ${label}` });

function mockFetch(respond: () => Promise<Response>) {
  const fetch = vi.fn(respond);
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('DocSidebar', () => {
  it('marks the active page, shows badges, and links with the base path', () => {
    renderWithTheme(<DocSidebar items={apiFullSidebar} />);
    const nav = screen.getByRole('navigation', { name: 'Docs sidebar' });
    const active = within(nav).getByRole('link', { current: 'page' });
    expect(active).toHaveAccessibleName('Candles High Usage');
    expect(active).toHaveAttribute('href', '/docs-staging/api/stocks/candles');
    expect(within(nav).getByRole('link', { name: 'Earnings Premium' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'News Beta' })).toBeInTheDocument();
  });

  it('expands and collapses categories on click, the label link staying separate', async () => {
    renderWithTheme(<DocSidebar items={apiFullSidebar} />);
    const options = toggle('Options');
    expect(options).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Option Chain' })).toBeInTheDocument();
    await userEvent.click(options);
    expect(options).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Option Chain' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Options' })).toHaveAttribute(
      'href',
      '/docs-staging/api/options',
    );
    await userEvent.click(options);
    expect(screen.getByRole('link', { name: 'Option Chain' })).toBeInTheDocument();
  });

  it('uses the label as the toggle for a category without a page', async () => {
    renderWithTheme(<DocSidebar items={longLabelSidebar} />, {
      navigation: testNavigation('/api'),
    });
    const category = screen.getByRole('button', { name: 'A category without a page of its own' });
    expect(category).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(category);
    expect(category).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Inside it' })).toBeInTheDocument();
  });

  it('never collapses a category by itself when the route changes', async () => {
    const { rerenderWith } = renderWithTheme(<DocSidebar items={apiFullSidebar} />);
    expect(toggle('Options')).toHaveAttribute('aria-expanded', 'true');
    rerenderWith(<DocSidebar items={apiFullSidebar} />, { navigation: testNavigation('/api/options/chain') });
    expect(toggle('Stocks')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { current: 'page' })).toHaveAccessibleName('Option Chain');
  });

  it('opens the category of a page the reader navigates to, even after closing it', async () => {
    const { rerenderWith } = renderWithTheme(<DocSidebar items={apiFullSidebar} />);
    await userEvent.click(toggle('Options'));
    rerenderWith(<DocSidebar items={apiFullSidebar} />, { navigation: testNavigation('/api/options/chain') });
    expect(toggle('Options')).toHaveAttribute('aria-expanded', 'true');
  });

  it('scrolls the active page into view on load', () => {
    const scrollTop = vi.fn();
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      if (this.getAttribute('aria-current') === 'page') return { top: 900, bottom: 930 } as DOMRect;
      return { top: 60, bottom: 600, height: 540 } as DOMRect;
    });
    const descriptor = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollTop');
    Object.defineProperty(HTMLElement.prototype, 'scrollTop', {
      configurable: true,
      get: () => 0,
      set: scrollTop,
    });
    try {
      renderWithTheme(<DocSidebar items={apiFullSidebar} />);
      expect(scrollTop).toHaveBeenCalledWith(900 - 60 - 540 / 3);
    } finally {
      delete (HTMLElement.prototype as { scrollTop?: number }).scrollTop;
      if (descriptor) Object.defineProperty(Element.prototype, 'scrollTop', descriptor);
    }
  });

  it('scrolls the active page into view when the sidebar reaches below the window', () => {
    const scrollTop = vi.fn();
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      if (this.getAttribute('aria-current') === 'page') return { top: 595, bottom: 625 } as DOMRect;
      return { top: 100, bottom: 640, height: 540 } as DOMRect;
    });
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(600);
    const descriptor = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollTop');
    Object.defineProperty(HTMLElement.prototype, 'scrollTop', {
      configurable: true,
      get: () => 0,
      set: scrollTop,
    });
    try {
      renderWithTheme(<DocSidebar items={apiFullSidebar} />);
      expect(scrollTop).toHaveBeenCalledWith(595 - 100 - (600 - 100) / 3);
    } finally {
      delete (HTMLElement.prototype as { scrollTop?: number }).scrollTop;
      if (descriptor) Object.defineProperty(Element.prototype, 'scrollTop', descriptor);
    }
  });

  it('shows trimmed categories closed and fetches the full sidebar once when one opens', async () => {
    const fetch = mockFetch(async () => Response.json(apiFullSidebar));
    renderWithTheme(<DocSidebar items={candlesPage.sidebar} sidebarFile="_sidebars/api.json" />);
    expect(toggle('Markets')).toHaveAttribute('aria-expanded', 'false');
    expect(toggle('Stocks')).toHaveAttribute('aria-expanded', 'true');
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.click(toggle('Markets'));
    expect(await screen.findByRole('link', { name: 'Status' })).toHaveAttribute(
      'href',
      '/docs-staging/api/markets/status',
    );
    expect(fetch).toHaveBeenCalledExactlyOnceWith('/docs-staging/_sidebars/api.json');
    expect(toggle('Options')).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle('Options'));
    expect(screen.getByRole('link', { name: 'Option Chain' })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('shows loading, then the error with Retry when the sidebar file cannot be fetched', async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = mockFetch(() => new Promise((resolve) => (answer = resolve)));
    renderWithTheme(<DocSidebar items={candlesPage.sidebar} sidebarFile="_sidebars/retry.json" />);
    await userEvent.click(toggle('Indices'));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    answer(new Response('gone', { status: 503 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the sidebar (HTTP 503)');

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    answer(Response.json(apiFullSidebar));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Candles' })).toBeInTheDocument());
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('shows a window of a large section with Show more buttons that load the rest, closed', async () => {
    const fetch = mockFetch(async () => Response.json(apiFullSidebar));
    const window = candlesPage.sidebar.slice(5, 7);
    renderWithTheme(
      <DocSidebar items={window} sidebarFile="_sidebars/window.json" omitted={{ before: 5, after: 6 }} />,
    );
    expect(screen.queryByRole('link', { name: 'Introduction' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show 5 more' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show 6 more' }));
    expect(await screen.findByRole('link', { name: 'Introduction' })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledExactlyOnceWith('/docs-staging/_sidebars/window.json');
    expect(screen.queryByRole('button', { name: /Show \d+ more/ })).not.toBeInTheDocument();
    expect(toggle('Stocks')).toHaveAttribute('aria-expanded', 'true');
    expect(toggle('Troubleshooting')).toHaveAttribute('aria-expanded', 'false');
  });
});
