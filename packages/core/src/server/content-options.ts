import path from 'node:path';
import type { PipelineOptions } from '@market-data-docs/mdx-pipeline';
import type { Site } from '../config/site.js';
import { appRoutesOf } from '../router/views.js';

/** The pipeline options of a site: its content, sections, base path, edit links, TOC levels, languages and plugins. */
export function contentOptions(
  site: Site,
  tree: {
    contentDir?: string;
    staticDir?: string;
    extraSections?: Array<{ id: string; label: string }>;
  } = {},
): PipelineOptions {
  const { config } = site;
  return {
    contentDir: tree.contentDir ?? site.contentDir,
    staticDir: tree.staticDir ?? site.staticDir,
    siteDir: site.root,
    sections: [...site.sections, ...(tree.extraSections ?? [])],
    basePath: config.basePath,
    editUrl: config.editUrl,
    tocLevels: [config.toc.minHeadingLevel, config.toc.maxHeadingLevel],
    languages: config.codeLanguages,
    appRoutes: [
      ...appRoutesOf(
        site.pages.map((page) => page.route),
        site.docusaurus?.contentHome,
      ),
      ...(site.docusaurus?.blogRoutes ?? []),
    ],
    components: site.mdxComponents?.names ?? [],
    componentText: site.mdxComponents?.text,
    remarkPlugins: site.remarkPlugins,
    rehypePlugins: site.rehypePlugins,
    cacheDir: `${site.cacheDir}/content`,
    lastUpdated: site.lastUpdated,
    mermaid: site.config.mermaid !== false,
    ...(site.docusaurus
      ? {
          markdownFormat: site.docusaurus.markdownFormat,
          trailingSlash: site.docusaurus.trailingSlash === true,
          checkImports: false,
          preprocessor: site.docusaurus.preprocessor,
        }
      : {}),
  };
}

/**
 * The site with another content tree (`mdd build|dev --content DIR`): its folder and its `static/`
 * for everything that reads them (the pages, the partials they import, section landings, static
 * files); the site itself when `contentDir` is undefined.
 */
export function withContentTree(site: Site, contentDir: string | undefined): Site {
  if (!contentDir) return site;
  const dir = path.resolve(contentDir);
  return { ...site, contentDir: dir, staticDir: path.join(dir, 'static') };
}
