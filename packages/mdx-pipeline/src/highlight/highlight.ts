import type { Element, ElementContent, Text } from 'hast';
import { refractor, resolveLanguage } from './languages.js';
import { applyMagicComments, parseCodeMeta } from './meta.js';

export interface HighlightResult {
  /** `<pre><code>` with one `span.line` per line; tokens carry Prism classes. */
  pre: Element;
  title?: string;
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
  const { code, highlight } = applyMagicComments(rawCode.replace(/\n$/, ''));
  for (const line of options.highlight) highlight.add(line);
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
    language: requested,
    unknownLanguage: grammar === undefined ? requested : undefined,
  };
}

/** Splits highlighted tokens at newlines, re-opening token spans that cross a line break. */
function splitLines(nodes: ElementContent[]): ElementContent[][] {
  const lines: ElementContent[][] = [[]];
  const walk = (node: ElementContent, wrappers: Element[]) => {
    if (node.type === 'text') {
      const parts = node.value.split('\n');
      parts.forEach((part, i) => {
        if (i > 0) lines.push([]);
        if (part) append({ type: 'text', value: part } satisfies Text, wrappers);
      });
    } else if (node.type === 'element') {
      for (const child of node.children) walk(child, [...wrappers, node]);
    }
  };
  const append = (text: Text, wrappers: Element[]) => {
    let node: ElementContent = text;
    for (let i = wrappers.length - 1; i >= 0; i--) {
      const wrapper = wrappers[i] as Element;
      node = { type: 'element', tagName: wrapper.tagName, properties: wrapper.properties, children: [node] };
    }
    (lines.at(-1) as ElementContent[]).push(node);
  };
  for (const node of nodes) walk(node, []);
  return lines;
}
