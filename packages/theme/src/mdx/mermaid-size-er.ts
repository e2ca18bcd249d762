import { type RankedEdge, type RankedNode, rankedSize } from './mermaid-size-ranks.js';

/** A relationship: `CUSTOMER ||--o{ ORDER : places`. */
const relationship =
  /^([\w-]+)(?:\["[^"]*"\])?\s*[|}o]{1,2}(?:--|\.\.)[|{o]{1,2}\s*([\w-]+)(?:\["[^"]*"\])?\s*:/;

/** Px of an entity without attributes, at least; of each attribute row (the header is one). */
const entityHeight = 84;
const entityMinWidth = 100;
const attributeRow = 42.75;
/** Px of an entity's name around it, and of its characters; around its attributes, and their characters. */
const namePadding = 58;
const nameChar = 9.2;
const attributesPadding = 32;
/** Px a key or a comment column adds around its text. */
const columnPadding = 10.5;
const attributeChar = 9.4;
/** An attribute: its type, name, keys (`PK, FK`) and `"comment"`. */
const attribute = /^(\S+)\s+(\S+)\s*((?:PK|FK|UK)(?:\s*,\s*(?:PK|FK|UK))*)?\s*(?:"([^"]*)")?/;

/** An entity's width from its attributes: each column as wide as its widest text. */
function attributesWidth(rows: string[][]): number {
  if (!rows.length) return 0;
  const columns = [0, 1, 2, 3].map((i) => Math.max(0, ...rows.map((row) => Array.from(row[i] ?? '').length)));
  const extra = columns.slice(2).filter(Boolean).length;
  return attributesPadding + extra * columnPadding + attributeChar * columns.reduce((sum, n) => sum + n, 0);
}

/** The size in px of an ER diagram: its entities (their attributes) in ranks along their relationships. */
export function erDiagramSize(body: string[], across: boolean): { width: number; height: number } {
  const entities = new Map<string, { name: number; rows: string[][] }>();
  const ofEntity = (id: string) => {
    const known = entities.get(id) ?? { name: namePadding + nameChar * id.length, rows: [] };
    entities.set(id, known);
    return known;
  };
  const edges: RankedEdge[] = [];
  let open: string | undefined;
  for (const line of body) {
    if (open) {
      if (line === '}') open = undefined;
      else {
        const [, type = '', name = '', keys = '', comment = ''] = attribute.exec(line) ?? [];
        ofEntity(open).rows.push([type, name, keys.replace(/\s/g, ''), comment]);
      }
      continue;
    }
    const related = relationship.exec(line);
    if (related?.[1] && related[2]) {
      ofEntity(related[1]);
      ofEntity(related[2]);
      edges.push({ from: related[1], to: related[2] });
      continue;
    }
    const declared = /^([\w-]+)(?:\["[^"]*"\])?\s*(\{)?\s*$/.exec(line);
    if (declared?.[1]) {
      ofEntity(declared[1]);
      if (declared[2]) open = declared[1];
    }
  }
  const nodes = new Map<string, RankedNode>();
  for (const [id, { name, rows }] of entities)
    nodes.set(id, {
      width: Math.max(entityMinWidth, name, attributesWidth(rows)),
      height: rows.length ? attributeRow * (rows.length + 1) : entityHeight,
    });
  // The relationship's label sits in the gap between two ranks, which is wider than in other diagrams.
  return rankedSize(nodes, edges, { rankGap: across ? 87 : 101, nodeGap: 140, labelGap: 0 }, across);
}
