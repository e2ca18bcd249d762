import { createRequire } from 'node:module';
import path from 'node:path';
import { missingModule } from '../config/module-errors.js';
import { SiteConfigError } from '../config/schema.js';
import { loadModuleFile } from './evaluate.js';

/** One plugin or theme of the config, presets expanded. */
export interface PluginInstance {
  /** Package name (`@docusaurus/plugin-content-docs`), or the file of a local plugin, or `(inline function)`. */
  name: string;
  kind: 'plugin' | 'theme';
  options: Record<string, unknown>;
  /** The plugin function (from a local file, a package or the config itself). */
  fn?: PluginFunction;
  /** Its module's exports, for `validateOptions`. */
  module?: Record<string, unknown>;
  /**
   * The file of a plugin that extends a content plugin this engine builds itself (it re-exports
   * that plugin's module, as Docusaurus's recipe for extending the blog does): `name` is then that
   * plugin's package.
   */
  extendedBy?: string;
  /** Folder its relative client modules resolve from: the module's folder, or the site's. */
  dir: string;
}

// biome-ignore lint/suspicious/noExplicitAny: a Docusaurus plugin takes the site context and its options
export type PluginFunction = (context: any, options: any) => unknown;

/** Plugins and themes this engine does itself (or has no use for), by package name. */
export const nativePlugins = new Set([
  '@docusaurus/plugin-content-docs',
  '@docusaurus/plugin-content-blog',
  '@docusaurus/plugin-content-pages',
  '@docusaurus/plugin-sitemap',
  '@docusaurus/plugin-client-redirects',
  '@docusaurus/plugin-debug',
  '@docusaurus/plugin-css-cascade-layers',
  '@docusaurus/plugin-svgr',
  '@docusaurus/theme-classic',
  '@docusaurus/theme-search-algolia',
  '@docusaurus/theme-mermaid',
  'docusaurus-plugin-sass',
]);

type Entry = unknown;
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Module names Docusaurus tries for a short plugin, theme or preset name, in order. */
export function namePatterns(name: string, kind: 'plugin' | 'theme' | 'preset'): string[] {
  if (name.startsWith('@')) {
    const [scope, rest] = name.split(/\/(.*)/);
    return rest
      ? [`${scope}/${rest}`, `${scope}/docusaurus-${kind}-${rest}`]
      : [`${scope}/docusaurus-${kind}`];
  }
  return [name, `@docusaurus/${kind}-${name}`, `docusaurus-${kind}-${name}`];
}

/** The package a file belongs to (`.../node_modules/@scope/name/lib/index.js` -> `@scope/name`), if any. */
export function packageOfFile(file: string): string | undefined {
  const parts = file.split(path.sep).join('/').split('/node_modules/');
  if (parts.length < 2) return undefined;
  const rest = (parts.at(-1) as string).split('/');
  return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
}

interface Loaded {
  name: string;
  module?: Record<string, unknown>;
  fn?: PluginFunction;
  dir?: string;
  extendedBy?: string;
}

/** Content plugins a site's own plugin may wrap, re-exporting their module with another `default`. */
const extensiblePlugins = ['@docusaurus/plugin-content-blog', '@docusaurus/plugin-content-docs'];

/**
 * The content plugin a loaded plugin module extends: its `validateOptions` is that plugin's own
 * (`module.exports = { ...require('@docusaurus/plugin-content-blog'), default: extended }`).
 */
function extendedPlugin(module: Record<string, unknown>, file: string): string | undefined {
  const validate = module?.validateOptions;
  if (typeof validate !== 'function') return undefined;
  const require = createRequire(file);
  for (const name of extensiblePlugins) {
    let resolved: string;
    try {
      resolved = require.resolve(name);
    } catch {
      continue;
    }
    // Only a module the plugin has loaded itself: never load a content plugin to compare.
    const exports = require.cache[resolved]?.exports as Record<string, unknown> | undefined;
    if (exports?.validateOptions === validate) return name;
  }
  return undefined;
}

