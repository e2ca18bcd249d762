import type { Paragraph, Root, RootContent, Text } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { toString as mdastToString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';
import { lineOf, pageState } from './context.js';
import { SKIP, walk } from './walk.js';

/** Admonition types and the type each is shown as. */
export const admonitionTypes: Record<string, string> = {
  note: 'note',
  tip: 'tip',
  info: 'info',
  caution: 'caution',
  warning: 'warning',
  danger: 'danger',
  important: 'info',
  success: 'tip',
  secondary: 'note',
};

/**
 * `:::tip[Title]` container directives become `Admonition` slots with `type` and `title`; any other
 * directive is turned back into the text it was written as (`10:30`, `::word`), as Docusaurus does.
 */
export function remarkAdmonitions() {
  return (tree: Root, file: VFile) => {
    const state = pageState(file);
    walk<RootContent>(tree, (node, index, parent) => {
      if (node.type === 'containerDirective') {
        const directive = node as ContainerDirective;
        const type = admonitionTypes[directive.name];
        const [first, ...rest] = directive.children;
        const hasLabel = first?.type === 'paragraph' && first.data?.directiveLabel;
        const title = hasLabel ? mdastToString(first) : undefined;
        if (hasLabel) directive.children = rest;
        if (!type) {
          state.warnings.push({
            line: lineOf(node),
            message: `unknown directive :::${directive.name}; its content is shown as is`,
          });
        }
        directive.data = {
          hName: type ? 'Admonition' : 'div',
          hProperties: type ? { type, ...(title ? { title } : {}) } : {},
        };
        return;
      }
      if (node.type === 'textDirective' || node.type === 'leafDirective') {
        const directive = node as TextDirective | LeafDirective;
        const marker = node.type === 'textDirective' ? ':' : '::';
        const label = directive.children.length ? `[${mdastToString(directive)}]` : '';
        const text: Text = { type: 'text', value: `${marker}${directive.name}${label}` };
        const replacement =
          node.type === 'leafDirective'
            ? ({ type: 'paragraph', children: [text] } satisfies Paragraph)
            : text;
        parent.children.splice(index, 1, replacement as never);
        return [SKIP, index + 1];
      }
      return undefined;
    });
  };
}
