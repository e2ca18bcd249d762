import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { PluginRef, SectionOptions } from '@market-data-docs/mdx-pipeline';
import { themeComponentNames } from '@market-data-docs/theme/config';
import { componentMapKeys } from '../docusaurus/component-map-keys.js';
import { loadDocusaurusSite } from '../docusaurus/load.js';
import type { DocusaurusSite } from '../docusaurus/types.js';
import { clientDir } from '../server/core-dir.js';
import { componentText } from './component-text.js';
import { findConfigFile, isDocusaurusConfig, loadConfigFile } from './load.js';
import { esbuildErrors, packageName } from './module-errors.js';
import { type PluginEntry, resolveSiteConfig, type SiteConfig, SiteConfigError } from './schema.js';

/** A page of the site's own (`src/pages/about.tsx` -> `/about`). */
export interface CustomPage {
  route: string;
  /** Absolute path of the module; its default export is the page. */
  file: string;
}

/** A site: its validated configuration and every path the engine reads or writes, absolute. */
export interface Site {
  root: string;
  configFile: string;
  config: SiteConfig;
  contentDir: string;
  staticDir: string;
  outDir: string;
  /** Compiled pages, the app shell and the search records between builds. */
  cacheDir: string;
  pages: CustomPage[];
  /** Module replacing theme components. */
  components?: string;
  /**
   * Module of components usable in every page without an import, and their names: its named exports,
   * or (`map`) the keys of its default export object, as a Docusaurus `src/theme/MDXComponents`.
   */
  mdxComponents?: {
    file: string;
    names: string[];
    map?: boolean;
    /** The text of the components that show plain text without props or content (`componentText`). */
    text?: Record<string, string>;
  };
  css: string[];
  remarkPlugins: PluginRef[];
  rehypePlugins: PluginRef[];
  /** The sections as the pipeline gets them: `config.sections`, or a Docusaurus site's docs instances and versions. */
  sections: SectionOptions[];
  /** Read last-updated times from git. */
  lastUpdated: boolean;
  /** What loading the site skipped or changed (a Docusaurus plugin it cannot run...), each once. */
  warnings: string[];
  /** Set for a Docusaurus site: what its config adds. */
  docusaurus?: DocusaurusSite;
}

export interface LoadSiteOptions {
  /** Folder of the site. Default: the working directory. */
  root?: string;
  /** Configuration file, instead of `site.config.{ts,mts,js,mjs}` in `root`. */
  configFile?: string;
  /** A Docusaurus site's locale to load (`--locale`): its translations, base path and output folder. Default: its `i18n.defaultLocale`. */
  locale?: string;
}

