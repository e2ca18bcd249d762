import type { Element, Root, RootContent } from 'hast';
import { toHtml } from 'hast-util-to-html';

const inline = new Set([
  'a',
  'abbr',
  'b',
  'br',
  'code',
  'del',
  'em',
  'i',
  'img',
  'input',
  'kbd',
  'mark',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
]);

const isBlank = (node: RootContent) => node.type === 'text' && !node.value.trim();

/**
 * HTML of a HAST tree, one block element per line and indented, so expected files read well.
 * Elements holding text or inline elements, and every `<pre>`, are printed on one line exactly as
 * serialised: whitespace that matters is never changed.
 */
export function prettyHtml(tree: Root | Element): string {
  const lines: string[] = [];
  const emit = (node: RootContent, depth: number) => {
    const pad = '  '.repeat(depth);
    if (
      node.type === 'element' &&
      node.tagName !== 'pre' &&
      !inline.has(node.tagName) &&
      node.children.length > 0 &&
      node.children.every(
        (child) => isBlank(child) || (child.type === 'element' && !inline.has(child.tagName)),
      )
    ) {
      const [open, close] = toHtml({ ...node, children: [{ type: 'text', value: '\u0000' }] }).split(
        '\u0000',
      );
      lines.push(pad + open);
      for (const child of node.children) if (!isBlank(child)) emit(child, depth + 1);
      lines.push(pad + close);
      return;
    }
    lines.push(pad + toHtml(node));
  };
  const children = tree.type === 'root' ? tree.children : [tree];
  for (const child of children) if (!isBlank(child)) emit(child, 0);
  return `${lines.join('\n')}\n`;
}
