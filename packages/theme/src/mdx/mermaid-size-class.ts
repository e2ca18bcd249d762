import { type RankedEdge, type RankedNode, rankedSize } from './mermaid-size-ranks.js';

/** A relation: `A <|-- B`, `A "1" --> "*" B : label`, `A ..> B`. */
const relation =
  /^([\w.~-]+)\s*(?:"[^"]*"\s*)?[<|*o]*(?:--|\.\.)[>|*o]*\s*(?:"[^"]*"\s*)?([\w.~-]+)\s*(?::\s*(.+))?$/;

/** Px of a class's box without members; of each member; around its members; of its `<<annotation>>`. */
const emptyClass = 84;
const memberLine = 24;
const membersPadding = 12;
/** Px a class with methods and no attributes adds. */
const methodsOnly = 6;
/** Px of a class box around its text, and of a character of it (16 px, bold names). */
const classPadding = 28;
const classChar = 8;

/** A member of a class: a method (with its parameters) or an attribute. */
function addMember(known: { texts: string[]; attributes: number; methods: number }, text: string) {
  if (text.includes('(')) known.methods++;
  else known.attributes++;
  known.texts.push(text);
}

/** The size in px of a class diagram: its classes (their members) in ranks along their relations. */
export function classDiagramSize(body: string[], across: boolean): { width: number; height: number } {
  const classes = new Map<
    string,
    { texts: string[]; attributes: number; methods: number; annotations: number }
  >();
  const ofClass = (id: string) => {
    const name = id.replace(/~[^~]*~/, '');
    const known = classes.get(name) ?? {
      texts: [id.replace(/~/g, '<')],
      attributes: 0,
      methods: 0,
      annotations: 0,
    };
    classes.set(name, known);
    return known;
  };
  const edges: RankedEdge[] = [];
  let open: string | undefined;
  for (const line of body) {
    if (open) {
      if (line === '}') open = undefined;
      else {
        const known = ofClass(open);
        if (/^<<.*>>$/.test(line)) known.annotations++;
        else addMember(known, line);
      }
      continue;
    }
    const declared = /^class\s+([\w.~-]+)(?:\["[^"]*"\])?\s*(\{)?/.exec(line);
    if (declared?.[1]) {
      ofClass(declared[1]);
      if (declared[2] && !line.endsWith('}')) open = declared[1].replace(/~[^~]*~/, '');
      continue;
    }
    if (/^(?:namespace\b|note\b|cssClass\b|\}$)/.test(line)) continue;
    const annotated = /^<<.*>>\s*([\w.~-]+)$/.exec(line);
    if (annotated?.[1]) {
      const known = ofClass(annotated[1]);
      known.annotations++;
      known.texts.push(line.replace(/\s*[\w.~-]+$/, ''));
      continue;
    }
    const related = relation.exec(line);
    if (related?.[1] && related[2]) {
      ofClass(related[1]);
      ofClass(related[2]);
      edges.push({
        from: related[1].replace(/~[^~]*~/, ''),
        to: related[2].replace(/~[^~]*~/, ''),
        label: related[3] ? related[3].length * 7 : undefined,
      });
      continue;
    }
    const member = /^([\w.~-]+)\s*:\s*(.+)$/.exec(line);
    if (member?.[1] && member[2]) {
      addMember(ofClass(member[1]), member[2]);
    }
  }
  const nodes = new Map<string, RankedNode>();
  for (const [name, { texts, attributes, methods, annotations }] of classes)
    nodes.set(name, {
      width: classPadding + classChar * Math.max(...texts.map((text) => Array.from(text).length)),
      height:
        emptyClass +
        memberLine * (attributes + methods + annotations) +
        (attributes || methods ? membersPadding : 0) +
        (methods && !attributes ? methodsOnly : 0),
    });
  return rankedSize(nodes, edges, { rankGap: 50, nodeGap: 50, labelGap: 24 }, across);
}
