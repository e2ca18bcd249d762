import type { PipelineWarning, SearchRecord } from '@market-data-docs/mdx-pipeline';
import { ContentBuildError, ContentError } from '@market-data-docs/mdx-pipeline';
import type { Site } from '../config/site.js';
import { type BlogPage, buildBlog, guessPostModules } from '../docusaurus/blog.js';
import { siteCompilerOptions } from '../docusaurus/compiler-options.js';

/** The pages, search records, images, feeds and warnings of a Docusaurus site's blogs. */
export interface BlogsBuild {
  pages: BlogPage[];
  records: SearchRecord[];
  images: Array<{ source: string; output: string }>;
  feeds: Array<{ path: string; contents: string }>;
  warnings: PipelineWarning[];
  /** A post has a ```mermaid diagram: the app shell bundles Mermaid. */
  usesMermaid: boolean;
}

/**
 * The blogs of a Docusaurus site, their posts compiled by the pipeline with the site's options and
 * `routeByFile` (the content's routes, for links from posts to docs); posts that do not compile are
 * reported like pages, with a {@link ContentBuildError}.
 */
export async function buildBlogs(site: Site, routeByFile: Array<[string, string]>): Promise<BlogsBuild> {
  const { compilePage } = await import('@market-data-docs/mdx-pipeline');
  const built: BlogsBuild = {
    pages: [],
    records: [],
    images: [],
    feeds: [],
    warnings: [],
    usesMermaid: false,
  };
  for (const options of site.docusaurus?.blogs ?? []) {
    try {
      const blog = await buildBlog(options, siteCompilerOptions(site, routeByFile), compilePage);
      built.pages.push(...blog.pages);
      built.records.push(...blog.records);
      built.images.push(...blog.images);
      built.feeds.push(...blog.feeds);
      built.warnings.push(...blog.warnings);
      built.usesMermaid ||= blog.usesMermaid;
    } catch (error) {
      const errors = (error as { errors?: unknown[] }).errors;
      if (errors?.every((e) => e instanceof ContentError))
        throw new ContentBuildError(errors as ContentError[]);
      throw error;
    }
  }
  return built;
}

/**
 * The modules of a Docusaurus site's blog posts that look like code, compiled with the content's
 * routes as they stand before it is compiled: a guess for the app shell (see `guessPostModules`).
 */
export async function guessBlogModules(
  site: Site,
  routeByFile: Array<[string, string]>,
): Promise<NonNullable<BlogPage['module']>[]> {
  const { compilePage } = await import('@market-data-docs/mdx-pipeline');
  const modules: NonNullable<BlogPage['module']>[] = [];
  for (const options of site.docusaurus?.blogs ?? [])
    modules.push(...(await guessPostModules(options, siteCompilerOptions(site, routeByFile), compilePage)));
  return modules;
}
