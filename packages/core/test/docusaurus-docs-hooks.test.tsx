// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import {
  filterDocCardListItems,
  findFirstSidebarItemCategoryLink,
  findFirstSidebarItemLink,
  findSidebarCategory,
  isActiveSidebarItem,
  toPropSidebarItem,
} from '../src/docusaurus-client/docs-sidebar.js';
import { usePluralForm } from '../src/docusaurus-client/plural.js';
import { isInternalUrl } from '../src/docusaurus-client/site.js';

// The site (test/helpers/virtual-docusaurus.ts) is French, under /docs-staging/.

const link = (href: string, extra = {}) => ({ type: 'link' as const, href, label: href, ...extra });
const category = (label: string, items: ReturnType<typeof link>[] | never[], href?: string) => ({
  type: 'category' as const,
  label,
  items,
  collapsed: true,
  collapsible: true,
  ...(href ? { href } : {}),
});

describe('Docusaurus sidebar utilities over the page’s sidebar', () => {
  it('gives sidebar items as Docusaurus’s items: URLs with the base URL, doc ids, custom props', () => {
    const docIdOf = (route: string) => ({ '/guide/a': 'guide/a' })[route];
    expect(
      toPropSidebarItem(
        {
          type: 'category',
          label: 'Guide',
          route: '/guide/category/guide',
          collapsed: false,
          collapsible: true,
          items: [
            { type: 'link', label: 'A', route: '/guide/a', customProps: { screenshot: '/a.png' } },
            {
              type: 'link',
              label: 'Out',
              route: 'https://example.com',
              kind: 'link',
              description: 'Elsewhere',
            },
          ],
        },
        docIdOf,
      ),
    ).toEqual({
      type: 'category',
      label: 'Guide',
      href: '/docs-staging/guide/category/guide',
      collapsed: false,
      collapsible: true,
      items: [
        {
          type: 'link',
          label: 'A',
          href: '/docs-staging/guide/a',
          docId: 'guide/a',
          customProps: { screenshot: '/a.png' },
        },
        { type: 'link', label: 'Out', href: 'https://example.com', description: 'Elsewhere' },
      ],
    });
  });

  it('finds the first link of an item: a link, a category’s own page, else its first listed link', () => {
    expect(findFirstSidebarItemLink(link('/x/a'))).toBe('/x/a');
    expect(findFirstSidebarItemLink(link('/x/a', { unlisted: true }))).toBeUndefined();
    expect(findFirstSidebarItemLink(category('C', [link('/x/a')], '/x/category/c'))).toBe('/x/category/c');
    expect(
      findFirstSidebarItemCategoryLink({ ...category('C', [link('/x/b')], '/x/c'), linkUnlisted: true }),
    ).toBe('/x/b');
    expect(findFirstSidebarItemLink(category('C', [link('/x/u', { unlisted: true }), link('/x/b')]))).toBe(
      '/x/b',
    );
    expect(findFirstSidebarItemLink(category('Empty', []))).toBeUndefined();
    expect(findFirstSidebarItemLink({ type: 'html', value: '<hr>' })).toBeUndefined();
  });

  it('tells active items (trailing slash and case aside) and finds categories depth first', () => {
    const inner = category('Inner', [link('/x/deep')]);
    const outer = category('Outer', [inner as never], '/x/outer');
    expect(isActiveSidebarItem(link('/x/a'), '/X/a/')).toBe(true);
    expect(isActiveSidebarItem(link('/x/a'), '/x/b')).toBe(false);
    expect(isActiveSidebarItem(outer, '/x/deep')).toBe(true);
    expect(isActiveSidebarItem(outer, '/x/outer')).toBe(true);
    expect(isActiveSidebarItem({ type: 'html', value: '' }, '/x/deep')).toBe(false);
    expect(findSidebarCategory([link('/x/a'), outer], (c) => c.label === 'Inner')).toBe(inner);
    expect(findSidebarCategory([outer], () => false)).toBeUndefined();
    const hr = { type: 'html' as const, value: '<hr>' };
    expect(
      filterDocCardListItems([
        link('/x/a'),
        link('/x/u', { unlisted: true }),
        category('Empty', []),
        outer,
        hr,
      ]),
    ).toEqual([link('/x/a'), outer, hr]);
  });

  it('tells internal URLs as @docusaurus/isInternalUrl does', () => {
    expect([isInternalUrl('/docs/x'), isInternalUrl('x'), isInternalUrl('#top')]).toEqual([true, true, true]);
    expect([isInternalUrl('https://a.b'), isInternalUrl('mailto:a@b.c'), isInternalUrl('//cdn')]).toEqual([
      false,
      false,
      false,
    ]);
    expect(isInternalUrl(undefined)).toBe(false);
  });
});

let select: ((count: number, message: string) => string) | undefined;
function Probe() {
  select = usePluralForm().selectMessage;
  return null;
}

describe('usePluralForm (as @docusaurus/theme-common exports it)', () => {
  it('picks the form of the site locale’s plural category, the last form when there are fewer', () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const root = createRoot(document.createElement('div'));
    act(() => root.render(createElement(Probe)));
    const pick = select as (count: number, message: string) => string;
    // French: 0 and 1 are `one`; `many` (millions) comes before `other`.
    expect(pick(0, 'un|plusieurs')).toBe('un');
    expect(pick(1, 'un|beaucoup|plusieurs')).toBe('un');
    expect(pick(2, 'un|beaucoup|plusieurs')).toBe('plusieurs');
    expect(pick(1_000_000, 'un|beaucoup|plusieurs')).toBe('beaucoup');
    expect(pick(1_000_000, 'un|plusieurs')).toBe('plusieurs');
    expect(pick(5, 'toujours')).toBe('toujours');
    act(() => root.unmount());
  });
});
