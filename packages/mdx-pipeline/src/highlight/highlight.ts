import type { Element, ElementContent, Text } from 'hast';
import { refractor, resolveLanguage } from './languages.js';
import { applyMagicComments, parseCodeMeta } from './meta.js';

export interface HighlightResult {
  /** `<pre><code>` with one `span.line` per line; tokens carry Prism classes. */
  pre: Element;
  title?: string;
  /** The code as shown: without its magic comments, unless the meta string names the lines. */
  code: string;
  language: string;
  /** Set when the language is not known; the block is plain text. */
  unknownLanguage?: string;
}

/** Highlights a code block at build time and splits it into lines. */
export function highlightCode(
  rawCode: string,
  lang: string | null | undefined,
  meta: string | null | undefined,
): HighlightResult {
  const options = parseCodeMeta(meta);
  // As Docusaurus: lines named in the meta string (`{1,3-4}`) are the highlight, and comments stay code.
  const { code, highlight } = options.highlight.size
    ? { code: rawCode.replace(/\n$/, ''), highlight: options.highlight }
    : applyMagicComments(rawCode.replace(/\n$/, ''));
  const requested = (lang ?? 'text').toLowerCase();
  const grammar = resolveLanguage(requested);
  const tokens: ElementContent[] = grammar
    ? (refractor.highlight(code, grammar).children as ElementContent[])
    : [{ type: 'text', value: code }];
  const lines = splitLines(tokens).map((children, index): Element => {
    const number = index + 1;
    return {
      type: 'element',
      tagName: 'span',
      properties: { className: highlight.has(number) ? ['line', 'highlighted'] : ['line'] },
      children,
    };
  });
  const codeChildren: ElementContent[] = [];
  lines.forEach((line, index) => {
    if (index > 0) codeChildren.push({ type: 'text', value: '\n' });
    codeChildren.push(line);
  });
  const className = [`language-${requested}`];
  if (options.showLineNumbers) className.push('line-numbers');
  const properties: Element['properties'] = { className };
  if (options.showLineNumbers && options.startLine !== 1)
    properties.style = `counter-reset: line ${options.startLine - 1}`;
  return {
    pre: {
      type: 'element',
      tagName: 'pre',
      properties,
      children: [{ type: 'element', tagName: 'code', properties: {}, children: codeChildren }],
    },
    title: options.title,
    code,
    language: requested,
    unknownLanguage: grammar === undefined ? requested : undefined,
  };
}

/** Splits highlighted tokens at newlines; a token that crosses a line break is closed and re-opened on the next line. */
function splitLines(nodes: ElementContent[]): ElementContent[][] {
  return splitNode({ type: 'element', tagName: 'span', properties: {}, children: nodes }).map((line) =>
    line?.type === 'element' ? line.children : [],
  );
}

/** The parts of a node on each line it covers (`undefined` where it has nothing on a line). */
function splitNode(node: ElementContent): Array<ElementContent | undefined> {
  if (node.type === 'text')
    return node.value
      .split('\n')
      .map((value) => (value ? ({ type: 'text', value } satisfies Text) : undefined));
  if (node.type !== 'element') return [node];
  const lines: ElementContent[][] = [[]];
  for (const child of node.children) {
    splitNode(child).forEach((part, i) => {
      if (i > 0) lines.push([]);
      if (part) (lines.at(-1) as ElementContent[]).push(part);
    });
  }
  return lines.map((children) => (children.length ? { ...node, children } : undefined));
}
