import { createRequire } from 'node:module';
import path from 'node:path';
import { mdxComponentNames } from '@market-data-docs/theme/config';
import react from '@vitejs/plugin-react';
import type { InlineConfig, Plugin } from 'vite';
import type { Site } from '../config/site.js';
import { shimmedModules } from '../docusaurus/shim-modules.js';
import { docusaurusPlugin } from '../docusaurus/vite-plugin.js';
import { importPlace } from './bundle-problems.js';
import type { ClientConfig } from './client-config.js';
import { clientDir, engineRequire } from './core-dir.js';
import { legacySassPlugin } from './legacy-sass.js';
import { mermaidSettings } from './mermaid.js';
import { type PartialCompiler, partialsPlugin } from './partials.js';
import { shellLogger } from './vite-logger.js';

export interface CodePageModule {
  route: string;
  /** The compiled module's file on disk. */
  path: string;
  /** Folder of the MDX source, for its relative imports. */
  sourceDir: string;
  /** The MDX source, absolute: errors in the module are reported there. */
  sourceFile: string;
}

const lazyImports = (entries: Array<[string, string]>) =>
  `export default {${entries.map(([route, file]) => `${JSON.stringify(route)}: () => import(${JSON.stringify(file)})`).join(',\n')}};`;

/** The named exports of a module, without its default export. */
const namedExports = (name: string, file: string | undefined) =>
  file
    ? `import * as ${name}All from ${JSON.stringify(file)};\nconst { default: _${name}, ...${name} } = ${name}All;`
    : `const ${name} = {};`;

/**
 * Virtual modules of the app shell: `virtual:mdd/config` (the client configuration),
 * `virtual:mdd/code-pages` (route -> lazy import of each page that carries its own JavaScript),
 * `virtual:mdd/pages` (route -> lazy import of the site's own pages), `virtual:mdd/components`
 * (the site's theme overrides, MDX components and the components wrapping every page) and `virtual:mdd/styles` (its stylesheets).
 */
export function siteVirtualModules(
  site: Site,
  getConfig: () => ClientConfig,
  getCodePages: () => CodePageModule[],
): Plugin {
  const ids: Record<string, () => string> = {
    'virtual:mdd/config': () => `export default ${JSON.stringify(getConfig())};`,
    'virtual:mdd/code-pages': () => lazyImports(getCodePages().map((page) => [page.route, page.path])),
    'virtual:mdd/pages': () => lazyImports(site.pages.map((page) => [page.route, page.file])),
    'virtual:mdd/components': () => {
      const mermaid = mermaidSettings(site.config);
      return [
        namedExports('overrides', site.components),
        site.mdxComponents?.map
          ? `import mdx from ${JSON.stringify(site.mdxComponents.file)};`
          : namedExports('mdx', site.mdxComponents?.file),
        ...(site.docusaurus?.wrappers ?? []).map(
          (file, index) => `import wrapper${index} from ${JSON.stringify(file)};`,
        ),
        // Mermaid's component only when the site draws diagrams (and, in a build, a page has one).
        ...(mermaid
          ? [
              "import { mermaidComponent } from '@market-data-docs/theme/mermaid';",
              `const withMermaid = { Mermaid: mermaidComponent(${JSON.stringify(mermaid)}), ...mdx };`,
            ]
          : []),
        `export default { overrides, mdx: ${mermaid ? 'withMermaid' : 'mdx'}, wrappers: [${(site.docusaurus?.wrappers ?? []).map((_, index) => `wrapper${index}`).join(', ')}] };`,
      ].join('\n');
    },
    'virtual:mdd/styles': () => site.css.map((file) => `import ${JSON.stringify(file)};`).join('\n'),
    'virtual:mdd/mdx-components': () =>
      [
        "import { mdxComponents } from '@market-data-docs/theme';",
        "import components from 'virtual:mdd/components';",
        'export default { ...mdxComponents, ...components.mdx };',
      ].join('\n'),
    'virtual:mdd/docusaurus': () => `export default ${JSON.stringify(docusaurusModule(site))};`,
    'virtual:mdd/client-modules': () => {
      const modules = site.docusaurus?.clientModules ?? [];
      return [
        ...modules.map((file, index) => `import * as m${index} from ${JSON.stringify(file)};`),
        `export default [${modules.map((_, index) => `m${index}`).join(', ')}];`,
      ].join('\n');
    },
  };
  const sourceDirs = () => new Map(getCodePages().map((page) => [page.path, page.sourceDir]));
  return {
    name: 'mdd:site',
    async resolveId(source, importer, options) {
      if (source in ids) return `\0${source}`;
      if (source.startsWith('@theme/')) {
        const name = source.slice('@theme/'.length);
        if (!(mdxComponentNames as readonly string[]).includes(name))
          return `\0mdd-theme-missing:${encodeURIComponent(unknownThemeComponent(site, source, importer))}`;
        return `\0mdd-theme:${name}`;
      }
      const sourceDir = importer ? sourceDirs().get(importer) : undefined;
      if (sourceDir && source.startsWith('.')) {
        // As if imported by the MDX file itself: extensions and index files are found as for any module.
        const resolved = await this.resolve(source, path.join(sourceDir, 'page.mdx'), {
          ...options,
          skipSelf: true,
        });
        return resolved ?? path.resolve(sourceDir, source);
      }
      return undefined;
    },
    load(id) {
      if (id.startsWith('\0mdd-theme-missing:')) {
        const message = decodeURIComponent(id.slice('\0mdd-theme-missing:'.length));
        return `export default function Missing() {\n  throw new Error(${JSON.stringify(message)});\n}`;
      }
      if (id.startsWith('\0mdd-theme:')) {
        const name = id.slice('\0mdd-theme:'.length);
        return `import { mdxComponents } from '@market-data-docs/theme';\nexport default mdxComponents[${JSON.stringify(name)}];`;
      }
      const source = id.startsWith('\0') ? ids[id.slice(1)] : undefined;
      return source?.();
    },
  };
}

