import fs from 'node:fs';
import path from 'node:path';
import type { ContentBuild } from '@market-data-docs/mdx-pipeline';
import type { CodePageModule } from './vite-config.js';

/**
 * Writes the compiled modules of pages that carry their own JavaScript into `dir`, for the bundler
 * to pick up: the content's, and `more` (pages built outside it, a Docusaurus site's blog posts).
 */
export function writeCodePages(
  content: ContentBuild,
  dir: string,
  contentDir: string,
  more: ContentBuild['modules'] = [],
): CodePageModule[] {
  fs.rmSync(dir, { recursive: true, force: true });
  const modules = [...content.modules, ...more];
  if (!modules.length) return [];
  fs.mkdirSync(dir, { recursive: true });
  return modules.map((module) => {
    const file = path.join(dir, `${module.route.slice(1).replace(/[^\w-]+/g, '__') || 'index'}.jsx`);
    fs.writeFileSync(file, module.source);
    const sourceFile = path.join(contentDir, module.file);
    return { route: module.route, path: file, sourceDir: path.dirname(sourceFile), sourceFile };
  });
}
