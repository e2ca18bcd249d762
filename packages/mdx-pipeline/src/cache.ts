import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { CompiledPage } from './compile-page.js';

/** A compiled page without its body: what the build keeps in memory for every page. */
export type PageSummary = Omit<CompiledPage, 'content' | 'markdown' | 'module'> & {
  key: string;
  hasModule: boolean;
  /** Size and mtime of each image the page used, when it was compiled. */
  imageStamps: Record<string, string>;
  /** Body parts kept in memory when there is no cache directory. */
  inline?: Pick<CompiledPage, 'content' | 'markdown' | 'module'>;
};

const version = '2';

export function cacheKey(parts: string[]): string {
  const hash = createHash('sha256').update(version);
  for (const part of parts) hash.update('\0').update(part);
  return hash.digest('hex').slice(0, 32);
}

function bodyPath(cacheDir: string, key: string): string {
  return path.join(cacheDir, 'pages', key.slice(0, 2), `${key}.json`);
}

/** Writes a compiled page's body to the cache and returns its summary. */
export function writeCompiled(cacheDir: string | false, key: string, page: CompiledPage): PageSummary {
  const { content, markdown, module, ...rest } = page;
  const imageStamps = Object.fromEntries(page.images.map((image) => [image.source, stampOf(image.source)]));
  const summary: PageSummary = { ...rest, key, hasModule: module !== undefined, imageStamps };
  if (!cacheDir) return { ...summary, inline: { content, markdown, module } };
  const file = bodyPath(cacheDir, key);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ content, markdown, module }));
  return summary;
}

/** Reads a compiled page's body. */
export function readCompiled(
  cacheDir: string | false,
  summary: PageSummary,
): Pick<CompiledPage, 'content' | 'markdown' | 'module'> {
  if (summary.inline) return summary.inline;
  if (!cacheDir) throw new Error(`no body for ${summary.file}`);
  return JSON.parse(fs.readFileSync(bodyPath(cacheDir, summary.key), 'utf8'));
}

/** The summaries of the last build, by cache key. */
export function readIndex(cacheDir: string | false): Map<string, PageSummary> {
  if (!cacheDir) return new Map();
  try {
    const entries = JSON.parse(fs.readFileSync(path.join(cacheDir, 'index.json'), 'utf8')) as PageSummary[];
    return new Map(entries.filter((e) => fs.existsSync(bodyPath(cacheDir, e.key))).map((e) => [e.key, e]));
  } catch {
    return new Map();
  }
}

export function writeIndex(cacheDir: string | false, summaries: PageSummary[]): void {
  if (!cacheDir) return;
  fs.mkdirSync(cacheDir, { recursive: true });
  const file = path.join(cacheDir, 'index.json');
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(summaries));
  fs.renameSync(`${file}.tmp`, file);
}

/** True while every image a page used is unchanged (same size and mtime as when it was compiled). */
export function imagesUnchanged(summary: PageSummary): boolean {
  return Object.entries(summary.imageStamps).every(([file, stamp]) => stampOf(file) === stamp);
}

export function stampOf(file: string): string {
  try {
    const stat = fs.statSync(file);
    return `${stat.size}:${stat.mtimeMs}`;
  } catch {
    return 'missing';
  }
}
