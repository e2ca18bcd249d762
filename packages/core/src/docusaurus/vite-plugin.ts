import fs from 'node:fs';
import path from 'node:path';
import type { CompilerOptions } from '@market-data-docs/mdx-pipeline';
import type { Plugin } from 'vite';
import type { Site } from '../config/site.js';
import { clientDir, coreDir } from '../server/core-dir.js';
import { hasShim, shimSource } from './shim-modules.js';

/** What compiling the Markdown and MDX files that pages import needs of the content build. */
export interface PartialCompiler {
  options: Omit<CompilerOptions, 'site'> & { site: Omit<CompilerOptions['site'], 'routeByFile'> };
  routeByFile: Array<[string, string]>;
}

const shimPrefix = '\0mdd-docusaurus:';
const shimsFile = path.join(clientDir, 'docusaurus.js');
const loaderPrefix = /^!*(raw-loader|yaml-loader|json-loader|file-loader|url-loader)!/;
const markdownFile = /\.mdx?$/;

/** Files under `node_modules` are packages; the rest is the site's own code. */
const isPackage = (id: string) =>
  id.includes(`${path.sep}node_modules${path.sep}`) &&
  !id.includes(`${path.sep}.cache${path.sep}mdd${path.sep}`);

/**
 * Builds a Docusaurus site's own code with the app shell, resolving imports the way Docusaurus's
 * webpack config does: `@site/` is the site's folder; `@docusaurus/*`, `@theme/*`,
 * `@theme-original/*` and `@generated/docusaurus.config` are this engine's stand-ins (`@theme/X`
 * the site's `src/theme/X` when it swizzled it); `!!raw-loader!file` is the file's text and
 * `!!yaml-loader!file` its data; `.md`/`.mdx` imports (partials) are compiled by the pipeline into
 * components rendered with the page's components; `.js` files may hold JSX; React is always this
 * engine's copy.
 */
export function docusaurusPlugin(site: Site, partials?: PartialCompiler): Plugin {
  const themeDir = site.docusaurus?.themeDir;
  const reactImporter = path.join(coreDir, 'package.json');
  let compiler: CompilerOptions | undefined;
  const compilerOptions = (): CompilerOptions | undefined => {
    if (!partials) return undefined;
    compiler ??= {
      ...partials.options,
      site: { ...partials.options.site, routeByFile: new Map(partials.routeByFile) },
    };
    return compiler;
  };
  return {
    name: 'mdd:docusaurus',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      // React and the engine's packages are the engine's own, whatever the site has installed.
      if (/^(react(-dom)?|@market-data-docs\/[\w-]+)(\/|$)/.test(source) && importer !== reactImporter)
        return this.resolve(source, reactImporter, { ...options, skipSelf: true });
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
      if (source.includes('\\_'))
        return this.resolve(source.replace(/\\_/g, '_'), importer, { ...options, skipSelf: true });
      if (source.startsWith('@site/'))
        return this.resolve(path.join(site.root, source.slice('@site/'.length)), importer, {
          ...options,
          skipSelf: true,
        });
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
      if (hasShim(source) || source === '@theme/MDXComponents') return shimPrefix + source;
      return null;
    },
    load(id) {
      if (id.startsWith(shimPrefix)) return shimSource(id.slice(shimPrefix.length), shimsFile);
      const [file, query] = id.split('?');
      if (query === 'mdd-raw' && file)
        return `export default ${JSON.stringify(fs.readFileSync(file, 'utf8'))};`;
      if (query === 'mdd-json' && file) return `export default ${fs.readFileSync(file, 'utf8')};`;
      if (query === 'mdd-yaml' && file)
        return import('yaml').then(
          ({ parse }) => `export default ${JSON.stringify(parse(fs.readFileSync(file, 'utf8')))};`,
        );
      if (file && markdownFile.test(file) && !query) return compilePartial(file, site, compilerOptions());
      return null;
    },
    async transform(code, id) {
      if (!/\.js$/.test(id) || isPackage(id) || !/<[A-Za-z>]/.test(code)) return null;
      const { transformWithOxc } = await import('vite');
      const result = await transformWithOxc(code, id, { lang: 'jsx', jsx: { runtime: 'automatic' } });
      return { code: result.code, map: result.map };
    },
  };
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

/**
 * A Markdown or MDX file imported by a page, compiled by the pipeline (its admonitions, code
 * blocks, links and images as on a page) into a component that takes props and renders with the
 * page's components: the theme's and the site's, even when the page passes none.
 */
async function compilePartial(file: string, site: Site, options: CompilerOptions | undefined) {
  const { compilePage } = await import('@market-data-docs/mdx-pipeline');
  const source = fs.readFileSync(file, 'utf8');
  const rel = path.relative(site.contentDir, file).split(path.sep).join('/');
  const compiled = await compilePage(
    { file: rel, source, route: '/', section: '', asModule: true },
    options ?? {
      site: {
        contentDir: site.contentDir,
        staticDir: site.staticDir,
        basePath: site.config.basePath,
        routeByFile: new Map(),
        components: site.mdxComponents?.names ?? [],
      },
      sectionLabels: {},
      language: 'en',
      tocLevels: [2, 3],
      languages: site.config.codeLanguages,
      remarkPlugins: site.remarkPlugins,
      rehypePlugins: site.rehypePlugins,
    },
  );
  const module = (compiled.module ?? '').replace(
    /export default function MDXContent\(/,
    'function MDXContent(',
  );
  const toc = compiled.toc.map((entry) => ({ value: entry.text, id: entry.id, level: entry.depth }));
  return {
    code: [
      module,
      "import { jsx as __mddJsx } from 'react/jsx-runtime';",
      "import __mddComponents from 'virtual:mdd/mdx-components';",
      `export const frontMatter = ${JSON.stringify(compiled.frontMatter)};`,
      `export const toc = ${JSON.stringify(toc)};`,
      `export const contentTitle = ${JSON.stringify(compiled.title)};`,
      'export default function MDXPartial(props = {}) {',
      '  return __mddJsx(MDXContent, { ...props, components: { ...__mddComponents, ...props.components } });',
      '}',
      '',
    ].join('\n'),
    moduleType: 'js' as const,
    images: compiled.images,
  };
}
