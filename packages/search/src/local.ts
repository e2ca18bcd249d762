import { decodeIds, decodeNumbers, decodeTerms } from './codec.js';
import {
  groupHits,
  type SearchClient,
  type SearchHit,
  type SearchOptions,
  type SearchResults,
  SearchUnavailableError,
  type TextSegment,
} from './contract.js';
import { addPosting, derivePostings, type Postings } from './derive.js';
import {
  type DocShard,
  docShardFile,
  formatVersion,
  hashTerms,
  type Manifest,
  manifestFile,
  type TermShard,
  termShardFile,
} from './format.js';
import { distance, expandPage, type RowSection, stopWords, tokenize, typoBudget } from './text.js';

/** The part of `fetch` the engine uses. */
export type FetchLike = (
  url: string,
  init?: { signal?: AbortSignal },
) => Promise<{ ok: boolean; status: number; text(): Promise<string> }>;

export interface LocalSearchClientOptions {
  /** URL of the folder holding `manifest.json`, e.g. `/docs-staging/search/`. */
  baseUrl: string;
  fetch?: FetchLike;
  /** A fetch of an index file that takes longer fails the search. Default 10,000 ms. */
  timeoutMs?: number;
}

interface Index {
  terms: string[];
  postings(term: number): Promise<Postings | undefined>;
  doc(shard: number): Promise<DocShard>;
  sections: [string, string][];
  tags: Map<string, Set<number>>;
  pageStart: number[];
  pageSection: number[];
  pageOf: Int32Array;
  levels: Uint8Array;
  words: Uint8Array;
  docStarts: number[];
  /** Anchors and headings of the pages shown so far. */
  expanded: Map<number, RowSection[]>;
}

interface Candidate {
  query: number;
  term: number;
  /** 1 + (2 - typos) * 8 + exact; a field adds 0 (inherited), 2 (text), 4 (heading) or 6 (title). */
  code: number;
}

const maxQuery = 256;
const maxTerms = 10;
const idBits = 2 ** 22;

/**
 * The embedded engine: fetches `manifest.json` on the first search and then only the shards a query
 * needs (kept for later queries). A missing or corrupt index, a failed or slow fetch reject with
 * {@link SearchUnavailableError}; an aborted `signal` rejects with an `AbortError`.
 */
export function createLocalSearchClient(options: LocalSearchClientOptions): SearchClient {
  const { timeoutMs = 10_000 } = options;
  const base = options.baseUrl.replace(/\/?$/, '/');
  const files = new Map<string, Promise<unknown>>();
  let index: Promise<Index> | undefined;

  const get = <T>(name: string): Promise<T> => {
    let file = files.get(name);
    if (!file) {
      const controller = new AbortController();
      file = new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          controller.abort();
          reject(new Error(`Fetching ${name} timed out`));
        }, timeoutMs);
        Promise.resolve()
          .then(() => (options.fetch ?? fetch)(base + name, { signal: controller.signal }))
          .then((res) => {
            if (!res.ok) throw new Error(`Fetching ${name} failed: HTTP ${res.status}`);
            return res.text();
          })
          .then((text) => JSON.parse(text))
          .then(resolve, reject)
          .finally(() => clearTimeout(timer));
      });
      file.catch(() => files.delete(name));
      files.set(name, file);
    }
    return file as Promise<T>;
  };

  const load = () => {
    if (!index) {
      index = get<Manifest>(manifestFile).then((m) => open(m, get));
      index.catch(() => {
        index = undefined;
        files.delete(manifestFile);
      });
    }
    return index;
  };

  return {
    async search(query, searchOptions = {}) {
      const { signal } = searchOptions;
      const aborted = () => new DOMException('The search was aborted.', 'AbortError');
      if (signal?.aborted) throw aborted();
      let stop = () => {};
      try {
        return await Promise.race([
          run(query, searchOptions, load),
          new Promise<never>((_, reject) => {
            const onAbort = () => reject(aborted());
            signal?.addEventListener('abort', onAbort);
            stop = () => signal?.removeEventListener('abort', onAbort);
          }),
        ]);
      } catch (error) {
        if (signal?.aborted) throw aborted();
        throw error instanceof SearchUnavailableError
          ? error
          : new SearchUnavailableError('The search index is unavailable.', { cause: error });
      } finally {
        stop();
      }
    },
  };
}

