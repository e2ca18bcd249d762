import type { Paragraph, Root, RootContent } from 'mdast';
import { walkType } from './walk.js';

/**
 * A paragraph holding only JSX and expressions (`<Details open>Body</Details>` on one line) is
 * replaced by them as block content, as MDX does, so no `<p>` ends up around a block element.
 */
export function remarkUnravel() {
  return (tree: Root) => {
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
