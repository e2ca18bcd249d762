import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { Site } from '../config/site.js';
import { clientDir, engineRequire } from '../server/core-dir.js';
import { blogListProp, blogListPropPath } from './blog-list-prop.js';
import { usesDocsData } from './docs-data-users.js';
import { requireContexts } from './require-context.js';
import { serverRelativeCandidates } from './server-relative.js';
import { hasShim, shimSource } from './shim-modules.js';
import { themeMermaidModule } from './theme-mermaid.js';

const shimPrefix = '\0mdd-docusaurus:';
const blogListPrefix = '\0mdd-docusaurus-blog-list:';
const shimsFile = path.join(clientDir, 'docusaurus.js');
const loaderPrefix = /^!*(raw-loader|yaml-loader|json-loader|file-loader|url-loader)!/;

/**
 * A Docusaurus plugin or theme package: their client modules may keep JSX in `.js` files, which
 * Docusaurus's own bundler compiles (`@docusaurus/plugin-pwa`, `docusaurus-plugin-*`, `docusaurus-theme-*`).
 */
const docusaurusPackage = /[\\/]node_modules[\\/](?:@[^\\/]+[\\/])?[^\\/]*docusaurus[^\\/]*[\\/]/;
/** Files under `node_modules` are packages; the rest is the site's own code. */
const isPackage = (id: string) =>
  id.includes(`${path.sep}node_modules${path.sep}`) &&
  !id.includes(`${path.sep}.cache${path.sep}mdd${path.sep}`);

/**
 * Builds a Docusaurus site's own code with the app shell, resolving imports the way Docusaurus's
 * webpack config does: `@site/` is the site's folder; `@docusaurus/*`, `@theme/*`,
 * `@theme-original/*` and `@generated/docusaurus.config` are this engine's stand-ins (`@theme/X`
 * the site's `src/theme/X` when it swizzled it); a blog's `.docusaurus/.../blog-post-list-prop-<id>.json`
 * is made from its posts; `!!raw-loader!file` is the file's text and
 * `!!yaml-loader!file` its data; a server-relative import (`/data/x.json`) is a file of the static
 * folder or the site's; `require()` of a template literal is webpack's context module
 * (`require-context.ts`); `.js` files may hold JSX; React is always this engine's copy.
 * (`.md`/`.mdx` imports are `partialsPlugin`'s, as on every site: `server/partials.ts`.)
 */
