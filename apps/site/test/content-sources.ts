import fs from 'node:fs';
import path from 'node:path';
import { contentDir, sections } from '@market-data-docs/content';
import type { Nodes as MdastNodes, Root as MdastRoot } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

/**
 * The content pages as written: source text, front matter fields and the Markdown tree, read straight
 * from the content package (no pipeline build), for the content tests that check what pages say.
 */
export interface ContentSource {
  /** Path relative to the content package, e.g. `account/plans/prime.md`. */
  file: string;
  source: string;
  title: string;
  description: string;
  /** The Markdown tree, parsed on first use. */
  readonly tree: MdastRoot;
}

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective);

/** Front matter fields of one line (`key: value`), unquoted. */
function frontMatter(source: string): { fields: Record<string, string>; lines: number } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(source);
  if (!match) return { fields: {}, lines: 0 };
  const fields: Record<string, string> = {};
  for (const line of (match[1] as string).split('\n')) {
    const field = /^([\w-]+):\s*(.*)$/.exec(line);
    if (field) fields[field[1] as string] = (field[2] as string).replace(/^(['"])(.*)\1$/, '$2');
  }
  return { fields, lines: (match[0].match(/\n/g) ?? []).length };
}

/** Parses a page body as the pipeline reads it; front matter lines become blank so line numbers hold. */
export function parsePage(source: string): MdastRoot {
  const { lines } = frontMatter(source);
  const body = source
    .split('\n')
    .map((line, i) => {
      if (i < lines) return '';
      // `{#id}` after a heading is Docusaurus syntax, not an MDX expression.
      return line.replace(/^(\s{0,3}#{1,6}\s.*?)\{#([\w-]+)\}\s*$/, '$1\\{#$2\\}');
    })
    .join('\n');
  return parser.parse(body);
}

function* files(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (/\.mdx?$/.test(entry.name)) yield full;
  }
}

/** Every page of every section, sorted by file path. */
export function readContentSources(): ContentSource[] {
  const pages: ContentSource[] = [];
  for (const section of sections) {
    for (const full of files(path.join(contentDir, section.id))) {
      const source = fs.readFileSync(full, 'utf8');
      const { fields } = frontMatter(source);
      let tree: MdastRoot | undefined;
      pages.push({
        file: path.relative(contentDir, full).split(path.sep).join('/'),
        source,
        title: fields.title ?? '',
        description: fields.description ?? '',
        get tree() {
          tree ??= parsePage(source);
          return tree;
        },
      });
    }
  }
  return pages.sort((a, b) => a.file.localeCompare(b.file));
}

/** Visits every node of a Markdown tree, parents before children. */
export function* walkMdast(node: MdastNodes): Generator<MdastNodes> {
  yield node;
  if ('children' in node) for (const child of node.children as MdastNodes[]) yield* walkMdast(child);
}

/** The readable text of a node: text, inline code and the text of links and emphasis. */
export function textOf(node: MdastNodes): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  if ('children' in node) return (node.children as MdastNodes[]).map(textOf).join('');
  return '';
}
