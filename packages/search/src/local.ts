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
  docShardOf,
  formatVersion,
  hashTerms,
  lowerBound,
  type Manifest,
  manifestFile,
  shardOf,
  type TermShard,
  termShardOf,
} from './format.js';
import { keepRecent } from './recent.js';
import {
  distance,
  expandPage,
  nameWords,
  type RowSection,
  stem,
  stopWords,
  termsOf,
  tokenize,
  typoBudget,
} from './text.js';

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
  /** Per page: `(priority + 5) * 2 + (category page ? 1 : 0)`. */
  weights: Uint8Array;
  /** Per stem of a word of a section label (`lvl0`), the sections holding it. */
  sectionStems: Map<string, number[]>;
  /** Phrase (stems) and the words it also matches. */
  synonyms: [string[], string[]][];
  /** Stems of the dictionary terms looked at so far. */
  stems: string[];
  /**
   * Buffers of a search, per record and per page, cleared and kept for the next one: allocating them
   * for each keystroke made the browser collect garbage every few keystrokes (tens of milliseconds).
   */
  scratch: Scratch[];
  /** The terms of each length (words, numbers) and the letters of each term, once a query has typos to look for. */
  near?: { letters: Int32Array; byLength: number[][]; numbers: number[][] };
}

interface Scratch {
  /** Per record: touched by this search. */
  seen: Uint8Array;
  /** Per query word and record: its best match there (`codeOf`). */
  best: Uint8Array[];
  /** Per query word and page: its best match in the page title, as the context of the page's sections. */
  inPage: Uint8Array[];
  /** The rank keys of the records touched. */
  keys: Float64Array;
}

interface Candidate {
  query: number;
  term: number;
  typos: number;
  exact: 0 | 1;
  /** A completion of the last word, highlighted as far as it was typed. */
  prefix?: boolean;
  /** The second of two words found written as one: the first counts where it is found. */
  joined?: boolean;
}

/**
 * Where a query word is found in a record, weakest first: inherited (the h2 above an h3), the text
 * (for the page itself, also the headings of its sections), context (the page title in a section,
 * the section and categories above the page), the record's own heading, the page title.
 */
const inherited = 0;
const text = 1;
const context = 2;
const heading = 3;
const title = 4;
/** What a word found in each place adds to a record's score. */
const fieldWeights = [1, 2, 3, 4, 8];
/** The set of characters of a term as bits: a-z, digits folded onto 5 bits, anything else on 1. */
function lettersOf(term: string): number {
  let set = 0;
  for (let i = 0; i < term.length; i++) {
    const c = term.charCodeAt(i);
    set |= 1 << (c >= 97 && c <= 122 ? c - 97 : c >= 48 && c <= 57 ? 26 + ((c - 48) % 5) : 31);
  }
  return set;
}

/**
 * Calls `fn` with each dictionary term within `max` edits of `word` (and its distance). Each letter one
 * has and the other lacks costs an edit, so most terms are out without computing `distance`; terms of
 * digits alone are looked at only when the word has at most `max` other characters (a large site's
 * dictionary is mostly numbers).
 */
function eachNear(idx: Index, word: string, max: number, fn: (term: number, d: number) => void): void {
  idx.near ??= nearIndex(idx.terms);
  const { letters, byLength, numbers } = idx.near;
  const mine = lettersOf(word);
  for (let length = Math.max(1, word.length - max); length <= word.length + max; length++) {
    for (const bucket of word.replace(/\d/g, '').length > max ? [byLength] : [byLength, numbers]) {
      for (const i of bucket[length] ?? []) {
        const theirs = letters[i] as number;
        if (bits(mine & ~theirs) > max || bits(theirs & ~mine) > max) continue;
        const d = distance(word, idx.terms[i] as string, max);
        if (d <= max) fn(i, d);
      }
    }
  }
}

/** The bits {@link lettersOf} folds digits onto: a term of digits alone sets no other. */
const digitBits = 0b11111 << 26;

/**
 * The terms of each length, words and numbers apart (told apart by their letters), and the letters of
 * each term ({@link lettersOf}): built on the first keystroke that looks for typos, over a dictionary
 * of 300,000 terms at 100,000 pages (a quarter to a half quicker than a regular expression per term).
 */