/**
 * What a `@theme/<Name>` import that names no component of the theme (nor, on a Docusaurus site, one
 * of its stand-ins or a component the site swizzled) says where it is rendered: the import's place
 * and the names there are. A module may import it and never render it, as it builds with Docusaurus.
 */
function unknownThemeComponent(site: Site, source: string, importer: string | undefined): string {
  const has = [
    ...mdxComponentNames,
    ...(site.docusaurus
      ? shimmedModules.filter((m) => m.startsWith('@theme/')).map((m) => m.slice('@theme/'.length))
      : []),
  ];
  const swizzle = site.docusaurus
    ? ` and the site has no src/theme/${source.slice('@theme/'.length)} of its own`
    : '';
  const { line, column } = importer ? importPlace(importer, source) : {};
  const place = importer
    ? ` (imported at ${path.relative(site.root, importer.split('?')[0] as string)}${line ? `:${line}:${column}` : ''})`
    : '';
  return `"${source}"${place} is not a component of this theme${swizzle}; it has ${[...new Set(has)].sort().join(', ')}`;
}

/** The site's own Vite plugins: its virtual modules, the partials its pages import, its Sass when its `sass` is older than Vite supports, and for a Docusaurus site its module resolution. */
export function sitePlugins(
  site: Site,
  getConfig: () => ClientConfig,
  getCodePages: () => CodePageModule[],
  partials?: PartialCompiler,
): Plugin[] {
  const sass = legacySassPlugin(site.root);
  return [
    ...(sass ? [sass] : []),
    ...(site.docusaurus ? [docusaurusPlugin(site)] : []),
    partialsPlugin(site, partials),
    siteVirtualModules(site, getConfig, getCodePages),
  ];
}

/** The app shell's entry for the browser. */
export const clientEntry = path.join(clientDir, 'entry-client.js');

/** `react`, `react-dom` and their entries resolved from the engine's folder, as exact aliases. */
function engineReactAliases(): Array<{ find: RegExp; replacement: string }> {
  return ['react/jsx-dev-runtime', 'react/jsx-runtime', 'react-dom/client', 'react-dom', 'react'].flatMap(
    (name) => {
      try {
        return [
          { find: new RegExp(`^${name.replace('/', '\\/')}$`), replacement: engineRequire.resolve(name) },
        ];
      } catch {
        return [];
      }
    },
  );
}

