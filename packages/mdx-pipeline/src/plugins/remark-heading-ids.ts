import GithubSlugger from 'github-slugger';
import type { Heading, Root, Text } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';
import { lineOf, pageState } from './context.js';
import { commentHeadingId } from './remark-comments.js';
import { walkType } from './walk.js';

const customId = /\s*\{#((?:(?!\{#)[^}])+)\}\s*$/;
const commentId = /^\/\*\s*#([\w-]+)(?:\s[\s\S]*)?\*\/$/;

/** An id written as a comment at the end of a heading: `{/* #my-id *\/}` or `<!-- #my-id -->`. */
function idFromComment(heading: Heading): string | undefined {
  const last = heading.children.at(-1);
  if (last?.type === 'comment') return commentHeadingId(last);
  if (last?.type === 'mdxTextExpression') return commentId.exec(last.value.trim())?.[1];
  return undefined;
}

/**
 * Takes comments out of a heading (they are no part of its text or slug), and the space a
 * trailing one leaves.
 */
function dropComments(heading: Heading): void {
  heading.children = heading.children.filter(
    (child) => child.type !== 'comment' && !(child.type === 'mdxTextExpression' && isComment(child.value)),
  );
  const last = heading.children.at(-1);
  if (last?.type === 'text') last.value = last.value.trimEnd();
}

function isComment(value: string): boolean {
  return /^\s*\/\*[\s\S]*\*\/\s*$/.test(value) && !value.trim().slice(2, -2).includes('*/');
}

/**
 * Gives every heading an id: the `{#custom-id}` written after it (or a comment naming it,
 * `{/* #custom-id *\/}`, `<!-- #custom-id -->`), or the GitHub slug of its text; unique per page
 * (a slug never takes a custom id, a repeated custom id is reported).
 */
export function remarkHeadingIds() {
  return (tree: Root, file: VFile) => {
    const state = pageState(file);
    const slugger = new GithubSlugger();
    const custom = new Map<Heading, string>();
    walkType<Heading>(tree, 'heading', (node) => {
      const fromComment = idFromComment(node);
      dropComments(node);
      if (fromComment !== undefined) {
        custom.set(node, fromComment);
        return;
      }
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
