import type { Root } from 'hast';

/** A badge shown beside a page title and its sidebar label. */
export type Badge = 'New' | 'Premium' | 'Beta' | 'High Usage';

/** One entry of a page's table of contents. */
export interface TocItem {
  /** Heading id, the anchor without `#`. */
  id: string;
  /** Heading text as plain text (code and links flattened). */
  text: string;
  /** Heading level: 2 for h2, 3 for h3. */
  depth: number;
}

/** A link to another page, with its label. Routes are site routes without the base path. */
export interface PageLink {
  title: string;
  route: string;
}

export interface TagRef {
  label: string;
  /** Route of the tag page, e.g. `/api/tags/api-premium`. */
  route: string;
  /** From the section's tags file (`tags.yml`), shown on the tag page. */
  description?: string;
}

export interface SidebarLink {
  type: 'link';
  label: string;
  /** A site route without the base path (`/api/stocks`), or the full URL of an external `link` item. */
  route: string;
  badge?: Badge;
  /**
   * Absent for a doc of this sidebar (and a generated index). `link`: a `link` item of a hand-written
   * sidebar (external when `route` is a URL); `ref`: a doc that belongs to another sidebar. Neither
   * takes part in previous/next.
   */
  kind?: 'link' | 'ref';
  /** Left out of the sidebar unless it is the page shown (front matter `unlisted`). */
  unlisted?: boolean;
  /** CSS class of the entry (`className` of the item, front matter `sidebar_class_name`). */
  className?: string;
  /** `customProps` of the item or front matter `sidebar_custom_props`, for the site's own sidebar components. */
  customProps?: Record<string, unknown>;
  /** A `link` item's description (shown on its card). */
  description?: string;
}

export interface SidebarCategory {
  type: 'category';
  label: string;
  /** The category's own page (index doc or generated index), if any. */
  route?: string;
  badge?: Badge;
  collapsible: boolean;
  /**
   * Initial state; categories are expanded unless `_category_.json` (or the hand-written sidebar)
   * says `collapsed: true`, or the section sets `sidebarCollapsed`.
   */
  collapsed: boolean;
  items: SidebarItem[];
  /** True when `items` was trimmed from the page's copy of a large sidebar; the full tree is in the section's sidebar file. */
  partial?: boolean;
  /** The category's own page is unlisted: the category is left out when nothing else in it shows. */
  unlisted?: boolean;
  className?: string;
  customProps?: Record<string, unknown>;
  /** Shown on the category's card. */
  description?: string;
}

/** Raw HTML in a hand-written sidebar (`{type: 'html', value}`). */
export interface SidebarHtml {
  type: 'html';
  /** The HTML's text, for keys and tests. */
  label: string;
  /** The HTML, rendered as it is. */
  value: string;
  /** Styled like a sidebar entry (padding) unless false. */
  defaultStyle?: boolean;
  className?: string;
  route?: never;
  badge?: never;
}

export type SidebarItem = SidebarLink | SidebarCategory | SidebarHtml;

/** A card of a `DocCardList` or a generated category index. */
export interface DocCard {
  kind: 'doc' | 'category';
  title: string;
  route: string;
  description?: string;
  badge?: Badge;
  /** Number of pages in a category card. */
  count?: number;
}

export interface Breadcrumb {
  label: string;
  route?: string;
}

export type PageKind = 'doc' | 'category' | 'tags' | 'tag';

/** The docs version a page belongs to (sections given a `version`). */
export interface PageVersion {
  /** Version name (`current`, `6.x.x`). */
  name: string;
  label: string;
  /** A banner above the content: a version not released yet, or one no longer maintained. */
  banner?: 'unreleased' | 'unmaintained';
  /** Show the version's label as a badge on the page. */
  badge?: boolean;
  /** CSS class of the version (put on the page). */
  className?: string;
  /**
   * Every version of these docs in menu order, each with this doc's route in it, or that version's
   * first page when the doc is not in it.
   */
  versions: Array<{ name: string; label: string; route: string }>;
  /** The latest version (`latest: true`), where banners point: this doc in it, or its first page. */
  latest?: { name: string; label: string; route: string };
}