export function docusaurusPlugin(site: Site): Plugin {
  const themeDir = site.docusaurus?.themeDir;
  return {
    name: 'mdd:docusaurus',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      // React and the engine's packages are the engine's own, whatever the site has installed: one
      // copy of each in both bundles (the site's own React may be another version).
      if (/^(react(-dom)?|@market-data-docs\/[\w-]+)(\/|$)/.test(source)) {
        const file = engineModule(source);
        if (file) return file;
      }
      const loader = loaderPrefix.exec(source);
      if (loader) {
        const resolved = await this.resolve(source.slice(loader[0].length).replace(/\\_/g, '_'), importer, {
          ...options,
          skipSelf: false,
        });
        if (!resolved) return null;
        const kind = loader[1] === 'yaml-loader' ? 'yaml' : loader[1] === 'json-loader' ? 'json' : 'raw';
        return `${resolved.id.split('?')[0]}?mdd-${kind}`;
      }
      // `'./\_partial.md'` (an escaped `_` in the string) and `@site/` are plain paths.
      const plain = source.startsWith('@site/')
        ? path.join(site.root, source.slice('@site/'.length))
        : source;
      const target = plain.replace(/\\_/g, '_');
      if (/\.svg$/.test(target) && importer && /\.(m?[jt]sx?|mdx?)$/.test(importer.split('?')[0] as string)) {
        // An SVG imported by code is a React component, as Docusaurus's SVGR makes it.
        const resolved = await this.resolve(target, importer, { ...options, skipSelf: true });
        return resolved ? `${resolved.id}?mdd-svgr` : null;
      }
      if (target !== source) return this.resolve(target, importer, { ...options, skipSelf: true });
      if (importer && !isPackage(importer))
        for (const candidate of serverRelativeCandidates(site, source)) {
          const resolved = await this.resolve(candidate, importer, { ...options, skipSelf: true });
          if (resolved) return resolved;
        }
      if (
        source.startsWith('@theme/') &&
        themeDir &&
        !(importer && isInside(importer, themeDir) && sameComponent(importer, themeDir, source))
      ) {
        const swizzled = await this.resolve(path.join(themeDir, source.slice('@theme/'.length)), importer, {
          ...options,
          skipSelf: true,
        });
        if (swizzled) return swizzled;
      }
      const blogList = blogListPropPath.exec(source);
      if (blogList && site.docusaurus?.blogs.some((blog) => blog.id === blogList[1]))
        return blogListPrefix + blogList[1];
      if (
        source === 'virtual:mdd/docs-version' ||
        source === 'virtual:mdd/docs-data' ||
        source === 'virtual:mdd/theme-mermaid'
      )
        return `\0${source}`;
      if (hasShim(source) || source === '@theme/MDXComponents') return shimPrefix + source;
      return null;
    },
    async load(id, options) {
      if (id.startsWith(shimPrefix)) return shimSource(id.slice(shimPrefix.length), shimsFile);
      if (id === '\0virtual:mdd/docs-version')
        return docsVersionModule(site, shimsFile, options?.ssr === true);
      if (id === '\0virtual:mdd/docs-data')
        return { code: JSON.stringify(docsData(site)), moduleType: 'json' };
      if (id === '\0virtual:mdd/theme-mermaid') return themeMermaidModule(site);
      if (id.startsWith(blogListPrefix)) {
        const blog = site.docusaurus?.blogs.find((b) => b.id === id.slice(blogListPrefix.length));
        const data = blog && blogListProp(blog, site.config.basePath);
        return { code: JSON.stringify(data), moduleType: 'json' };
      }
      const [file, query] = id.split('?');
      if (query === 'mdd-raw' && file)
        return `export default ${JSON.stringify(fs.readFileSync(file, 'utf8'))};`;
      if (query === 'mdd-json' && file) return `export default ${fs.readFileSync(file, 'utf8')};`;
      if (query === 'mdd-svgr' && file) return svgComponent(file, site.root);
      if (query === 'mdd-yaml' && file)
        return import('yaml').then(
          ({ parse }) => `export default ${JSON.stringify(parse(fs.readFileSync(file, 'utf8')))};`,
        );
      return null;
    },
    async transform(code, id) {
      const file = id.split('?')[0] as string;
      const contexts =
        !isPackage(file) && /\.[mc]?[jt]sx?$/.test(file) ? requireContexts(code, file, site.root) : undefined;
      const source = contexts ?? code;
      if (!/\.js$/.test(id) || (isPackage(id) && !docusaurusPackage.test(id)) || !/<[A-Za-z>]/.test(source))
        return contexts === undefined ? null : { code: source, map: null };
      const { transformWithOxc } = await import('vite');
      const result = await transformWithOxc(source, id, { lang: 'jsx', jsx: { runtime: 'automatic' } });
      return { code: result.code, map: contexts === undefined ? result.map : null };
    },
  };
}

/**
 * The file of one of the engine's own modules (React, the theme...), by its real path: resolved
 * from the engine's folder.
 */
function engineModule(source: string): string | undefined {
  try {
    const file = engineRequire.resolve(source);
    return fs.realpathSync(file);
  } catch {
    return undefined;
  }
}

/**
 * An SVG file as a React component (`import Logo from './logo.svg'`), made with the SVGR the site
 * has installed (Docusaurus's `@docusaurus/plugin-svgr` brings it), keeping `viewBox` and taking a
 * `title` prop, as Docusaurus configures it.
 */
