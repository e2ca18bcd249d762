import type { Paragraph, Parent, Root } from 'mdast';
import type { Position } from 'unist';
import { VFile } from 'vfile';
import { fencedCode } from './preprocess.js';
import type { PageParser } from './syntax-hints.js';

/**
 * Characters that no construct of MDX, GFM, directives or CommonMark reads in text: letters, digits,
 * spaces and punctuation but `*_~`&\\<>{}[]|@` and tabs, and a colon before a space or at the end
 * alone (before anything else it may start a text directive: `10:00` is one named `00`). Unicode
 * spaces are left out too (they are neither text nor a Markdown space everywhere).
 */
const plainChar =
  /[A-Za-z0-9\u00A1-\u167F\u1681-\u1FFF\u2010-\u2027\u2030-\u205E\u2060-\u2FFF\u3001-\uFEFE\uFF00-\uFFFF ,.;?!'"()%/=+#$^-]/;
const plainText = new RegExp(`^(?:${plainChar.source}|:(?= |$))*$`);
const letter = /^[A-Za-z\u00C0-\u167F\u1681-\u1FFF\u2030-\u205E\u2060-\u2FFF\u3001-\uFEFE\uFF00-\uFFFF]/;

/**
 * The code spans of a line that can only be the text of a paragraph and its code spans, as
 * `[start, end]` of each (backticks included); undefined for any other line. Such a line starts with a
 * letter or a code span, ends with neither a space nor an open code span, and outside its code spans
 * holds `plainChar`s alone, no `www.` or `http://` literal. Nothing starts on it but ESM (`export
 * default Foo`), which `plainRuns` leaves out.
 */
export function plainLine(line: string): Array<[number, number]> | undefined {
  if (
    !(letter.test(line) || /^`{1,2}[^`]/.test(line)) ||
    line.endsWith(' ') ||
    /www\.|https?:\/\//i.test(line)
  )
    return undefined;
  const spans: Array<[number, number]> = [];
  let at = 0;
  for (;;) {
    const open = line.indexOf('`', at);
    if (!plainText.test(line.slice(at, open < 0 ? undefined : open))) return undefined;
    if (open < 0) return spans;
    let ticks = open;
    while (line[ticks] === '`') ticks++;
    const size = ticks - open;
    let close = ticks;
    for (;;) {
      close = line.indexOf('`', close);
      if (close < 0) return undefined;
      let after = close;
      while (line[after] === '`') after++;
      if (after - close === size) break;
      close = after;
    }
    if (line.slice(ticks, close).includes('\t')) return undefined;
    spans.push([open, close + size]);
    at = close + size;
  }
}

const blankLine = /^[ \t]*$/;
/** The first character of a line that would carry a list item or indented code on past a blank line. */
const continuing = /^[ \t*+\-\d]/;

/** Lines `first` to `last` (0-based) of a source that are a paragraph of plain text alone. */
interface Run {
  first: number;
  last: number;
  /** The code spans of each of its lines ({@link plainLine}). */
  spans: Array<Array<[number, number]>>;
}

/**
 * The runs of plain lines (`plainLine`) with a blank line (or the start) before and after: each is a
 * paragraph wherever it sits, unless a fenced construct holds it (code, a JSX tag or expression,
 * HTML, a comment), which {@link withPlainParagraphs} checks after the parse. Fenced code (`fencedCode`)
 * is skipped here, as is a run that the next line a parser still sees (the next run left out too)
 * could join to a list or indented code before it.
 */
export function plainRuns(lines: string[]): Run[] {
  const found: Run[] = [];
  const fences = fencedCode();
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    if (fences.inside(line) || (i > 0 && !blankLine.test(lines[i - 1] as string))) continue;
    const first = plainLine(line);
    if (!first) continue;
    const spans = [first];
    for (;;) {
      const next = plainLine(lines[i + spans.length] ?? '');
      if (!next) break;
      spans.push(next);
    }
    const last = i + spans.length - 1;
    const closed = last + 1 === lines.length || blankLine.test(lines[last + 1] as string);
    if (closed && !/^(?:import|export)\b/.test(line)) found.push({ first: i, last, spans });
    i = last;
  }
  const kept: Run[] = [];
  let next = '';
  let r = found.length - 1;
  for (let i = lines.length - 1; i >= 0; i--) {
    const run = found[r];
    if (run && i === run.last) {
      r--;
      if (continuing.test(next)) next = lines[run.first] as string;
      else kept.push(run);
      i = run.first;
    } else if (!blankLine.test(lines[i] as string)) next = lines[i] as string;
  }
  return kept.reverse();
}

