import fs from 'node:fs';
import path from 'node:path';
import type { SectionOptions } from '@market-data-docs/mdx-pipeline';
import { SiteConfigError, type SiteConfigInput } from '../config/schema.js';
import { clientDir } from '../server/core-dir.js';
import { type BlogOptions, blogOptions, blogRoutes, feedLinkTags, readBlogPosts } from './blog.js';
import { brandContrastCss } from './brand-contrast.js';
import { DocLinks, type IndexedSection } from './doc-links.js';
import { indexDocs } from './docs-index.js';
import { type DocsSection, docsSections, trimSlashes } from './docs-sections.js';
import { evaluateFile, resolveFrom } from './evaluate.js';
import {
  docsTranslations,
  pluginTranslationsDir,
  readI18n,
  readMessages,
  translateThemeConfig,
} from './i18n.js';
import { imageSize } from './image-size.js';
import { navbarFooterCss } from './navbar-footer-colors.js';
import { expandPlugins, type HtmlTag, nativePlugins, type PluginInstance, runPlugin } from './plugins.js';
import { prismIncludeFile, prismIncludeModule } from './prism-include.js';
import { type ConfigPath, pluginRefs } from './remark-plugins.js';
import { numberPrefixParserOf, sidebarItemsGeneratorOf } from './sidebar-generator.js';
import { loadSidebars } from './sidebars.js';
import { sitemapOptions } from './sitemap.js';
import { findSwizzled } from './swizzled.js';
import { mapThemeConfig } from './theme-config.js';
import type { BrokenPolicy, DocusaurusSite, LoadedDocusaurusSite, RedirectRule } from './types.js';

/** Docusaurus config file names, in the order Docusaurus looks for them. */
export const docusaurusConfigNames = [
  'docusaurus.config.js',
  'docusaurus.config.cjs',
  'docusaurus.config.mjs',
  'docusaurus.config.ts',
  'docusaurus.config.mts',
  'docusaurus.config.cts',
];

type Raw = Record<string, unknown>;
const isObject = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * Loads a Docusaurus 3 site: evaluates its config (CommonJS, ES module or TypeScript; a function
 * export is called), expands its presets, and maps what it holds to this engine: the site's
 * identity and theme settings, one section per docs instance and version (with its sidebars file
 * evaluated), the pages folder, custom CSS, remark/rehype plugins, scripts, stylesheets, head tags,
 * client modules, redirects and swizzled components. Plugins are run for their `injectHtmlTags` and
 * `getClientModules`; anything that cannot be used is named once in `warnings`.
 */
