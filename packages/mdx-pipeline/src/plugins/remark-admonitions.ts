import type { Paragraph, Root, RootContent, Text } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { toString as mdastToString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';
import { lineOf, pageState } from './context.js';
import { SKIP, walk } from './walk.js';

/**
 * Admonition types, as in Docusaurus 3: five main ones, `caution`, and `important`, `success` and
 * `secondary`, which the theme shows like `info`, `tip` and `note` under their own title.
 */
export const admonitionTypes = new Set([
  'note',
  'tip',
  'info',
  'warning',
  'danger',
  'caution',
  'important',
  'success',
  'secondary',
]);

/**
 * `:::tip[Title]` container directives become `Admonition` slots with `type` and `title`; a title with
 * inline markup (`:::note[Title With **Bold** Text]`) becomes the slot's first child instead, an
 * `AdmonitionTitle` element, as Docusaurus passes it. Any other directive is turned back into the
 * text it was written as (`10:30`, `::word`), as Docusaurus does.
 */
export function remarkAdmonitions() {
  return (tree: Root, file: VFile) => {
    const state = pageState(file);
    walk<RootContent>(tree, (node, index, parent) => {
      if (node.type === 'containerDirective') {
        const directive = node as ContainerDirective;
        const type = admonitionTypes.has(directive.name) ? directive.name : undefined;
        const [first, ...rest] = directive.children;
        const label = first?.type === 'paragraph' && first.data?.directiveLabel ? first : undefined;
        let title: string | undefined;
        if (label && type && label.children.some((child) => child.type !== 'text')) {
          label.data = { ...label.data, hName: 'AdmonitionTitle' };
        } else if (label) {
          title = mdastToString(label);
          directive.children = rest;
        }
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