/** Vite configuration of the app shell, for the client build, the server build and the dev server. */
export function viteConfig(options: {
  root: string;
  basePath: string;
  plugins: Plugin[];
  /** Resolve imports as a Docusaurus site's bundler does (`.md`/`.mdx` extensions too). */
  docusaurus?: boolean;
  ssr?: boolean;
  outDir?: string;
  /** The dev server; otherwise a production build whatever NODE_ENV says. */
  dev?: boolean;
  /**
   * The site's static folder (copied to the output by the engine, not by Vite): a stylesheet's
   * root-relative `url(/fonts/x.woff2)` to a file in it gets the base path, without Vite's note that
   * it "didn't resolve at build time".
   */
  staticDir?: string;
  /** The site's stylesheets, named in the warning about a `url()` that names no file. */
  stylesheets?: string[];
  /** PostCSS plugins, as the files they are the exports of (a Docusaurus site's `configurePostCss`). */
  postcssPlugins?: string[];
  /** Mermaid is bundled: its chunks (its core is about 650 kB) load only on pages with a diagram. */
  mermaid?: boolean;
}): InlineConfig {
  const mode = options.dev ? 'development' : 'production';
  return {
    configFile: false,
    envDir: false,
    mode,
    define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
    root: options.root,
    base: options.basePath,
    logLevel: 'warn',
    customLogger: shellLogger({
      build: !options.dev,
      docusaurus: Boolean(options.docusaurus),
      root: options.root,
      stylesheets: options.stylesheets ?? [],
    }),
    plugins: [react(), ...options.plugins],
    ...(options.postcssPlugins?.length
      ? {
          css: {
            postcss: {
              plugins: options.postcssPlugins.map((file) => createRequire(file)(file)),
            },
          },
        }
      : {}),
    publicDir: options.staticDir ?? false,
    resolve: {
      dedupe: ['react', 'react-dom'],
      ...(options.docusaurus
        ? {
            extensions: ['.mjs', '.js', '.mts', '.ts', '.jsx', '.tsx', '.json', '.mdx', '.md'],
            alias: [
              // In stylesheets too (`url(@site/static/img/x.png)`).
              { find: /^@site\//, replacement: `${options.root}/` },
              // The engine's React whatever the site has installed, for the dev server's dependency
              // scan too (the build resolves it in the Docusaurus plugin).
              ...engineReactAliases(),
            ],
          }
        : {}),
    },
    build: {
      outDir: options.outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      manifest: !options.ssr,
      ssr: options.ssr ? path.join(clientDir, 'entry-server.js') : undefined,
      // Rolldown reports slow plugins as warnings; on a busy machine (or with a Docusaurus site's own
      // plugins) every build would print one. Timings are for the bench.
      rollupOptions: {
        // Mermaid draws in the browser only: the server bundle (all of a Docusaurus site's packages
        // are bundled into it) leaves it out.
        ...(options.ssr ? { external: ['mermaid'] } : { input: clientEntry }),
        checks: { bundlerTimings: false },
      },
      target: 'es2022',
      modulePreload: { polyfill: false },
      reportCompressedSize: false,
      // A migrated site's pages bring their own libraries: its chunk sizes are its own business.
      chunkSizeWarningLimit: options.ssr || options.docusaurus ? 4096 : options.mermaid ? 1024 : 500,
    },
    // A migrated site's packages are bundled too, so that they use the engine's React, not the site's.
    ssr: { noExternal: options.ssr ? (options.docusaurus ? true : [/^@market-data-docs\//]) : undefined },
  };
}

/** What the browser knows of a Docusaurus site: its config's JSON values, its locales and the built locale's code translations. */
function docusaurusModule(site: Site) {
  const docusaurus = site.docusaurus;
  if (!docusaurus) return { enabled: false, siteConfig: {} };
  const { locales, ...i18n } = docusaurus.i18n;
  return {
    enabled: true,
    siteConfig: docusaurus.siteConfig,
    i18n: { ...i18n, locales: locales.map((l) => l.locale) },
    codeTranslations: docusaurus.codeTranslations,
  };
}