export async function loadDocusaurusSite(
  configFile: string,
  cacheDir: string,
  /** The locale to build (`--locale`); default `i18n.defaultLocale`. */
  locale?: string,
): Promise<LoadedDocusaurusSite> {
  const siteDir = path.dirname(configFile);
  const name = path.basename(configFile);
  const warnings: string[] = [];
  const warn = (message: string) => {
    if (!warnings.includes(message)) warnings.push(message);
  };
  const evaluated = await evaluateFile(configFile, name);
  const written = evaluated.value as Raw;
  if (!isObject(written)) throw new SiteConfigError(`${name} exports ${typeof written}, not a config object`);
  for (const key of ['title', 'url', 'baseUrl'])
    if (typeof written[key] !== 'string')
      throw new SiteConfigError(`${name}: ${key}: expected a string, found ${describe(written[key])}`);
  const i18n = readI18n(written, siteDir, locale);
  const { current } = i18n;
  // As Docusaurus builds a locale: its base URL, its navbar and footer labels, its code translations.
  const config: Raw = { ...written, baseUrl: current.basePath };
  const themeConfig = translateThemeConfig(
    isObject(config.themeConfig) ? config.themeConfig : {},
    readMessages(path.join(current.dir, 'docusaurus-theme-classic/navbar.json'), siteDir),
    readMessages(path.join(current.dir, 'docusaurus-theme-classic/footer.json'), siteDir),
  );
  config.themeConfig = themeConfig;
  const codeTranslations = readMessages(path.join(current.dir, 'code.json'), siteDir);
  const localeConfigs = Object.fromEntries(
    i18n.locales.map((l) => [
      l.locale,
      {
        label: l.label,
        direction: l.direction,
        htmlLang: l.htmlLang,
        calendar: 'gregory',
        path: path.basename(l.dir),
      },
    ]),
  );
  const siteI18n = {
    defaultLocale: i18n.defaultLocale,
    locales: i18n.locales.map((l) => l.locale),
    currentLocale: current.locale,
    path: 'i18n',
    localeConfigs,
  };
  const siteConfig = jsonOnly({ ...config, baseUrlIssueBanner: true, future: config.future ?? {} }) as Raw;
  const context = {
    siteDir,
    siteConfig: { ...config, future: { v4: {}, ...(isObject(config.future) ? config.future : {}) } },
    siteConfigPath: configFile,
    generatedFilesDir: path.join(siteDir, '.docusaurus'),
    outDir: path.join(siteDir, 'build'),
    baseUrl: config.baseUrl,
    localizationDir: current.dir,
    i18n: siteI18n,
    codeTranslations,
    siteVersion: undefined,
    siteStorage: { type: 'localStorage', namespace: '' },
  };

  const plugins = await expandPlugins(config, siteDir, context);
  const docs: Array<{ plugin: PluginInstance; sections: DocsSection[] }> = [];
  // Infima's custom properties given to the theme's tokens, and its class names, which the site's
  // pages and swizzled components use, styled for this theme; then the site's own sheets.
  const infimaCss = [
    path.join(clientDir, 'infima-properties.css'),
    path.join(clientDir, 'infima-classes.css'),
  ];
  const css: string[] = [...infimaCss];
  const docusaurus: DocusaurusSite = {
    siteConfig,
    headTags: [],
    preBodyTags: [],
    postBodyTags: [],
    clientModules: [],
    redirects: { rules: [], fromExtensions: [], toExtensions: [] },
    onBrokenLinks: policy(config.onBrokenLinks, 'throw'),
    onBrokenAnchors: policy(config.onBrokenAnchors, 'warn'),
    onBrokenMarkdownLinks: policy(
      (isObject(config.markdown) && isObject(config.markdown.hooks)
        ? config.markdown.hooks.onBrokenMarkdownLinks
        : undefined) ?? config.onBrokenMarkdownLinks,
      'warn',
    ),
    trailingSlash: typeof config.trailingSlash === 'boolean' ? config.trailingSlash : undefined,
    docs: {},
    blogs: [],
    blogRoutes: [],
    sitemaps: [],
    contentHome: false,
    markdownFormat:
      isObject(config.markdown) && (config.markdown.format === 'md' || config.markdown.format === 'detect')
        ? config.markdown.format
        : 'mdx',
    swizzled: {},
    wrappers: [],
    i18n: { ...siteI18n, locales: i18n.locales },
    codeTranslations,
  };
  let mermaidTheme = false;
  const remarkEntries: PluginEntry[] = [];
  const rehypeEntries: PluginEntry[] = [];
  const blogPlugins: Array<{ blog: BlogOptions; remark: PluginEntry[]; rehype: PluginEntry[] }> = [];

  for (const plugin of plugins) {
    const options = plugin.options;
    if (plugin.extendedBy)
      warn(
        `plugin ${plugin.extendedBy}: extends ${plugin.name}, built by this engine with the plugin's options; what it adds or changes is not run`,
      );
    switch (plugin.name) {
      case '@docusaurus/plugin-content-docs': {
        docs.push({ plugin, sections: docsSections(options, siteDir, name, current.locale) });
        for (const [key, instead] of Object.entries(unusedDocsOptions))
          if (options[key] !== undefined && options[key] !== null)
            warn(`docs plugin "${str(options.id) ?? 'default'}": ${key} is not used; ${instead}`);
        const at = placeOf(config, options);
        remarkEntries.push(...configEntries(options, at, ['beforeDefaultRemarkPlugins', 'remarkPlugins']));
        rehypeEntries.push(...configEntries(options, at, ['beforeDefaultRehypePlugins', 'rehypePlugins']));
        break;
      }
      case '@docusaurus/plugin-content-blog': {
        const blog = blogOptions(options, siteDir, {
          title: str(config.title) ?? '',
          url: str(config.url) ?? '',
          baseUrl: str(config.baseUrl) ?? '/',
          ...(str(config.favicon) ? { favicon: str(config.favicon) } : {}),
          locale: current.locale,
        });
        const translations = pluginTranslationsDir(current, 'docusaurus-plugin-content-blog', blog.id);
        if (fs.existsSync(translations)) blog.translationsDir = translations;
        docusaurus.blogs.push(blog);
        // Feeds and their head links exist only for a blog with posts, as in Docusaurus.
        const posts = readBlogPosts(blog);
        docusaurus.blogRoutes.push(...blogRoutes(blog, posts));
        if (posts.length) docusaurus.headTags.push(...feedLinkTags(blog, str(config.baseUrl) ?? '/'));
        const skipped = [
          ...(isObject(options.feedOptions) && isObject(options.feedOptions.xslt)
            ? ["its feeds' XSLT styles"]
            : []),
          ...(isObject(options.feedOptions) && typeof options.feedOptions.createFeedItems === 'function'
            ? ['its createFeedItems (feeds list the posts as Docusaurus does by default)']
            : []),
        ];
        const at = placeOf(config, options);
        blogPlugins.push({
          blog,
          remark: configEntries(options, at, ['beforeDefaultRemarkPlugins', 'remarkPlugins']),
          rehype: configEntries(options, at, ['beforeDefaultRehypePlugins', 'rehypePlugins']),
        });
        if (skipped.length) warn(`blog /${blog.routeBasePath}: not used: ${skipped.join(', ')}`);
        break;
      }
      case '@docusaurus/plugin-content-pages': {
        docusaurus.pagesDir = path.resolve(siteDir, str(options.path) ?? 'src/pages');
        const translations = pluginTranslationsDir(
          current,
          'docusaurus-plugin-content-pages',
          str(options.id) ?? 'default',
        );
        if (fs.existsSync(translations)) docusaurus.pagesTranslationsDir = translations;
        if (trimSlashes(str(options.routeBasePath) ?? '') !== '')
          warn(
            `pages plugin: routeBasePath "${str(options.routeBasePath)}" is not supported; pages are served at the root`,
          );
        break;
      }
      case '@docusaurus/theme-classic': {
        const custom = options.customCss;
        for (const file of Array.isArray(custom) ? custom : custom ? [custom] : []) {
          const resolved = path.isAbsolute(String(file))
            ? String(file)
            : (resolveFrom(siteDir, String(file)) ?? path.resolve(siteDir, String(file)));
          if (!fs.existsSync(resolved))
            throw new SiteConfigError(`${name}: customCss: no file at ${resolved}`);
          css.push(resolved);
        }
        break;
      }
      case '@docusaurus/plugin-client-redirects': {
        const list = Array.isArray(options.redirects) ? options.redirects.filter(isObject) : [];
        for (const rule of list) {
          const to = str(rule.to);
          const froms = Array.isArray(rule.from)
            ? rule.from.map(String)
            : str(rule.from)
              ? [str(rule.from) as string]
              : [];
          if (to)
            for (const from of froms) docusaurus.redirects.rules.push({ from, to } satisfies RedirectRule);
        }
        if (Array.isArray(options.fromExtensions))
          docusaurus.redirects.fromExtensions.push(...options.fromExtensions.map(String));
        if (Array.isArray(options.toExtensions))
          docusaurus.redirects.toExtensions.push(...options.toExtensions.map(String));
        if (typeof options.createRedirects === 'function')
          docusaurus.redirects.createRedirects =
            options.createRedirects as DocusaurusSite['redirects']['createRedirects'];
        break;
      }
      case '@docusaurus/theme-mermaid':
        mermaidTheme = true;
        break;
      case '@docusaurus/plugin-sitemap':
        // A site with `noIndex` has no sitemap, as in Docusaurus.
        if (config.noIndex !== true) docusaurus.sitemaps.push(sitemapOptions(options, warn));
        break;
      default: {
        if (nativePlugins.has(plugin.name)) break;
        let contribution: Awaited<ReturnType<typeof runPlugin>>;
        try {
          contribution = await runPlugin(plugin, context);
        } catch (error) {
          warn(`${plugin.kind} ${plugin.name}: could not be started (${firstLine(error)}); skipped`);
          break;
        }
        if (!contribution) break;
        if (contribution.themePath)
          docusaurus.themePaths = [
            ...(docusaurus.themePaths ?? []),
            { theme: plugin.name, dir: contribution.themePath },
          ];
        if (contribution.postcssPlugins.length)
          docusaurus.postcssPlugins = [...(docusaurus.postcssPlugins ?? []), ...contribution.postcssPlugins];
        if (contribution.postcssUnknown)
          warn(
            `${plugin.kind} ${plugin.name}: configurePostCss adds ${contribution.postcssUnknown} PostCSS plugin(s) made by a call, not used (a plugin given as a module's export is)`,
          );
        docusaurus.headTags.push(...contribution.headTags);
        docusaurus.preBodyTags.push(...contribution.preBodyTags);
        docusaurus.postBodyTags.push(...contribution.postBodyTags);
        docusaurus.clientModules.push(...contribution.clientModules);
        const used = [
          contribution.headTags.length + contribution.preBodyTags.length + contribution.postBodyTags.length
            ? 'its HTML tags'
            : '',
          contribution.clientModules.length ? 'its client modules' : '',
          contribution.postcssPlugins.length ? 'its PostCSS plugins' : '',
        ].filter(Boolean);
        if (contribution.skipped.length)
          warn(
            `${plugin.kind} ${plugin.name}: ${contribution.skipped.join(', ')} not run (Docusaurus lifecycles)${used.length ? `; ${used.join(' and ')} used` : ''}`,
          );
      }
    }
  }
  if (!docs.length)
    throw new SiteConfigError(
      `${name}: no docs plugin: this engine builds docs sites (add @docusaurus/plugin-content-docs)`,
    );

  const indexed: Array<
    IndexedSection & {
      parser: ReturnType<typeof numberPrefixParserOf>;
      translationsDir?: string;
      translateCategory?: SectionOptions['translateCategory'];
    }
  > = [];
  for (const { sections } of docs) {
    for (const section of sections) {
      const translations = docsTranslations(current, section.instance, section.version?.name ?? 'current');
      const messages = readMessages(translations.messages, siteDir);
      if (section.version && messages['version.label'] !== undefined)
        section.version.label = messages['version.label'];
      let sidebars: IndexedSection['sidebars'];
      if (section.sidebarPath === false) sidebars = {};
      else if (section.sidebarPath) {
        if (!fs.existsSync(section.sidebarPath))
          throw new SiteConfigError(`${name}: sidebarPath: no file at ${section.sidebarPath}`);
        sidebars = await loadSidebars(
          section.sidebarPath,
          path.relative(siteDir, section.sidebarPath),
          messages,
        );
      }
      const parser = numberPrefixParserOf(section.options.numberPrefixParser, section.instance);
      indexed.push({
        section,
        docs: indexDocs({ ...section, parser: parser.pipeline }),
        sidebars,
        parser,
        ...(parser.pipeline !== undefined ? { numberPrefixParser: parser.pipeline } : {}),
        ...(fs.existsSync(translations.dir) ? { translationsDir: translations.dir } : {}),
        // Docusaurus names the one sidebar made from the folders `defaultSidebar`.
        ...(Object.keys(messages).some((key) => key.startsWith('sidebar.'))
          ? {
              translateCategory: (sidebar: string, key: string) =>
                messages[`sidebar.${sidebars ? sidebar : 'defaultSidebar'}.category.${key}`],
            }
          : {}),
      });
    }
  }
  const links = await DocLinks.generated(indexed, siteDir, themeConfig);
  docusaurus.contentHome = indexed.some(({ docs }) => docs.some((doc) => doc.route === '/'));
  for (const { section, docs: list } of indexed)
    docusaurus.docs[section.id] = Object.fromEntries(
      list.map((doc) => [
        doc.id,
        {
          id: doc.id,
          title: doc.title,
          route: doc.route,
          ...(doc.description ? { description: doc.description } : {}),
        },
      ]),
    );
  const theme = mapThemeConfig(themeConfig, links, warn, String(config.baseUrl).replace(/\/?$/, '/'), i18n);
  const staticDirs = Array.isArray(config.staticDirectories)
    ? config.staticDirectories.map(String)
    : ['static'];
  if (staticDirs.length > 1) warn(`staticDirectories: only the first folder (${staticDirs[0]}) is copied`);
  const staticDir = staticDirs[0] ?? 'static';
  const logo = theme.logo ? logoOf(theme.logo, path.resolve(siteDir, staticDir), warn) : undefined;

  // `scripts` and `stylesheets` go into every page's head as they are written (Docusaurus adds no base URL).
  for (const item of Array.isArray(config.scripts) ? config.scripts : []) {
    const attributes = typeof item === 'string' ? { src: item } : isObject(item) ? item : undefined;
    if (attributes) docusaurus.headTags.push({ tagName: 'script', attributes });
  }
  for (const item of Array.isArray(config.stylesheets) ? config.stylesheets : []) {
    const attributes = typeof item === 'string' ? { href: item } : isObject(item) ? item : undefined;
    if (attributes)
      docusaurus.headTags.push({ tagName: 'link', attributes: { rel: 'stylesheet', ...attributes } });
  }
  for (const tag of Array.isArray(config.headTags) ? config.headTags : [])
    if (isObject(tag)) docusaurus.headTags.push(tag as HtmlTag);
  for (const meta of theme.metadata) docusaurus.headTags.push({ tagName: 'meta', attributes: meta });
  for (const file of Array.isArray(config.clientModules) ? config.clientModules : [])
    docusaurus.clientModules.push(
      path.isAbsolute(String(file))
        ? String(file)
        : (resolveFrom(siteDir, String(file)) ?? path.resolve(siteDir, String(file))),
    );

  const swizzled = findSwizzled(path.join(siteDir, 'src/theme'), warn);
  // Its Prism languages highlight the code at build time, as they would in the browser.
  const includeFile = prismIncludeFile(path.join(siteDir, 'src/theme'));
  if (includeFile) {
    const place = path.relative(siteDir, includeFile);
    try {
      const grammars = await prismIncludeModule(includeFile, themeConfig.prism, cacheDir);
      const { unknownCodeLanguages } = await import('@market-data-docs/mdx-pipeline');
      if ((await unknownCodeLanguages([grammars])).length) throw new Error('it throws when it runs');
      theme.codeLanguages.push(grammars);
    } catch (error) {
      warn(
        `${place}: could not be run at build time (${firstLine(error)}); the Prism languages it adds show as plain text`,
      );
    }
  }
  docusaurus.swizzled = swizzled.slots;
  docusaurus.wrappers = swizzled.wrappers;
  if (fs.existsSync(path.join(siteDir, 'src/theme'))) docusaurus.themeDir = path.join(siteDir, 'src/theme');

  const siteSheets = css.slice(infimaCss.length).map((file) => fs.readFileSync(file, 'utf8'));
  const footerStyle = isObject(themeConfig.footer) && themeConfig.footer.style === 'dark' ? 'dark' : 'light';
  const navbarStyle = isObject(themeConfig.navbar) ? themeConfig.navbar.style : undefined;
  const colorsFile = path.join(cacheDir, 'docusaurus-colors.css');
  fs.mkdirSync(cacheDir, { recursive: true });
  fs.writeFileSync(
    colorsFile,
    (brandContrastCss(siteSheets) ?? '') +
      navbarFooterCss(
        siteSheets,
        footerStyle,
        navbarStyle === 'dark' || navbarStyle === 'primary' ? navbarStyle : undefined,
      ),
  );
  css.splice(infimaCss.length, 0, colorsFile);

  const pluginsDir = path.join(cacheDir, 'docusaurus-plugins');
  const refContext = {
    configFile,
    configHash: evaluated.hash,
    required: evaluated.required,
    dir: pluginsDir,
  };
  const preprocessor = isObject(config.markdown) ? config.markdown.preprocessor : undefined;
  [docusaurus.preprocessor] = pluginRefs(
    [{ entry: preprocessor, at: ['markdown', 'preprocessor'] }],
    refContext,
  );
  for (const { blog, remark, rehype } of blogPlugins) {
    blog.remarkPlugins = pluginRefs(remark, refContext);
    blog.rehypePlugins = pluginRefs(rehype, refContext);
  }
  const sectionInputs = indexed.map(
    ({ section, sidebars, parser, translationsDir, translateCategory }): SectionOptions => {
      const { options, version } = section;
      const generator = options.sidebarItemsGenerator;
      const bool = (key: string) =>
        typeof options[key] === 'boolean' ? (options[key] as boolean) : undefined;
      return {
        id: section.id,
        label: navbarLabel(theme.navbar?.items ?? [], section.routeBasePath) ?? section.label,
        dir: path.relative(siteDir, section.dir).split(path.sep).join('/') || '.',
        ...(translationsDir ? { translationsDir } : {}),
        ...(translateCategory ? { translateCategory } : {}),
        routeBasePath: section.routeBasePath,
        include: section.include,
        exclude: section.exclude,
        ...(sidebars ? { sidebars } : {}),
        ...(typeof generator === 'function'
          ? {
              sidebarItemsGenerator: sidebarItemsGeneratorOf(
                generator as Parameters<typeof sidebarItemsGeneratorOf>[0],
                {
                  plugin: section.instance,
                  siteDir,
                  docsDir: section.dir,
                  versionName: version?.name ?? 'current',
                  parser: parser.docusaurus,
                },
              ),
            }
          : {}),
        ...(parser.pipeline !== undefined ? { numberPrefixParser: parser.pipeline } : {}),
        // Docusaurus's defaults where they differ from the pipeline's.
        sidebarNameOrder: 'exact',
        sidebarCollapsed: bool('sidebarCollapsed') ?? true,
        sidebarCollapsible: bool('sidebarCollapsible') ?? true,
        generatedIndexSlugs: 'github',
        ...(section.editUrl ? { editUrl: section.editUrl } : {}),
        ...(options.tags === false || typeof options.tags === 'string'
          ? { tagsFile: options.tags as string | false }
          : {}),
        ...(options.onInlineTags === 'ignore' ||
        options.onInlineTags === 'warn' ||
        options.onInlineTags === 'throw'
          ? { onInlineTags: options.onInlineTags }
          : {}),
        showLastUpdateTime: bool('showLastUpdateTime') ?? false,
        showLastUpdateAuthor: bool('showLastUpdateAuthor') ?? false,
        breadcrumbs: bool('breadcrumbs') ?? true,
        unknownFrontMatter: 'keep',
        ...(version
          ? {
              version: {
                docs: section.instance,
                name: version.name,
                label: version.label,
                ...(version.banner ? { banner: version.banner } : {}),
                badge: version.badge,
                latest: version.isLast,
                noIndex: version.noIndex,
                ...(version.className ? { className: version.className } : {}),
              },
            }
          : {}),
      };
    },
  );
  return {
    config: {
      title: config.title,
      tagline: str(config.tagline) ?? '',
      url: String(config.url).replace(/\/$/, ''),
      basePath: String(config.baseUrl).replace(/\/?$/, '/'),
      homeLink: '/',
      ...(str(config.titleDelimiter) ? { titleDelimiter: str(config.titleDelimiter) } : {}),
      contentDir: '.',
      staticDir,
      outDir: 'build',
      sections: sectionInputs.map(({ id, label }) => ({ id, label })),
      ...(logo ? { logo } : {}),
      ...(str(config.favicon) && !/^[a-z]+:\/\//i.test(str(config.favicon) as string)
        ? { favicon: (str(config.favicon) as string).replace(/^\//, '') }
        : {}),
      ...(theme.navbar ? { navbar: theme.navbar } : {}),
      footer: theme.footer,
      ...(theme.announcementBar ? { announcementBar: theme.announcementBar } : {}),
      ...(theme.colorMode ? { colorMode: theme.colorMode } : {}),
      ...(theme.algolia ? { search: { algolia: theme.algolia } } : {}),
      codeLanguages: theme.codeLanguages,
      ...(theme.toc ? { toc: theme.toc } : {}),
      mermaid: mermaidConfig(config.markdown, themeConfig.mermaid, mermaidTheme),
    },
    sections: sectionInputs,
    remarkPlugins: pluginRefs(remarkEntries, refContext),
    rehypePlugins: pluginRefs(rehypeEntries, refContext),
    css,
    mdxComponents: swizzled.mdxComponents,
    docusaurus,
    lastUpdated: sectionInputs.some((s) => s.showLastUpdateTime || s.showLastUpdateAuthor),
    warnings,
  };
}

/**
 * Diagrams are drawn when `markdown.mermaid` is true or `@docusaurus/theme-mermaid` is a theme, with
 * `themeConfig.mermaid` (`theme.light`, `theme.dark`, `options`); otherwise mermaid blocks are code.
 */
function mermaidConfig(markdown: unknown, themeConfig: unknown, themed: boolean): SiteConfigInput['mermaid'] {
  if (!(themed || (isObject(markdown) && markdown.mermaid === true))) return false;
  if (!isObject(themeConfig)) return true;
  const theme = isObject(themeConfig.theme) ? themeConfig.theme : {};
  return {
    theme: { light: str(theme.light), dark: str(theme.dark) },
    ...(isObject(themeConfig.options) ? { options: themeConfig.options } : {}),
  };
}

/** The label of the navbar link that leads into a section, if one does. */
function navbarLabel(items: Array<Record<string, unknown>>, routeBasePath: string): string | undefined {
  const base = `/${routeBasePath}`;
  if (base === '/') return undefined;
  const item = items.find((i) => typeof i.to === 'string' && (i.to === base || i.to.startsWith(`${base}/`)));
  return typeof item?.label === 'string' ? item.label : undefined;
}

/** The keys leading from the config's root to an object inside it (a plugin's options), for the worker threads. */
type PluginEntry = { entry: unknown; at: ConfigPath };

/** The plugin entries of a content plugin's options under `keys`, each with its place in the config. */
function configEntries(options: Raw, at: ConfigPath, keys: string[]): PluginEntry[] {
  return keys.flatMap((key) =>
    (Array.isArray(options[key]) ? (options[key] as unknown[]) : []).map((entry, i) => ({
      entry,
      at: [...at, key, i],
    })),
  );
}

/** Docs plugin options this engine does not apply (Docusaurus's components), and what shows instead. */
const unusedDocsOptions: Record<string, string> = {
  docItemComponent: "doc pages use this theme's layout",
  docRootComponent: "doc pages use this theme's layout",
  docVersionRootComponent: "doc pages use this theme's layout",
  docCategoryGeneratedIndexComponent: "generated index pages use this theme's layout",
  docTagsListComponent: "tag pages use this theme's layout",
  docTagDocListComponent: "tag pages use this theme's layout",
};

function placeOf(config: Raw, target: unknown): ConfigPath {
  const seen = new Set<unknown>();
  const search = (value: unknown, at: ConfigPath): ConfigPath | undefined => {
    if (value === target) return at;
    if (!value || typeof value !== 'object' || seen.has(value)) return undefined;
    seen.add(value);
    for (const [key, child] of Object.entries(value as Raw)) {
      const found = search(child, [...at, Array.isArray(value) ? Number(key) : key]);
      if (found) return found;
    }
    return undefined;
  };
  return search(config, []) ?? [];
}

function logoOf(
  logo: { alt: string; src: string; srcDark?: string; width?: number; height?: number },
  staticDir: string,
  warn: (message: string) => void,
) {
  if (/^[a-z]+:\/\//i.test(logo.src)) {
    warn('themeConfig.navbar.logo: a logo from another site is not shown; the title is');
    return undefined;
  }
  const light = logo.src.replace(/^\//, '');
  const size = imageSize(path.join(staticDir, light));
  const height = logo.height ?? 32;
  const width = logo.width ?? (size ? Math.round((size.width / size.height) * height) : height);
  return {
    alt: logo.alt || 'Home',
    light,
    ...(logo.srcDark ? { dark: logo.srcDark.replace(/^\//, '') } : {}),
    width,
    height,
  };
}

function policy(value: unknown, fallback: BrokenPolicy): BrokenPolicy {
  return value === 'ignore' || value === 'log' || value === 'warn' || value === 'throw' ? value : fallback;
}

/** The JSON values of the config (functions, class instances and cycles dropped), for the browser. */
function jsonOnly(value: unknown): unknown {
  const seen = new WeakSet<object>();
  return JSON.parse(
    JSON.stringify(value, (_key, child: unknown) => {
      if (typeof child === 'function' || typeof child === 'symbol') return undefined;
      if (child instanceof RegExp) return child.source;
      if (child && typeof child === 'object') {
        if (seen.has(child)) return undefined;
        seen.add(child);
      }
      return child;
    }) ?? 'null',
  );
}

function describe(value: unknown): string {
  return value === undefined ? 'nothing' : JSON.stringify(value);
}

function firstLine(error: unknown): string {
  return String((error as Error)?.message ?? error).split('\n')[0] ?? '';
}