async function svgComponent(file: string, siteDir: string): Promise<string> {
  const siteRequire = createRequire(path.join(siteDir, 'package.json'));
  let svgr: { transform(code: string, config: object, state: object): Promise<string> };
  let jsx: unknown;
  try {
    svgr = siteRequire('@svgr/core');
    jsx = siteRequire('@svgr/plugin-jsx');
  } catch {
    throw new Error(
      `${path.relative(siteDir, file)} is imported as a component, which needs SVGR: install the site's dependencies (npm install in ${siteDir})`,
    );
  }
  const code = await svgr.transform(
    fs.readFileSync(file, 'utf8'),
    {
      plugins: [(jsx as { default?: unknown }).default ?? jsx],
      jsxRuntime: 'automatic',
      titleProp: true,
      exportType: 'default',
    },
    { componentName: 'SvgComponent', filePath: file },
  );
  const { transformWithOxc } = await import('vite');
  return (await transformWithOxc(code, `${file}.jsx`, { lang: 'jsx', jsx: { runtime: 'automatic' } })).code;
}

/** The docs of each version (`site.sections` order) by id: title, description... */
function docsData(site: Site) {
  return site.sections.map((section) =>
    Object.fromEntries(
      Object.entries(site.docusaurus?.docs[section.id] ?? {}).map(([id, { route: _route, ...doc }]) => [
        id,
        doc,
      ]),
    ),
  );
}

/** The swizzled components that show on docs pages alone, by slot, with the pages they show on. */
const docsPageSlots: Record<string, 'docs' | 'category' | 'cards'> = {
  DocLayout: 'docs',
  DocContent: 'docs',
  DocFooter: 'docs',
  CategoryIndexPage: 'category',
  DocCard: 'cards',
};

/**
 * Which views need the docs data before they show, in the browser: the pages with their own code,
 * the site's pages (`src/pages`) whose code reads it, and, when a swizzled component reads it,
 * the pages it shows on (a `DocItem/Layout` or `DocItem/Content`: docs pages; `DocCategoryGeneratedIndexPage`: their
 * generated indexes; `DocCard`: the docs pages with cards; any other: every page).
 */
function docsDataViews(site: Site) {
  const reads = { everywhere: false, docs: false, category: false, cards: false };
  for (const [slot, file] of Object.entries(site.docusaurus?.swizzled ?? {}))
    if (usesDocsData(file, site)) reads[docsPageSlots[slot] ?? 'everywhere'] = true;
  const wrapping = [
    ...(site.docusaurus?.wrappers ?? []),
    ...(site.mdxComponents ? [site.mdxComponents.file] : []),
  ];
  if (wrapping.some((file) => usesDocsData(file, site))) reads.everywhere = true;
  return {
    ...reads,
    customPages: site.pages.filter((page) => usesDocsData(page.file, site)).map((page) => page.route),
  };
}

/**
 * `useDocsVersion()` (`@docusaurus/plugin-content-docs/client`): the version of the page shown,
 * with its docs by id (title, description), as a site's components read them, and the hooks that
 * need those docs (`useDocById`; `useDoc`, `useDocsSidebar`: sidebar links with their doc
 * ids), and the adapter of a swizzled `DocCard`. The docs (`virtual:mdd/docs-data`) are a chunk
 * of their own in the browser, loaded before the views that need them show (`docsDataViews`);
 * the server imports them.
 */
