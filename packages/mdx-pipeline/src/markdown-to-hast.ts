import type { Element, Root } from 'hast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { compactHast } from './plugins/compact-hast.js';
import { walkType } from './plugins/walk.js';
import { withBase } from './structure/paths.js';

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype);

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
    if (node.tagName === 'a' && typeof href === 'string' && href.startsWith('/') && !href.startsWith('//')) {
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
