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

/**
 * Where a hit lives, above its own title: the section and categories (`API › Stocks`), then for a
 * heading its page, and for an h3 the h2 above it. "Stocks › Candles" and "Funds › Candles" differ.
 */
export function hitTrail(hit: SearchHit): string[] {
  const { lvl0, lvl1, lvl2 } = hit.hierarchy;
  const place = lvl0 ? [lvl0] : [];
  if (hit.type === 'lvl1') return place;
  if (hit.type === 'lvl2' || !lvl2) return [...place, lvl1];
  return [...place, lvl1, lvl2];
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