/**
 * Loads a plugin, theme or preset given by name or path, from the site's folder (a plugin a preset
 * adds, from the preset's folder first, as the preset requires its own dependencies: with pnpm they
 * are not in the site's `node_modules`): with Node's `require`, else as Docusaurus does with jiti
 * (an ES module whose relative imports have no extension fails in Node but loads there).
 */
async function load(
  siteDir: string,
  specifier: string,
  kind: 'plugin' | 'theme' | 'preset',
  fromDir?: string,
): Promise<Loaded> {
  const require = createRequire(path.join(siteDir, 'docusaurus.config.js'));
  const requires = fromDir ? [createRequire(path.join(fromDir, 'noop.js')), require] : [require];
  const local = specifier.startsWith('.') || path.isAbsolute(specifier);
  const candidates = local ? [path.resolve(siteDir, specifier)] : namePatterns(specifier, kind);
  for (const candidate of candidates) {
    let file: string | undefined;
    for (const from of requires) {
      try {
        file = from.resolve(candidate);
        break;
      } catch {}
    }
    if (!file) continue;
    const name = packageOfFile(file) ?? (local ? file : candidate);
    // Never run (this engine does their work): loading them would only cost time.
    if (nativePlugins.has(name)) return { name, dir: path.dirname(file) };
    try {
      let module: Record<string, unknown>;
      try {
        module = require(file) as Record<string, unknown>;
      } catch (error) {
        try {
          module = (await loadModuleFile(file, `the ${kind} "${specifier}"`)).exports as Record<
            string,
            unknown
          >;
        } catch {
          throw error;
        }
      }
      const extended = extendedPlugin(module, file);
      if (extended) return { name: extended, dir: path.dirname(file), extendedBy: local ? file : name };
      const fn = (typeof module === 'function' ? module : module.default) as PluginFunction | undefined;
      return { name, module, fn: typeof fn === 'function' ? fn : undefined, dir: path.dirname(file) };
    } catch (error) {
      const missing = missingModule(error);
      throw new SiteConfigError(
        missing
          ? `the ${kind} "${specifier}" needs "${missing}", which is not installed: install the site's dependencies (npm install in ${siteDir}).`
          : `the ${kind} "${specifier}" failed to load: ${(error as Error).message}`,
      );
    }
  }
  // The Docusaurus packages this engine does itself need not be installed.
  const known = local
    ? undefined
    : candidates.find((c) => nativePlugins.has(c) || c === '@docusaurus/preset-classic');
  if (known) return { name: known };
  throw new SiteConfigError(
    `the ${kind} "${specifier}" is not installed: install the site's dependencies (npm install in ${siteDir}).`,
  );
}

/** Splits a config entry (`name`, `[name, options]`, a function, `[function, options]`) into its parts. */
function split(entry: Entry): { target: unknown; options: Record<string, unknown> } | undefined {
  if (entry === false || entry === null || entry === undefined) return undefined;
  if (Array.isArray(entry)) {
    const [target, options] = entry;
    if (target === false || target === null || target === undefined) return undefined;
    return { target, options: isObject(options) ? options : {} };
  }
  return { target: entry, options: {} };
}

/**
 * Every plugin and theme of a Docusaurus config: `presets` expanded (`@docusaurus/preset-classic`
 * into docs, blog, pages, sitemap, analytics and theme-classic, as the preset does; any other
 * preset by calling it), then `themes` and `plugins`.
 */
