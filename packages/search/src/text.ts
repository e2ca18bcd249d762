import { stemmer } from 'stemmer';
import type { DocRow } from './format.js';

/** Tokenising and matching shared by the indexer and the browser engine. */

export interface Token {
  /** Folded form: lower case, without diacritics. */
  term: string;
  start: number;
  end: number;
}

const word = /#?[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:_[\p{L}\p{M}\p{N}]+)*/gu;
const camel = /\p{Lu}?[\p{Ll}\p{M}]+|[\p{Lu}\p{M}]+(?!\p{Ll})/gu;

/** Lower case without diacritics, so `Résumé` and `resume` are the same term. */
export function fold(text: string): string {
  const lower = text.toLowerCase();
  return /[^\0-\x7f]/.test(lower) ? lower.normalize('NFKD').replace(/\p{M}/gu, '') : lower;
}

/**
 * Words of a text with their offsets. A word written with a leading `#` keeps it (a spreadsheet error
 * value, `#NAME?`: `#name`), and a snake_case word its underscores (`no_data`). With `parts`, such a
 * word also yields itself without `#`, and a camelCase or snake_case word its parts
 * (`FundCandlesRequest`: `fundcandlesrequest`, `fund`, `candles`, `request`; `no_data`: `no`, `data`).
 */
export function tokenize(text: string, parts = false): Token[] {
  const tokens: Token[] = [];
  for (const m of text.matchAll(word)) {
    const start = m.index;
    tokens.push({ term: fold(m[0]), start, end: start + m[0].length });
    if (!parts) continue;
    if (m[0][0] === '#')
      tokens.push({ term: fold(m[0].slice(1)), start: start + 1, end: start + m[0].length });
    if (!/.\p{Lu}|_/u.test(m[0])) continue;
    const pieces = [...m[0].matchAll(camel)];
    if (pieces.length < 2) continue;
    for (const p of pieces) {
      tokens.push({ term: fold(p[0]), start: start + p.index, end: start + p.index + p[0].length });
    }
  }
  return tokens;
}

let rows = [new Int32Array(48), new Int32Array(48), new Int32Array(48)];

/**
 * Optimal-string-alignment distance (a transposition is one edit), or `max + 1` as soon as it is
 * certain to exceed `max`. Only the cells within `max` of the diagonal are computed.
 */
export function distance(a: string, b: string, max: number): number {
  const n = a.length;
  const m = b.length;
  const far = max + 1;
  if (Math.abs(n - m) > max) return far;
  if (m + 2 >= (rows[0] as Int32Array).length) rows = rows.map(() => new Int32Array(m + 3));
  let [before, prev, row] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= m + 1; j++) prev[j] = j <= max ? j : far;
  for (let i = 1; i <= n; i++) {
    const x = a.charCodeAt(i - 1);
    const lo = Math.max(1, i - max);
    const hi = Math.min(m, i + max);
    row[lo - 1] = lo === 1 && i <= max ? i : far;
    let best = row[lo - 1] as number;
    for (let j = lo; j <= hi; j++) {
      const y = b.charCodeAt(j - 1);
      let v = Math.min(
        (prev[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (prev[j - 1] as number) + (x === y ? 0 : 1),
      );
      if (i > 1 && j > 1 && x === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === y) {
        v = Math.min(v, (before[j - 2] as number) + 1);
      }
      row[j] = Math.min(v, far);
      if (v < best) best = v;
    }
    row[hi + 1] = far;
    if (best > max) return far;
    [before, prev, row] = [prev, row, before];
  }
  return Math.min(prev[m] as number, far);
}

/** Edits a query term may contain and still match: 1 from 4 characters, 2 from 8. */
export function typoBudget(term: string): number {
  return term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;
}

/** Common English words: not indexed in body text, dropped from a query that has other terms. */
export const stopWords = new Set(
  'a about above after again against all also am an and any are as at be because been before being below between both but by can could did do does doing down during each every few for from further had has have having he her here hers herself him himself his how i if in into is it its itself just may me might more most must my myself no nor not now of off on once one only or other our ours ourselves out over own same see shall she should so some such than that the their theirs them themselves then there these they this those through too under until up very was we were what when where which while who whom why will with within without would you your yours yourself yourselves'.split(
    ' ',
  ),
);

const maxTermLength = 40;

/**
 * The English stem of a folded word (Porter, `stemmer`): `candles` and `candle` give `candl`,
 * `expiration` and `expires` give `expir`. `news`, `bias`, `atlas` and `cosmos` stay whole, as
 * Porter2 (Snowball English) keeps them: `news` is not a form of `new`. Words with digits or other
 * scripts stay as they are.
 */
export function stem(term: string): string {
  return term.length < 3 || !/^[a-z]+$/.test(term) || /^(news|bias|atlas|cosmos)$/.test(term)
    ? term
    : stemmer(term);
}

/**
 * Words of a heading or title that a query has to match to name it: distinct, stop words left out,
 * a camelCase word counted as its parts (`MarshalJSON` is two: `json` alone does not name it).
 */
export function nameWords(text: string): number {
  const names = new Set<string>();
  const tokens = tokenize(text, true);
  tokens.forEach((t, i) => {
    const next = tokens[i + 1];
    // A word followed by its own parts (camelCase, or without its `#`) counts as the parts.
    if (next && next.start >= t.start && next.end <= t.end) return;
    if (!stopWords.has(t.term)) names.add(t.term);
  });
  return names.size;
}

/**
 * Terms indexed as a page's title: those of its title and of its route's last segment, also written
 * as one word, as a parameter or a function is named (`/api/stocks/bulkcandles` adds `bulkcandles`
 * to "Bulk Candles", `/api/universal-parameters/date-format` adds `dateformat` to "Date Format").
 */
export function pageTerms(route: string, title: string): Set<string> {
  const terms = termsOf(title);
  const segment = termsOf(route.slice(route.lastIndexOf('/') + 1));
  for (const term of segment) terms.add(term);
  const joined = [...segment].join('');
  if (segment.size > 1 && joined.length <= maxTermLength) terms.add(joined);
  return terms;
}

/** Distinct terms of a text (camelCase parts included), as indexed. */
export function termsOf(text: string, body = false): Set<string> {
  const terms = new Set<string>();
  for (const { term } of tokenize(text, true)) {
    if (term.length <= maxTermLength && !(body && stopWords.has(term))) terms.add(term);
  }
  return terms;
}

/** GitHub-style heading slug, as the pipeline gives headings ids. */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .trim()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

export interface RowSection {
  anchor: string;
  lvl2?: string;
  lvl3?: string;
}

/**
 * Anchor and h2/h3 of each record of a page, derived from its headings the way the pipeline assigns
 * them (unique slugs, an h3 sits under the h2 before it) unless the row gives them explicitly.
 */
export function expandPage(levels: number[], rows: DocRow[]): RowSection[] {
  const seen = new Map<string, number>();
  let h2: string | undefined;
  return rows.map(([heading, , anchor, explicit], i) => {
    const level = levels[i] ?? 1;
    let id = '';
    if (level > 1) {
      const base = slug(heading);
      id = base;
      while (seen.has(id)) {
        const n = (seen.get(base) as number) + 1;
        seen.set(base, n);
        id = `${base}-${n}`;
      }
      seen.set(id, 0);
      if (level === 2) h2 = heading;
    }
    return {
      anchor: typeof anchor === 'string' ? anchor : id,
      lvl2: explicit ? explicit[0] || undefined : level > 1 ? h2 : undefined,
      lvl3: explicit ? explicit[1] || undefined : level === 3 ? heading : undefined,
    };
  });
}
