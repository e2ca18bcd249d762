import { type RankedEdge, type RankedNode, rankedSize } from './mermaid-size-ranks.js';

/** A transition: `A --> B`, `[*] --> A : label`. */
const transition = /^(\[\*\]|[\w.-]+)\s*-->\s*(\[\*\]|[\w.-]+)\s*(?::\s*(.+))?$/;

/** Px of a state's box, and around its text and per character of it. */
const stateHeight = 40;
const statePadding = 20;
const stateChar = 7.5;
/** Px of the start and end dots, fork and join bars, and choice diamonds. */
const shapes: Record<string, RankedNode> = {
  dot: { width: 14, height: 14 },
  fork: { width: 70, height: 10 },
  join: { width: 70, height: 10 },
  choice: { width: 28, height: 28 },
};
/** Px between ranks inside a composite state, and that it adds around them (its title, its border). */
const innerRankGap = 75;
const compositeHeight = 75;
const compositeWidth = 60;

interface Scope {
  nodes: Map<string, RankedNode>;
  edges: RankedEdge[];
}

/**
 * The size in px of a state diagram: its states in ranks along their transitions, a composite state
 * as large as the states inside it (laid out the same way, further apart). A note is not counted.
 */
export function stateDiagramSize(body: string[], across: boolean): { width: number; height: number } {
  const root: Scope = { nodes: new Map(), edges: [] };
  const stack: { scope: Scope; id: string }[] = [];
  let scope = root;
  let inNote = false;
  const state = (id: string, text = id) => {
    const known = scope.nodes.get(id);
    const width = statePadding + stateChar * Array.from(text).length;
    if (!known || known.height === stateHeight)
      scope.nodes.set(id, { width: Math.max(width, known?.width ?? 0), height: stateHeight });
  };
  const end = (id: string, side: 'start' | 'end') => {
    if (id !== '[*]') {
      if (!scope.nodes.has(id)) state(id);
      return id;
    }
    scope.nodes.set(`[*]${side}`, shapes.dot as RankedNode);
    return `[*]${side}`;
  };
  for (const line of body) {
    if (inNote) {
      if (/^end\s+note$/i.test(line)) inNote = false;
      continue;
    }
    if (/^note\b/i.test(line)) {
      inNote = !line.includes(':');
      continue;
    }
    if (line === '}') {
      const outer = stack.pop();
      if (!outer) continue;
      const inner = rankedSize(
        scope.nodes,
        scope.edges,
        { rankGap: innerRankGap, nodeGap: 50, labelGap: 24 },
        across,
      );
      outer.scope.nodes.set(outer.id, {
        width: Math.max(inner.width - 16 + compositeWidth, scope.nodes.get(outer.id)?.width ?? 0),
        height: inner.height - 16 + compositeHeight,
      });
      scope = outer.scope;
      continue;
    }
    const declared = /^state\s+(?:"([^"]*)"\s+as\s+)?([\w.-]+)\s*(?:<<(\w+)>>)?\s*(\{)?$/.exec(line);
    if (declared?.[2]) {
      const [, text, id, kind, opens] = declared;
      const shape = kind ? shapes[kind] : undefined;
      if (shape) scope.nodes.set(id, shape);
      else state(id, text);
      if (opens) {
        stack.push({ scope, id });
        scope = { nodes: new Map(), edges: [] };
      }
      continue;
    }
    const moved = transition.exec(line);
    if (moved?.[1] && moved[2]) {
      const from = end(moved[1], 'start');
      const to = end(moved[2], 'end');
      scope.edges.push({ from, to, label: moved[3] ? moved[3].length * 7 : undefined });
      continue;
    }
    const described = /^([\w.-]+)\s*:\s*(.+)$/.exec(line);
    if (described?.[1] && described[2]) state(described[1], described[2]);
    else if (/^[\w.-]+$/.test(line)) state(line);
  }
  return rankedSize(root.nodes, root.edges, { rankGap: 50, nodeGap: 50, labelGap: 24 }, across);
}
