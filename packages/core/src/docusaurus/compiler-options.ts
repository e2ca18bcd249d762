import type { CompilerOptions } from '@market-data-docs/mdx-pipeline';
import type { Site } from '../config/site.js';

/**
 * The pipeline's compiler options for files of a site compiled outside its content build (partials
 * imported by pages, blog posts): the site's folders, base path, components, sections and plugins,
 * and the routes of the content's files for their links.
 */
export function siteCompilerOptions(
  site: Site,
  routeByFile: Iterable<[string, string]> = [],
  plugins = true,
): CompilerOptions {
  return {
    site: {
      contentDir: site.contentDir,
      staticDir: site.staticDir,
      siteDir: site.root,
      basePath: site.config.basePath,
      routeByFile: new Map(routeByFile),
      components: site.mdxComponents?.names ?? [],
      ...(site.mdxComponents?.text ? { componentText: site.mdxComponents.text } : {}),
      sections: Object.fromEntries(
        site.sections.map((s) => [s.id, { dir: s.dir ?? s.id, unknownFrontMatter: s.unknownFrontMatter }]),
      ),
      markdownFormat: site.docusaurus?.markdownFormat ?? 'mdx',
      trailingSlash: site.docusaurus?.trailingSlash === true,
      checkImports: !site.docusaurus,
      mermaid: site.config.mermaid !== false,
    },
    sectionLabels: Object.fromEntries(site.sections.map((s) => [s.id, s.label])),
    language: 'en',
    tocLevels: [site.config.toc.minHeadingLevel, site.config.toc.maxHeadingLevel],
    languages: site.config.codeLanguages,
    remarkPlugins: plugins ? site.remarkPlugins : [],
    rehypePlugins: plugins ? site.rehypePlugins : [],
    preprocessor: site.docusaurus?.preprocessor,
  };
}
