import type { PluginRef, SectionOptions } from '@market-data-docs/mdx-pipeline';
import type { SitemapOptions } from '../server/seo-files.js';
import type { BlogOptions } from './blog.js';
import type { SiteLocale } from './i18n.js';
import type { HtmlTag } from './plugins.js';

/** A redirect of `@docusaurus/plugin-client-redirects` (or the config's own), resolved to routes. */
export interface RedirectRule {
  from: string;
  to: string;
}

/** How a broken link or anchor is reported (`onBrokenLinks`, `onBrokenAnchors`, `onBrokenMarkdownLinks`). */
export type BrokenPolicy = 'ignore' | 'log' | 'warn' | 'throw';

/** What a Docusaurus site adds to the engine's view of a site. */
export interface DocusaurusSite {
  /** The config as `useDocusaurusContext().siteConfig` returns it in the browser (JSON values only). */
  siteConfig: Record<string, unknown>;
  /** Tags of `headTags`, `scripts`, `stylesheets`, `themeConfig.metadata` and plugins' `injectHtmlTags`. */
  headTags: HtmlTag[];
  preBodyTags: HtmlTag[];
  postBodyTags: HtmlTag[];
  /** Client modules (`clientModules`, plugins' `getClientModules`): absolute files or package names. */
  clientModules: string[];
  /** `@docusaurus/plugin-client-redirects`: explicit rules and `fromExtensions`/`toExtensions`. */
  redirects: {
    rules: RedirectRule[];
    fromExtensions: string[];
    toExtensions: string[];
    createRedirects?: (path: string) => string | string[] | undefined;
  };
  onBrokenLinks: BrokenPolicy;
  onBrokenAnchors: BrokenPolicy;
  onBrokenMarkdownLinks: BrokenPolicy;
  trailingSlash?: boolean;
  /** `markdown.format`: `mdx` (default), `md` or `detect`. */
  markdownFormat: 'mdx' | 'md' | 'detect';
  /** The pages plugin: its folder (absent when the plugin is off). */
  pagesDir?: string;
  /** The locale's translated pages (`i18n/<locale>/docusaurus-plugin-content-pages`): a page found there replaces the page of `pagesDir`. */
  pagesTranslationsDir?: string;
  /** The site's locales and the one built, as `useDocusaurusContext().i18n` gives them (`locales` with their paths here). */
  i18n: {
    defaultLocale: string;
    currentLocale: string;
    locales: SiteLocale[];
    path: string;
    localeConfigs: Record<
      string,
      { label: string; direction: string; htmlLang: string; calendar: string; path: string }
    >;
  };
  /** The built locale's `code.json` messages by id, for `translate()` and `<Translate>`. */
  codeTranslations: Record<string, string>;
  /** Swizzled components in `src/theme/` used in place of the theme's, by slot name. */
  swizzled: Record<string, string>;
  /** `markdown.preprocessor`, as a module every compile thread can import. */
  preprocessor?: PluginRef;
  /** Swizzled `Root` and `Layout/Provider`, which wrap every page, outermost first. */
  wrappers: string[];
  /** The site's `src/theme/` folder when it has one (for `@theme/*` imports). */
  themeDir?: string;
  /** PostCSS plugins the site's plugins add (`configurePostCss`), as the files they are the exports of. */
  postcssPlugins?: string[];
  /** The components folders of the site's other themes (`getThemePath`), by theme: not used, named in errors. */
  themePaths?: Array<{ theme: string; dir: string }>;
  /** The sitemaps `@docusaurus/plugin-sitemap` writes, one per instance: none when it is off (`sitemap: false`) or the site has `noIndex`. */
  sitemaps: SitemapOptions[];
  /** Blog plugin instances, and every route they make (known before the build, for link checks). */
  blogs: BlogOptions[];
  blogRoutes: string[];
  /** A doc is served at `/` (docs at the site root with a doc at their root): it is the home page. */
  contentHome: boolean;
  /** The docs of each section by id, as `useDocsVersion().docs` gives them to the site's components. */
  docs: Record<string, Record<string, { id: string; title: string; route?: string; description?: string }>>;
}

export interface LoadedDocusaurusSite {
  /** Input of this engine's configuration schema. */
  config: Record<string, unknown>;
  /** One section per docs instance and version. */
  sections: SectionOptions[];
  remarkPlugins: PluginRef[];
  rehypePlugins: PluginRef[];
  /** The engine's stylesheet of Infima's class names, then `customCss`: absolute. */
  css: string[];
  /** `src/theme/MDXComponents`, whose default export is the components map of every page. */
  mdxComponents?: string;
  docusaurus: DocusaurusSite;
  /** Some docs instance shows last-updated times (`showLastUpdateTime`). */
  lastUpdated: boolean;
  /** What was skipped or changed, each named once. */
  warnings: string[];
}