/** Everything the theme needs to render one page; serialised as the page's JSON file. */
export interface PageData {
  kind: PageKind;
  route: string;
  title: string;
  description?: string;
  /** Section id (`api`, `sdk`, ...). */
  section: string;
  sectionLabel: string;
  badge?: Badge;
  tags: TagRef[];
  toc: TocItem[];
  hideTitle?: boolean;
  hideTableOfContents?: boolean;
  breadcrumbs: Breadcrumb[];
  prev?: PageLink;
  next?: PageLink;
  /** Unix time (seconds) of the last git commit that touched the source file (or front matter `last_update.date`). */
  lastUpdated?: number;
  /** Author of that commit (or `last_update.author`), for sections that show it. */
  lastUpdatedBy?: string;
  editUrl?: string;
  /** Front matter `keywords` (or a generated index's), for a `keywords` meta tag. */
  keywords?: string[];
  /** Front matter `image` (or a generated index's): the page's social card image, a URL or a site path. */
  image?: string;
  /** Built but unlisted (front matter `unlisted`): reachable by its URL only, shown with a notice. */
  unlisted?: boolean;
  /** Search engines should not index the page (unlisted pages, versions with `noIndex`). */
  noindex?: boolean;
  /** The docs version of the page, for sections that are versions of one set of docs. */
  version?: PageVersion;
  /** CSS class for the page's wrapper (the version's `className`). */
  className?: string;
  /**
   * The page's whole front matter, custom keys included, for sections with `frontMatter: 'keep'`
   * (a site's own components read keys the pipeline does not know).
   */
  frontMatter?: Record<string, unknown>;
  /**
   * The sidebar this page shows (trimmed to the open path when it is large): its section's, or for
   * a section with hand-written sidebars the one that lists it (or front matter `displayed_sidebar`);
   * empty for a doc in no sidebar.
   */
  sidebar: SidebarItem[];
  /** Route of the full sidebar JSON (`_sidebars/<key>.json`, `key` as in `manifest.sidebars`) when `sidebar` is trimmed. */
  sidebarFile?: string;
  /**
   * Top-level entries of a trimmed sidebar left out before and after the ones `sidebar` holds (a
   * large section keeps a window of top-level entries around the open one); they are in `sidebarFile`.
   */
  sidebarOmitted?: { before: number; after: number };
  /** Cards for `DocCardList` (the page's category) or for a generated index. */
  cards?: DocCard[];
  /** For tag pages: the tag; for the tags index: every tag with its page count. */
  tagList?: Array<TagRef & { count: number }>;
  /** The page body as serialised HAST; MDX components appear as elements named after the component. */
  content: Root;
  /** For pages with their own JavaScript: URL of the compiled module (relative to the base path). */
  module?: string;
}

/** One search record: a heading section of a page. */
export interface SearchRecord {
  objectID: string;
  /** Route with anchor, without the base path, e.g. `/api/stocks/candles#request-parameters`. */
  url: string;
  type: 'lvl1' | 'lvl2' | 'lvl3';
  /** `lvl0`: the section and the categories above the page (`API › Stocks`); then page title, h2, h3. */
  hierarchy: { lvl0: string; lvl1: string; lvl2?: string; lvl3?: string };
  content: string;
  section: string;
  tags: string[];
  language: string;
  docusaurus_tag: string;
  /** The page's `search_priority` front matter (-5 to 5), when set and not 0. */
  priority?: number;
  /** True when the page lists the pages of its category (`<DocCardList />`). */
  category_page?: boolean;
}

/** Build-side description of one route. */
export interface ManifestEntry {
  route: string;
  kind: PageKind;
  title: string;
  sidebarLabel: string;
  section: string;
  description?: string;
  badge?: Badge;
  tags: string[];
  /** Source file relative to the content directory, posix separators (`../docs/intro.md` for a section outside it); absent for generated pages. */
  file?: string;
  lastUpdated?: number;
  prev?: PageLink;
  next?: PageLink;
  /** Excluded from sitemap, search and `llms.txt` (unlisted pages, versions with `noIndex`). */
  noindex?: boolean;
  /** Front matter `unlisted`: built, but in no sidebar, previous/next, sitemap, search or `llms.txt`. */
  unlisted?: boolean;
  /** Key in `manifest.sidebars` of the sidebar the page shows (absent: none). */
  sidebar?: string;
}

export interface Manifest {
  basePath: string;
  routes: ManifestEntry[];
  /**
   * Every sidebar by key: the section id for a section's folder sidebar, `<section>/<sidebar id>`
   * for hand-written sidebars.
   */
  sidebars: Record<string, SidebarItem[]>;
  /** The tags of each section, by section id. */
  tags: Record<string, Array<TagRef & { count: number }>>;
}

export interface PipelineWarning {
  file?: string;
  line?: number;
  message: string;
}

/** A remark or rehype plugin the site adds, loaded by module on every thread that compiles pages. */
export interface PluginRef {
  /** Module whose default export is the plugin: an absolute `file:` URL or path, or a package name the pipeline can import. */
  module: string;
  /** Passed to the plugin (structured-cloneable: it travels to worker threads). */
  options?: unknown;
  /** Shown in errors. Default: `module`. */
  name?: string;
  /** Changes with the plugin's code (e.g. its package version): pages compiled with another hash are compiled again. */
  hash?: string;
}

/**
 * One entry of a hand-written sidebar, as a Docusaurus `sidebars.{js,ts,json}` holds it once
 * normalised to plain data (shorthand category objects and id strings turned into these).
 */
export type SidebarInputItem =
  | {
      type: 'doc' | 'ref';
      /** Doc id in its section (`guides/setup`); `ref` links the doc without making it part of this sidebar. */
      id: string;
      label?: string;
      className?: string;
      customProps?: Record<string, unknown>;
    }
  | {
      type: 'link';
      href: string;
      label: string;
      description?: string;
      className?: string;
      customProps?: Record<string, unknown>;
    }
  | { type: 'html'; value: string; className?: string; defaultStyle?: boolean }
  | {
      type: 'category';
      label: string;
      /** Its key in a locale's translations (Docusaurus's `key`); default its label. */
      key?: string;
      items: SidebarInputItem[];
      collapsed?: boolean;
      collapsible?: boolean;
      className?: string;
      customProps?: Record<string, unknown>;
      description?: string;
      link?:
        | { type: 'doc'; id: string }
        | {
            type: 'generated-index';
            slug?: string;
            title?: string;
            description?: string;
            keywords?: string[];
            image?: string;
          };
    }
  | { type: 'autogenerated'; dirName: string; className?: string; customProps?: Record<string, unknown> };

/** The sidebars of one section (a docs plugin instance or one of its versions), by sidebar id. */
export type SidebarsInput = Record<string, SidebarInputItem[]>;