export async function expandPlugins(
  config: Record<string, unknown>,
  siteDir: string,
  context: Record<string, unknown>,
): Promise<PluginInstance[]> {
  const out: PluginInstance[] = [];
  const add = async (entry: Entry, kind: 'plugin' | 'theme', fromDir?: string) => {
    const parts = split(entry);
    if (!parts) return;
    const { target, options } = parts;
    if (typeof target === 'function') {
      out.push({
        name: target.name ? `${target.name} (a function in the config)` : '(a function in the config)',
        kind,
        options,
        fn: target as PluginFunction,
        dir: siteDir,
      });
      return;
    }
    if (typeof target !== 'string')
      throw new SiteConfigError(`a ${kind} entry is neither a name nor a function`);
    const loaded = await load(siteDir, target, kind, fromDir);
    out.push({
      name: loaded.name,
      kind,
      options,
      fn: loaded.fn,
      module: loaded.module,
      dir: loaded.dir ?? siteDir,
      ...(loaded.extendedBy ? { extendedBy: loaded.extendedBy } : {}),
    });
  };
  for (const entry of (config.presets as Entry[] | undefined) ?? []) {
    const parts = split(entry);
    if (!parts) continue;
    const { target, options } = parts;
    if (typeof target !== 'string') throw new SiteConfigError('a preset entry is not a name');
    const loaded = await load(siteDir, target, 'preset');
    if (loaded.name === '@docusaurus/preset-classic') {
      for (const [plugin, value] of classicPreset(options, config))
        await add([plugin, value], plugin.startsWith('@docusaurus/theme') ? 'theme' : 'plugin', loaded.dir);
      continue;
    }
    if (!loaded.fn) throw new SiteConfigError(`the preset "${target}" exports no function`);
    const preset = (await loaded.fn(context, options)) as { plugins?: Entry[]; themes?: Entry[] };
    for (const theme of preset.themes ?? []) await add(theme, 'theme', loaded.dir);
    for (const plugin of preset.plugins ?? []) await add(plugin, 'plugin', loaded.dir);
  }
  for (const entry of (config.themes as Entry[] | undefined) ?? []) await add(entry, 'theme');
  for (const entry of (config.plugins as Entry[] | undefined) ?? []) await add(entry, 'plugin');
  return out;
}

/** What `@docusaurus/preset-classic` adds for its options (a production build). */
function classicPreset(
  options: Record<string, unknown>,
  config: Record<string, unknown>,
): Array<[string, unknown]> {
  const { docs, blog, pages, sitemap, svgr, theme, googleAnalytics, gtag, googleTagManager } = options;
  const list: Array<[string, unknown]> = [['@docusaurus/theme-classic', theme ?? {}]];
  if (isObject(config.themeConfig) && config.themeConfig.algolia)
    list.push(['@docusaurus/theme-search-algolia', {}]);
  if (docs !== false) list.push(['@docusaurus/plugin-content-docs', docs ?? {}]);
  if (blog !== false) list.push(['@docusaurus/plugin-content-blog', blog ?? {}]);
  if (pages !== false) list.push(['@docusaurus/plugin-content-pages', pages ?? {}]);
  if (googleAnalytics) list.push(['@docusaurus/plugin-google-analytics', googleAnalytics]);
  if (gtag) list.push(['@docusaurus/plugin-google-gtag', gtag]);
  if (googleTagManager) list.push(['@docusaurus/plugin-google-tag-manager', googleTagManager]);
  if (sitemap !== false) list.push(['@docusaurus/plugin-sitemap', sitemap ?? {}]);
  if (svgr !== false) list.push(['@docusaurus/plugin-svgr', svgr ?? {}]);
  return list;
}

/** The tags and client modules a plugin contributes, and the lifecycles it has that are not run. */
export interface PluginContribution {
  /** The folder of theme components its `getThemePath` names (not used: only to name it in errors). */
  themePath?: string;
  /** The files of the PostCSS plugins its `configurePostCss` adds (each a module's export). */
  postcssPlugins: string[];
  /** PostCSS plugins it adds that are no module's export (made by a call): not used. */
  postcssUnknown: number;
  headTags: HtmlTag[];
  preBodyTags: HtmlTag[];
  postBodyTags: HtmlTag[];
  clientModules: string[];
  skipped: string[];
}

