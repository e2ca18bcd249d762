import type { TocItem } from '@market-data-docs/mdx-pipeline/types';

export interface TocNode extends TocItem {
  children: TocNode[];
}

/** Nests a flat h2/h3 list: each heading under the nearest shallower one before it. */
export function tocTree(items: readonly TocItem[]): TocNode[] {
  const roots: TocNode[] = [];
  const open: TocNode[] = [];
  for (const item of items) {
    const node: TocNode = { ...item, children: [] };
    while (open.length > 0 && (open.at(-1) as TocNode).depth >= node.depth) open.pop();
    const parent = open.at(-1);
    if (parent) parent.children.push(node);
    else roots.push(node);
    open.push(node);
  }
  return roots;
}
