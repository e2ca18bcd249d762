import type { Paragraph, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { walkType } from './walk.js';

/** HTML elements whose content is phrasing: a paragraph inside one is invalid HTML, which browsers split. */
const phrasingOnly = /^(?:p|h[1-6])$/;

/**
 * A paragraph holding only JSX and expressions (`<Details open>Body</Details>` on one line) is
 * replaced by them as block content, as MDX does, so no `<p>` ends up around a block element. A
 * `<p>` or heading written around its text on lines of its own holds that text, not a paragraph
 * (a `<p>` in a `<p>` would be split by the browser and the page would not hydrate).
 */
export function remarkUnravel() {
  return (tree: Root) => {
    walkType<MdxJsxFlowElement>(tree, 'mdxJsxFlowElement', (node) => {
      const [only] = node.children;
      if (
        node.name &&
        phrasingOnly.test(node.name) &&
        node.children.length === 1 &&
        only?.type === 'paragraph'
      )
        node.children = only.children as never[];
      return undefined;
    });
    walkType<Paragraph>(tree, 'paragraph', (node, index, parent) => {
      let jsx = false;
      for (const child of node.children) {
        if (child.type === 'mdxJsxTextElement' || child.type === 'mdxTextExpression') jsx = true;
        else if (child.type !== 'text' || child.value.trim()) return undefined;
      }
      if (!jsx) return undefined;
      const blocks = node.children
        .filter((child) => child.type !== 'text')
        .map((child) =>
          child.type === 'mdxJsxTextElement'
            ? { ...child, type: 'mdxJsxFlowElement' }
            : { ...child, type: 'mdxFlowExpression' },
        ) as RootContent[];
      parent.children.splice(index, 1, ...(blocks as never[]));
      return index;
    });
  };
}
