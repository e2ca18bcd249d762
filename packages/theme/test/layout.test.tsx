import { readFileSync } from 'node:fs';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { candlesPage, htmlItemsConfig, menusConfig } from '../src/fixtures/index.js';
import { useScrollLock } from '../src/hooks/use-scroll-lock.js';
import { Layout } from '../src/layout/Layout.js';
import { NavbarBrand } from '../src/layout/NavbarBrand.js';
import type { Navigation } from '../src/navigation.js';
import { renderWithTheme, testNavigation } from './render.js';

function renderLayout(route = '/api/stocks/candles') {
  return renderWithTheme(
    <Layout title="Candles" sidebar={candlesPage.sidebar}>
      <h1>Candles</h1>
    </Layout>,
    { navigation: testNavigation(route) },
  );
}

const FindButton = () => <button type="button">Find</button>;

const menuButton = () => screen.getByRole('button', { name: 'Menu' });

function Overlay({ active }: { active: boolean }) {
  useScrollLock(active);
  return null;
}

function Two({ a, b }: { a: boolean; b: boolean }) {
  return (
    <>
      <Overlay active={a} />
      <Overlay active={b} />
    </>
  );
}

describe('Layout', () => {
  it('starts with the skip link, which moves focus to the main content', async () => {
    renderLayout();
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#mdd-main');
    await userEvent.click(skip);
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('has the landmarks: banner with main navigation, docs sidebar, main, footer', () => {
    renderLayout();
    expect(within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Docs sidebar' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'mdd-main');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2025 Market Data. All Rights Reserved');
  });

  it('moves focus to the main content and announces the title after a route change only', () => {
    const { rerenderWith } = renderLayout('/api/stocks/candles');
    const main = screen.getByRole('main');
    const live = document.querySelector('[aria-live="polite"]') as HTMLElement;
    expect(main).not.toHaveFocus();
    expect(live).toBeEmptyDOMElement();
    rerenderWith(
      <Layout title="Quotes" sidebar={candlesPage.sidebar}>
        <h1>Quotes</h1>
      </Layout>,
      { navigation: testNavigation('/api/stocks/quotes') },
    );
    expect(main).toHaveFocus();
    expect(live).toHaveTextContent('Quotes');
  });

  it('moves focus to the heading the URL names after a route change, so Tab goes on from there', () => {
    const { rerenderWith } = renderLayout('/api/stocks/candles');
    window.history.replaceState(null, '', '#request-parameters');
    rerenderWith(
      <Layout title="Quotes" sidebar={candlesPage.sidebar}>
        <h1>Quotes</h1>
        <h2 id="request-parameters">Request Parameters</h2>
      </Layout>,
      { navigation: testNavigation('/api/stocks/quotes') },
    );
    const heading = screen.getByRole('heading', { name: 'Request Parameters' });
    expect(heading).toHaveFocus();
    act(() => screen.getByRole('main').focus());
    expect(heading).not.toHaveAttribute('tabindex');
    window.history.replaceState(null, '', window.location.pathname);
  });

  it('moves focus to the main content when the heading the URL names is in a tab not shown yet', () => {
    const { rerenderWith } = renderLayout('/api/stocks/candles');
    window.history.replaceState(null, '', '#windows-only');
    rerenderWith(
      <Layout title="Quotes" sidebar={candlesPage.sidebar}>
        <div hidden>
          <h4 id="windows-only">Windows only</h4>
        </div>
      </Layout>,
      { navigation: testNavigation('/api/stocks/quotes') },
    );
    expect(screen.getByRole('main')).toHaveFocus();
    window.history.replaceState(null, '', window.location.pathname);
  });

  it('gives focus back to the link on screen to the page left by back or forward, not by a link', () => {
    vi.spyOn(HTMLAnchorElement.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: 100, width: 80, height: 20 }),
    );
    const page = (action: Navigation['action']) =>
      rerenderWith(
        <Layout title="Candles" sidebar={candlesPage.sidebar}>
          <a href="/docs-staging/api/stocks/quotes">quotes of a stock</a>
        </Layout>,
        { navigation: { ...testNavigation('/api/stocks/candles'), action } },
      );
    const { rerenderWith } = renderLayout('/api/stocks/quotes');
    page('pop');
    expect(screen.getByRole('link', { name: 'quotes of a stock' })).toHaveFocus();
    rerenderWith(<Layout title="Quotes" />, { navigation: testNavigation('/api/stocks/quotes') });
    page('push');
    expect(screen.getByRole('main')).toHaveFocus();
    vi.restoreAllMocks();
  });
});

