/** A box of a diagram laid out in ranks by Mermaid (dagre): a class, an entity, a state. */
export interface RankedNode {
  width: number;
  height: number;
}

/** An edge of such a diagram, from the node drawn first; `label`: the px its text takes across the gap. */
export interface RankedEdge {
  from: string;
  to: string;
  label?: number;
}

/** The px between two ranks, between two nodes of a rank, and what a labelled gap adds down the page. */
export interface RankSpacing {
  rankGap: number;
  nodeGap: number;
  labelGap: number;
}

/**
 * The rank of each node: the longest chain of edges (`next`) leading to it from a node no edge
 * leads to, an edge back into the chain (a cycle) not followed; a node only on a cycle starts one.
 */
export function ranksOf(nodes: Iterable<string>, next: Map<string, string[]>): Map<string, number> {
  const rankOf = new Map<string, number>();
  const onChain = new Set<string>();
  const place = (id: string, at: number) => {
    if (onChain.has(id) || (rankOf.get(id) ?? -1) >= at) return;
    rankOf.set(id, at);
    onChain.add(id);
    for (const to of next.get(id) ?? []) place(to, at + 1);
    onChain.delete(id);
  };
  const ids = [...nodes];
  const targets = new Set([...next.values()].flat());
  for (const id of ids) if (!targets.has(id)) place(id, 0);
  for (const id of ids) if (!rankOf.has(id)) place(id, 0);
  return rankOf;
}

/** Px around a drawing. */
const margin = 16;

/**
 * The size in px of nodes laid out in ranks along their edges, top-down or left-right (`across`):
 * each node on the rank after the longest chain of edges leading to it (an edge back into the chain,
 * a cycle, not followed), each rank as wide as its nodes side by side.
 */
export function rankedSize(
  nodes: Map<string, RankedNode>,
  edges: RankedEdge[],
  spacing: RankSpacing,
  across = false,
): { width: number; height: number } {
  const next = new Map<string, RankedEdge[]>();
  for (const edge of edges)
    if (edge.from !== edge.to) next.set(edge.from, [...(next.get(edge.from) ?? []), edge]);
  const rankOf = ranksOf(
    nodes.keys(),
    new Map([...next].map(([from, out]) => [from, out.map((edge) => edge.to)])),
  );
  const ranks: { along: number; across: number; label: number }[] = [];
  for (const [id, r] of rankOf) {
    const node = nodes.get(id) ?? { width: 0, height: 0 };
    const [along, side] = across ? [node.width, node.height] : [node.height, node.width];
    // Labels of the edges down to a later rank (not those back up a cycle) widen the gap below.
    const labels = (next.get(id) ?? []).filter(
      (edge) => edge.label !== undefined && (rankOf.get(edge.to) ?? 0) > r,
    );
    const label = Math.max(0, ...labels.map((edge) => edge.label ?? 0));
    const labelled = labels.length > 0;
    const rank = ranks[r] ?? { along: 0, across: -spacing.nodeGap, label: -1 };
    ranks[r] = {
      along: Math.max(rank.along, along),
      across: rank.across + spacing.nodeGap + side,
      label: labelled ? Math.max(rank.label, across ? label : spacing.labelGap) : rank.label,
    };
  }
  const filled = ranks.filter(Boolean);
  const length = filled.reduce(
    (sum, rank, i) =>
      sum + rank.along + (i < filled.length - 1 ? spacing.rankGap + Math.max(0, rank.label) : 0),
    0,
  );
  const breadth = Math.max(0, ...filled.map((rank) => rank.across));
  const [width, height] = across ? [length, breadth] : [breadth, length];
  return { width: Math.round(width + margin), height: Math.round(height + margin) };
}
