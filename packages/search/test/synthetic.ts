import type { IndexRecord } from '../src/contract.js';

/**
 * Search records shaped like the pipeline's for the pages `gen-pages.mjs` writes: the same
 * sections, vocabulary, titles, h2/h3 sections and tags, without compiling any MDX.
 */
export function syntheticRecords(pageCount: number, seed = 1): IndexRecord[] {
  const rand = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const words = (
    'price candle quote option chain strike expiration symbol volume bid ask mid last open close high low ' +
    'resolution token header format limit offset column date range market status index fund request response ' +
    'parameter attribute value field record credit plan billing sheet formula refresh'
  ).split(' ');
  const pick = () => words[Math.floor(rand() * words.length)] as string;
  const sentence = (n: number) => {
    const s = Array.from({ length: n }, pick).join(' ');
    return `${s[0]?.toUpperCase()}${s.slice(1)}.`;
  };
  const para = () =>
    Array.from({ length: 3 + Math.floor(rand() * 3) }, () => sentence(8 + Math.floor(rand() * 10))).join(' ');
  const sections: [string, string, number, string[]][] = [
    ['api', 'API', 0.4, ['API: Beta', 'API: Premium', 'API: High Usage']],
    ['sdk', 'SDKs', 0.3, []],
    ['sheets', 'Sheets Add-On', 0.2, ['Sheets: Premium', 'Sheets: High Usage']],
    ['account', 'Accounts & Billing', 0.1, []],
  ];
  const records: IndexRecord[] = [];
  let n = 0;
  for (const [section, lvl0, share, tagChoices] of sections) {
    for (let i = 0; i < Math.round(pageCount * share); i++, n++) {
      const route = `/${section}/group-${Math.floor(i / 25)}/page-${i % 25}`;
      const lvl1 = `${pick()[0]?.toUpperCase()}${pick().slice(1)} ${pick()} ${n}`;
      const tags =
        tagChoices.length && rand() < 0.1
          ? [tagChoices[Math.floor(rand() * tagChoices.length)] as string]
          : [];
      const base = { section, tags, language: 'en', docusaurus_tag: `docs-${section}-current` };
      const add = (type: IndexRecord['type'], hierarchy: IndexRecord['hierarchy'], anchor: string) => {
        const url = anchor ? `${route}#${anchor}` : route;
        records.push({ ...base, objectID: url, url, type, hierarchy, content: para() });
      };
      add('lvl1', { lvl0, lvl1 }, '');
      const used = new Map<string, number>();
      const slug = (heading: string) => {
        const base = heading.toLowerCase().replace(/ /g, '-');
        const count = used.get(base) ?? 0;
        used.set(base, count + 1);
        return count ? `${base}-${count}` : base;
      };
      for (let h = 0; h < 3 + Math.floor(rand() * 4); h++) {
        const lvl2 = sentence(3).slice(0, -1);
        add('lvl2', { lvl0, lvl1, lvl2 }, slug(lvl2));
        if (rand() < 0.5) {
          const lvl3 = sentence(2).slice(0, -1);
          add('lvl3', { lvl0, lvl1, lvl2, lvl3 }, slug(lvl3));
        }
      }
    }
  }
  return records;
}
