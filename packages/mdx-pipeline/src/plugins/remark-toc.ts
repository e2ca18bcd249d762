import type { Heading, Root } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';
import { pageState } from './context.js';
import { walkType } from './walk.js';

/** Collects the headings within the page's TOC levels (h2-h3 unless the page says otherwise), as plain text. */
export function remarkToc() {
  return (tree: Root, file: VFile) => {
    const state = pageState(file);
    const [min, max] = state.tocLevels;
    walkType<Heading>(tree, 'heading', (node) => {
      if (node.depth < min || node.depth > max) return;
      const id = node.data?.hProperties?.id;
      if (typeof id === 'string') state.toc.push({ id, text: mdastToString(node).trim(), depth: node.depth });
    });
  };
}
