// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { canPrefetch } from '../src/router/connection.js';
import { createRouter, type Router } from '../src/router/router.js';
import { dataUrl, routeOf } from '../src/router/views.js';

const base = '/docs-staging/';

function page(route: string, title: string) {
  return {
    kind: 'doc',
    route,
    title,
    section: 'api',
    sectionLabel: 'API',
    tags: [],
    toc: [],
    breadcrumbs: [],
    sidebar: [],
    content: { type: 'root', children: [] },
  };
}

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

let fetchMock: ReturnType<typeof vi.fn>;
let assign: ReturnType<typeof vi.fn>;
let router: Router;

function start(route = '/api') {
  window.history.replaceState(null, '', `${base}${route.slice(1)}`);
  router = createRouter({
    basePath: base,
    modules: { codePages: {}, pages: {} },
    initial: { route, view: { kind: 'page', page: page(route, 'Start') as never } },
    fetch: fetchMock as unknown as typeof fetch,
    assign: assign as unknown as (href: string) => void,
  });
}

/** The router a document at `/api` creates, whatever its URL says (a reload keeps the URL). */
const routerAtApi = () =>
  createRouter({
    basePath: base,
    modules: { codePages: {}, pages: {} },
    initial: { route: '/api', view: { kind: 'page', page: page('/api', 'Start') as never } },
    fetch: fetchMock as unknown as typeof fetch,
  });

beforeEach(() => {
  sessionStorage.clear();
  fetchMock = vi.fn(async (input: string) => {
    if (input.includes('missing')) return new Response('not found', { status: 404 });
    const route = `/${input.slice(base.length).replace(/\/?index\.json$/, '')}`;
    return jsonResponse(page(route, `Title of ${route}`));
  });
  assign = vi.fn();
});

afterEach(() => {
  Object.defineProperty(navigator, 'connection', { value: undefined, configurable: true });
});

describe('routes and data URLs', () => {
  it('maps paths under the base path to routes', () => {
    expect(routeOf('/docs-staging/', base)).toBe('/');
    expect(routeOf('/docs-staging', base)).toBe('/');
    expect(routeOf('/docs-staging/api/stocks/candles/', base)).toBe('/api/stocks/candles');
    expect(routeOf('/docs-staging/api/stocks/candles/index.html', base)).toBe('/api/stocks/candles');
    expect(routeOf('/docs-staging/index.html', base)).toBe('/');
    expect(routeOf('/docs-staging//', base)).toBe('/');
    expect(routeOf('/elsewhere/api', base)).toBeUndefined();
    expect(dataUrl(base, '/api/stocks/candles')).toBe('/docs-staging/api/stocks/candles/index.json');
    expect(dataUrl(base, '/')).toBe('/docs-staging/index.json');
  });
});

describe('client navigation', () => {
  it('fetches the next page as JSON and pushes a history entry instead of reloading', async () => {
    start();
    await router.navigate('/docs-staging/api/stocks/candles');
    expect(fetchMock).toHaveBeenCalledWith('/docs-staging/api/stocks/candles/index.json', undefined);
    const state = router.getState();
    expect(state.route).toBe('/api/stocks/candles');
    expect(state.view.kind === 'page' && state.view.page.title).toBe('Title of /api/stocks/candles');
    expect(window.location.pathname).toBe('/docs-staging/api/stocks/candles');
    expect(state.action).toBe('push');
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows the not-found view when the page data does not exist', async () => {
    start();
    await router.navigate('/docs-staging/api/missing');
    expect(router.getState().view.kind).toBe('not-found');
  });

  it('serves the home and search pages without fetching', async () => {
    start();
    await router.navigate('/docs-staging/search?q=candles');
    expect(router.getState().view.kind).toBe('search');
    expect(window.location.search).toBe('?q=candles');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('changes only the hash for an anchor on the same page', async () => {
    start('/api/stocks/candles');
    await router.navigate('/docs-staging/api/stocks/candles#request-parameters');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.location.hash).toBe('#request-parameters');
  });

  it('gives an anchor of the same page a new entry with what the page kept in the last; another page, a new entry of its own', async () => {
    start('/api/stocks/candles');
    window.history.replaceState({ ...window.history.state, mddTabs: { 1: 'python' } }, '');
    await router.navigate('/docs-staging/api/stocks/candles#request-parameters');
    expect(window.history.state.mddTabs).toEqual({ 1: 'python' });
    const anchorEntry = window.history.state.mddKey;
    await router.navigate('/docs-staging/api/stocks/quotes');
    expect(window.history.state.mddTabs).toBeUndefined();
    expect(window.history.state.mddKey).not.toBe(anchorEntry);
  });

  it('hands links outside the site to the browser', async () => {
    start();
    expect(router.isPageLink('https://example.com/docs-staging/api')).toBe(false);
    expect(router.isPageLink('/docs-staging/api/stocks/candles.md')).toBe(false);
    expect(router.isPageLink('/docs-staging/api/stocks/candles')).toBe(true);
    await router.navigate('https://example.com/');
    expect(assign).toHaveBeenCalledWith('https://example.com/');
  });

  it('ignores a slower response when a newer navigation started', async () => {
    start();
    let release: (value: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (release = resolve)));
    const slow = router.navigate('/docs-staging/api/slow');
    await router.navigate('/docs-staging/api/fast');
    release(jsonResponse(page('/api/slow', 'Slow')));
    await slow;
    expect(router.getState().route).toBe('/api/fast');
  });

  it('abandons a slow navigation when the reader then jumps to a heading of the current page', async () => {
    start('/api/stocks/candles');
    let release: (value: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (release = resolve)));
    const slow = router.navigate('/docs-staging/api/stocks/quotes');
    expect(router.getState().loading).toBe(true);
    await router.navigate('/docs-staging/api/stocks/candles#request-parameters');
    release(jsonResponse(page('/api/stocks/quotes', 'Quotes')));
    await slow;
    expect(router.getState()).toMatchObject({ route: '/api/stocks/candles', loading: false });
    expect(window.location.pathname + window.location.hash).toBe(
      '/docs-staging/api/stocks/candles#request-parameters',
    );
  });
});