/** Finds, loads and validates a site's configuration, and resolves its files, pages, components and plugins. */
export async function loadSite(options: LoadSiteOptions = {}): Promise<Site> {
  const configFile = findConfigFile(path.resolve(options.root ?? '.'), options.configFile);
  if (isDocusaurusConfig(configFile)) return loadDocusaurus(configFile, options.locale);
  if (options.locale !== undefined)
    throw new SiteConfigError(`--locale ${options.locale}: only a Docusaurus site has locales`);
  const root = path.dirname(configFile);
  const config = await loadConfigFile(configFile);
  const name = path.basename(configFile);
  const at = (rel: string) => path.resolve(root, rel);
  const cacheDir = path.join(root, 'node_modules/.cache/mdd');
  const file = (key: string, rel: string) => {
    const absolute = at(rel);
    if (!fs.existsSync(absolute)) throw new SiteConfigError(`${name}: ${key}: no file at ${absolute}`);
    return absolute;
  };
  const contentDir = at(config.contentDir);
  const staticDir = at(config.staticDir);
  config.sections.forEach((section, index) => {
    const folder = path.resolve(contentDir, section.dir ?? section.id);
    if (!fs.existsSync(folder))
      throw new SiteConfigError(
        `${name}: sections.${index}${section.dir ? '.dir' : ''}: the section "${section.id}" has no folder at ${folder}: create it${section.dir ? '' : `, or name its folder of ${config.contentDir} with sections.${index}.dir`}`,
      );
  });
  const staticFile = (key: string, rel: string | undefined) => {
    const absolute = rel && path.resolve(staticDir, rel);
    if (absolute && !fs.existsSync(absolute))
      throw new SiteConfigError(`${name}: ${key}: no file at ${absolute} (a file under staticDir)`);
  };
  staticFile('logo.light', config.logo?.light);
  staticFile('logo.dark', config.logo?.dark);
  staticFile('favicon', config.favicon);
  if (config.codeLanguages.length) {
    const { unknownCodeLanguages } = await import('@market-data-docs/mdx-pipeline');
    const unknown = await unknownCodeLanguages(config.codeLanguages);
    if (unknown.length)
      throw new SiteConfigError(
        unknown
          .map(
            (lang) =>
              `${name}: codeLanguages.${config.codeLanguages.indexOf(lang)}: no Prism grammar is named "${lang}" (the names: https://prismjs.com/#supported-languages)`,
          )
          .join('\n'),
      );
  }
  const components = config.components ? file('components', config.components) : undefined;
  if (components) {
    const unknown = (await exportNames(components, root, `${name}: components`)).filter(
      (n) => n !== 'default' && !(themeComponentNames as readonly string[]).includes(n),
    );
    if (unknown.length)
      throw new SiteConfigError(
        `${name}: components: ${path.relative(root, components)} exports ${unknown.map((n) => `"${n}"`).join(', ')}, which the theme does not have; components it can replace: ${themeComponentNames.join(', ')}`,
      );
  }
  const mdxFile = config.mdxComponents ? file('mdxComponents', config.mdxComponents) : undefined;
  const resolveFromSite =
    config.remarkPlugins.length + config.rehypePlugins.length || config.css.some((c) => !isPath(c))
      ? await siteResolver(cacheDir)
      : undefined;
  const resolve = resolveFromSite && pluginResolver(root, resolveFromSite);
  const stylesheet = (specifier: string, index: number) => {
    const key = `css.${index}`;
    if (isPath(specifier) || !resolveFromSite || fs.existsSync(at(specifier))) return file(key, specifier);
    try {
      return fileURLToPath(resolveFromSite(specifier));
    } catch {
      const pkg = packageName(specifier);
      throw new SiteConfigError(
        `${name}: ${key}: no file at ${at(specifier)} and no package stylesheet "${specifier}" from ${root}: install ${pkg} (npm install ${pkg}), or correct the path`,
      );
    }
  };
  return {
    root,
    configFile,
    config,
    contentDir,
    staticDir,
    outDir: at(config.outDir),
    cacheDir,
    pages: findPages(path.join(root, 'src/pages')),
    components,
    mdxComponents: mdxFile ? await mdxComponentsOf(mdxFile, root, cacheDir, name) : undefined,
    css: config.css.map(stylesheet),
    remarkPlugins: resolve
      ? config.remarkPlugins.map((entry, index) => resolve(entry, `${name}: remarkPlugins.${index}`))
      : [],
    rehypePlugins: resolve
      ? config.rehypePlugins.map((entry, index) => resolve(entry, `${name}: rehypePlugins.${index}`))
      : [],
    sections: config.sections,
    lastUpdated: true,
    warnings: [],
  };
}

/** The adapters of swizzled components whose props are Docusaurus's, by the theme slot they fill. */
const adapters: Record<string, string> = {
  DocLayout: 'docItemLayout',
  DocContent: 'docItemContent',
  DocFooter: 'docItemFooter',
  CategoryIndexPage: 'docCategoryGeneratedIndexPage',
};

/**
 * One swizzled component as the theme's slot; a `DocCard` takes Docusaurus's sidebar `item` where
 * the theme gives a `card`, so it goes through the adapter of `virtual:mdd/docs-version`; a
 * `DocItem/Layout`, `DocItem/Footer` or `DocCategoryGeneratedIndexPage` through the client's
 * adapter, which gives it Docusaurus's props; a `DocItem/Content` (`DocContent`) is the body of
 * the theme's `DocLayout`.
 */
