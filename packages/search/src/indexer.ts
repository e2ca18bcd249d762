import { encodeIds, encodeNumbers, encodeTerms } from './codec.js';
import type { IndexRecord } from './contract.js';
import { addPosting, derivePostings, type Postings } from './derive.js';
import {
  type DocRow,
  type DocShard,
  docShardFile,
  formatVersion,
  hashTerms,
  type Manifest,
  manifestFile,
  type TermShard,
  termShardFile,
} from './format.js';
import { expandPage, nameWords, pageTerms, termsOf, tokenize } from './text.js';

export type { DocRow, DocShard, Manifest, TermShard } from './format.js';

export interface LocalIndexOptions {
  /** Folder of the files, relative to the site output. Default `search`. */
  dir?: string;
  /** Characters of each record's text kept for snippets, cut at a word. Default 72. */
  excerptLength?: number;
  /**
   * One file (`true`) or shards (`false`). Default: one file while the result data stays under
   * 256 KiB before compression (a few thousand records).
   */
  inline?: boolean;
  /** Postings per term shard, in bytes before compression (a single term may exceed it). Default 32 KiB. */
  termShardBytes?: number;
  /** Result data per doc shard, in bytes before compression (whole pages). Default 12 KiB. */
  docShardBytes?: number;
  /**
   * One-way synonyms for what words cannot tell: `{ 'price history': ['candles'] }` makes a query
   * holding `price history` match `candles` as well (as if both words had matched there).
   */
  synonyms?: Record<string, string[]>;
}

export interface LocalIndexFile {
  /** Path relative to the site output, e.g. `search/manifest.json`. */
  path: string;
  contents: string;
}

const levels = { lvl1: 1, lvl2: 2, lvl3: 3 } as const;
const inlineLimit = 256 * 1024;

/**
 * Builds the local engine's index from search records: a manifest (dictionary, page and record
 * structure) plus term and doc shards, so that a query fetches only what it needs; for a small
 * site, one file.
 */
