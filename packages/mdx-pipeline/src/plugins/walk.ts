import type { Node, Parent } from 'unist';

/** Returned by a visitor: do not walk into this node's children. */
export const SKIP = 'skip';

/**
 * What a visitor returns: nothing (walk into the node's children, then on to the next sibling),
 * {@link SKIP} (not into the children), the index of the sibling to visit next (after changing the
 * parent's children), or both.
 */
// biome-ignore lint/suspicious/noConfusingVoidType: visitors that return nothing
export type WalkResult = void | typeof SKIP | number | [typeof SKIP, number];

/**
 * Calls `visitor` on every node below `tree`, parents before their children, in document order.
 * The same contract as `unist-util-visit` for the root's descendants, without its per-node closures
 * (a build walks every page's tree about ten times).
 */
export function walk<T extends Node = Node>(
  tree: Parent,
  visitor: (node: T, index: number, parent: Parent) => WalkResult,
): void {
  const children = tree.children;
  let index = 0;
  while (index < children.length) {
    const node = children[index] as Node;
    const result = visitor(node as T, index, tree);
    const skip = result === SKIP || Array.isArray(result);
    const next = typeof result === 'number' ? result : Array.isArray(result) ? result[1] : undefined;
    if (!skip && 'children' in node && Array.isArray(node.children)) walk(node as Parent, visitor);
    index = next ?? index + 1;
  }
}

/** {@link walk} restricted to the nodes of one type. */
export function walkType<T extends Node>(
  tree: Parent,
  type: T['type'],
  visitor: (node: T, index: number, parent: Parent) => WalkResult,
): void {
  walk(tree, (node, index, parent) => (node.type === type ? visitor(node as T, index, parent) : undefined));
}
