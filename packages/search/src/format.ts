/**
 * Files of the local index. `manifest.json` is fetched first. A large site's index is sharded:
 * term shards (`t/<n / 1000>/<n>.<id>.json`) hold the postings of a range of the sorted dictionary
 * and doc shards (`d/<n / 1000>/<n>.<id>.json`) what results show for a range of pages, at most
 * 1,000 files a folder; names carry the content hash `id` (or the shard's own, see `ids`), so shards
 * can be cached forever. A small site's index is the manifest alone (`inline`).
 */
export const formatVersion = 3;

export interface Manifest {
  v: typeof formatVersion;
  /** Content hash of the index. */
  id: string;
  /**
   * `[section id, hierarchy.lvl0]` pairs that pages refer to by index. The words of `lvl0` (the
   * section and the categories above the page) match every record of its pages, as context.
   */
  sections: [string, string][];
  tags: string[];
  /** Per tag, the pages carrying it (`encodeIds`). */
  tagPages: string[];
  /**
   * Section index of each page, as runs of pages in the same section: `[pages, section]` pairs
   * (`encodeNumbers`).
   */
  sectionRuns: string;
  /**
   * Per page, its record count (`encodeNumbers`); absent when each page's records start with its only
   * page-level record (level 1 in `records`), which then tells where each page starts.
   */
  pages?: string;
  /**
   * One character per record, pages in order: `48 + (level - 1) * 10 + min(words of its heading, 9)`
   * where level is 1 for the page itself, 2 for an h2 and 3 for an h3 section, and the words are the
   * distinct words of the heading (of the title for the page itself) that are not stop words: a query
   * holding them all names the record.
   */
  records: string;
  /**
   * Per page, `(priority + 5) * 2 + (category page ? 1 : 0)` (`encodeNumbers`); absent when every page
   * has priority 0 and none is a category page.
   */
  weights?: string;
  /** One-way synonyms, folded: a query holding the words of the first also matches the words of each other. */
  synonyms?: [string, string[]][];
  /** The dictionary of the term shards: terms, sorted, front coded (`encodeTerms`). */
  terms: string;
  /** Index of the first term of each term shard (`encodeIds`). */
  termShards: string;
  /** Index of the first page of each doc shard (`encodeIds`). */
  docShards: string;
  /**
   * Shards written again by incremental builds since the index was last built whole, by kind (`t`
   * term, `d` doc) and number: their own content hash, which their file name carries instead of `id`.
   */
  ids?: { t?: Record<string, string>; d?: Record<string, string> };
  /**
   * A small index in one file: the engine derives the postings of the words it can see in `d`
   * (titles, headings, excerpts) when it loads. `terms` then lists only the other words; `t` holds,
   * for each term of the whole dictionary (both, sorted), the records whose text has it beyond the
   * excerpt (`encodeIds`, joined by `,`); `h` is `hashTerms` of that dictionary.
   */
  inline?: { t: string; d: DocShard; h: string };
}

/**
 * Per term of the shard's range, `titlePages.headingRecords.bodyRecords`, each `encodeIds`. A term is
 * listed once per record, under the best place it occurs: the page title (by page), the record's
 * own h2/h3 heading, else its text. Stop words are not indexed in text.
 */
export type TermShard = string[];

/**
 * One record: its own heading (`''` for the page itself, whose heading is the page title), the
 * excerpt, then only when they differ from what `expandPage` derives: the anchor (`0` to derive it)
 * and `[lvl2, lvl3]` (`''` for none).
 */
export type DocRow = [heading: string, excerpt: string, anchor?: string | 0, hierarchy?: [string, string]];

export interface DocShard {
  /** Per page of the shard: route and title. */
  p: [route: string, title: string][];
  /** Per record of those pages. */
  r: DocRow[];
}

/** FNV-1a of strings, as 8 hex digits. */
export function hashTerms(parts: string[]): string {
  let h = 0x811c9dc5;
  for (const part of parts) {
    for (let i = 0; i < part.length; i++) h = Math.imul(h ^ part.charCodeAt(i), 0x01000193);
    h = Math.imul(h ^ 10, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

export const manifestFile = 'manifest.json';
/** Shards in one folder, at most. */
export const shardsPerFolder = 1000;
const shardFile = (kind: string, n: number, id: string) =>
  `${kind}/${Math.floor(n / shardsPerFolder)}/${n}.${id}.json`;
export const termShardFile = (n: number, id: string) => shardFile('t', n, id);
export const docShardFile = (n: number, id: string) => shardFile('d', n, id);
/** The file of a manifest's term shard `n`. */
export const termShardOf = (m: Pick<Manifest, 'id' | 'ids'>, n: number) =>
  termShardFile(n, m.ids?.t?.[n] ?? m.id);
/** The file of a manifest's doc shard `n`. */
export const docShardOf = (m: Pick<Manifest, 'id' | 'ids'>, n: number) =>
  docShardFile(n, m.ids?.d?.[n] ?? m.id);

/** The shard of an item: index of the last shard start that is at most `value`. */
export function shardOf(starts: number[], value: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((starts[mid] as number) <= value) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Index of the first item of a sorted list that is not below `value` (the list's length when none). */
export function lowerBound<T>(list: ArrayLike<T>, value: T): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((list[mid] as T) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