/**
 * A parser that reads paragraphs of plain text without the tokenizer: it parses the page with those
 * paragraphs blanked out (spaces, so that every other node keeps its place and offsets) and puts
 * each back as a paragraph node where it was, when nothing but the page, a directive or a JSX element
 * holds it. On anything else (the lines sit inside code, a comment, a tag...) or an error, it parses
 * the page as it is. The tree is the one `parser` makes of the page; the test holds it to that. Use
 * it only for parsers without syntax of a site's plugins, which could read more into plain text.
 */
export function withPlainParagraphs(parser: PageParser): PageParser {
  return {
    parse(file) {
      const source = String(file.value);
      if (source.includes('\r')) return parser.parse(file);
      const lines = source.split('\n');
      const runs = plainRuns(lines);
      if (!runs.length) return parser.parse(file);
      const starts: number[] = [];
      let offset = 0;
      for (const line of lines) {
        starts.push(offset);
        offset += line.length + 1;
      }
      const blanked = [...lines];
      for (const { first, last } of runs)
        for (let i = first; i <= last; i++) blanked[i] = ' '.repeat((lines[i] as string).length);
      let tree: Root;
      try {
        tree = parser.parse(new VFile({ path: file.path, value: blanked.join('\n') }));
      } catch {
        return parser.parse(file);
      }
      for (const run of runs) {
        const paragraph = paragraphOf(lines, starts, run);
        if (!place(tree, paragraph, source)) return parser.parse(file);
      }
      return tree;
    },
  };
}

/** The paragraph of a run: its text and code spans as the tokenizer makes them. */
function paragraphOf(lines: string[], starts: number[], { first, last, spans }: Run): Paragraph {
  const point = (line: number, column: number) => ({
    line: line + 1,
    column: column + 1,
    offset: (starts[line] as number) + column,
  });
  const children: Paragraph['children'] = [];
  let text = '';
  let from = point(first, 0);
  for (let l = first; l <= last; l++) {
    const line = lines[l] as string;
    let at = 0;
    for (const [open, close] of spans[l - first] ?? []) {
      text += line.slice(at, open);
      if (text) children.push({ type: 'text', value: text, position: { start: from, end: point(l, open) } });
      let ticks = 0;
      while (line[open + ticks] === '`') ticks++;
      let value = line.slice(open + ticks, close - ticks);
      if (value.startsWith(' ') && value.endsWith(' ') && /[^ ]/.test(value)) value = value.slice(1, -1);
      children.push({ type: 'inlineCode', value, position: { start: point(l, open), end: point(l, close) } });
      text = '';
      from = point(l, close);
      at = close;
    }
    text += line.slice(at) + (l < last ? '\n' : '');
  }
  if (text)
    children.push({
      type: 'text',
      value: text,
      position: { start: from, end: point(last, (lines[last] as string).length) },
    });
  return {
    type: 'paragraph',
    children,
    position: { start: point(first, 0), end: point(last, (lines[last] as string).length) },
  };
}

/**
 * Puts `paragraph` among the children of the deepest node that holds its place: the page, a
 * directive, or a JSX element past its opening tag. False when another node holds it.
 */
function place(tree: Root, paragraph: Paragraph, source: string): boolean {
  const at = paragraph.position?.start.offset as number;
  let parent: Parent = tree;
  for (;;) {
    let index = 0;
    let holder: Parent | undefined;
    for (const child of parent.children) {
      const { position } = child as { position?: Position };
      if (!position) return false;
      if ((position.end.offset as number) <= at) {
        index++;
        continue;
      }
      if ((position.start.offset as number) <= at) {
        const tag = child.type === 'mdxJsxFlowElement' ? tagEnd(source, position.start.offset as number) : -1;
        if (child.type !== 'containerDirective' && !(tag >= 0 && tag < at)) return false;
        holder = child as Parent;
      }
      break;
    }
    if (!holder) {
      parent.children.splice(index, 0, paragraph);
      return true;
    }
    parent = holder;
  }
}

/** The offset of the `>` that ends the JSX tag opening at `from` (strings and `{}` skipped), -1 if none. */
function tagEnd(source: string, from: number): number {
  let quote = '';
  let depth = 0;
  for (let i = from + 1; i < source.length; i++) {
    const c = source[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'" || c === '`') quote = c;
    else if (c === '{') depth++;
    else if (c === '}') depth--;
    else if (c === '>' && depth === 0) return i;
  }
  return -1;
}