describe('Navbar', () => {
  it('shows the navbar title beside the logo, or alone without a logo, and only the logo without one', () => {
    const navbar = { items: [], title: 'Atlas' };
    const { container, rerenderWith } = renderWithTheme(<NavbarBrand />, { config: { navbar } });
    const brand = screen.getByRole('link', { name: /^Market Data.*Atlas$/ });
    expect(brand.querySelector('img + img + b.mdd-navbar__title')?.textContent).toBe('Atlas');
    rerenderWith(<NavbarBrand />, { config: { navbar, logo: undefined } });
    expect(screen.getByRole('link')).toHaveTextContent(/^Atlas$/);
    rerenderWith(<NavbarBrand />, { config: { navbar: { items: [] } } });
    expect(screen.getByRole('link', { name: /^(Market Data)+$/ })).toBeInTheDocument();
    expect(container.querySelector('.mdd-navbar__title')).toBeNull();
  });

  it('links the logo home and marks the section of the route as current', () => {
    renderLayout('/sheets/stocks/stockdata');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const brand = within(nav).getByRole('link', { name: /^Market Data/ });
    expect(brand).toHaveAttribute('href', '/docs-staging/');
    const logos = within(nav).getAllByRole('img', { name: 'Market Data' });
    expect(logos.map((logo) => logo.getAttribute('src'))).toEqual([
      '/docs-staging/img/logo-light.svg',
      '/docs-staging/img/logo-dark.svg',
    ]);
    expect(logos[0]).toHaveAttribute('width', '180');
    expect(within(nav).getByRole('link', { name: 'Sheets Add-On' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'API' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'API' })).toHaveAttribute('href', '/docs-staging/api');
  });

  it("marks a link to a section's first page as current on every page of the section", () => {
    const config = {
      ...menusConfig,
      navbar: { items: [{ label: 'Guide', to: '/guide/introduction', currentInside: '/guide' }] },
    };
    renderWithTheme(<Layout title="Setup" />, {
      config,
      navigation: testNavigation('/guide/advanced/setup'),
    });
    const guide = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
      name: 'Guide',
    });
    expect(guide).toHaveAttribute('href', '/docs-staging/guide/introduction');
    expect(guide).toHaveAttribute('aria-current', 'page');
  });

  it('marks GitHub as external, opening a new tab without opener', () => {
    renderLayout();
    const github = screen.getByRole('link', { name: 'GitHub (opens in a new tab)' });
    expect(github).toHaveAttribute('href', 'https://github.com/MarketDataApp/documentation');
    expect(github).toHaveAttribute('target', '_blank');
    expect(github).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('renders the search slot, else the SearchButton override, else nothing', () => {
    const { unmount } = renderWithTheme(<Layout search={<button type="button">Search docs</button>} />);
    expect(screen.getByRole('button', { name: 'Search docs' })).toBeInTheDocument();
    unmount();
    renderWithTheme(<Layout />, { components: { SearchButton: FindButton } });
    expect(screen.getByRole('button', { name: 'Find' })).toBeInTheDocument();
  });
});

describe('Navbar dropdown', () => {
  const renderMenus = (route = '/sdk/go') =>
    renderWithTheme(<Layout title="Go" />, { config: menusConfig, navigation: testNavigation(route) });

  it('opens its list of links from its button, marks the current one, and closes on Escape with focus back', async () => {
    renderMenus();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const button = within(nav).getByRole('button', { name: 'SDKs' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: 'Go SDK' })).not.toBeInTheDocument();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const go = within(nav).getByRole('link', { name: 'Go SDK' });
    expect(go).toHaveAttribute('href', '/docs-staging/sdk/go');
    expect(go).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'PHP SDK' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'SDK repositories (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
    go.focus();
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes on a click outside it', async () => {
    renderMenus('/api');
    const button = screen.getByRole('button', { name: 'SDKs' });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('main'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists its links under its label in the mobile menu', async () => {
    renderMenus('/api');
    await userEvent.click(menuButton());
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(dialog).getByText('SDKs')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'PHP SDK' })).toHaveAttribute(
      'href',
      '/docs-staging/sdk/php',
    );
  });
});

