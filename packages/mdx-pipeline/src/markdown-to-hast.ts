import type { Element, Root } from 'hast';
import type { Nodes as MdastNodes, Root as MdastRoot } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { compactHast } from './plugins/compact-hast.js';
import { serializeMarkdown } from './plugins/serialize-markdown.js';
import { walk, walkType } from './plugins/walk.js';
import { withBase } from './structure/paths.js';

const parser = unified().use(remarkParse).use(remarkGfm);
const processor = parser().use(remarkRehype);
const isSitePath = (url: string) => url.startsWith('/') && !url.startsWith('//');

/**
 * Short Markdown (an announcement, a category description) as serialised HAST; site paths in links
 * get the base path. A single paragraph is unwrapped so the text can sit inline.
 */
export function markdownToHast(
  markdown: string,
  options: { basePath?: string; inline?: boolean } = {},
): Root {
  const tree = processor.runSync(processor.parse(markdown)) as Root;
  walkType<Element>(tree, 'element', (node) => {
    const href = node.properties?.href;
    if (node.tagName === 'a' && typeof href === 'string' && isSitePath(href)) {
      node.properties.href = withBase(options.basePath ?? '/', href);
    }
  });
  const compact = compactHast(tree);
  const [only] = compact.children;
  if (options.inline && compact.children.length === 1 && only?.type === 'element' && only.tagName === 'p') {
    return { type: 'root', children: only.children };
  }
  return compact;
}

/** Short Markdown again as Markdown (for a Markdown twin), site paths in links and images with the base path. */
export function markdownWithBase(markdown: string, basePath: string): string {
  const tree = parser.runSync(parser.parse(markdown)) as MdastRoot;
  walk<MdastNodes>(tree, (node) => {
    if ((node.type === 'link' || node.type === 'image' || node.type === 'definition') && isSitePath(node.url))
      node.url = withBase(basePath, node.url);
  });
  return serializeMarkdown(tree);
}
