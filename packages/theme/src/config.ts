import type { ThemeLabels } from './labels.js';

/** A link of the navbar (or of one of its dropdowns): an internal route or an external link. */
export type NavbarLinkItem =
  | {
      label: string;
      /** The label as HTML of the site's own config (a Docusaurus link's `html`), shown in place of `label`. */
      labelHtml?: string;
      /** Site route without the base path, e.g. `/api`. Active when the current route is inside it. */
      to: string;
      /** Route the link is current inside instead of `to`: a section's, when `to` is its first page. */
      currentInside?: string;
    }
  | {
      label: string;
      /** The label as HTML of the site's own config (a Docusaurus link's `html`), shown in place of `label`. */
      labelHtml?: string;
      /** External URL; opens in a new tab with `rel="noopener noreferrer"` and an external-link icon. */
      href: string;
    }
  | {
      label: string;
      /** Base path of a locale of the site (`/fr/`): the link leads to the page shown, in that locale. */
      localeBase: string;
      /** That locale's language (`fr`): the link's `hreflang` and `lang`. */
      lang: string;
      /** The locale of the page shown. */
      current?: boolean;
    };

/**
 * HTML of the site's own config, shown as it is (as Docusaurus's `html` items are): trusted, never
 * the reader's input.
 */
export interface HtmlItem {
  /** The markup, e.g. `<a href="https://status.example.com">Status</a>`. */
  html: string;
  /** Extra class names on the element holding it. */
  className?: string;
}

/** A navbar entry: a link, a dropdown menu of links and HTML (`items`), or HTML (`html`). */
export type NavbarItem = (
  | NavbarLinkItem
  | { label: string; items: Array<NavbarLinkItem | HtmlItem> }
  | HtmlItem
) & {
  position?: 'left' | 'right';
};

/** A footer link: external (`href`, opens in a new tab), a route of the site (`to`), or HTML (`html`). */
export type FooterLink = { label: string; href: string } | { label: string; to: string } | HtmlItem;

/** A titled column of footer links. */
export interface FooterColumn {
  title: string;
  items: FooterLink[];
}

export interface AnnouncementBarConfig {
  /** Dismissal is remembered per id: change it to show a new announcement to everyone again. */
  id: string;
  /** The announcement as serialised HAST (the pipeline turns Markdown into it). */
  content: import('hast').Root;
  /** Show a close button. Default true. */
  dismissible?: boolean;
}

export interface ColorModeConfig {
  /** Mode used when the reader has not chosen one. Default `light`. */
  defaultMode: 'light' | 'dark';
  /** Follow the operating system's light/dark setting until the reader chooses. Default false. */
  respectPrefersColorScheme: boolean;
  /** Hide the toggle. Default false. */
  disableSwitch?: boolean;
}

export interface LogoConfig {
  alt: string;
  /** URL of the light-mode logo (with base path). */
  src: string;
  /** URL of the dark-mode logo (with base path); defaults to `src`. */
  srcDark?: string;
  width: number;
  height: number;
}

/** Everything the theme shows that is not page data. */
export interface ThemeConfig {
  /** Site title, e.g. `Market Data Docs (dev)`; pages are titled `Page | <title>`. */
  title: string;
  /** What joins a page's title and the site title in the browser title (`Page | Site`). Default `|`. */
  titleDelimiter?: string;
  tagline: string;
  /** Base path the site is served under, with leading and trailing slash: `/docs-staging/`. */
  basePath: string;
  /** Route the brand link goes to, without base path. Default `/`. */
  homeLink: string;
  /** Without a logo, the brand link shows the title. */
  logo?: LogoConfig;
  navbar: {
    items: NavbarItem[];
    /** Text beside the logo (a Docusaurus site's `navbar.title`); without a logo the brand shows it instead of `title`. */
    title?: string;
  };
  footer: {
    /** Plain text, e.g. `© 2025 Market Data. All Rights Reserved`, or HTML (`{ html }`, a Docusaurus site's). */
    copyright: string | { html: string };
    links: FooterLink[];
    /** Columns of links above the copyright line. */
    columns?: FooterColumn[];
  };
  announcementBar?: AnnouncementBarConfig;
  colorMode: ColorModeConfig;
  /** Label of the single docs version, shown on doc pages (e.g. `Next`); no version menu without it. */
  versionLabel?: string;
  /** The theme's words in the site's language, over the English ones (`defaultLabels`); English without. */
  labels?: Partial<ThemeLabels>;
  /** The site's language (`fr`), for dates such as the last update; `en` without. */
  locale?: string;
  /** Search UI settings. */
  search: {
    /** Shown under "Try searching for" when a query finds nothing and the engine has no suggestion. */
    suggestions: string[];
    /** Target of the "Let us know." link on empty results; `{query}` is replaced by the query. No link without it. */
    feedbackUrl?: string;
  };
}