describe('failures', () => {
  it('reloads the page once when its data cannot be loaded, then shows the error', async () => {
    start();
    fetchMock.mockImplementation(async () => new Response('gone', { status: 503 }));
    await router.navigate('/docs-staging/api/stocks/quotes');
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('http://localhost:3000/docs-staging/api/stocks/quotes');
    await router.navigate('/docs-staging/api/stocks/quotes');
    expect(assign).toHaveBeenCalledTimes(1);
    expect(router.getState().error?.message).toContain('the server answered 503');
  });

  it('does not reload when the server cannot be reached: the error shows in the page the reader is on', async () => {
    start();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await router.navigate('/docs-staging/api/stocks/quotes');
    expect(assign).not.toHaveBeenCalled();
    expect(router.getState()).toMatchObject({ route: '/api/stocks/quotes', loading: false });
    expect(router.getState().error?.message).toContain('Failed to fetch');
    expect(window.location.pathname).toBe('/docs-staging/api/stocks/quotes');
  });

  it('retries the failed route on demand', async () => {
    start();
    fetchMock.mockRejectedValueOnce(new TypeError('offline')).mockRejectedValueOnce(new TypeError('offline'));
    await router.navigate('/docs-staging/api/x');
    await router.navigate('/docs-staging/api/x');
    expect(router.getState().error).toBeDefined();
    await router.retry();
    expect(router.getState().error).toBeUndefined();
    expect(router.getState().route).toBe('/api/x');
  });

  it('treats a server error like a missing chunk', async () => {
    start();
    fetchMock.mockResolvedValueOnce(new Response('boom', { status: 500 }));
    await router.navigate('/docs-staging/api/y');
    expect(assign).toHaveBeenCalledTimes(1);
  });
});

