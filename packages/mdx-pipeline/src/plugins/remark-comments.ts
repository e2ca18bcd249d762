import type { Parent, Root, RootContent } from 'mdast';
import type { VFile } from 'vfile';
import { SKIP, walk } from './walk.js';

/** An HTML comment (`<!-- text -->`), parsed by `@slorber/remark-comment` as Docusaurus does. */
export interface CommentNode {
  type: 'comment';
  value: string;
  /** The text between `<!--` and `-->`. */
  commentValue: string;
}

declare module 'mdast' {
  interface RootContentMap {
    comment: CommentNode;
  }
  interface PhrasingContentMap {
    comment: CommentNode;
  }
  interface BlockContentMap {
    comment: CommentNode;
  }
}

/** The id a comment at the end of a heading sets, Docusaurus style: `<!-- #my-id -->`. */
export function commentHeadingId(node: CommentNode): string | undefined {
  const first = node.commentValue.trim().split(/\s+/)[0] ?? '';
  return first.startsWith('#') && first.length > 1 ? first.slice(1) : undefined;
}

/**
 * Drops HTML comments (in `.md` and `.mdx` alike: Docusaurus accepts them in both), and paragraphs
 * that held nothing else. A comment naming an id at the end of a heading is left for the heading
 * ids plugin.
 */
export function remarkComments() {
  return (tree: Root, file: VFile) => {
    if (!String(file.value).includes('<!--')) return;
    const emptied = new Set<Parent>();
    walk<RootContent>(tree, (node, index, parent) => {
      if (node.type !== 'comment') return undefined;
      const holder = parent as Parent;
      const last = index === holder.children.length - 1;
      if (holder.type === 'heading' && last && commentHeadingId(node) !== undefined) return undefined;
      holder.children.splice(index, 1);
      if (holder.type === 'paragraph') emptied.add(holder);
      return [SKIP, index];
    });
    if (!emptied.size) return;
    walk<RootContent>(tree, (node, index, parent) => {
      if (
        node.type !== 'paragraph' ||
        !emptied.has(node) ||
        node.children.some((c) => c.type !== 'text' || c.value.trim())
      )
        return undefined;
      parent.children.splice(index, 1);
      return [SKIP, index];
    });
  };
}
