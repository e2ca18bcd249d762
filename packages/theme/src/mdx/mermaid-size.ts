import { classDiagramSize } from './mermaid-size-class.js';
import { erDiagramSize } from './mermaid-size-er.js';
import { ranksOf } from './mermaid-size-ranks.js';
import { stateDiagramSize } from './mermaid-size-state.js';

const frontMatter = /^\s*---\r?\n[\s\S]*?\r?\n\s*---\s*(?:\r?\n|$)/;
/** Lines that draw nothing of their own: comments, accessibility text, directives, styling. */
const silent = /^(?:%%|acc(?:Title|Descr)\b|title\b|classDef\b|style\s|linkStyle\b|click\s|direction\b)/;
/** An edge of a flowchart, its `|label|` captured. */
const arrow = /\s*(?:<?[-=.]{2,}[->ox]?|~~~)(?:\|([^|]*)\|)?\s*/;

/** Px per rank of a flowchart (a node and the gap to the next) and for its first rank alone. */
const rank = 104;
const firstRank = 70;
/** Px of a flowchart node around its text, between two nodes of a rank, between two ranks left-right. */
const nodePadding = 64;
const nodeGap = 64;
const rankGap = 50;
/** Px around a flowchart drawing. */
const flowchartMargin = 16;
/** Px at which Mermaid wraps a node's text, and of each line it adds. */
const wrapWidth = 200;
const lineHeight = 24;

/** The natural size in px of a drawn diagram; no width when it takes the width it is given. */
export interface MermaidSize {
  width?: number;
  height: number;
}

/** The lines of a diagram that draw something, its type first. */
function lines(source: string): string[] {
  const front = frontMatter.exec(source);
  return (front ? source.slice(front[0].length) : source)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !silent.test(line));
}

