/** Options read from a code fence's meta string: ```js title="app.js" {1,3-5} showLineNumbers */
export interface CodeMeta {
  title?: string;
  highlight: Set<number>;
  showLineNumbers: boolean;
  /** First line number when `showLineNumbers=N` is given. */
  startLine: number;
}

const titlePattern = /\btitle=(?:"([^"]*)"|'([^']*)'|(\S+))/;
const rangePattern = /\{([\d,\s-]+)\}/;
const lineNumbersPattern = /\bshowLineNumbers(?:=(\d+))?\b/;

export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const text = meta ?? '';
  const title = titlePattern.exec(text);
  const lineNumbers = lineNumbersPattern.exec(text);
  return {
    title: title ? (title[1] ?? title[2] ?? title[3]) : undefined,
    highlight: parseRanges(rangePattern.exec(text)?.[1] ?? ''),
    showLineNumbers: Boolean(lineNumbers),
    startLine: lineNumbers?.[1] ? Number(lineNumbers[1]) : 1,
  };
}

/** `1,3-5` -> {1, 3, 4, 5} */
export function parseRanges(spec: string): Set<number> {
  const lines = new Set<number>();
  for (const part of spec.split(',')) {
    if (!part.trim()) continue;
    const [from, to] = part.trim().split('-').map(Number);
    if (from === undefined || Number.isNaN(from)) continue;
    const end = to === undefined || Number.isNaN(to) ? from : to;
    for (let n = from; n <= end; n++) lines.add(n);
  }
  return lines;
}

const magic = /^\s*(?:\/\/|#|--|;|<!--|\/\*)\s*highlight-(next-line|start|end)\s*(?:-->|\*\/)?\s*$/;

/** Removes Docusaurus magic comments (`// highlight-next-line`, `highlight-start`/`end`) and returns the lines they mark. */
export function applyMagicComments(code: string): { code: string; highlight: Set<number> } {
  const out: string[] = [];
  const highlight = new Set<number>();
  let nextLine = false;
  let inBlock = false;
  for (const line of code.split('\n')) {
    const match = magic.exec(line);
    if (match) {
      if (match[1] === 'next-line') nextLine = true;
      else inBlock = match[1] === 'start';
      continue;
    }
    out.push(line);
    if (nextLine || inBlock) highlight.add(out.length);
    nextLine = false;
  }
  return { code: out.join('\n'), highlight };
}
