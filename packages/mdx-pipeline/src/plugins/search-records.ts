import type { Element, ElementContent, Root } from 'hast';
import type { SearchRecord } from '../types.js';
import { blockEdge, excerptOf, gap, withoutGaps } from './excerpt.js';

export interface RecordContext {
  route: string;
  title: string;
  section: string;
  sectionLabel: string;
  tags: string[];
  language: string;
}

const skipped = new Set(['CodeBlock', 'pre', 'script', 'style', 'iframe', 'DocCardList']);
const blocks = new Set([
  'p',
  'li',
  'td',
  'th',
  'tr',
  'blockquote',
  'div',
  'h4',
  'h5',
  'h6',
  'dt',
  'dd',
  'summary',
  'Admonition',
  'AdmonitionTitle',
  'TabItem',
]);
const maxContent = 2000;

/**
 * One search record per heading section (the page intro, then every h2 and h3) with the heading
 * hierarchy, the section's plain text as the reader sees it and `route#anchor`: a line break is a
 * space, a custom admonition title is text, footnote markers and back links are left out and the
 * footnotes belong to the last section; no space is left before punctuation where an image or a
 * component without text stood. With them, the page's `excerpt` (see {@link excerptOf}).
 */
export function searchRecords(
  tree: Root,
  context: RecordContext,
): { records: SearchRecord[]; excerpt: string | undefined } {
  const hierarchy: SearchRecord['hierarchy'] = { lvl0: context.sectionLabel, lvl1: context.title };
  const drafts: Array<SearchRecord & { parts: string[] }> = [];
  // A heading a page shows twice (a partial used twice) has the same URL both times: each record keeps its own id.
  const seen = new Map<string, number>();
  let current = start('lvl1', '', hierarchy);
  function start(
    type: SearchRecord['type'],
    anchor: string,
    h: SearchRecord['hierarchy'],
  ): SearchRecord & { parts: string[] } {
    const url = `${context.route}${anchor ? `#${anchor}` : ''}`;
    const count = (seen.get(url) ?? 0) + 1;
    seen.set(url, count);
    const record = {
      objectID: count === 1 ? url : `${url}~${count}`,
      url,
      type,
      hierarchy: { ...h },
      content: '',
      section: context.section,
      tags: context.tags,
      language: context.language,
      docusaurus_tag: `docs-${context.section}-current`,
      parts: [] as string[],
    };
    drafts.push(record);
    return record;
  }
  const walk = (nodes: ElementContent[]) => {
    for (const node of nodes) {
      if (node.type === 'text') {
        current.parts.push(node.value);
      } else if (node.type === 'element') {
        const element = node as Element;
        const props = element.properties ?? {};
        if (skipped.has(element.tagName) || props.dataFootnoteRef || props.dataFootnoteBackref !== undefined)
          continue;
        if (element.tagName === 'br') {
          current.parts.push(' ');
          continue;
        }
        if (element.tagName === 'section' && props.dataFootnotes) {
          // The footnotes close the last section; their hidden "Footnotes" heading starts none.
          walk(element.children.filter((child) => !isHeading(child)));
          continue;
        }
        if (element.tagName === 'Admonition' && typeof props.title === 'string')
          current.parts.push(' ', props.title, ' ');
        if (element.tagName === 'h2' || element.tagName === 'h3') {
          const text = textOf(element).trim();
          const id = String(element.properties?.id ?? '');
          if (element.tagName === 'h2') {
            hierarchy.lvl2 = text;
            hierarchy.lvl3 = undefined;
          } else hierarchy.lvl3 = text;
          current = start(element.tagName === 'h2' ? 'lvl2' : 'lvl3', id, hierarchy);
          continue;
        }
        const block = blocks.has(element.tagName);
        if (block) current.parts.push(blockEdge);
        const [record, from] = [current, current.parts.length];
        walk(element.children);
        if (block) current.parts.push(blockEdge);
        else if (current === record && !hasText(current.parts, from)) current.parts.push(gap);
      }
    }
  };
  walk(tree.children as ElementContent[]);
  let excerpt: string | undefined;
  const records = drafts.map(({ parts, ...record }) => {
    const text = parts.join('');
    const content = withoutGaps(text);
    // The page's first text, also when a heading comes before any (Docusaurus describes such a page too).
    if (content && excerpt === undefined) excerpt = excerptOf(text);
    const hierarchy = Object.fromEntries(
      Object.entries(record.hierarchy).filter(([, v]) => v),
    ) as SearchRecord['hierarchy'];
    return {
      ...record,
      hierarchy,
      content: content.length > maxContent ? `${content.slice(0, maxContent)}…` : content,
    };
  });
  return { records, excerpt };
}

/** Whether `parts` from `from` on hold more than white space. */
function hasText(parts: string[], from: number): boolean {
  for (let i = from; i < parts.length; i++) if ((parts[i] as string).trim()) return true;
  return false;
}

const isHeading = (node: ElementContent) => node.type === 'element' && /^h[1-6]$/.test(node.tagName);

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}