function overrideExport(slot: string, file: string, docsSections: string[]): string {
  const site = `import Site${slot} from ${JSON.stringify(file)};\n`;
  if (slot === 'DocCard')
    return `${site}import { docCard } from 'virtual:mdd/docs-version';\nexport const DocCard = docCard(SiteDocCard);\n`;
  const adapter = adapters[slot];
  if (adapter)
    return `${site}import { ${adapter} } from ${JSON.stringify(path.join(clientDir, 'docusaurus.js'))};\nexport const ${slot === 'DocContent' ? 'DocLayout' : slot} = ${adapter}(Site${slot}, ${JSON.stringify(docsSections)});\n`;
  return `export { default as ${slot} } from ${JSON.stringify(file)};\n`;
}

/** A Docusaurus site: its config mapped to this engine's, and what only a Docusaurus site has. */
async function loadDocusaurus(configFile: string, locale: string | undefined): Promise<Site> {
  const root = path.dirname(configFile);
  const siteCache = path.join(root, 'node_modules/.cache/mdd');
  const loaded = await loadDocusaurusSite(configFile, siteCache, locale);
  const { docusaurus } = loaded;
  const { currentLocale, defaultLocale } = docusaurus.i18n;
  // Another locale is another build of the site, with a cache of its own, written under `<outDir>/<locale>`.
  const subfolder = currentLocale === defaultLocale ? '' : currentLocale;
  const cacheDir = subfolder ? path.join(siteCache, 'locales', subfolder) : siteCache;
  const config = resolveSiteConfig(loaded.config, path.basename(configFile));
  let components: string | undefined;
  const slots = Object.entries(docusaurus.swizzled);
  if (slots.length) {
    components = path.join(cacheDir, 'docusaurus-theme-overrides.mjs');
    fs.mkdirSync(cacheDir, { recursive: true });
    fs.writeFileSync(
      components,
      slots.map(([slot, file]) => overrideExport(slot, file, Object.keys(docusaurus.docs))).join(''),
    );
  }
  return {
    root,
    configFile,
    config,
    contentDir: root,
    staticDir: path.resolve(root, config.staticDir),
    outDir: path.resolve(root, config.outDir, subfolder),
    cacheDir,
    pages: docusaurus.pagesDir
      ? translatedPages(
          findPages(docusaurus.pagesDir, /\.(tsx|jsx|ts|js|mdx|md)$/),
          docusaurus.pagesDir,
          docusaurus.pagesTranslationsDir,
        )
      : [],
    components,
    mdxComponents: loaded.mdxComponents
      ? await mdxComponentsOf(loaded.mdxComponents, root, cacheDir, undefined)
      : undefined,
    css: loaded.css,
    remarkPlugins: loaded.remarkPlugins,
    rehypePlugins: loaded.rehypePlugins,
    sections: loaded.sections,
    lastUpdated: loaded.lastUpdated,
    warnings: loaded.warnings,
    docusaurus,
  };
}

/** Pages with their translations (a file at the same path in `translationsDir`) in their place. */
function translatedPages(
  pages: CustomPage[],
  dir: string,
  translationsDir: string | undefined,
): CustomPage[] {
  if (!translationsDir) return pages;
  return pages.map((page) => {
    const translated = path.join(translationsDir, path.relative(dir, page.file));
    return isFile(translated) ? { ...page, file: translated } : page;
  });
}

/**
 * `src/pages/*.{tsx,jsx,ts,js}` (and `.md`/`.mdx` for a Docusaurus site) and sub-folders; files and
 * folders starting with `_`, tests and `__tests__` are not pages.
 */
function findPages(dir: string, pageFile = /\.(tsx|jsx|ts|js)$/): CustomPage[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((rel) => rel.split(path.sep).join('/'))
    .filter(
      (rel) =>
        pageFile.test(rel) &&
        !rel.endsWith('.d.ts') &&
        !/(^|\/)_/.test(rel) &&
        !/\.test\.[jt]sx?$/.test(rel) &&
        !/(^|\/)__tests__\//.test(rel),
    )
    .sort()
    .map((rel) => {
      const route = `/${rel.replace(pageFile, '').replace(/(^|\/)index$/, '')}`.replace(/\/$/, '') || '/';
      return { route, file: path.join(dir, rel) };
    });
}

