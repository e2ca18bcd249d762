import type { IndexRecord } from './contract.js';
import type { DocRow } from './format.js';
import { expandPage, nameWords, pageTerms, termsOf } from './text.js';

/** What the index keeps of a page, from its records (all of them, in order). */
export interface PageEntry {
  route: string;
  title: string;
  /** `[section id, hierarchy.lvl0]`. */
  section: [string, string];
  /** `(priority + 5) * 2 + (category page ? 1 : 0)`. */
  weight: number;
  tags: string[];
  rows: DocRow[];
  /** Per record: 1 for the page itself, 2 for an h2 section, 3 for an h3 section. */
  levels: number[];
  /** Per record, its character of `Manifest.records`. */
  chars: string;
  records: IndexRecord[];
}

const levels = { lvl1: 1, lvl2: 2, lvl3: 3 } as const;

export function pageEntry(route: string, list: IndexRecord[], excerptLength: number): PageEntry {
  const first = list[0] as IndexRecord;
  const priority = Math.round(Math.min(5, Math.max(-5, Number(first.priority) || 0)));
  const title = first.hierarchy.lvl1 ?? '';
  const rows: DocRow[] = [];
  const pageLevels: number[] = [];
  let chars = '';
  for (const record of list) {
    const level = levels[record.type] ?? 3;
    const heading = level === 1 ? '' : (record.hierarchy[record.type] ?? '');
    pageLevels.push(level);
    chars += String.fromCharCode(
      48 + (level - 1) * 10 + Math.min(nameWords(level === 1 ? title : heading), 9),
    );
    rows.push([heading, excerpt(record.content ?? '', excerptLength)]);
  }
  expandPage(pageLevels, rows).forEach((derived, i) => {
    const record = list[i] as IndexRecord;
    const row = rows[i] as DocRow;
    const anchor = record.url.slice(route.length + 1);
    const { lvl2 = '', lvl3 = '' } = record.hierarchy;
    if (derived.lvl2 !== (lvl2 || undefined) || derived.lvl3 !== (lvl3 || undefined)) {
      row.push(derived.anchor === anchor ? 0 : anchor, [lvl2, lvl3]);
    } else if (derived.anchor !== anchor) row.push(anchor);
  });
  return {
    route,
    title,
    section: [first.section, first.hierarchy.lvl0],
    weight: (priority + 5) * 2 + (first.category_page ? 1 : 0),
    tags: [...new Set(first.tags)],
    rows,
    levels: pageLevels,
    chars,
    records: list,
  };
}

/**
 * The postings of a sharded index's page: a term is listed once per record, in the best place it
 * occurs: the page title (by page id), the record's own heading, else its text (by record id).
 */
export function pagePostings(
  page: PageEntry,
  pageId: number,
  firstRecord: number,
  post: (term: string, field: 0 | 1 | 2, id: number) => void,
): void {
  const titleTerms = pageTerms(page.route, page.title);
  for (const term of titleTerms) post(term, 0, pageId);
  for (const [i, record] of page.records.entries()) {
    const id = firstRecord + i;
    const own = page.levels[i] === 1 ? titleTerms : termsOf((page.rows[i] as DocRow)[0]);
    if (page.levels[i] !== 1) for (const term of own) post(term, 1, id);
    for (const term of termsOf(record.content ?? '', true)) if (!own.has(term)) post(term, 2, id);
  }
}

/** The start of a text, cut at a word boundary, with `…` when cut. */
function excerpt(text: string, length: number): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length + 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > length / 2 ? cut.slice(0, space) : cut.slice(0, length)).replace(/[\s,.;:]+$/, '')}…`;
}

/** The page part of a record's URL. */
export function routeOf(url: string): string {
  const hash = url.indexOf('#');
  return hash < 0 ? url : url.slice(0, hash);
}