export function buildLocalIndex(records: IndexRecord[], options: LocalIndexOptions = {}): LocalIndexFile[] {
  const {
    dir = 'search',
    excerptLength = 72,
    termShardBytes = 32 * 1024,
    docShardBytes = 12 * 1024,
  } = options;

  const byPage = new Map<string, IndexRecord[]>();
  for (const record of records) {
    const route = routeOf(record.url);
    const list = byPage.get(route);
    if (list) list.push(record);
    else byPage.set(route, [record]);
  }

  const sections: [string, string][] = [];
  const sectionIndex = new Map<string, number>();
  const tagPages = new Map<string, number[]>();
  const pageInfo: number[] = [];
  const pageWeights: number[] = [];
  const pages: Array<{ route: string; title: string; titleTerms: Set<string>; rows: DocRow[] }> = [];
  const recordLevels: number[] = [];
  /** Per record: terms of its own heading and of its text. */
  const terms: Array<{ own: Set<string>; body: Set<string>; excerpt: string }> = [];
  let recordChars = '';
  let docBytes = 0;

  for (const [pageId, [route, list]] of [...byPage].entries()) {
    const first = list[0] as IndexRecord;
    const sectionKey = `${first.section}\u0000${first.hierarchy.lvl0}`;
    let section = sectionIndex.get(sectionKey);
    if (section === undefined) {
      section = sections.push([first.section, first.hierarchy.lvl0]) - 1;
      sectionIndex.set(sectionKey, section);
    }
    pageInfo.push(list.length, section);
    const priority = Math.round(Math.min(5, Math.max(-5, Number(first.priority) || 0)));
    pageWeights.push((priority + 5) * 2 + (first.category_page ? 1 : 0));
    for (const tag of new Set(first.tags)) {
      const pagesOfTag = tagPages.get(tag);
      if (pagesOfTag) pagesOfTag.push(pageId);
      else tagPages.set(tag, [pageId]);
    }

    const title = first.hierarchy.lvl1 ?? '';
    const titleTerms = pageTerms(route, title);
    const rows: DocRow[] = [];
    const pageLevels: number[] = [];
    for (const record of list) {
      const level = levels[record.type] ?? 3;
      const heading = level === 1 ? '' : (record.hierarchy[record.type] ?? '');
      const content = record.content ?? '';
      const text = excerpt(content, excerptLength);
      pageLevels.push(level);
      recordChars += String.fromCharCode(
        48 + (level - 1) * 10 + Math.min(nameWords(level === 1 ? title : heading), 9),
      );
      terms.push({
        own: level === 1 ? titleTerms : termsOf(heading),
        body: termsOf(content, true),
        excerpt: text,
      });
      rows.push([heading, text]);
    }
    expandPage(pageLevels, rows).forEach((derived, i) => {
      const record = list[i] as IndexRecord;
      const row = rows[i] as DocRow;
      const anchor = record.url.slice(route.length + 1);
      const { lvl2 = '', lvl3 = '' } = record.hierarchy;
      if (derived.lvl2 !== (lvl2 || undefined) || derived.lvl3 !== (lvl3 || undefined)) {
        row.push(derived.anchor === anchor ? 0 : anchor, [lvl2, lvl3]);
      } else if (derived.anchor !== anchor) row.push(anchor);
      docBytes += row[0].length + row[1].length + 8;
    });
    recordLevels.push(...pageLevels);
    pages.push({ route, title, titleTerms, rows });
    docBytes += route.length + title.length + 8;
  }

  const inline = options.inline ?? docBytes <= inlineLimit;

  const docShards: DocShard[] = [];
  const docShardStarts: number[] = [];
  let bytes = Number.POSITIVE_INFINITY;
  for (const [pageId, page] of pages.entries()) {
    if (bytes > docShardBytes && (!inline || !docShards.length)) {
      docShards.push({ p: [], r: [] });
      docShardStarts.push(pageId);
      bytes = 0;
    }
    const shard = docShards[docShards.length - 1] as DocShard;
    shard.p.push([page.route, page.title]);
    shard.r.push(...page.rows);
    bytes += JSON.stringify(page.rows).length + page.route.length + page.title.length;
  }

  const postings = new Map<string, Postings>();
  let recordId = 0;
  for (const [pageId, page] of pages.entries()) {
    if (!inline) for (const term of page.titleTerms) addPosting(postings, term, 0, pageId);
    for (let i = 0; i < page.rows.length; i++, recordId++) {
      const { own, body, excerpt: text } = terms[recordId] as (typeof terms)[number];
      const visible = inline ? termsOf(text, true) : undefined;
      if (!inline && recordLevels[recordId] !== 1)
        for (const term of own) addPosting(postings, term, 1, recordId);
      for (const term of body)
        if (!own.has(term) && !visible?.has(term)) addPosting(postings, term, 2, recordId);
    }
  }

  const manifest: Manifest = {
    v: formatVersion,
    id: '',
    sections,
    tags: [...tagPages.keys()],
    tagPages: [...tagPages.values()].map(encodeIds),
    pages: encodeNumbers(pageInfo),
    records: recordChars,
    terms: '',
    termShards: '',
    docShards: '',
  };
  if (pageWeights.some((w) => w !== 10)) manifest.weights = encodeNumbers(pageWeights);
  const synonyms = Object.entries(options.synonyms ?? {}).flatMap(([from, to]): [string, string[]][] => {
    const words = (text: string) =>
      tokenize(text)
        .map((t) => t.term)
        .join(' ');
    const targets = to.map(words).filter(Boolean);
    return words(from) && targets.length ? [[words(from), targets]] : [];
  });
  if (synonyms.length) manifest.synonyms = synonyms;
  const prefix = dir ? `${dir.replace(/\/+$/, '')}/` : '';

  if (inline) {
    const d = docShards[0] ?? { p: [], r: [] };
    const pageStart = [0];
    for (let i = 0; i < pageInfo.length; i += 2)
      pageStart.push((pageStart[i / 2] as number) + (pageInfo[i] as number));
    const visible = derivePostings(d, recordLevels, pageStart);
    const dictionary = [...new Set([...visible.keys(), ...postings.keys()])].sort();
    const t = dictionary.map((term) => encodeIds(postings.get(term)?.[2] ?? [])).join(',');
    manifest.terms = encodeTerms(dictionary.filter((term) => !visible.has(term)));
    manifest.inline = { t, d, h: hashTerms(dictionary) };
    manifest.id = hashTerms([t, JSON.stringify(d), JSON.stringify([sections, manifest.weights, synonyms])]);
    return [{ path: prefix + manifestFile, contents: JSON.stringify(manifest) }];
  }

  const dictionary = [...postings.keys()].sort();
  const termShards: TermShard[] = [];
  const termShardStarts: number[] = [];
  let termBytes = Number.POSITIVE_INFINITY;
  for (const [i, term] of dictionary.entries()) {
    const [title, heading, body] = postings.get(term) as Postings;
    const entry = `${encodeIds(title)}.${encodeIds(heading)}.${encodeIds(body)}`;
    if (termBytes + entry.length > termShardBytes) {
      termShards.push([]);
      termShardStarts.push(i);
      termBytes = 0;
    }
    (termShards[termShards.length - 1] as TermShard).push(entry);
    termBytes += entry.length + 3;
  }
  const shardJson = [...termShards, ...docShards].map((s) => JSON.stringify(s));
  manifest.id = hashTerms(shardJson);
  manifest.terms = encodeTerms(dictionary);
  manifest.termShards = encodeIds(termShardStarts);
  manifest.docShards = encodeIds(docShardStarts);
  return [
    { path: prefix + manifestFile, contents: JSON.stringify(manifest) },
    ...shardJson.map((contents, n) => ({
      path:
        prefix +
        (n < termShards.length
          ? termShardFile(n, manifest.id)
          : docShardFile(n - termShards.length, manifest.id)),
      contents,
    })),
  ];
}

function routeOf(url: string): string {
  const hash = url.indexOf('#');
  return hash < 0 ? url : url.slice(0, hash);
}

/** The start of a text, cut at a word boundary, with `…` when cut. */
function excerpt(text: string, length: number): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length + 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > length / 2 ? cut.slice(0, space) : cut.slice(0, length)).replace(/[\s,.;:]+$/, '')}…`;
}
