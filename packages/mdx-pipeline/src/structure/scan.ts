import fs from 'node:fs';
import path from 'node:path';
import type { PipelineWarning } from '../types.js';
import { joinRoute, stripNumberPrefix } from './paths.js';

/** A content file found in a section. */
export interface DocFile {
  section: string;
  /** Path relative to the content directory, posix separators: `api/stocks/candles.mdx`. */
  file: string;
  /** Path relative to the section folder: `stocks/candles.mdx`. */
  relPath: string;
  absPath: string;
  /** Doc id inside its section: `stocks/candles` (number prefixes removed, front matter `id` applied). */
  id: string;
  route: string;
  /** True for `index`, `README` or a file named like its folder: the folder's category page. */
  isIndex: boolean;
  source: string;
}

export interface CategoryDir {
  section: string;
  /** Folder relative to the section folder (`''` for the section root). */
  dir: string;
  /** The `_category_.json` path relative to the content directory, if present. */
  file?: string;
}

const docExtension = /\.mdx?$/;
const slugLine = /^slug:[ \t]*(['"]?)(.*?)\1[ \t]*$/m;
const idLine = /^id:[ \t]*(['"]?)(.*?)\1[ \t]*$/m;
const frontMatterBlock = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---/;

/** Lists every doc of a section with its route. Front matter is only skimmed for `slug` and `id` here. */
export function scanSection(
  contentDir: string,
  section: string,
  dir = section,
): { docs: DocFile[]; categories: CategoryDir[] } {
  const root = path.resolve(contentDir, dir);
  const docs: DocFile[] = [];
  const categories: CategoryDir[] = [];
  const walk = (relDir: string) => {
    const abs = path.join(root, relDir);
    const entries = fs.readdirSync(abs, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
    const category: CategoryDir = { section, dir: relDir };
    for (const entry of entries) {
      const rel = relDir ? `${relDir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!entry.name.startsWith('_') && !entry.name.startsWith('.') && entry.name !== 'node_modules')
          walk(rel);
      } else if (entry.name === '_category_.json') {
        category.file = `${dir}/${rel}`;
      } else if (docExtension.test(entry.name) && !entry.name.startsWith('_')) {
        const absPath = path.join(root, rel);
        docs.push(describeDoc(section, dir, rel, absPath, fs.readFileSync(absPath, 'utf8')));
      }
    }
    categories.push(category);
  };
  if (fs.existsSync(root)) walk('');
  return { docs, categories };
}

function describeDoc(
  section: string,
  dir: string,
  relPath: string,
  absPath: string,
  source: string,
): DocFile {
  const folders = relPath
    .split('/')
    .slice(0, -1)
    .map((s) => stripNumberPrefix(s).name);
  const fileName = relPath.split('/').pop() ?? relPath;
  const base = stripNumberPrefix(fileName.replace(docExtension, '')).name;
  const fm = frontMatterBlock.exec(source)?.[1] ?? '';
  const slug = slugLine.exec(fm)?.[2]?.trim();
  const id = idLine.exec(fm)?.[2]?.trim();
  const lower = base.toLowerCase();
  const isIndex = !id && (lower === 'index' || lower === 'readme' || lower === folders.at(-1)?.toLowerCase());
  let route: string;
  if (slug) route = slug.startsWith('/') ? joinRoute(section, slug) : joinRoute(section, ...folders, slug);
  else if (isIndex) route = joinRoute(section, ...folders);
  else route = joinRoute(section, ...folders, id ?? base);
  return {
    section,
    file: `${dir}/${relPath}`,
    relPath,
    absPath,
    id: [...folders, id ?? base].join('/'),
    route,
    isIndex,
    source,
  };
}

/** Keeps one doc per route: the first by file path wins; every other one is reported. */
export function dedupeRoutes(docs: DocFile[], warnings: PipelineWarning[]): DocFile[] {
  const byRoute = new Map<string, DocFile>();
  for (const doc of [...docs].sort((a, b) => a.file.localeCompare(b.file))) {
    const winner = byRoute.get(doc.route);
    if (winner) {
      warnings.push({
        file: doc.file,
        message: `duplicate route ${doc.route}: ${winner.file} and ${doc.file} both map to it; ${winner.file} is used`,
      });
    } else byRoute.set(doc.route, doc);
  }
  return docs.filter((doc) => byRoute.get(doc.route) === doc);
}
