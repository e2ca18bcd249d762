import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ContentModule } from '@market-data-docs/mdx-pipeline';
import type { CodePageModule } from './vite-config.js';

/**
 * Writes the modules of pages that carry their own JavaScript into `dir` (emptied first), for the
 * bundler to pick up: the content's, and those of pages built outside it (a Docusaurus site's blog
 * posts). For a dev server, whose bundler watches the files.
 */
export function writeCodePages(modules: ContentModule[], dir: string, contentDir: string): CodePageModule[] {
  fs.rmSync(dir, { recursive: true, force: true });
  if (!modules.length) return [];
  writeModules(modules, dir);
  return codePagesIn(modules, dir, contentDir);
}

/**
 * Writes the modules into a folder of `baseDir` named by their hash, unless that folder is there
 * already, and removes its other folders but those of `keep`: a bundle started from these modules
 * reads files that no later build of the same modules rewrites, and that a build of other modules
 * leaves alone.
 */
export function writeCodePagesOnce(
  modules: ContentModule[],
  baseDir: string,
  contentDir: string,
  keep: CodePageModule[] = [],
): CodePageModule[] {
  const hash = createHash('sha256');
  for (const module of modules) hash.update(module.route).update('\0').update(module.source).update('\0');
  const dir = path.join(baseDir, hash.digest('hex').slice(0, 16));
  const kept = new Set([dir, ...keep.map((page) => path.dirname(page.path))]);
  if (fs.existsSync(baseDir))
    for (const name of fs.readdirSync(baseDir))
      if (!kept.has(path.join(baseDir, name)))
        fs.rmSync(path.join(baseDir, name), { recursive: true, force: true });
  if (!modules.length) return [];
  if (!fs.existsSync(dir)) {
    const partial = `${dir}.partial-${process.pid}`;
    writeModules(modules, partial);
    fs.renameSync(partial, dir);
  }
  return codePagesIn(modules, dir, contentDir);
}

function writeModules(modules: ContentModule[], dir: string): void {
  fs.mkdirSync(dir, { recursive: true });
  for (const module of modules) fs.writeFileSync(path.join(dir, fileName(module)), module.source);
}

function codePagesIn(modules: ContentModule[], dir: string, contentDir: string): CodePageModule[] {
  return modules.map((module) => {
    const sourceFile = path.join(contentDir, module.file);
    return {
      route: module.route,
      path: path.join(dir, fileName(module)),
      sourceDir: path.dirname(sourceFile),
      sourceFile,
    };
  });
}

const fileName = (module: ContentModule) =>
  `${module.route.slice(1).replace(/[^\w-]+/g, '__') || 'index'}.jsx`;
