import { describe, expect, it } from 'vitest';
import { shimSource } from '../src/docusaurus/shim-modules.js';
import { isMultiColumnFooterLinks } from '../src/docusaurus-client/footer.js';

describe('isMultiColumnFooterLinks (as @docusaurus/theme-common exports it for a swizzled Footer/Links)', () => {
  it('is exported by the stand-in of @docusaurus/theme-common', () => {
    expect(shimSource('@docusaurus/theme-common', '/shims.js')).toContain('isMultiColumnFooterLinks');
  });

  it('tells columns (a title over items) from a flat list of links', () => {
    expect(isMultiColumnFooterLinks([{ title: 'Docs', items: [{ label: 'Intro', to: '/' }] }])).toBe(true);
    expect(isMultiColumnFooterLinks([{ title: null, items: [] }])).toBe(true);
    expect(isMultiColumnFooterLinks([{ label: 'Intro', to: '/' }])).toBe(false);
    expect(isMultiColumnFooterLinks([])).toBe(false);
  });
});
