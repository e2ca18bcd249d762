import { describe, expect, it } from 'vitest';
import { menusConfig } from '../../src/fixtures/index.js';
import { sectionsFromNavbar } from '../../src/search/sections.js';

describe('sectionsFromNavbar', () => {
  it("takes a section from a link to the section's first page by the route it is current inside", () => {
    const items = [
      { label: 'Guide', to: '/guide/introduction', currentInside: '/guide' },
      { label: 'API', to: '/api' },
      { label: 'Intro', to: '/guide/introduction' },
      { label: 'GitHub', href: 'https://github.com/' },
      { html: '<a href="/status">Status</a>' },
    ];
    expect(sectionsFromNavbar({ ...menusConfig, navbar: { items } })).toEqual([
      { id: 'guide', label: 'Guide' },
      { id: 'api', label: 'API' },
    ]);
  });
});
