import fs from 'node:fs';
import path from 'node:path';
import { ContentError, codeFrame } from '@market-data-docs/mdx-pipeline';
import { packageName } from '../config/module-errors.js';
import type { Site } from '../config/site.js';
import { serverRelativeCandidates } from './server-relative.js';
import { hasShim, shimmedModules } from './shim-modules.js';

/** A page compiled to its own module: where the module is and which MDX file it came from. */
export interface CheckedPage {
  /** The compiled module. */
  path: string;
  /** The MDX source, absolute. */
  sourceFile: string;
}

const importLine = /^\s*(?:import|export)\b[^'"]*?\bfrom\s*(['"])([^'"]+)\1|^\s*import\s*(['"])([^'"]+)\3/gm;
const extensions = ['', '.js', '.jsx', '.ts', '.tsx', '.mjs', '.cjs', '.json', '.mdx', '.md'];
const loaderPrefix = /^!*[\w-]+-loader!/;

/**
 * The Markdown and MDX files (partials) the pages that carry their own code import by path
 * (relative or `@site/`), absolute, each once: compiled before bundling on the thread that compiled
 * the pages, with the site's remark plugins already loaded there.
 */
export function partialImports(site: Site, pages: CheckedPage[]): string[] {
  const files = new Set<string>();
  for (const page of pages)
    for (const match of fs.readFileSync(page.path, 'utf8').matchAll(importLine)) {
      const specifier = (match[2] ?? match[4] ?? '').replace(/\\_/g, '_');
      if (!/\.mdx?$/.test(specifier) || loaderPrefix.test(specifier)) continue;
      const file = specifier.startsWith('@site/')
        ? path.join(site.root, specifier.slice('@site/'.length))
        : specifier.startsWith('.')
          ? path.resolve(path.dirname(page.sourceFile), specifier)
          : undefined;
      if (file && fs.existsSync(file)) files.add(file);
    }
  return [...files];
}

/**
 * Checks every import of the pages that carry their own code before they are bundled, so that all
 * the problems of a build are reported at once, each at its place in the MDX file
 * (`file:line:col` with a code frame): a file that does not exist, a package the site has not
 * installed (install the site's dependencies), a `@docusaurus/*` or `@theme/*` module this engine
 * has no stand-in for and the site did not swizzle.
 */
export function checkImports(site: Site, pages: CheckedPage[]): ContentError[] {
  const errors: ContentError[] = [];
  for (const page of pages) {
    const compiled = fs.readFileSync(page.path, 'utf8');
    const source = fs.existsSync(page.sourceFile) ? fs.readFileSync(page.sourceFile, 'utf8') : '';
    const seen = new Set<string>();
    for (const match of compiled.matchAll(importLine)) {
      const specifier = match[2] ?? match[4];
      if (!specifier || seen.has(specifier)) continue;
      seen.add(specifier);
      const problem = importProblem(site, specifier, page);
      if (!problem) continue;
      const at = place(source, specifier);
      errors.push(
        new ContentError(problem, {
          file: path.relative(site.contentDir, page.sourceFile).split(path.sep).join('/'),
          ...(at ? { line: at.line, column: at.column, frame: codeFrame(source, at.line, at.column) } : {}),
        }),
      );
    }
  }
  return errors;
}

function importProblem(site: Site, raw: string, page: CheckedPage): string | undefined {
  const specifier = raw.replace(loaderPrefix, '').replace(/\\_/g, '_').split('?')[0] as string;
  if (/^(react(-dom)?|@market-data-docs\/[\w-]+|virtual:)(\/|$)/.test(specifier)) return undefined;
  if (/^@theme(-original|-init)?\//.test(specifier)) {
    const name = specifier.replace(/^@theme(-original|-init)?\//, '');
    const themeDir = site.docusaurus?.themeDir;
    if (
      hasShim(specifier) ||
      (themeDir && !specifier.startsWith('@theme-') && exists(path.join(themeDir, name)))
    )
      return undefined;
    const has = shimmedModules.filter((m) => m.startsWith('@theme/')).join(', ');
    const provider = site.docusaurus?.themePaths?.find(({ dir }) => exists(path.join(dir, name)));
    if (provider)
      return `"${specifier}" is a component of the theme ${provider.theme}, whose components this engine does not use (it has its own theme); it has ${has}`;
    return `"${specifier}" is a part of Docusaurus's theme this engine does not have; it has ${has}`;
  }
  if (/^@(docusaurus|generated)\//.test(specifier)) {
    if (hasShim(specifier)) return undefined;
    return `"${specifier}" is a Docusaurus module this engine does not have; it has ${shimmedModules.filter((m) => !m.startsWith('@theme/')).join(', ')}`;
  }
  if (hasShim(specifier)) return undefined;
  if (specifier.startsWith('@site/'))
    return exists(path.join(site.root, specifier.slice('@site/'.length)))
      ? undefined
      : `no file for "${raw}"`;
  const roots = serverRelativeCandidates(site, specifier);
  if (roots.length)
    return roots.some(exists)
      ? undefined
      : `no file for "${raw}" (looked for ${roots.map((root) => path.relative(site.root, root)).join(' and ')} with the extensions ${extensions.filter(Boolean).join(' ')} and index files)`;
  if (specifier.startsWith('.') || path.isAbsolute(specifier)) {
    const target = path.resolve(path.dirname(page.sourceFile), specifier);
    return exists(target)
      ? undefined
      : `no file for "${raw}" (looked for ${path.relative(site.root, target)} with the extensions ${extensions.filter(Boolean).join(' ')} and index files)`;
  }
  const name = packageName(specifier);
  if ([path.dirname(page.path), path.dirname(page.sourceFile)].some((dir) => installedFrom(dir, name)))
    return undefined;
  return `"${name}" is not installed: install the site's dependencies (npm install in ${site.root})`;
}

function exists(base: string): boolean {
  for (const extension of extensions) {
    const file = base + extension;
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return true;
  }
  return extensions.slice(1).some((extension) => fs.existsSync(path.join(base, `index${extension}`)));
}

function installedFrom(dir: string, name: string): boolean {
  for (let at = dir; ; at = path.dirname(at)) {
    if (fs.existsSync(path.join(at, 'node_modules', name, 'package.json'))) return true;
    if (path.dirname(at) === at) return false;
  }
}

/** Line and column (1-based) of the first import of `specifier` in the MDX source. */
function place(source: string, specifier: string): { line: number; column: number } | undefined {
  const lines = source.split('\n');
  for (const [index, line] of lines.entries()) {
    if (!/^\s*(import|export)\b/.test(line) && !line.includes(' from ')) continue;
    const column = [specifier, specifier.replace(/_/g, '\\_')]
      .map((s) => line.indexOf(s))
      .find((c) => c >= 0);
    if (column !== undefined) return { line: index + 1, column: column + 1 };
  }
  return undefined;
}
