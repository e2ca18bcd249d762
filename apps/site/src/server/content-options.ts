import path from 'node:path';
import { contentDir, staticDir } from '@market-data-docs/content';
import type { PipelineOptions } from '@market-data-docs/mdx-pipeline';
import type { SiteConfig } from '../config/schema.js';
import { appRoutes } from '../router/views.js';
import { appDir } from './app-dir.js';

/** Where compiled pages are cached between builds (shared by the build and the dev server). */
export const contentCacheDir = path.join(appDir, 'node_modules/.cache/mdd-site/content');

/** The pipeline options of the site: its sections, base path, edit links, TOC levels and code languages. */
export function contentOptions(
  config: SiteConfig,
  tree: {
    contentDir?: string;
    staticDir?: string;
    extraSections?: Array<{ id: string; label: string }>;
  } = {},
): PipelineOptions {
  return {
    contentDir: tree.contentDir ?? contentDir,
    staticDir: tree.staticDir ?? staticDir,
    sections: [...config.sections, ...(tree.extraSections ?? [])],
    basePath: config.basePath,
    editUrl: config.editUrl,
    tocLevels: [config.toc.minHeadingLevel, config.toc.maxHeadingLevel],
    languages: config.codeLanguages,
    appRoutes: Object.keys(appRoutes),
    cacheDir: contentCacheDir,
  };
}