function nearIndex(terms: string[]): NonNullable<Index['near']> {
  const byLength: number[][] = [];
  const numbers: number[][] = [];
  const letters = new Int32Array(terms.length);
  for (let i = 0; i < terms.length; i++) {
    const term = terms[i] as string;
    const set = lettersOf(term);
    const number = term.length > 0 && (set & ~digitBits) === 0;
    const bucket = number ? numbers : byLength;
    bucket[term.length] ??= [];
    bucket[term.length]?.push(i);
    letters[i] = set;
  }
  return { letters, byLength, numbers };
}

/** Number of bits set. */
function bits(n: number): number {
  let v = n - ((n >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Best match of a word in a record: `1 + ((2 - typos) * 5 + field) * 2 + exact`, 0 for none. */
const codeOf = (c: Candidate, field: number) =>
  1 + ((2 - c.typos) * 5 + (c.joined ? inherited : field)) * 2 + c.exact;

const maxQuery = 256;
/** Longest ending the stemmer takes off a word (`cancellations`: `cancel`). */
const maxSuffix = 8;
const maxTerms = 10;
/** Shortest half of a query word split in two (`getcandles`: `get` and `candles`). */
const minPart = 3;
const idBits = 2 ** 22;

/**
 * The embedded engine: fetches `manifest.json` on the first search (or `preload`) and then only the
 * shards a query needs (kept for later queries). A missing or corrupt index, a failed or slow fetch
 * reject with {@link SearchUnavailableError}; an aborted `signal` rejects with an `AbortError`.
 */
export function createLocalSearchClient(options: LocalSearchClientOptions): SearchClient {
  const { timeoutMs = 10_000 } = options;
  const base = options.baseUrl.replace(/\/?$/, '/');
  const files = new Map<string, Promise<unknown>>();
  const memo = new Map<string, Promise<Omit<SearchResults, 'query'>>>();
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
          .then(JSON.parse)
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
    preload: load,
    async search(query, searchOptions = {}) {
      const { signal } = searchOptions;
      const aborted = () => new DOMException('The search was aborted.', 'AbortError');
      if (signal?.aborted) throw aborted();
      let stop = () => {};
      try {
        return await Promise.race([
          run(query, searchOptions, load, memo),
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

/** Resolves at once, or after a turn of the event loop once 8 ms of work went by since the last one. */
function slices(): () => Promise<void> | undefined {
  let since = performance.now();
  return () => {
    if (performance.now() - since < 8) return undefined;
    return new Promise((resolve) =>
      setTimeout(() => {
        since = performance.now();
        resolve();
      }, 0),
    );
  };
}

/**
 * Opens an index from its manifest. An inline index is decoded in slices of about 8 ms with a turn
 * of the event loop between them, so a page stays responsive (no long task) while it loads.
 */
async function open(m: Manifest, get: <T>(name: string) => Promise<T>): Promise<Index> {
  if (m?.v !== formatVersion) throw new Error('Unknown index format');
  const n = m.records.length;
  const pageStart = [0];
  if (m.pages === undefined) {
    for (let r = 1; r < n; r++) if (m.records.charCodeAt(r) < 58) pageStart.push(r);
    if (n) pageStart.push(n);
  } else
    for (const count of decodeNumbers(m.pages))
      pageStart.push((pageStart[pageStart.length - 1] as number) + count);
  const pageSection: number[] = [];
  const runs = decodeNumbers(m.sectionRuns);
  for (let i = 0; i < runs.length; i += 2)
    for (let k = 0; k < (runs[i] as number); k++) pageSection.push(runs[i + 1] as number);
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
  const weights = new Uint8Array(pageSection.length).fill(10);
  if (m.weights) weights.set(decodeNumbers(m.weights).slice(0, weights.length));
  const sectionStems = new Map<string, number[]>();
  sections.forEach(([, label], i) => {
    for (const term of new Set([...termsOf(label)].map(stem))) {
      sectionStems.set(term, [...(sectionStems.get(term) ?? []), i]);
    }
  });
  const synonyms = (m.synonyms ?? []).map(([from, to]): [string[], string[]] => [
    from.split(' ').map(stem),
    to.flatMap((t) => t.split(' ')),
  ]);
  const shared = {
    stems: [],
    sections,
    tags,
    pageStart,
    pageSection,
    pageOf,
    levels,
    words,
    expanded: new Map(),
    scratch: [],
    weights,
    sectionStems,
    synonyms,
  };

  if (m.inline) {
    const { d, t, h } = m.inline;
    if (d.r.length !== n || d.p.length !== pages) throw new Error('Corrupt inline index');
    const turn = slices();
    const map = new Map<string, Postings>();
    for (let p = 0; p < pages; p += 8) {
      derivePostings(d, levels, pageStart, map, p, p + 8);
      await turn();
    }
    const terms = [...new Set([...map.keys(), ...decodeTerms(m.terms)])].sort();
    await turn();
    if (hashTerms(terms) === h) {
      const entries = t.split(',');
      for (let i = 0; i < entries.length; i++) {
        for (const r of check(decodeIds(entries[i] as string), n)) addPosting(map, terms[i] as string, 2, r);
        if (i % 256 === 255) await turn();
      }
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
        const shard = await get<TermShard>(termShardOf(m, s));
        const entry = shard[term - (termStarts[s] as number)];
        if (typeof entry !== 'string') throw new Error('Corrupt term shard');
        const [title = '', heading = '', body = ''] = entry.split('.');
        p = [check(decodeIds(title), pages), check(decodeIds(heading), n), check(decodeIds(body), n)];
        decoded.set(term, p);
      }
      return p;
    },
    async doc(shard) {
      const d = await get<DocShard>(docShardOf(m, shard));
      if (!Array.isArray(d?.p) || !Array.isArray(d.r)) throw new Error('Corrupt doc shard');
      return d;
    },
    docStarts,
  };
}

/** Results a client keeps, by the words of the query and the options that shape them. */
const rememberedQueries = 100;

/**
 * The results of a query: those of an earlier query with the same words and options when the client
 * still has them (a reader who deletes a letter, types it again, or types `Stock` after `stock`),
 * else {@link rank}ed and kept. The `memo` holds the most recent, a failed search none.
 */
async function run(
  query: string,
  options: SearchOptions,
  load: () => Promise<Index>,
  memo: Map<string, Promise<Omit<SearchResults, 'query'>>>,
): Promise<SearchResults> {
  const typed = String(query).slice(0, maxQuery);
  const tokens = tokenize(typed);
  const all = [...new Set(tokens.map((t) => t.term))];
  const prefix = !/\s$/.test(typed);
  const kept = all.filter((t, i) => !stopWords.has(t) || (prefix && i === all.length - 1));
  const words = (kept.length ? kept : all).slice(0, maxTerms);
  // How many words of a heading each query word names: `MarshalJSON` two, as the heading counts them.
  const spans = words.map((w) => {
    const t = tokens.find((token) => token.term === w) as (typeof tokens)[0];
    return nameWords(typed.slice(t.start, t.end)) || 1;
  });
  if (!words.length) return { query, total: 0, groups: [] };
  const lastPrefix = prefix && all[all.length - 1] === words[words.length - 1] ? words.length - 1 : -1;
  const { filters, context, limit, offset } = options;
  const key = JSON.stringify([words, spans, lastPrefix, filters, context?.section, limit, offset]);
  let ranked = memo.get(key);
  if (!ranked) {
    const mine = rank(words, spans, lastPrefix, options, load);
    mine.catch(() => memo.get(key) === mine && memo.delete(key));
    ranked = mine;
  }
  keepRecent(memo, key, ranked, rememberedQueries);
  return { ...(await ranked), query };
}

/**
 * Looks each query word up in the dictionary (exact, same stem, prefix for the last word, typos,
 * synonyms, two words written as one), keeps each record's best match per word, ranks the records
 * that match in their own heading or text, and builds the hits of the requested window.
 */
async function rank(
  words: string[],
  spans: number[],
  lastPrefix: number,
  options: SearchOptions,
  load: () => Promise<Index>,
): Promise<Omit<SearchResults, 'query'>> {
  const results: Omit<SearchResults, 'query'> = { total: 0, groups: [] };
  const idx = await load();
  const { terms, levels, pageStart, pageOf } = idx;
  const exactly = (word: string) => {
    const i = lowerBound(terms, word);
    return terms[i] === word ? i : -1;
  };
  const candidates: Candidate[] = [];
  const found = words.map(() => new Set<number>());
  const add = (q: number, term: number, typos: number, exact: 0 | 1, more?: Partial<Candidate>) => {
    const seen = found[q] as Set<number>;
    if (term < 0 || seen.has(term)) return;
    seen.add(term);
    candidates.push({ query: q, term, typos, exact, ...more });
  };
  words.forEach((word, q) => {
    const lo = lowerBound(terms, word);
    if (terms[lo] === word) add(q, lo, 0, 1);
    const root = stem(word);
    if (root.length > 2) {
      const from = root === word ? lo : lowerBound(terms, root);
      for (let i = from; i < terms.length && i < from + 200 && terms[i]?.startsWith(root); i++) {
        if ((terms[i] as string).length > root.length + maxSuffix) continue;
        idx.stems[i] ??= stem(terms[i] as string);
        if (idx.stems[i] === root) add(q, i, 0, 1);
      }
    }
    if (q === lastPrefix) {
      const longer: number[] = [];
      for (let i = lo; i < terms.length && longer.length < 200 && terms[i]?.startsWith(word); i++)
        longer.push(i);
      longer.sort((a, b) => (terms[a] as string).length - (terms[b] as string).length);
      for (const i of longer.slice(0, 50)) add(q, i, 0, 0, { prefix: true });
    }
    const budget = /^\d+$/.test(word) ? 0 : typoBudget(word);
    if (budget) {
      const typos: [number, number][] = [];
      eachNear(idx, word, budget, (i, d) => {
        if (!found[q]?.has(i) && !stopWords.has(terms[i] as string)) typos.push([d, i]);
      });
      typos.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
      for (const [d, i] of typos.slice(0, 20)) add(q, i, d, 0);
    }
  });
  // Two words written as one in the index (`option chain`: OPTIONCHAIN), and synonyms.
  for (let q = 0; q + 1 < words.length; q++) {
    const joined = exactly(`${words[q]}${words[q + 1]}`);
    add(q, joined, 0, 0);
    add(q + 1, joined, 0, 0, { joined: true });
  }
  // One word written for two in the index (`realtime`: real-time, `GetCandles`: Get … candles): a
  // record holding both halves matches the word where the weaker half is found, as with a typo.
  const splits: Array<[number, Candidate, Candidate]> = [];
  words.forEach((word, q) => {
    // Only a word the docs never write as one: `outage` is not `out age`.
    if (exactly(word) >= 0) return;
    let best = 0;
    for (let i = minPart; i + minPart <= word.length; i++) {
      const a = word.slice(0, i);
      // `human_readable` splits at its underscore too
      const b = word.slice(word[i] === '_' ? i + 1 : i);
      const left = exactly(a);
      const right = exactly(b);
      // The most even split: `realtime` is `real time`, not a rare short word and the rest.
      const even = Math.min(i, b.length);
      // Halves of 3 letters or more, neither a stop word: `marketdata_to` is not `marketdata to`.
      if (
        left < 0 ||
        right < 0 ||
        /\d/.test(word) ||
        even < minPart ||
        even <= best ||
        stopWords.has(a) ||
        stopWords.has(b)
      )
        continue;
      best = even;
      const half = (term: number): Candidate => ({ query: q, term, typos: 1, exact: 0 });
      splits[q] = [q, half(left), half(right)];
    }
  });
  const wordStems = words.map(stem);
  for (const [phrase, targets] of idx.synonyms) {
    for (let q = 0; q + phrase.length <= words.length; q++) {
      if (!phrase.every((s, i) => wordStems[q + i] === s)) continue;
      for (let i = q; i < q + phrase.length; i++) for (const t of targets) add(i, exactly(t), 0, 0);
    }
  }

  const n = levels.length;
  const scratch = idx.scratch.pop() ?? {
    seen: new Uint8Array(n),
    best: [],
    inPage: [],
    keys: new Float64Array(0),
  };
  const { seen } = scratch;
  for (let q = scratch.best.length; q < words.length; q++) {
    scratch.best.push(new Uint8Array(n));
    scratch.inPage.push(new Uint8Array(pageStart.length));
  }
  const best = scratch.best.slice(0, words.length);
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
  const pageRecords = (p: number, each: (r: number) => void) => {
    for (let r = pageStart[p] as number; r < (pageStart[p + 1] as number); r++) each(r);
  };
  /**
   * Calls `put` with each record a candidate's postings reach and its code there. A page title is the
   * context of the page's sections: given `inPage`, it gets that code once per page instead.
   */
  const spread = async (
    c: Candidate,
    put: (r: number, code: number) => void,
    inPage?: (p: number, code: number) => void,
  ) => {
    const [titles, headings, bodies] = (await idx.postings(c.term)) ?? [[], [], []];
    for (const p of titles) {
      if (!inPage) pageRecords(p, (r) => put(r, codeOf(c, levels[r] === 1 ? title : context)));
      else {
        put(pageStart[p] as number, codeOf(c, title));
        inPage(p, codeOf(c, context));
      }
    }
    for (const r of headings) {
      put(r, codeOf(c, heading));
      const p = pageOf[r] as number;
      put(pageStart[p] as number, codeOf(c, text));
      const end = pageStart[p + 1] as number;
      if (levels[r] === 2) for (let h = r + 1; h < end && levels[h] === 3; h++) put(h, codeOf(c, inherited));
    }
    for (const r of bodies) put(r, codeOf(c, text));
  };
  // A word in a page title, as the context of the page's sections, per page (`bestInPage`).
  const bestInPage = scratch.inPage.slice(0, words.length);
  await Promise.all(
    candidates.map((c) => {
      const inPage = bestInPage[c.query] as Uint8Array;
      return spread(
        c,
        (r, code) => set(best[c.query] as Uint8Array, r, code),
        (p, code) => {
          if (code > (inPage[p] as number)) inPage[p] = code;
        },
      );
    }),
  );
  for (const [q, ...parts] of splits.filter(Boolean)) {
    const halves = parts.map(() => new Uint8Array(n));
    await Promise.all(
      parts.map((c, i) =>
        spread(c, (r, code) => {
          const half = halves[i] as Uint8Array;
          half[r] = Math.max(half[r] as number, code);
        }),
      ),
    );
    const [one, two] = halves as [Uint8Array, Uint8Array];
    for (let r = 0; r < n; r++) {
      const code = Math.min(one[r] as number, two[r] as number);
      if (code) set(best[q] as Uint8Array, r, code);
    }
  }
  // The words of a section's label are context of its records: only those matched otherwise can be hits,
  // and a record's own match of such a word (in its text, say) stays what it is.
  const contextCode = codeOf({ query: 0, term: -1, typos: 0, exact: 1 }, context);
  const sectionWords = new Map<number, number[]>();
  wordStems.forEach((root, q) => {
    for (const s of idx.sectionStems.get(root) ?? [])
      sectionWords.set(s, [...(sectionWords.get(s) ?? []), q]);
  });
  if (sectionWords.size) {
    for (const r of touched) {
      const p = pageOf[r] as number;
      for (const q of sectionWords.get(idx.pageSection[p] as number) ?? []) {
        const b = best[q] as Uint8Array;
        if (!b[r] && (levels[r] === 1 || !(bestInPage[q] as Uint8Array)[p])) b[r] = contextCode;
      }
    }
  }

  const { section, tags = [] } = options.filters ?? {};
  const here = options.context?.section;
  const tagSets = tags.map((tag) => idx.tags.get(tag) ?? new Set<number>());
  if (scratch.keys.length < touched.length) scratch.keys = new Float64Array(Math.ceil(touched.length * 1.5));
  const { keys } = scratch;
  let total = 0;
  const bySection = section !== undefined || here !== undefined;
  for (const r of touched) {
    const p = pageOf[r] as number;
    const sectionId = bySection ? idx.sections[idx.pageSection[p] as number]?.[0] : undefined;
    if (section !== undefined && sectionId !== section) continue;
    if (tagSets.length && tagSets.some((pagesOfTag) => !pagesOfTag.has(p))) continue;
    const level = levels[r] as number;
    const own = level === 1 ? title : heading;
    let matched = 0;
    let typos = 0;
    let fields = 0;
    let exact = 0;
    let naming = 0;
    let inText = false;
    let mine = false;
    let placed = false;
    for (let q = 0; q < best.length; q++) {
      const inPage = level === 1 ? 0 : ((bestInPage[q] as Uint8Array)[p] as number);
      const c = Math.max((best[q] as Uint8Array)[r] as number, inPage) - 1;
      if (c < 0) continue;
      const field = (c >> 1) % 5;
      matched++;
      typos += 2 - Math.floor((c >> 1) / 5);
      fields += fieldWeights[field] as number;
      exact += c & 1;
      if (field === own) naming += spans[q] as number;
      if (field === text) inText = true;
      if (field === text || field >= heading) mine = true;
      if (field >= context) placed = true;
    }
    if (!mine) continue;
    const weight = idx.weights[p] as number;
    const words = idx.words[r] as number;
    const named = words > 0 && naming >= words ? (level === 1 ? 2 : 1) : 0;
    const listed = weight & 1 && inText ? 0 : 1;
    // Each criterion breaks the ties of the ones before it (mixed radix, 31 bits).
    let rank = matched * 8 + 7 - Math.min(typos, 7);
    // The reader's section leads with records that hold a word in a title, a heading or their context,
    // not with mere mentions in text (a page about credits elsewhere beats one that names them in passing).
    rank = rank * 2 + (here !== undefined && sectionId === here && placed ? 1 : 0);
    rank = rank * 2 + listed;
    rank = rank * 4 + named;
    rank = rank * 128 + Math.min(fields, 127);
    rank = rank * 16 + exact;
    rank = rank * 16 + (weight >> 1);
    rank = rank * 32 + (3 - level) * 10 + 9 - words;
    keys[total++] = rank * idBits + idBits - 1 - r;
  }
  const ranked = keys.subarray(0, total).sort().reverse();
  results.total = total;

  const limit = clamp(options.limit, 20, 1000);
  const offset = clamp(options.offset, 0, total);
  const whole = new Set(candidates.filter((c) => !c.prefix).map((c) => terms[c.term]));
  for (const [, ...parts] of splits.filter(Boolean)) for (const c of parts) whole.add(terms[c.term]);
  const stub = lastPrefix < 0 ? '' : (words[lastPrefix] as string);
  const marks = (t: string) => (whole.has(t) ? -1 : stub && t.startsWith(stub) ? stub.length : 0);
  const shown = [...ranked.subarray(offset, offset + limit)];
  for (const r of touched) {
    seen[r] = 0;
    for (const b of best) b[r] = 0;
  }
  for (const inPage of bestInPage) inPage.fill(0);
  idx.scratch.push(scratch);
  const hits = await Promise.all(shown.map((key) => hitOf(idx, idBits - 1 - (key % idBits), marks)));
  results.groups = groupHits(hits);
  if (!total) {
    const suggestions = suggest(words, idx, new Set(candidates.map((c) => c.query)));
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
  let pair = false;
  const tokens = tokenize(text, true);
  tokens.forEach(({ term, start, end }, i) => {
    const next = tokens[i + 1];
    // Two words that matched written as one (`Human Readable` for `humanreadable`) are both marked.
    const joined = next && next.start >= end && marks(term + next.term) < 0;
    const length = start < at ? 0 : pair || joined ? -1 : marks(term);
    pair = !!joined;
    if (!length) return;
    const stop = length < 0 || end - start !== term.length ? end : start + length;
    if (start > at) out.push({ text: text.slice(at, start) });
    out.push({ text: text.slice(start, stop), match: true });
    at = stop;
  });
  if (at < text.length) out.push({ text: text.slice(at) });
  return out;
}

/** Up to three queries with each unknown word replaced by a close dictionary term. */
function suggest(words: string[], idx: Index, matched: Set<number>): string[] {
  const options = words.map((word, q) => {
    if (matched.has(q)) return [word];
    const max = Math.min(3, Math.max(1, word.length >> 1));
    const close: [number, number, number][] = [];
    if (word.length > 2 && !/\d/.test(word)) {
      eachNear(idx, word, max, (i, d) => {
        close.push([d, Math.abs((idx.terms[i] as string).length - word.length), i]);
      });
    }
    close.sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]);
    return close.slice(0, 3).map((c) => idx.terms[c[2]] as string);
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