function docsVersionModule(site: Site, shims: string, ssr: boolean): string {
  const versions = site.sections.map((section) => {
    const docs = site.docusaurus?.docs[section.id] ?? {};
    return {
      route: `/${(section.routeBasePath ?? section.id).replace(/^\/+|\/+$/g, '')}`,
      docIds: Object.fromEntries(
        Object.values(docs).flatMap((doc) => (doc.route ? [[doc.route, doc.id]] : [])),
      ),
      pluginId: section.version?.docs ?? 'default',
      version: section.version?.name ?? 'current',
      label: section.version?.label ?? 'Next',
      banner: section.version?.banner ?? null,
      badge: section.version?.badge ?? false,
      noIndex: section.version?.noIndex ?? false,
      className: section.version?.className ?? '',
      isLast: section.version?.latest ?? true,
      docsSidebars: Object.fromEntries(Object.keys(section.sidebars ?? {}).map((id) => [id, { items: [] }])),
    };
  });
  const docsSections = Object.keys(site.docusaurus?.docs ?? {});
  const data = ssr
    ? `import docsData from 'virtual:mdd/docs-data';
const loaded = () => docsData;
`
    : `import { use } from 'react';
import { addViewPreparer } from ${JSON.stringify(shims)};
let docsData;
let loading;
const load = () => (loading ??= import('virtual:mdd/docs-data').then((module) => { docsData = module.default; }));
const loaded = () => docsData ?? (use(load()), docsData);
const views = ${JSON.stringify(docsDataViews(site))};
const docsSections = ${JSON.stringify(docsSections)};
addViewPreparer((route, view) => {
  if (view.kind === 'custom') return views.customPages.includes(route) ? load() : undefined;
  if (view.kind !== 'page') return views.everywhere ? load() : undefined;
  const { page } = view;
  if (page.module || views.everywhere) return load();
  if (!docsSections.includes(page.section)) return undefined;
  if (page.kind === 'doc' ? views.docs : page.kind === 'category' && views.category) return load();
  return views.cards && (page.kind === 'category' || page.cards?.length) ? load() : undefined;
});
`;
  return `import { useNavigation } from '@market-data-docs/theme';
import { docCardFromItem, useCurrentSidebarCategoryOf, useDocOf, useDocsSidebarOf, useSidebarBreadcrumbsOf } from ${JSON.stringify(shims)};
${data}const versions = ${JSON.stringify(versions)};
const inside = (route, base) => base === '/' || route === base || route.startsWith(base + '/');
function versionOf(route) {
  return versions.filter((v) => inside(route, v.route)).sort((a, b) => b.route.length - a.route.length)[0] ?? versions[0];
}
const docIdOf = (route) => versionOf(route)?.docIds[route];
function describe(version, docs) {
  const { route: _route, docIds: _ids, ...rest } = version;
  return { ...rest, docs: docs[versions.indexOf(version)] ?? {} };
}
export function useDocsVersion() {
  const version = versionOf(useNavigation().route);
  return describe(version, loaded());
}
export function useActiveVersion() {
  return useDocsVersion();
}
export function useVersions() {
  const docs = loaded();
  return versions.map((version) => describe(version, docs));
}
export function useDocById(id) {
  const { docs } = useDocsVersion();
  if (!id) return undefined;
  const doc = docs[id];
  if (!doc) throw new Error('useDocById(): the docs version shown has no doc "' + id + '"');
  return doc;
}
export function useDoc() {
  return useDocOf(docIdOf);
}
export function useDocsSidebar() {
  return useDocsSidebarOf(docIdOf);
}
export function useCurrentSidebarCategory() {
  return useCurrentSidebarCategoryOf(docIdOf);
}
export function useSidebarBreadcrumbs() {
  return useSidebarBreadcrumbsOf(docIdOf);
}
export const docCard = (SiteDocCard) => docCardFromItem(SiteDocCard, docIdOf, ${JSON.stringify(docsSections)});
`;
}

function isInside(file: string, dir: string): boolean {
  return !path.relative(dir, file).startsWith('..');
}

/** `src/theme/Footer/index.tsx` importing `@theme/Footer` means the original, not itself. */
function sameComponent(importer: string, themeDir: string, source: string): boolean {
  const name = path
    .relative(themeDir, importer)
    .split(path.sep)
    .join('/')
    .replace(/(\/index)?\.[jt]sx?$/, '');
  return name === source.slice('@theme/'.length);
}
