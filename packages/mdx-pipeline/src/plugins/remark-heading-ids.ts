import GithubSlugger from 'github-slugger';
import type { Heading, Root, Text } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { pageState } from './context.js';

const customId = /\s*\{#([\w-]+)\}\s*$/;

/** Gives every heading an id: the `{#custom-id}` written after it, or the GitHub slug of its text; unique per page. */
export function remarkHeadingIds() {
  return (tree: Root, file: VFile) => {
    const state = pageState(file);
    const slugger = new GithubSlugger();
    const used = new Set<string>();
    visit(tree, 'heading', (node: Heading) => {
      let id: string | undefined;
      const last = node.children.at(-1);
      if (last?.type === 'text') {
        const match = customId.exec(last.value);
        if (match) {
          id = match[1];
          (last as Text).value = last.value.slice(0, match.index);
          if (!last.value) node.children.pop();
        }
      }
      if (!id) {
        do id = slugger.slug(mdastToString(node) || 'section');
        while (used.has(id));
      }
      if (used.has(id)) {
        state.warnings.push({ line: node.position?.start.line, message: `duplicate heading id #${id}` });
      }
      used.add(id);
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id } };
    });
  };
}