/** A guess at the width in px of a label in Mermaid's 16 px sans-serif font (its longest line). */
function textWidth(text: string, perChar = 6.8): number {
  const longest = text
    .replace(/<[^>]*>/g, '\n')
    .replace(/[*_`]/g, '')
    .split('\n')
    .reduce((max, line) => Math.max(max, Array.from(line.trim()).length), 0);
  return longest * perChar;
}

/** A node's id in a flowchart statement part: `A[Label]`, `B{Why?}`, `C((Round))`, `D`. */
const nodeId = (part: string) => /^[\w-]+/.exec(part.trim())?.[0];
/** A node's text: its label in brackets, else its id. */
function nodeText(part: string, id: string): string | undefined {
  const shape = part
    .trim()
    .slice(id.length)
    .replace(/:::[\w-]+$/, '');
  if (!shape) return undefined;
  return shape.replace(/^[[({>/\\\s"]+|[\])}/\\\s"]+$/g, '');
}

interface FlowchartShape {
  /** The longest chain of edges, in nodes. */
  ranks: number;
  /** The most nodes on one rank. */
  breadth: number;
  /** Whether an edge has a label. */
  labels: boolean;
  /** The widest rank: its nodes side by side. */
  widestRank: number;
  /** The ranks one after the other, each as wide as its widest node, with the labels between them. */
  length: number;
  /** The lines that wrapped text adds to the tallest node, and to the tallest of each rank together. */
  wrapped: { most: number; ranks: number };
}

/** A flowchart's ranks, breadth and extent in px across and along its ranks. */
function flowchartShape(statements: string[]): FlowchartShape {
  const next = new Map<string, string[]>();
  const texts = new Map<string, string>();
  const nodes = new Set<string>();
  /** The widest label of the edges leaving each node. */
  const edgeLabel = new Map<string, number>();
  let labels = false;
  for (const statement of statements) {
    if (/^(?:subgraph|end|class)\b/.test(statement)) continue;
    if (/\|[^|]*\|/.test(statement) || /--\s+\S[^>]*-->/.test(statement)) labels = true;
    const split = statement.split(arrow);
    const chain = split.filter((_, i) => i % 2 === 0).map((part) => part.split('&'));
    const ids = chain.map((parts) => parts.map(nodeId));
    chain.forEach((parts, i) => {
      parts.forEach((part, j) => {
        const id = ids[i]?.[j];
        if (!id) return;
        nodes.add(id);
        const text = nodeText(part, id);
        if (text !== undefined) texts.set(id, text);
      });
    });
    for (let i = 1; i < ids.length; i++) {
      const label = split[2 * i - 1];
      for (const from of ids[i - 1] ?? []) {
        if (from && label) edgeLabel.set(from, Math.max(edgeLabel.get(from) ?? 0, textWidth(label) + 8));
        for (const to of ids[i] ?? [])
          if (from && to && from !== to) next.set(from, [...(next.get(from) ?? []), to]);
      }
    }
  }
  const rankOf = ranksOf(nodes, next);
  const byRank = new Map<
    number,
    { count: number; across: number; widest: number; label: number; wrapped: number }
  >();
  let ranks = 1;
  for (const [id, r] of rankOf) {
    ranks = Math.max(ranks, r + 1);
    const text = textWidth(texts.get(id) ?? id);
    const width = Math.min(text, wrapWidth) + nodePadding;
    const at = byRank.get(r) ?? { count: 0, across: -nodeGap, widest: 0, label: 0, wrapped: 0 };
    byRank.set(r, {
      count: at.count + 1,
      across: at.across + nodeGap + width,
      widest: Math.max(at.widest, width),
      label: Math.max(at.label, edgeLabel.get(id) ?? 0),
      wrapped: Math.max(at.wrapped, Math.ceil(text / wrapWidth) - 1),
    });
  }
  const shapes = [...byRank.values()];
  return {
    ranks,
    breadth: Math.max(1, ...shapes.map((shape) => shape.count)),
    labels,
    widestRank: Math.max(0, ...shapes.map((shape) => shape.across)),
    length: shapes.reduce(
      (sum, shape, i) => sum + shape.widest + (i < shapes.length - 1 ? rankGap + shape.label : 0),
      0,
    ),
    wrapped: {
      most: Math.max(0, ...shapes.map((shape) => shape.wrapped)),
      ranks: shapes.reduce((sum, shape) => sum + shape.wrapped, 0),
    },
  };
}

/** A sequence diagram's width: its participants side by side, as far apart as their messages need. */
function sequenceWidth(body: string[]): number {
  const actors: string[] = [];
  const names = new Map<string, string>();
  const add = (id: string) => {
    if (!actors.includes(id)) actors.push(id);
  };
  /** The distance between the centres of two neighbours, by the first of them. */
  const gaps = new Map<string, number>();
  for (const line of body) {
    const declared = /^(?:participant|actor)\s+(\S+)(?:\s+as\s+(.+))?$/i.exec(line);
    if (declared?.[1]) {
      add(declared[1]);
      if (declared[2]) names.set(declared[1], declared[2]);
      continue;
    }
    const message = /^([^\s:>-]+)\s*[-x)]{1,2}[->x)]+[+-]?\s*([^\s:]+)\s*:(.*)$/.exec(line);
    if (!message?.[1] || !message[2]) continue;
    add(message[1]);
    add(message[2]);
    const [from, to] = [actors.indexOf(message[1]), actors.indexOf(message[2])].sort((a, b) => a - b);
    const first = actors[from ?? 0];
    if (first && to !== undefined && from !== undefined && to - from === 1)
      gaps.set(first, Math.max(gaps.get(first) ?? 0, textWidth(message[3] ?? '', 9) + 70));
  }
  const boxes = actors.map((id) => Math.max(150, textWidth(names.get(id) ?? id, 9) + 30));
  const centres = actors
    .slice(0, -1)
    .reduce(
      (sum, id, i) => sum + Math.max(((boxes[i] ?? 150) + (boxes[i + 1] ?? 150)) / 2 + 50, gaps.get(id) ?? 0),
      0,
    );
  return centres + ((boxes[0] ?? 150) + (boxes.at(-1) ?? 150)) / 2 + 100;
}

/**
 * A guess at the size in px of a Mermaid diagram once drawn at its natural size, from its source:
 * the box the page keeps for it until it is drawn (scaled down, as the drawing is, where the page is
 * narrower than it), so the content below does not jump then. Close for flowcharts, sequence, class,
 * state and ER diagrams (their ranks, boxes and labels) and gantt charts (their tasks; drawn as wide
 * as the page gives them); a typical height for the others. With Mermaid's `options` of the site, a
 * diagram type it draws at its natural size (`useMaxWidth: false`) has no width: it is never scaled.
 */
export function mermaidSize(source: string, options?: Record<string, unknown>): MermaidSize {
  const [head = '', ...body] = lines(source);
  const type = head.split(/[\s;]/)[0] ?? '';
  const key = configKeys[type] ?? '';
  const own = options?.[key] as { useMaxWidth?: unknown; [option: string]: unknown } | undefined;
  const across = /^\s*direction\s+(?:LR|RL)\s*$/m.test(source);
  const size = type === 'gantt' ? ganttSize(body, own) : naturalSize(type, head, body, across);
  return own?.useMaxWidth === false ? { height: size.height } : size;
}

/** The key of Mermaid's options of each diagram type whose drawing is scaled to the page's width. */
const configKeys: Record<string, string> = {
  flowchart: 'flowchart',
  graph: 'flowchart',
  sequenceDiagram: 'sequence',
  pie: 'pie',
  classDiagram: 'class',
  stateDiagram: 'state',
  'stateDiagram-v2': 'state',
  erDiagram: 'er',
  gantt: 'gantt',
};

/** Lines of a gantt chart that set it up rather than add a task. */
const ganttSetting =
  /^(?:dateFormat|axisFormat|tickInterval|excludes|includes|todayMarker|weekday|weekend|section|displayMode|inclusiveEndDates|topAxis)\b/;

/**
 * A gantt chart's size: a row per task (a vertical marker, `vert`, takes none) between its top and
 * bottom padding, as wide as the box it is drawn in (the page's width) unless the site fixes its width
 * (`useWidth`). In `displayMode: compact`, where tasks share rows, it is the most it can take.
 */
function ganttSize(body: string[], own: Record<string, unknown> | undefined): MermaidSize {
  const option = (name: string, fallback: number) => (typeof own?.[name] === 'number' ? own[name] : fallback);
  const tasks = body.filter(
    (line) => line.includes(':') && !ganttSetting.test(line) && !/:\s*(?:[\w-]+\s*,\s*)*vert\b/.test(line),
  );
  const height =
    2 * option('topPadding', 50) + tasks.length * (option('barHeight', 20) + option('barGap', 4));
  return typeof own?.useWidth === 'number' ? { width: own.useWidth, height } : { height };
}

/** The size of a diagram of `type` at its natural size, from its first line and the others. */
function naturalSize(type: string, head: string, body: string[], across: boolean): MermaidSize {
  if (type === 'flowchart' || type === 'graph') {
    const across = /\b(?:LR|RL)\b/.test(head);
    const statements = [...head.split(';').slice(1), ...body.flatMap((line) => line.split(';'))];
    const shape = flowchartShape(statements.map((statement) => statement.trim()).filter(Boolean));
    const extent = across ? shape.breadth : shape.ranks;
    return {
      width: Math.round((across ? shape.length : shape.widestRank) + flowchartMargin),
      height:
        firstRank +
        (extent - 1) * rank +
        (shape.labels && !across ? 30 : 0) +
        lineHeight * (across ? shape.wrapped.most : shape.wrapped.ranks),
    };
  }
  if (type === 'sequenceDiagram') {
    let height = 177;
    for (const line of body) {
      if (/^note\b/i.test(line)) height += 55;
      else if (/^([\w-]+)\s*[-x)]{1,2}[->x)]+[+-]?\s*\1\s*:/.test(line)) height += 75;
      else if (/-{1,2}(?:>>?|x|\))/.test(line)) height += 45;
    }
    return { width: Math.round(sequenceWidth(body)), height };
  }
  if (type === 'pie') {
    const legend = body.map((line) => /^"([^"]*)"/.exec(line)?.[1] ?? '');
    return {
      width: Math.round(500 + Math.max(0, ...legend.map((text) => textWidth(text, 12)))),
      height: 450,
    };
  }
  if (type === 'classDiagram') return classDiagramSize(body, across);
  if (type === 'stateDiagram' || type === 'stateDiagram-v2') return stateDiagramSize(body, across);
  if (type === 'erDiagram') return erDiagramSize(body, across);
  return { height: Math.min(600, Math.max(200, 60 * body.length)) };
}
