import { describe, expect, it } from 'vitest';
import { windowSidebar } from '../src/structure/sidebar.js';
import type { SidebarItem } from '../src/types.js';

const top = (n: number): SidebarItem[] =>
  Array.from({ length: n }, (_, i) => ({
    type: 'category',
    label: `Group ${i}`,
    collapsible: true,
    collapsed: false,
    items: [{ type: 'link', label: `Page ${i}`, route: `/api/group-${i}/page` }],
  }));

describe('windowSidebar', () => {
  it('keeps every top-level entry of a sidebar that is not too long', () => {
    const items = top(50);
    expect(windowSidebar(items, '/api/group-3/page')).toEqual({ items });
  });

  it('keeps a window around the open entry and counts what it leaves out', () => {
    const window = windowSidebar(top(160), '/api/group-100/page', 50);
    expect(window.items.map((i) => i.label)).toEqual(Array.from({ length: 50 }, (_, i) => `Group ${75 + i}`));
    expect(window.omitted).toEqual({ before: 75, after: 35 });
  });

  it('stays inside the list near its ends, and starts at the top for a page outside it', () => {
    expect(windowSidebar(top(160), '/api/group-2/page', 50).omitted).toEqual({ before: 0, after: 110 });
    expect(windowSidebar(top(160), '/api/group-158/page', 50).omitted).toEqual({ before: 110, after: 0 });
    expect(windowSidebar(top(160), '/api/tags', 50).omitted).toEqual({ before: 0, after: 110 });
  });

  it('gives every page the same number of entries, however large the section', () => {
    const counts = [200, 2000, 20000].map(
      (n) => windowSidebar(top(n), `/api/group-${n / 2}/page`).items.length,
    );
    expect(counts).toEqual([50, 50, 50]);
  });
});
