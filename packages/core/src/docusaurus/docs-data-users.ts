import fs from 'node:fs';
import path from 'node:path';
import type { Site } from '../config/site.js';

/** The docs plugin's hooks that read the version's docs (titles, descriptions): the lazily loaded data. */
export const docsDataHooks = ['useDocById', 'useDocsVersion', 'useActiveVersion', 'useVersions'];

const docsModules = new Set([
  '@docusaurus/plugin-content-docs/client',
  '@docusaurus/theme-common/internal',
  '@docusaurus/theme-common',
]);
const importStatement =
  /\bimport\s+(?:type\s+)?([\s\S]*?)\s+from\s*(['"])([^'"]+)\2|\bexport\s+\{([^}]*)\}\s*from\s*(['"])([^'"]+)\5/g;
const extensions = ['.tsx', '.ts', '.jsx', '.js', '.mjs'];

function resolveLocal(specifier: string, importer: string, site: Site): string | undefined {
  const themeDir = site.docusaurus?.themeDir;
  const base = specifier.startsWith('@site/')
    ? path.join(site.root, specifier.slice('@site/'.length))
    : specifier.startsWith('@theme/') && themeDir
      ? path.join(themeDir, specifier.slice('@theme/'.length))
      : specifier.startsWith('.')
        ? path.resolve(path.dirname(importer), specifier)
        : undefined;
  if (!base) return undefined;
  for (const candidate of [
    base,
    ...extensions.map((ext) => base + ext),
    ...extensions.map((ext) => path.join(base, `index${ext}`)),
  ])
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  return undefined;
}

/**
 * Whether `file` or a file of the site's it imports (relative, `@site/`, a swizzled `@theme/`)
 * calls one of {@link docsDataHooks}: imports one by name from the docs modules, or imports their
 * namespace.
 */
export function usesDocsData(file: string, site: Site, seen = new Set<string>()): boolean {
  if (seen.has(file) || !/\.[mc]?[jt]sx?$/.test(file)) return false;
  seen.add(file);
  const source = fs.readFileSync(file, 'utf8');
  for (const match of source.matchAll(importStatement)) {
    const names = match[1] ?? match[4] ?? '';
    const specifier = (match[3] ?? match[6]) as string;
    if (docsModules.has(specifier)) {
      if (/\*/.test(names) || docsDataHooks.some((hook) => new RegExp(`\\b${hook}\\b`).test(names)))
        return true;
      continue;
    }
    const local = resolveLocal(specifier, file, site);
    if (local && usesDocsData(local, site, seen)) return true;
  }
  return false;
}
