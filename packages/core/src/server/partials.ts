import fs from 'node:fs';
import path from 'node:path';
import type { ContentBuild } from '@market-data-docs/mdx-pipeline';
import type { Plugin } from 'vite';
import type { Site } from '../config/site.js';
import { siteCompilerOptions } from '../docusaurus/compiler-options.js';

/** What compiling the Markdown and MDX files that pages import needs of the content build: the route of every page's file. */
export interface PartialCompiler {
  routeByFile: Array<[string, string]>;
  /**
   * Partials already compiled by {@link compilePartial}, by absolute file: on the thread that
   * compiled the pages, the site's remark plugins are loaded already (a plugin that starts the
   * TypeScript compiler takes seconds to start on the bundler's thread).
   */
  compiled?: Record<string, PartialModule>;
}

/** A compiled partial: its module's code, the images it uses and whether it has a ```mermaid diagram. */
export interface PartialModule {
  code: string;
  images: Array<{ source: string; output: string }>;
  usesMermaid?: true;
}

const markdownFile = /\.mdx?$/;

/** What compiling the Markdown and MDX files that pages import needs of a content build: the route of each page's file. */
export function partialCompiler(content: ContentBuild): PartialCompiler {
  return {
    routeByFile: content.manifest.routes.flatMap((r) =>
      r.file ? [[r.file, r.route] as [string, string]] : [],
    ),
  };
}

/**
 * Markdown and MDX files that pages import (partials, `import Intro from './_intro.mdx'`), compiled
 * by the pipeline into components, for every site.
 */
export function partialsPlugin(site: Site, partials?: PartialCompiler): Plugin {
  return {
    name: 'mdd:partials',
    enforce: 'pre',
    async load(id) {
      const [file, query] = id.split('?');
      if (!file || query !== undefined || !markdownFile.test(file)) return null;
      const { code, images } = partials?.compiled?.[file] ?? (await compilePartial(file, site, partials));
      for (const image of images)
        this.emitFile({ type: 'asset', fileName: image.output, source: fs.readFileSync(image.source) });
      return { code, moduleType: 'js' };
    },
  };
}

/**
 * A Markdown or MDX file imported by a page, compiled by the pipeline (its admonitions, code
 * blocks, links and images as on a page) into a component that takes props and renders with the
 * page's components: the theme's and the site's, even when the page passes none. It exports
 * `frontMatter`, `contentTitle` and `toc` as Docusaurus's do.
 */
export async function compilePartial(
  file: string,
  site: Site,
  partials: PartialCompiler | undefined,
): Promise<PartialModule> {
  const { compilePage } = await import('@market-data-docs/mdx-pipeline');
  const source = fs.readFileSync(file, 'utf8');
  const rel = path.relative(site.contentDir, file).split(path.sep).join('/');
  const section =
    site.sections.find(
      (s) => !path.relative(path.resolve(site.contentDir, s.dir ?? s.id), file).startsWith('..'),
    )?.id ?? '';
  // A Markdown page of `src/pages` is the pages plugin's: the docs' remark plugins do not run on it.
  const page = site.pages.some((p) => p.file === file);
  const compiled = await compilePage(
    { file: rel, source, route: '/', section, asModule: true },
    siteCompilerOptions(site, partials?.routeByFile, !page),
  );
  const module = (compiled.module ?? '').replace(
    /export default function MDXContent\(/,
    'function MDXContent(',
  );
  return {
    code: [
      module,
      "import { jsx as __mddJsx } from 'react/jsx-runtime';",
      "import __mddComponents from 'virtual:mdd/mdx-components';",
      'export default function MDXPartial(props = {}) {',
      '  const content = __mddJsx(MDXContent, { ...props, components: { ...__mddComponents, ...props.components } });',
      // A Markdown page: the content in the theme's prose styles, titled by its front matter or first heading.
      page
        ? "  return __mddJsx('div', { className: 'mdd-content mdd-page-content', children: content });"
        : '  return content;',
      '}',
      ...(page
        ? [
            'export const title = frontMatter.title ?? contentTitle;',
            'export const description = frontMatter.description;',
          ]
        : []),
      '',
    ].join('\n'),
    images: compiled.images,
    ...(compiled.usesMermaid ? { usesMermaid: true as const } : {}),
  };
}
