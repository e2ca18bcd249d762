import fs from 'node:fs';
import path from 'node:path';
import {
  defaultExclude,
  defaultInclude,
  frontMatterBlock,
  type NumberPrefixParser,
  stripNumberPrefix,
} from '@market-data-docs/mdx-pipeline';
import picomatch from 'picomatch';

export interface IndexedDoc {
  /** Doc id (`guides/setup`): folders and file name without number prefixes, front matter `id` applied. */
  id: string;
  /** Path relative to the docs folder. */
  relPath: string;
  /** Route (without the base path). */
  route: string;
  /** `sidebar_label`, `title` or the first `# heading`, else the id's last part: the label of links to it. */
  label: string;
  /** `sidebar_position` or the file name's number prefix. */
  position?: number;
  /** `title`, else the first `# heading`, else the id's last part. */
  title: string;
  description?: string;
}

const field = (fm: string, key: string) =>
  new RegExp(`^${key}:[ \\t]*(['"]?)(.*?)\\1[ \\t]*$`, 'm').exec(fm)?.[2]?.trim() || undefined;

/**
 * The docs of one docs folder with their ids and routes, read from file names and the `id` and
 * `slug` front matter alone: enough to resolve the config's links to docs (`type: 'doc'` navbar
 * items, `docSidebar` items) before the content is compiled.
 */
export function indexDocs(options: {
  dir: string;
  routeBasePath: string;
  include?: string[];
  exclude?: string[];
  /** The docs plugin's number prefix parser (absent: Docusaurus's default). */
  parser?: NumberPrefixParser;
}): IndexedDoc[] {
  const strip = (name: string) => stripNumberPrefix(name, options.parser);
  const { dir } = options;
  if (!fs.existsSync(dir)) return [];
  const include = picomatch(options.include ?? defaultInclude);
  const exclude = picomatch(options.exclude ?? defaultExclude);
  const base = `/${options.routeBasePath.replace(/^\/+|\/+$/g, '')}`;
  const join = (...parts: string[]) => `/${[base, ...parts].join('/').split('/').filter(Boolean).join('/')}`;
  const docs: IndexedDoc[] = [];
  for (const relPath of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
    const rel = relPath.split(path.sep).join('/');
    if (rel.includes('node_modules/') || !include(rel) || exclude(rel)) continue;
    const absolute = path.join(dir, relPath);
    if (!fs.statSync(absolute).isFile()) continue;
    const source = fs.readFileSync(absolute, 'utf8');
    const fm = frontMatterBlock.exec(source)?.[1] ?? '';
    const folders = rel
      .split('/')
      .slice(0, -1)
      .map((s) => strip(s).name);
    const base = (rel.split('/').pop() as string).replace(/\.mdx?$/, '');
    const name = strip(base).name;
    const id = field(fm, 'id');
    const slug = field(fm, 'slug');
    const lower = name.toLowerCase();
    const isIndex =
      !id && (lower === 'index' || lower === 'readme' || lower === folders.at(-1)?.toLowerCase());
    const route = slug
      ? slug.startsWith('/')
        ? join(slug)
        : join(...folders, slug)
      : isIndex
        ? join(...folders)
        : join(...folders, id ?? name);
    const position = field(fm, 'sidebar_position') ?? strip(base).position;
    const heading = /^#[ \t]+(.+?)[ \t#]*$/m.exec(source.slice(fm ? fm.length + 8 : 0))?.[1];
    docs.push({
      id: [...folders, id ?? name].join('/'),
      relPath: rel,
      route,
      label: field(fm, 'sidebar_label') ?? field(fm, 'title') ?? heading ?? id ?? name,
      title: field(fm, 'title') ?? heading ?? id ?? name,
      ...(field(fm, 'description') ? { description: field(fm, 'description') } : {}),
      ...(position !== undefined && !Number.isNaN(Number(position)) ? { position: Number(position) } : {}),
    });
  }
  return docs;
}