describe('Navbar HTML item', () => {
  it('shows the HTML as it is at its position, with its class, and in the mobile menu', async () => {
    renderWithTheme(<Layout title="Go" />, { config: htmlItemsConfig, navigation: testNavigation('/api') });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const item = nav.querySelector('.mdd-navbar__items--end .mdd-navbar__html.beta-note');
    expect(item?.innerHTML).toBe('<span><b>Beta</b> docs</span>');
    await userEvent.click(menuButton());
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(dialog).getByText('Beta').tagName).toBe('B');
    expect(within(dialog).getByText('Beta').closest('li')).toHaveTextContent(/^Beta docs$/);
  });

  it('shows a link labelled with HTML, current on its route, in the navbar and the mobile menu', async () => {
    renderWithTheme(<Layout title="API" />, { config: htmlItemsConfig, navigation: testNavigation('/api') });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const link = within(nav).getByRole('link', { name: 'API' });
    expect(link.innerHTML).toBe('<span><b>API</b></span>');
    expect(link).toHaveAttribute('href', '/docs-staging/api');
    expect(link).toHaveAttribute('aria-current', 'page');
    await userEvent.click(menuButton());
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    const inMenu = within(dialog).getByRole('link', { name: 'API' });
    expect(inMenu.querySelector('b')).toHaveTextContent('API');
    expect(inMenu).toHaveAttribute('aria-current', 'page');
  });

  it('shows HTML in a dropdown among its links, and in the mobile menu', async () => {
    renderWithTheme(<Layout title="Go" />, { config: htmlItemsConfig, navigation: testNavigation('/api') });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByRole('button', { name: 'SDKs' }));
    const list = nav.querySelector('.mdd-navbar__dropdown-list') as HTMLElement;
    expect([...list.children].map((li) => li.textContent || li.innerHTML)).toEqual([
      'Go SDK',
      'PHP SDK',
      '<hr>',
      expect.stringMatching(/^SDK repositories/),
    ]);
    expect(within(list).getAllByRole('link')).toHaveLength(3);
    await userEvent.click(menuButton());
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    const group = dialog.querySelector('.mdd-navbar__group-items') as HTMLElement;
    expect(group.querySelector(':scope > li.mdd-navbar__html')?.innerHTML).toBe('<hr>');
    expect(within(group).getAllByRole('link')).toHaveLength(3);
  });
});

describe('Navbar locale switch', () => {
  it('links each locale to the page shown, in that locale, marking the current one', async () => {
    const config = {
      ...menusConfig,
      navbar: {
        items: [
          {
            label: 'English',
            items: [
              { label: 'English', localeBase: '/docs-staging/', lang: 'en', current: true },
              { label: 'Français', localeBase: '/docs-staging/fr/', lang: 'fr-FR' },
            ],
          },
        ],
      },
    };
    renderWithTheme(<Layout title="Go" />, { config, navigation: testNavigation('/sdk/go') });
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    const french = screen.getByRole('link', { name: 'Français' });
    expect(french).toHaveAttribute('href', '/docs-staging/fr/sdk/go');
    expect(french).toHaveAttribute('hreflang', 'fr-FR');
    expect(french).toHaveAttribute('lang', 'fr-FR');
    expect(french).not.toHaveAttribute('aria-current');
    expect(french).not.toHaveAttribute('target');
    const english = screen.getByRole('link', { name: 'English' });
    expect(english).toHaveAttribute('href', '/docs-staging/sdk/go');
    expect(english).toHaveAttribute('aria-current', 'true');
  });
});

