import GithubSlugger from 'github-slugger';
import type { Heading, Root, Text } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';
import { lineOf, pageState } from './context.js';
import { walkType } from './walk.js';

const customId = /\s*\{#([\w-]+)\}\s*$/;

/**
 * Gives every heading an id: the `{#custom-id}` written after it, or the GitHub slug of its text;
 * unique per page (a slug never takes a custom id, a repeated custom id is reported).
 */
export function remarkHeadingIds() {
  return (tree: Root, file: VFile) => {
    const state = pageState(file);
    const slugger = new GithubSlugger();
    const custom = new Map<Heading, string>();
    walkType<Heading>(tree, 'heading', (node) => {
      const last = node.children.at(-1);
      const match = last?.type === 'text' ? customId.exec(last.value) : null;
      if (!match || last?.type !== 'text') return;
      custom.set(node, match[1] as string);
      (last as Text).value = last.value.slice(0, match.index);
      if (!last.value) node.children.pop();
    });
    const used = new Set<string>();
    const reserved = new Set(custom.values());
    walkType<Heading>(tree, 'heading', (node) => {
      let id = custom.get(node);
      if (id === undefined) {
        do id = slugger.slug(mdastToString(node) || 'section');
        while (used.has(id) || reserved.has(id));
      } else if (used.has(id)) {
        state.warnings.push({ line: lineOf(node), message: `duplicate heading id #${id}` });
      }
      used.add(id);
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id } };
    });
  };
}
