// Type tests of the public API: the configuration, ThemeProvider's props and component overrides,
// and the page data types the theme re-exports from the pipeline (so a consumer needs no other
// package for types). Checked by `tsc` (`pnpm typecheck`) and reported by `vitest --typecheck`.
import type * as Pipeline from '@market-data-docs/mdx-pipeline/types';
import type * as Search from '@market-data-docs/search';
import { type ComponentType, createElement as h, type ReactNode } from 'react';
import { describe, expectTypeOf, test } from 'vitest';
import {
  Admonition,
  type AdmonitionProps,
  type ColorModeConfig,
  type DocCardData,
  type HtmlItem,
  type LayoutProps,
  type LogoConfig,
  type NavbarItem,
  type Navigation,
  Page,
  type PageData,
  type PageProps,
  type SearchClient,
  type SidebarItem,
  type ThemeComponents,
  type ThemeConfig,
  ThemeProvider,
  type ThemeProviderProps,
  themeBootstrapScript,
  type themeComponentNames,
} from '../src/index.js';

const config: ThemeConfig = {
  title: 'Acme Docs',
  tagline: 'Widgets',
  basePath: '/docs/',
  homeLink: '/',
  logo: { alt: 'Acme', src: '/docs/img/logo.svg', width: 32, height: 32 },
  navbar: {
    items: [
      { label: 'Guide', to: '/guide' },
      { label: 'GitHub', href: 'https://github.com/acme', position: 'right' },
    ],
  },
  footer: { copyright: '© Acme', links: [{ label: 'Status', href: 'https://status.acme.test' }] },
  colorMode: { defaultMode: 'light', respectPrefersColorScheme: false },
  versionLabel: 'Next',
  search: { suggestions: ['install'], feedbackUrl: 'https://acme.test/issues?title={query}' },
};

const navigation: Navigation = {
  route: '/guide',
  navigate: () => {},
  prefetch: () => {},
  isPageLink: (href) => href.startsWith('/docs/'),
};

/** An override wrapping the original, as a site writes it. */
function Callout(props: AdmonitionProps) {
  return h('aside', null, h(Admonition, props));
}
function Acme() {
  return h('footer', null, 'Acme');
}
function ListOfItems({ items }: { items: string[] }) {
  return h('ul', null, items);
}
const overrides = { Admonition: Callout, Footer: Acme };

describe('ThemeConfig', () => {
  test('required and optional options', () => {
    expectTypeOf<ThemeConfig['announcementBar']>().toEqualTypeOf<
      { id: string; content: Pipeline.PageData['content']; dismissible?: boolean } | undefined
    >();
    expectTypeOf<ThemeConfig['logo']>().toEqualTypeOf<LogoConfig | undefined>();
    expectTypeOf<ThemeConfig['versionLabel']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<ThemeConfig['colorMode']>().toEqualTypeOf<ColorModeConfig>();
    expectTypeOf<ColorModeConfig['defaultMode']>().toEqualTypeOf<'light' | 'dark'>();
    expectTypeOf<ThemeConfig['search']>().toEqualTypeOf<{ suggestions: string[]; feedbackUrl?: string }>();
    expectTypeOf<ThemeConfig['footer']>().toEqualTypeOf<{
      copyright: string | { html: string };
      links: Array<{ label: string; href: string } | { label: string; to: string } | HtmlItem>;
      columns?: Array<{
        title: string;
        items: Array<{ label: string; href: string } | { label: string; to: string } | HtmlItem>;
      }>;
    }>();
    // @ts-expect-error: the logo needs its size
    const noSize: LogoConfig = { alt: 'Acme', src: '/logo.svg' };
    void noSize;
  });

  test('a navbar item is a route (`to`), an external link (`href`), a locale (`localeBase`), a dropdown (`items`) or HTML (`html`), left or right', () => {
    const label = (item: NavbarItem) =>
      'to' in item
        ? item.to
        : 'href' in item
          ? item.href
          : 'localeBase' in item
            ? item.localeBase
            : 'html' in item
              ? item.html
              : item.items.length;
    void label;
    expectTypeOf<NavbarItem['position']>().toEqualTypeOf<'left' | 'right' | undefined>();
    // @ts-expect-error: an item needs `to` or `href`
    const nowhere: NavbarItem = { label: 'Nowhere' };
    void nowhere;
    expectTypeOf<HtmlItem>().toEqualTypeOf<{ html: string; className?: string }>();
  });

  test('themeBootstrapScript takes the colour mode and announcement bar of a config', () => {
    expectTypeOf(themeBootstrapScript).toBeCallableWith(config);
    expectTypeOf(themeBootstrapScript).returns.toEqualTypeOf<string>();
  });
});