export type HtmlTag = string | { tagName: string; attributes?: Record<string, unknown>; innerHTML?: string };

/** Lifecycles that only matter to Docusaurus's own tooling: never reported. */
const quietLifecycles = new Set([
  'name',
  'getSwizzleComponentList',
  'getTranslationFiles',
  'getDefaultCodeTranslationMessages',
  'translateContent',
  'translateThemeConfig',
  'getSwizzleConfig',
  'extendCli',
  'postStart',
  'version',
  'options',
]);

/**
 * Runs a plugin the way Docusaurus starts it (options validated by its `validateOptions`, then the
 * plugin function called with the site context) and takes what this engine can use from it: the
 * tags of `injectHtmlTags` and the files of `getClientModules`. Every other lifecycle it has
 * (`loadContent`, `contentLoaded`, `configureWebpack`, `getThemePath`, `postBuild`...) is listed in
 * `skipped`.
 */
export async function runPlugin(
  plugin: PluginInstance,
  context: Record<string, unknown>,
): Promise<PluginContribution | null> {
  if (!plugin.fn) return null;
  const { id = 'default', ...given } = plugin.options;
  let options: Record<string, unknown> = { id, ...given };
  const validate = plugin.module?.validateOptions;
  if (typeof validate === 'function') {
    // As Docusaurus's `normalizePluginOptions`: the plugin's schema checks its own options, `id` apart.
    const checked = validate({
      options: given,
      validate: (schema: { validate(value: unknown): { error?: Error; value: unknown } }, value: unknown) => {
        const result = schema.validate(value);
        if (result.error) throw result.error;
        return result.value;
      },
    }) as Record<string, unknown>;
    options = { ...checked, id };
  }
  const instance = (await plugin.fn(context, options)) as Record<string, unknown> | null;
  if (!instance) return null;
  const contribution: PluginContribution = {
    postcssPlugins: [],
    postcssUnknown: 0,
    headTags: [],
    preBodyTags: [],
    postBodyTags: [],
    clientModules: [],
    skipped: [],
  };
  for (const [key, value] of Object.entries(instance)) {
    if (key === 'injectHtmlTags' && typeof value === 'function') {
      const tags = ((await value.call(instance, { content: undefined })) ??
        {}) as Partial<PluginContribution>;
      contribution.headTags.push(...(tags.headTags ?? []));
      contribution.preBodyTags.push(...(tags.preBodyTags ?? []));
      contribution.postBodyTags.push(...(tags.postBodyTags ?? []));
    } else if (key === 'configurePostCss' && typeof value === 'function') {
      // Docusaurus passes its PostCSS options for the plugin to add to (Tailwind's usual setup). The
      // bundler runs on another thread: each plugin is passed on as the file it is the export of.
      const options = { plugins: [] as unknown[] };
      const result = ((await value.call(instance, options)) ?? options) as { plugins?: unknown[] };
      for (const added of result.plugins ?? []) {
        const cache = createRequire(path.join(plugin.dir, 'noop.js')).cache;
        const file = Object.values(cache).find((m) => m?.exports === added)?.filename;
        if (file) contribution.postcssPlugins.push(file);
        else contribution.postcssUnknown++;
      }
    } else if (key === 'getClientModules' && typeof value === 'function') {
      const modules = ((await value.call(instance)) ?? []) as string[];
      contribution.clientModules.push(
        ...modules.map((m) => (m.startsWith('.') ? path.resolve(plugin.dir, m) : m)),
      );
    } else if (!quietLifecycles.has(key) && typeof value === 'function') {
      contribution.skipped.push(key);
      if (key === 'getThemePath') {
        try {
          const dir = value.call(instance);
          if (typeof dir === 'string') contribution.themePath = path.resolve(plugin.dir, dir);
        } catch {}
      }
    }
  }
  return contribution;
}