function open(m: Manifest, get: <T>(name: string) => Promise<T>): Index {
  if (m?.v !== formatVersion) throw new Error('Unknown index format');
  const info = decodeNumbers(m.pages);
  const pageStart = [0];
  const pageSection: number[] = [];
  for (let i = 0; i < info.length; i += 2) {
    pageStart.push((pageStart[i / 2] as number) + (info[i] as number));
    pageSection.push(info[i + 1] as number);
  }
  const n = m.records.length;
  if (pageStart[pageSection.length] !== n || pageSection.some((s) => !m.sections[s])) {
    throw new Error('Corrupt index structure');
  }
  const levels = new Uint8Array(n);
  const words = new Uint8Array(n);
  const pageOf = new Int32Array(n);
  for (let r = 0; r < n; r++) {
    const c = m.records.charCodeAt(r) - 48;
    if (!(c >= 0 && c < 30)) throw new Error('Corrupt record list');
    levels[r] = 1 + Math.floor(c / 10);
    words[r] = c % 10;
  }
  for (let p = 0; p < pageSection.length; p++) pageOf.fill(p, pageStart[p], pageStart[p + 1]);
  const tags = new Map(m.tags.map((tag, i) => [tag, new Set(decodeIds(m.tagPages[i] as string))]));
  const sections = m.sections;
  const check = (ids: number[], limit: number) => {
    if (ids.some((id) => id >= limit)) throw new Error('Corrupt postings');
    return ids;
  };
  const pages = pageSection.length;
  const shared = { sections, tags, pageStart, pageSection, pageOf, levels, words, expanded: new Map() };

  if (m.inline) {
    const { d, t, h } = m.inline;
    if (d.r.length !== n || d.p.length !== pages) throw new Error('Corrupt inline index');
    const map = derivePostings(d, levels, pageStart);
    const terms = [...new Set([...map.keys(), ...decodeTerms(m.terms)])].sort();
    if (hashTerms(terms) === h) {
      t.split(',').forEach((entry, i) => {
        for (const r of check(decodeIds(entry), n)) addPosting(map, terms[i] as string, 2, r);
      });
    }
    return {
      ...shared,
      terms,
      postings: async (term) => map.get(terms[term] as string),
      doc: async () => d,
      docStarts: [0],
    };
  }

  const terms = decodeTerms(m.terms);
  const termStarts = decodeIds(m.termShards);
  const docStarts = decodeIds(m.docShards);
  const decoded = new Map<number, Postings>();
  return {
    ...shared,
    terms,
    async postings(term) {
      let p = decoded.get(term);
      if (!p) {
        const s = shardOf(termStarts, term);
        const shard = await get<TermShard>(termShardFile(s, m.id));
        const entry = shard[term - (termStarts[s] as number)];
        if (typeof entry !== 'string') throw new Error('Corrupt term shard');
        const [title = '', heading = '', body = ''] = entry.split('.');
        p = [check(decodeIds(title), pages), check(decodeIds(heading), n), check(decodeIds(body), n)];
        decoded.set(term, p);
      }
      return p;
    },
    async doc(shard) {
      const d = await get<DocShard>(docShardFile(shard, m.id));
      if (!Array.isArray(d?.p) || !Array.isArray(d.r)) throw new Error('Corrupt doc shard');
      return d;
    },
    docStarts,
  };
}

