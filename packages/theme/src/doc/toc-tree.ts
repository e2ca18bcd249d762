import type { TocItem } from '@market-data-docs/mdx-pipeline/types';

export interface TocNode extends TocItem {
  children: TocNode[];
  /** The id, with a count after it when an earlier heading has the same id. */
  key: string;
}

/** Nests a flat h2/h3 list: each heading under the nearest shallower one before it. */
export function tocTree(items: readonly TocItem[]): TocNode[] {
  const roots: TocNode[] = [];
  const open: TocNode[] = [];
  const seen = new Map<string, number>();
  for (const item of items) {
    const count = seen.get(item.id) ?? 0;
    seen.set(item.id, count + 1);
    const node: TocNode = { ...item, children: [], key: count ? `${item.id}~${count}` : item.id };
    while (open.length > 0 && (open.at(-1) as TocNode).depth >= node.depth) open.pop();
    const parent = open.at(-1);
    if (parent) parent.children.push(node);
    else roots.push(node);
    open.push(node);
  }
  return roots;
}