/**
 * The components of a site's `mdxComponents` module (its capitalised named exports) or, without a
 * config `name`, of a Docusaurus `MDXComponents` (the keys of its default export object), with the
 * text of those that show plain text known at build time.
 */
async function mdxComponentsOf(
  file: string,
  root: string,
  cacheDir: string,
  name: string | undefined,
): Promise<NonNullable<Site['mdxComponents']>> {
  const map = name === undefined;
  const names = (
    map ? await componentMapKeys(file) : await exportNames(file, root, `${name}: mdxComponents`)
  ).filter((n) => /^[A-Z]/.test(n));
  const text = await componentText(file, names, root, map, cacheDir);
  return { file, names, ...(map ? { map } : {}), ...(Object.keys(text).length ? { text } : {}) };
}

/**
 * Named exports of a module, read by esbuild without running it. A module that does not compile is
 * an error under `key`, at its `file:line:col` (relative to the site's folder, `root`).
 */
async function exportNames(file: string, root: string, key: string): Promise<string[]> {
  const { build } = await import('esbuild');
  try {
    const result = await build({
      entryPoints: [file],
      absWorkingDir: root,
      bundle: false,
      metafile: true,
      write: false,
      format: 'esm',
      jsx: 'automatic',
      outdir: path.join(path.dirname(file), '.mdd-exports'),
      logLevel: 'silent',
    });
    return Object.values(result.metafile.outputs).flatMap((output) => output.exports);
  } catch (error) {
    throw new SiteConfigError(
      `${key}: ${path.relative(root, file)} does not compile:\n${esbuildErrors(error)}`,
    );
  }
}

const isFile = (file: string) => fs.statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;

/** A path of the site's (`./`, `../`, `/`), not a package specifier. */
function isPath(specifier: string): boolean {
  return specifier.startsWith('.') || path.isAbsolute(specifier);
}

/**
 * Resolves module specifiers from the site's folder (where its packages are installed): a resolver
 * module written into the site's cache asks Node's own `import.meta.resolve` from there.
 */
async function siteResolver(cacheDir: string): Promise<(specifier: string) => string> {
  fs.mkdirSync(cacheDir, { recursive: true });
  const file = path.join(cacheDir, 'resolve.mjs');
  fs.writeFileSync(file, 'export default (specifier) => import.meta.resolve(specifier);\n');
  const { default: resolveFromSite } = (await import(pathToFileURL(file).href)) as {
    default: (specifier: string) => string;
  };
  return resolveFromSite;
}

/** Resolves plugin specifiers: a package from the site's folder, else a file relative to it. */
function pluginResolver(root: string, resolveFromSite: (specifier: string) => string) {
  return (entry: PluginEntry, key: string): PluginRef => {
    const [specifier, options] = typeof entry === 'string' ? [entry, undefined] : [entry[0], entry[1]];
    // A file of the site may be named without `./` (`plugins/remark-x.mjs`), as in `css`.
    const relative = isPath(specifier) || isFile(path.resolve(root, specifier));
    let module: string;
    try {
      module = relative ? pathToFileURL(path.resolve(root, specifier)).href : resolveFromSite(specifier);
    } catch {
      throw new SiteConfigError(
        `${key}: cannot find the plugin "${specifier}" from ${root}: install it (npm install ${specifier}) or give the path of a local file`,
      );
    }
    if (!fs.existsSync(fileURLToPath(module)))
      throw new SiteConfigError(`${key}: the plugin file ${fileURLToPath(module)} does not exist`);
    return { name: specifier, module, options, hash: pluginHash(fileURLToPath(module)) };
  };
}

/** A hash of the plugin's package version (or of its file, for a local plugin): a new version recompiles every page. */
function pluginHash(file: string): string {
  let dir = path.dirname(file);
  while (path.dirname(dir) !== dir && !fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  const manifest = path.join(dir, 'package.json');
  const source =
    dir.includes(`${path.sep}node_modules${path.sep}`) && fs.existsSync(manifest) ? manifest : file;
  return createHash('sha256').update(fs.readFileSync(source)).digest('hex').slice(0, 16);
}