describe('prefetch', () => {
  it('loads the target once and reuses it on navigation', async () => {
    start();
    router.prefetch('/docs-staging/api/stocks/news');
    router.prefetch('/docs-staging/api/stocks/news');
    await router.navigate('/docs-staging/api/stocks/news');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('fetches links that came into view one at a time, at low priority, when the page is idle', async () => {
    start();
    router.prefetch('/docs-staging/api/a', 'visible');
    router.prefetch('/docs-staging/api/b', 'visible');
    router.prefetch('/docs-staging/api/a', 'visible');
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(fetchMock.mock.calls.map((call) => call[0])).toEqual([
      '/docs-staging/api/a/index.json',
      '/docs-staging/api/b/index.json',
    ]);
    expect(fetchMock.mock.calls[0]?.[1]).toEqual({ priority: 'low' });
    await router.navigate('/docs-staging/api/b');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does nothing with save-data or on 2g', () => {
    start();
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    router.prefetch('/docs-staging/api/a');
    Object.defineProperty(navigator, 'connection', {
      value: { effectiveType: 'slow-2g' },
      configurable: true,
    });
    router.prefetch('/docs-staging/api/b');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(canPrefetch({ connection: { effectiveType: '4g' } } as never)).toBe(true);
    expect(canPrefetch({ connection: { effectiveType: '2g' } } as never)).toBe(false);
  });
});

describe('back and forward', () => {
  it('restores the scroll position of the entry, and says the route was reached by back or forward', async () => {
    start();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    await router.navigate('/docs-staging/api/next');
    router.restoreScroll();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    window.history.back();
    await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    await vi.waitFor(() => expect(router.getState().route).toBe('/api'));
    expect(router.getState().action).toBe('pop');
    router.restoreScroll();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });

  it('keeps the position of the entry left by back, for forward', async () => {
    start();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    await router.navigate('/docs-staging/api/next');
    Object.defineProperty(window, 'scrollY', { value: 1500, configurable: true });
    window.history.back();
    await vi.waitFor(() => expect(router.getState().route).toBe('/api'));
    window.history.forward();
    await vi.waitFor(() => expect(router.getState().route).toBe('/api/next'));
    router.restoreScroll();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1500);
  });

  it('keeps where the reader left an entry when back is pressed again before its page arrived', async () => {
    // History: /api, then /api/p (left at 700 before a reload), then /api/q, where the tab reloaded.
    window.history.replaceState(null, '', `${base}api`);
    window.history.pushState({ mddKey: 'entry-p' }, '', `${base}api/p`);
    window.history.pushState(null, '', `${base}api/q`);
    sessionStorage.setItem('mdd:scroll', JSON.stringify({ 'entry-p': 700 }));
    let arrive = () => {};
    const held = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const answer = fetchMock.getMockImplementation() as (input: string) => Promise<Response>;
    fetchMock.mockImplementation(async (input: string) => {
      if (input.includes('/api/p/')) await held;
      return answer(input);
    });
    router = createRouter({
      basePath: base,
      modules: { codePages: {}, pages: {} },
      initial: { route: '/api/q', view: { kind: 'page', page: page('/api/q', 'Q') as never } },
      fetch: fetchMock as unknown as typeof fetch,
    });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    Object.defineProperty(window, 'scrollY', { value: 2000, configurable: true });
    const popped = () =>
      new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    window.history.back();
    await popped();
    // /api/p is still loading, /api/q still on screen at 2000: back again.
    window.history.back();
    await popped();
    await vi.waitFor(() => expect(router.getState().route).toBe('/api'));
    arrive();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    window.history.forward();
    await vi.waitFor(() => expect(router.getState().route).toBe('/api/p'));
    router.restoreScroll();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 700);
  });

  it('goes back to where the reader was before a link to a heading of the same page', async () => {
    start('/api/stocks/candles');
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    Object.defineProperty(window, 'scrollY', { value: 900, configurable: true });
    await router.navigate('/docs-staging/api/stocks/candles#request-parameters');
    router.restoreScroll();
    window.history.back();
    await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    router.restoreScroll();
    expect(window.location.hash).toBe('');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 900);
  });
});

describe('refresh', () => {
  it('keeps the reader where they are when the edited page is loaded again', async () => {
    start('/api/stocks/candles');
    window.history.replaceState(window.history.state, '', `${base}api/stocks/candles#request-parameters`);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    Object.defineProperty(window, 'scrollY', { value: 900, configurable: true });
    await router.refresh();
    expect(fetchMock).toHaveBeenCalledOnce();
    router.restoreScroll();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 900);
  });
});

describe('the first view', () => {
  it('opens a reloaded entry where the reader left it, even when its URL names a heading', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    Object.defineProperty(window, 'scrollY', { value: 1400, configurable: true });
    start('/api');
    window.history.replaceState(window.history.state, '', `${base}api#request-parameters`);
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    routerAtApi().restoreScroll();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1400);
  });

  it('scrolls to the heading of the URL when the page is still at the top (a reload)', () => {
    document.body.innerHTML = '<h2 id="request-parameters">Request Parameters</h2>';
    const heading = document.getElementById('request-parameters') as HTMLElement;
    heading.scrollIntoView = vi.fn();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    window.history.replaceState(null, '', `${base}api#request-parameters`);
    const first = routerAtApi();
    expect(window.history.scrollRestoration).toBe('manual');
    first.restoreScroll();
    expect(heading.scrollIntoView).toHaveBeenCalledOnce();
  });

  it('leaves the scroll alone when the reader scrolled while the app started, before the first view showed', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    Object.defineProperty(window, 'scrollY', { value: 1400, configurable: true });
    start('/api');
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    // Reloaded: the page opens at the top and the router starts there, then the reader scrolls.
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    const reloaded = routerAtApi();
    Object.defineProperty(window, 'scrollY', { value: 500, configurable: true });
    scrollTo.mockClear();
    reloaded.restoreScroll();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('leaves the scroll alone when the reader has scrolled, or the URL has no heading', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    scrollTo.mockClear();
    for (const [y, url] of [
      [300, `${base}api#request-parameters`],
      [0, `${base}api`],
    ] as const) {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      window.history.replaceState(null, '', url);
      routerAtApi().restoreScroll();
    }
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
