const frontMatter = /^\s*---\r?\n[\s\S]*?\r?\n\s*---\s*(?:\r?\n|$)/;
/** Lines that draw nothing of their own: comments, accessibility text, directives, styling. */
const silent = /^(?:%%|acc(?:Title|Descr)\b|title\b|classDef\b|style\s|linkStyle\b|click\s|direction\b)/;
const arrow = /\s*(?:<?[-=.]{2,}[->ox]?|~~~)(?:\|[^|]*\|)?\s*/;

/** Px per rank of a flowchart (a node and the gap to the next) and for its first rank alone. */
const rank = 104;
const firstRank = 70;

/** The lines of a diagram that draw something, its type first. */
function lines(source: string): string[] {
  const front = frontMatter.exec(source);
  return (front ? source.slice(front[0].length) : source)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !silent.test(line));
}

/** A node's id in a flowchart statement part: `A[Label]`, `B{Why?}`, `C((Round))`, `D`. */
const nodeId = (part: string) => /^[\w-]+/.exec(part.trim())?.[0];

/** A flowchart's ranks (longest chain of edges) and its breadth (most nodes on one rank). */
function flowchartShape(statements: string[]): { ranks: number; breadth: number; labels: boolean } {
  const next = new Map<string, string[]>();
  const nodes = new Set<string>();
  let labels = false;
  for (const statement of statements) {
    if (/^(?:subgraph|end|class)\b/.test(statement)) continue;
    if (/\|[^|]*\|/.test(statement) || /--\s+\S[^>]*-->/.test(statement)) labels = true;
    const chain = statement.split(arrow).map((part) => part.split('&').map(nodeId));
    for (const id of chain.flat()) if (id) nodes.add(id);
    for (let i = 1; i < chain.length; i++)
      for (const from of chain[i - 1] ?? [])
        for (const to of chain[i] ?? [])
          if (from && to && from !== to) next.set(from, [...(next.get(from) ?? []), to]);
  }
  // Longest chains from the first nodes, an edge back into the chain (a cycle) not followed.
  const rankOf = new Map<string, number>();
  const onChain = new Set<string>();
  const place = (id: string, at: number) => {
    if (onChain.has(id) || (rankOf.get(id) ?? -1) >= at) return;
    rankOf.set(id, at);
    onChain.add(id);
    for (const to of next.get(id) ?? []) place(to, at + 1);
    onChain.delete(id);
  };
  const targets = new Set([...next.values()].flat());
  for (const id of nodes) if (!targets.has(id)) place(id, 0);
  for (const id of nodes) if (!rankOf.has(id)) place(id, 0);
  const byRank = new Map<number, number>();
  let ranks = 1;
  for (const r of rankOf.values()) {
    ranks = Math.max(ranks, r + 1);
    byRank.set(r, (byRank.get(r) ?? 0) + 1);
  }
  return { ranks, breadth: Math.max(1, ...byRank.values()), labels };
}

/**
 * A guess at the height in px of a Mermaid diagram once drawn at its natural size, from its source:
 * the box the page keeps for it until it is drawn, so the content below does not jump then. Close
 * for flowcharts and sequence diagrams (their ranks and messages), a typical height for the others.
 */
export function mermaidHeight(source: string): number {
  const [head = '', ...body] = lines(source);
  const type = head.split(/[\s;]/)[0] ?? '';
  if (type === 'flowchart' || type === 'graph') {
    const across = /\b(?:LR|RL)\b/.test(head);
    const statements = [...head.split(';').slice(1), ...body.flatMap((line) => line.split(';'))];
    const shape = flowchartShape(statements.map((statement) => statement.trim()).filter(Boolean));
    const extent = across ? shape.breadth : shape.ranks;
    return firstRank + (extent - 1) * rank + (shape.labels && !across ? 30 : 0);
  }
  if (type === 'sequenceDiagram') {
    let height = 177;
    for (const line of body) {
      if (/^note\b/i.test(line)) height += 55;
      else if (/^([\w-]+)\s*[-x)]{1,2}[->x)]+[+-]?\s*\1\s*:/.test(line)) height += 75;
      else if (/-{1,2}(?:>>?|x|\))/.test(line)) height += 45;
    }
    return height;
  }
  if (type === 'pie' || type === 'erDiagram') return 450;
  if (type === 'gantt') return 100 + 24 * body.filter((line) => line.includes(':')).length;
  return Math.min(600, Math.max(200, 60 * body.length));
}
