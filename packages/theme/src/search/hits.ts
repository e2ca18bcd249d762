import type { SearchHit, SearchResultGroup } from '@market-data-docs/search';

const numberFormat = new Intl.NumberFormat('en-US');

/** `1,234` */
export function formatCount(count: number): string {
  return numberFormat.format(count);
}

/** `12 results`, `1 result` */
export function resultsLabel(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'result' : 'results'}`;
}

/** The headings above a hit inside its page: none for the page itself, the page for an h2, page and h2 for an h3. */
export function hitTrail(hit: SearchHit): string[] {
  const { lvl1, lvl2 } = hit.hierarchy;
  if (hit.type === 'lvl1') return [];
  if (hit.type === 'lvl2' || !lvl2) return [lvl1];
  return [lvl1, lvl2];
}

/** Groups of several result pages in one list: a page split across two pages of hits is merged. */
export function mergeGroups(pages: ReadonlyArray<readonly SearchResultGroup[]>): SearchResultGroup[] {
  const merged = new Map<string, SearchResultGroup>();
  for (const groups of pages) {
    for (const group of groups) {
      const existing = merged.get(group.url);
      if (existing) merged.set(group.url, { ...existing, hits: [...existing.hits, ...group.hits] });
      else merged.set(group.url, group);
    }
  }
  return [...merged.values()];
}
