import type { Element, ElementContent, Root, RootContent } from 'hast';

const flow = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'pre',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'td',
  'th',
  'div',
  'section',
  'hr',
  'details',
  'summary',
  'figure',
  'iframe',
  'dl',
  'dt',
  'dd',
  'CodeBlock',
  'Admonition',
  'Tabs',
  'TabItem',
  'Details',
  'DocCardList',
]);

const isFlow = (node: RootContent | undefined) =>
  !node || (node.type === 'element' && flow.has(node.tagName));

/**
 * Prepares a HAST tree for serialisation: drops positions and data, and the newline text nodes that
 * only separate block elements (whitespace between inline elements and inside `<pre>` is kept).
 */
export function compactHast<T extends Root | Element>(node: T): T {
  const n = node as T & { position?: unknown; data?: unknown };
  delete n.position;
  delete n.data;
  if (node.type === 'element' && node.tagName === 'pre') {
    stripPositions(node);
    return node;
  }
  const children = node.children as RootContent[];
  node.children = children.filter(
    (child, i) =>
      !(child.type === 'text' && !child.value.trim() && isFlow(children[i - 1]) && isFlow(children[i + 1])),
  ) as never;
  for (const child of node.children as RootContent[]) {
    if (child.type === 'element') compactHast(child);
    else delete (child as { position?: unknown }).position;
  }
  return node;
}

function stripPositions(node: ElementContent | Root): void {
  delete (node as { position?: unknown }).position;
  if ('children' in node) for (const child of node.children) stripPositions(child as ElementContent);
}