/** Index of the last start that is at most `value`. */
function shardOf(starts: number[], value: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((starts[mid] as number) <= value) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * Looks each query word up in the dictionary (exact, prefix for the last word, typos), keeps each
 * record's best match per word, ranks the records that match in their own heading or text, and
 * builds the hits of the requested window.
 */
async function run(
  query: string,
  options: SearchOptions,
  load: () => Promise<Index>,
): Promise<SearchResults> {
  const text = String(query).slice(0, maxQuery);
  const all = [...new Set(tokenize(text).map((t) => t.term))];
  const prefix = !/\s$/.test(text);
  const kept = all.filter((t, i) => !stopWords.has(t) || (prefix && i === all.length - 1));
  const words = (kept.length ? kept : all).slice(0, maxTerms);
  const results: SearchResults = { query, total: 0, groups: [] };
  if (!words.length) return results;

  const idx = await load();
  const { terms, levels, pageStart, pageOf } = idx;
  const candidates: Candidate[] = [];
  const lastPrefix = prefix && all[all.length - 1] === words[words.length - 1] ? words.length - 1 : -1;
  words.forEach((word, q) => {
    const found = new Set<number>();
    const add = (term: number, typos: number, exact: number) => {
      if (found.has(term)) return;
      found.add(term);
      candidates.push({ query: q, term, code: 1 + (2 - typos) * 8 + exact });
    };
    let lo = 0;
    let hi = terms.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((terms[mid] as string) < word) lo = mid + 1;
      else hi = mid;
    }
    if (terms[lo] === word) add(lo, 0, 1);
    if (q === lastPrefix) {
      const longer: number[] = [];
      for (let i = lo; i < terms.length && longer.length < 200 && terms[i]?.startsWith(word); i++)
        longer.push(i);
      longer.sort((a, b) => (terms[a] as string).length - (terms[b] as string).length);
      for (const i of longer.slice(0, 50)) add(i, 0, 0);
    }
    const budget = /^\d+$/.test(word) ? 0 : typoBudget(word);
    if (budget) {
      const typos: [number, number][] = [];
      terms.forEach((term, i) => {
        if (Math.abs(term.length - word.length) > budget || found.has(i) || stopWords.has(term)) return;
        const d = distance(word, term, budget);
        if (d <= budget) typos.push([d, i]);
      });
      typos.sort((a, b) => a[0] - b[0]);
      for (const [d, i] of typos.slice(0, 20)) add(i, d, 0);
    }
  });

  const n = levels.length;
  const best = words.map(() => new Uint8Array(n));
  const seen = new Uint8Array(n);
  const touched: number[] = [];
  const set = (b: Uint8Array, r: number, code: number) => {
    if (code > (b[r] as number)) {
      b[r] = code;
      if (!seen[r]) {
        seen[r] = 1;
        touched.push(r);
      }
    }
  };
  const lists = await Promise.all(candidates.map((c) => idx.postings(c.term)));
  candidates.forEach(({ query: q, code }, i) => {
    const [title, heading, body] = lists[i] ?? [[], [], []];
    const b = best[q] as Uint8Array;
    for (const p of title) {
      for (let r = pageStart[p] as number; r < (pageStart[p + 1] as number); r++) {
        set(b, r, code + (levels[r] === 1 ? 6 : 0));
      }
    }
    for (const r of heading) {
      set(b, r, code + 4);
      const end = pageStart[(pageOf[r] as number) + 1] as number;
      if (levels[r] === 2) for (let c = r + 1; c < end && levels[c] === 3; c++) set(b, c, code);
    }
    for (const r of body) set(b, r, code + 2);
  });

  const { section, tags = [] } = options.filters ?? {};
  const tagSets = tags.map((tag) => idx.tags.get(tag) ?? new Set<number>());
  const keys = new Float64Array(touched.length);
  let total = 0;
  for (const r of touched) {
    const p = pageOf[r] as number;
    if (section !== undefined && idx.sections[idx.pageSection[p] as number]?.[0] !== section) continue;
    if (tagSets.some((pagesOfTag) => !pagesOfTag.has(p))) continue;
    let matched = 0;
    let typos = 0;
    let fields = 0;
    let exact = 0;
    for (const b of best) {
      const c = (b[r] as number) - 1;
      if (c < 0) continue;
      matched++;
      typos += 2 - (c >> 3);
      fields += (c >> 1) & 3;
      exact += c & 1;
    }
    if (!fields) continue;
    const level = levels[r] as number;
    const rank =
      ((((matched * 32 + 20 - typos) * 32 + fields) * 16 + exact) * 4 + 3 - level) * 16 +
      9 -
      (idx.words[r] as number);
    keys[total++] = rank * idBits + idBits - 1 - r;
  }
  const ranked = keys.subarray(0, total).sort().reverse();
  results.total = total;

  const limit = clamp(options.limit, 20, 1000);
  const offset = clamp(options.offset, 0, total);
  const found = new Set(candidates.filter((c) => c.code !== 17).map((c) => terms[c.term]));
  const stem = lastPrefix < 0 ? '' : (words[lastPrefix] as string);
  const marks = (t: string) => (found.has(t) ? -1 : stem && t.startsWith(stem) ? stem.length : 0);
  const hits = await Promise.all(
    [...ranked.subarray(offset, offset + limit)].map((key) => hitOf(idx, idBits - 1 - (key % idBits), marks)),
  );
  results.groups = groupHits(hits);
  if (!total) {
    const suggestions = suggest(words, terms, new Set(candidates.map((c) => c.query)));
    if (suggestions.length) results.suggestions = suggestions;
  }
  return results;
}

