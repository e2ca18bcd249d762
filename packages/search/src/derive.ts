import type { DocShard } from './format.js';
import { pageTerms, termsOf } from './text.js';

/** Title pages, heading records, body records of a term. */
export type Postings = [title: number[], heading: number[], body: number[]];

export function addPosting(map: Map<string, Postings>, term: string, field: 0 | 1 | 2, id: number): void {
  let p = map.get(term);
  if (!p) {
    p = [[], [], []];
    map.set(term, p);
  }
  const list = p[field];
  if (list[list.length - 1] !== id) list.push(id);
}

/**
 * Postings of the words a doc shard shows (page titles, headings, excerpts): what the engine derives
 * from an inline index instead of loading it. `pageStart[p]` is the first record of page `p`. Pages
 * `from` to `to` are added to `map` (the engine goes in slices, giving the browser a turn between).
 */
export function derivePostings(
  docs: DocShard,
  levels: ArrayLike<number>,
  pageStart: ArrayLike<number>,
  map = new Map<string, Postings>(),
  from = 0,
  to = docs.p.length,
): Map<string, Postings> {
  docs.p.slice(from, to).forEach(([route, title], offset) => {
    const page = from + offset;
    const titleTerms = pageTerms(route, title);
    for (const term of titleTerms) addPosting(map, term, 0, page);
    for (let r = pageStart[page] as number; r < (pageStart[page + 1] as number); r++) {
      const [heading, text] = docs.r[r] ?? ['', ''];
      const own = levels[r] === 1 ? titleTerms : termsOf(heading);
      if (levels[r] !== 1) for (const term of own) addPosting(map, term, 1, r);
      for (const term of termsOf(text, true)) if (!own.has(term)) addPosting(map, term, 2, r);
    }
  });
  return map;
}