describe('themeComponentNames', () => {
  test('lists every component a site may replace, and nothing else', () => {
    expectTypeOf<(typeof themeComponentNames)[number]>().toEqualTypeOf<keyof ThemeComponents>();
  });
});

describe('ThemeProviderProps', () => {
  test('config and navigation, optional search client, overrides and children', () => {
    expectTypeOf<ThemeProviderProps>().toEqualTypeOf<{
      config: ThemeConfig;
      navigation: Navigation;
      searchClient?: SearchClient;
      components?: Partial<ThemeComponents>;
      // biome-ignore lint/suspicious/noExplicitAny: components take the element's properties as props
      mdxComponents?: Record<string, ComponentType<any>>;
      children?: ReactNode;
    }>();
    expectTypeOf(ThemeProvider).parameter(0).toEqualTypeOf<ThemeProviderProps>();
    h(ThemeProvider, { config, navigation }, h(Page, { page: undefined }));
    // @ts-expect-error: navigation is required
    h(ThemeProvider, { config });
  });

  test('the search client is the search package’s contract', () => {
    expectTypeOf<SearchClient>().toEqualTypeOf<Search.SearchClient>();
    const client: SearchClient = {
      search: async (query) => ({ query, total: 0, groups: [] }),
    };
    expectTypeOf(client).toExtend<NonNullable<ThemeProviderProps['searchClient']>>();
  });

  test('components: any subset of the overridable components, with their props', () => {
    expectTypeOf<keyof ThemeComponents>().toEqualTypeOf<
      | 'AnnouncementBar'
      | 'Navbar'
      | 'SearchButton'
      | 'ColorModeToggle'
      | 'Footer'
      | 'DocLayout'
      | 'CategoryIndexPage'
      | 'DocSidebar'
      | 'DocToc'
      | 'DocTocMobile'
      | 'DocBreadcrumbs'
      | 'DocPaginator'
      | 'DocFooter'
      | 'DocCard'
      | 'Admonition'
      | 'CodeBlock'
      | 'Tabs'
      | 'TabItem'
      | 'Details'
      | 'NotFound'
    >();
    expectTypeOf<ThemeComponents['Admonition']>().toEqualTypeOf<ComponentType<AdmonitionProps>>();
    expectTypeOf(overrides).toExtend<ThemeProviderProps['components']>();
    expectTypeOf({ DocToc: ListOfItems }).not.toExtend<ThemeProviderProps['components']>();
    // @ts-expect-error: not an overridable component
    h(ThemeProvider, { config, navigation, components: { Sidebar: Acme } });
  });
});

describe('page data', () => {
  test('the theme’s page types are the pipeline’s', () => {
    expectTypeOf<PageData>().toEqualTypeOf<Pipeline.PageData>();
    expectTypeOf<SidebarItem>().toEqualTypeOf<Pipeline.SidebarItem>();
    expectTypeOf<DocCardData>().toEqualTypeOf<Pipeline.DocCard>();
  });

  test('Page renders PageData or, without it, the not-found page', () => {
    expectTypeOf<PageProps['page']>().toEqualTypeOf<PageData | undefined>();
    expectTypeOf<LayoutProps['sidebar']>().toEqualTypeOf<SidebarItem[] | undefined>();
    expectTypeOf<LayoutProps['sidebarFile']>().toEqualTypeOf<PageData['sidebarFile']>();
  });

  test('SidebarItem narrows on type', () => {
    const routes = (items: SidebarItem[]): string[] =>
      items.flatMap((item) =>
        item.type === 'category'
          ? [...(item.route ? [item.route] : []), ...routes(item.items)]
          : item.type === 'html'
            ? []
            : [item.route],
      );
    expectTypeOf(routes).returns.toEqualTypeOf<string[]>();
  });
});