function clamp(value: number | undefined, fallback: number, max: number): number {
  return Number.isFinite(value) ? Math.min(Math.max(Math.floor(value as number), 0), max) : fallback;
}

async function hitOf(idx: Index, r: number, marks: (term: string) => number): Promise<SearchHit> {
  const p = idx.pageOf[r] as number;
  const s = shardOf(idx.docStarts, p);
  const d = await idx.doc(s);
  const first = idx.pageStart[idx.docStarts[s] as number] as number;
  const start = idx.pageStart[p] as number;
  const end = idx.pageStart[p + 1] as number;
  const [route, title] = d.p[p - (idx.docStarts[s] as number)] ?? [];
  const rows = d.r.slice(start - first, end - first);
  const row = rows[r - start];
  if (route === undefined || title === undefined || !row || rows.length !== end - start) {
    throw new Error('Corrupt doc shard');
  }
  let sections = idx.expanded.get(p);
  if (!sections) {
    sections = expandPage([...idx.levels.subarray(start, end)], rows);
    idx.expanded.set(p, sections);
  }
  const { anchor, lvl2, lvl3 } = sections[r - start] ?? { anchor: '' };
  const level = idx.levels[r] as 1 | 2 | 3;
  const [section, lvl0] = idx.sections[idx.pageSection[p] as number] as [string, string];
  return {
    url: anchor ? `${route}#${anchor}` : route,
    type: `lvl${level}`,
    hierarchy: { lvl0, lvl1: title, ...(lvl2 && { lvl2 }), ...(lvl3 && { lvl3 }) },
    title: segments(level === 1 ? title : row[0], marks),
    snippet: segments(row[1], marks),
    section,
  };
}

/** Text split into segments, words that matched marked (`marks` gives how many characters). */
function segments(text: string, marks: (term: string) => number): TextSegment[] {
  const out: TextSegment[] = [];
  let at = 0;
  for (const { term, start, end } of tokenize(text, true)) {
    const length = start < at ? 0 : marks(term);
    if (!length) continue;
    const stop = length < 0 || end - start !== term.length ? end : start + length;
    if (start > at) out.push({ text: text.slice(at, start) });
    out.push({ text: text.slice(start, stop), match: true });
    at = stop;
  }
  if (at < text.length) out.push({ text: text.slice(at) });
  return out;
}

/** Up to three queries with each unknown word replaced by a close dictionary term. */
function suggest(words: string[], terms: string[], matched: Set<number>): string[] {
  const options = words.map((word, q) => {
    if (matched.has(q)) return [word];
    const max = Math.min(3, Math.max(1, word.length >> 1));
    const close: [number, number, string][] = [];
    if (word.length > 2 && !/\d/.test(word)) {
      for (const term of terms) {
        const d = distance(word, term, max);
        if (d <= max) close.push([d, Math.abs(term.length - word.length), term]);
      }
    }
    close.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    return close.slice(0, 3).map((c) => c[2]);
  });
  if (options.every((o, q) => matched.has(q) || !o.length)) return [];
  const out = new Set<string>();
  for (let i = 0; i < 3; i++) {
    const query = options
      .map((o) => o[Math.min(i, o.length - 1)])
      .filter(Boolean)
      .join(' ');
    if (query) out.add(query);
  }
  return [...out];
}