describe('Mobile menu', () => {
  it('opens a dialog with the sections and the sidebar, and locks page scroll', async () => {
    renderLayout();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(dialog).toHaveAttribute('id', menuButton().getAttribute('aria-controls'));
    expect(within(dialog).getByRole('navigation', { name: 'Sections' })).toHaveTextContent(
      'APISDKsSheets Add-OnAccounts & Billing',
    );
    expect(within(dialog).getByRole('link', { name: 'Candles High Usage' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /^Candles/ })).toHaveAttribute('aria-current', 'page');
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('traps focus: Tab from the last element wraps to the first and back', async () => {
    renderLayout();
    await userEvent.click(menuButton());
    const dialog = screen.getByRole('dialog');
    const focusables = [...dialog.querySelectorAll<HTMLElement>('a[href], button')];
    const first = focusables[0] as HTMLElement;
    const last = focusables.at(-1) as HTMLElement;
    expect(first).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(last).toHaveFocus();
    await userEvent.tab();
    expect(first).toHaveFocus();
  });

  it('closes on Escape, restores focus to the menu button and unlocks scroll', async () => {
    renderLayout();
    await userEvent.click(menuButton());
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menuButton()).toHaveFocus();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('closes when the window widens to the layout that shows the section links (the breakpoint of the stylesheets)', async () => {
    const css = readFileSync(`${import.meta.dirname}/../src/styles/layout.css`, 'utf8');
    const narrow = css.match(/@media \(max-width: ([\d.]+)em\)/)?.[1];
    const listeners = new Map<string, (event: { matches: boolean }) => void>();
    vi.stubGlobal('matchMedia', (query: string) => ({
      media: query,
      matches: false,
      addEventListener: (_: string, listener: (event: { matches: boolean }) => void) =>
        listeners.set(query, listener),
      removeEventListener: () => {},
    }));
    renderLayout();
    await userEvent.click(menuButton());
    const wide = listeners.get(`(min-width: ${Number(narrow) + 1 / 16}em)`);
    expect(wide).toBeDefined();
    act(() => wide?.({ matches: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a click outside, but not on one inside', async () => {
    renderLayout();
    await userEvent.click(menuButton());
    fireEvent.pointerDown(within(screen.getByRole('dialog')).getByRole('navigation', { name: 'Sections' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.pointerDown(screen.getByRole('main'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes when focus moves out of it (the search opening over it), leaving focus there', async () => {
    renderWithTheme(
      <Layout title="Candles" sidebar={candlesPage.sidebar} search={<FindButton />}>
        <input aria-label="Search field" />
      </Layout>,
    );
    await userEvent.click(menuButton());
    act(() => screen.getByRole('textbox', { name: 'Search field' }).focus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search field' })).toHaveFocus();
  });

  it('unlocks page scroll only when the last of two stacked overlays closes, in either order', () => {
    const root = document.documentElement;
    const { rerender } = render(<Two a b={false} />);
    rerender(<Two a b />);
    rerender(<Two a={false} b />);
    expect(root.style.overflow).toBe('hidden');
    rerender(<Two a={false} b={false} />);
    expect(root.style.overflow).toBe('');
    rerender(<Two a b={false} />);
    rerender(<Two a b />);
    rerender(<Two a b={false} />);
    expect(root.style.overflow).toBe('hidden');
    rerender(<Two a={false} b={false} />);
    expect(root.style.overflow).toBe('');
  });

  it('closes with its close button and as a link in it is followed, focus going to the new page', async () => {
    const navigation = testNavigation();
    const { rerenderWith } = renderWithTheme(
      <Layout title="Candles" sidebar={candlesPage.sidebar}>
        <h1>Candles</h1>
      </Layout>,
      { navigation },
    );
    await userEvent.click(menuButton());
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(menuButton());
    const [link] = within(screen.getByRole('dialog')).getAllByRole('link', { name: /Quotes/ });
    await userEvent.click(link as HTMLElement);
    expect(navigation.navigate).toHaveBeenCalledWith('/docs-staging/api/stocks/quotes');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() =>
      rerenderWith(<Layout title="Quotes" sidebar={candlesPage.sidebar} />, {
        navigation: testNavigation('/api/stocks/quotes'),
      }),
    );
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('stays open, with the focus, when a page followed before it was opened loads; back or forward closes it', async () => {
    const { rerenderWith } = renderLayout();
    await userEvent.click(menuButton());
    const close = screen.getByRole('button', { name: 'Close menu' });
    act(() => close.focus());
    act(() =>
      rerenderWith(<Layout title="Quotes" sidebar={candlesPage.sidebar} />, {
        navigation: testNavigation('/api/stocks/quotes'),
      }),
    );
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    expect(close).toHaveFocus();
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menuButton()).toHaveFocus();
  });
});

describe('Footer', () => {
  it('lists the configured links opening in a new tab', () => {
    renderLayout();
    const footer = screen.getByRole('contentinfo');
    const links = within(footer).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'See our Reviews On TrustPilot (opens in a new tab)',
      'Privacy Policy (opens in a new tab)',
      'Terms & Conditions (opens in a new tab)',
      'System Status (opens in a new tab)',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('shows columns of links under their titles; routes of the site stay in the tab', () => {
    renderWithTheme(<Layout title="Home" />, { config: menusConfig });
    const footer = screen.getByRole('contentinfo');
    const docs = within(footer).getByRole('region', { name: 'Docs' });
    expect(within(docs).getByRole('heading', { name: 'Docs' })).toBeInTheDocument();
    const api = within(docs).getByRole('link', { name: 'API reference' });
    expect(api).toHaveAttribute('href', '/docs-staging/api');
    expect(api).not.toHaveAttribute('target');
    const company = within(footer).getByRole('region', { name: 'Company' });
    expect(
      within(company).getByRole('link', { name: 'Privacy Policy (opens in a new tab)' }),
    ).toHaveAttribute('target', '_blank');
    expect(footer).toHaveTextContent('© 2025 Market Data. All Rights Reserved');
  });

  it('shows the HTML of a column and of the copyright as it is', () => {
    renderWithTheme(<Layout title="Home" />, { config: htmlItemsConfig });
    const footer = screen.getByRole('contentinfo');
    const status = within(footer).getByRole('region', { name: 'Status' });
    const link = within(status).getByRole('link', { name: 'System status' });
    expect(link).toHaveAttribute('href', 'https://status.marketdata.app/');
    expect(link.querySelector('b')).toHaveTextContent('status');
    const copyright = footer.querySelector('.mdd-footer__copyright');
    expect(copyright).toHaveTextContent('© 2025 Market Data. All Rights Reserved');
    expect(within(copyright as HTMLElement).getByRole('link', { name: 'Market Data' })).toHaveAttribute(
      'href',
      'https://www.marketdata.app/',
    );
  });
});
