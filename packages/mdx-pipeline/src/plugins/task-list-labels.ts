import type { Element, ElementContent, Root } from 'hast';

/** Elements that end the text of a task item (its nested lists, its other paragraphs). */
const blocks = new Set([
  'ul',
  'ol',
  'p',
  'div',
  'pre',
  'table',
  'blockquote',
  'CodeBlock',
  'Admonition',
  'Tabs',
]);

/**
 * Gives the checkbox of each task list item (`- [ ] text`) its text as a label: GFM writes a bare
 * `<input type="checkbox" disabled>` that screen readers announce without a name. The input and the
 * text after it, up to the first block (a nested list), are wrapped in a `<label>`.
 */
export function labelTaskItems(tree: Root): void {
  const visit = (nodes: Root['children']) => {
    for (const node of nodes) {
      if (node.type === 'element' && isTaskItem(node)) {
        const first = node.children.find((child) => child.type === 'element');
        label(first?.type === 'element' && first.tagName === 'p' ? first : node);
      }
      // Elements, and in a page compiled to a module the components around them (`<Tabs>` as MDX JSX).
      if ('children' in node) visit(node.children as Root['children']);
    }
  };
  visit(tree.children);
}

/** {@link labelTaskItems} as a rehype plugin: for the MDX compiler of pages with their own module. */
export function rehypeLabelTaskItems() {
  return labelTaskItems;
}

function isTaskItem(node: Element): boolean {
  const className = node.properties.className;
  return node.tagName === 'li' && Array.isArray(className) && className.includes('task-list-item');
}

function label(parent: Element): void {
  const start = parent.children.findIndex(
    (child) => child.type === 'element' && child.tagName === 'input' && child.properties.type === 'checkbox',
  );
  if (start === -1) return;
  let end = start + 1;
  while (end < parent.children.length && !isBlock(parent.children[end] as ElementContent)) end++;
  const wrapped: Element = {
    type: 'element',
    tagName: 'label',
    properties: {},
    children: parent.children.slice(start, end),
  };
  parent.children.splice(start, end - start, wrapped);
}

function isBlock(node: ElementContent): boolean {
  // A component in a module page's tree is MDX JSX: one on its own line is a block.
  if ((node as { type: string }).type === 'mdxJsxFlowElement') return true;
  return node.type === 'element' && blocks.has(node.tagName);
}
