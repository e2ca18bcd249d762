import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DocVersionMenu } from '../src/doc/DocVersionMenu.js';
import { HomeFeatures } from '../src/layout/HomeFeatures.js';
import { NavbarBrand } from '../src/layout/NavbarBrand.js';
import { MdxContent } from '../src/mdx/MdxContent.js';
import { SearchNoResults } from '../src/search/SearchStates.js';
import { renderWithTheme } from './render.js';

// What a site that sets only the required options gets: no logo, no version, no feedback link.
describe('a site with few options', () => {
  it('shows the title as the brand link when there is no logo', () => {
    renderWithTheme(<NavbarBrand />, { config: { logo: undefined, title: 'Acme Docs' } });
    const brand = screen.getByRole('link', { name: 'Acme Docs' });
    expect(brand).toHaveAttribute('href', '/docs-staging/');
    expect(brand.querySelector('img')).toBeNull();
  });

  it('shows no version menu without a version label', () => {
    const { container } = renderWithTheme(<DocVersionMenu />, { config: { versionLabel: undefined } });
    expect(container).toBeEmptyDOMElement();
    renderWithTheme(<DocVersionMenu />, { config: { versionLabel: 'v2' } });
    expect(screen.getByRole('combobox', { name: 'Version' })).toHaveValue('v2');
  });

  it('offers no feedback link without a feedback URL', () => {
    renderWithTheme(<SearchNoResults query="zzz" onSuggestion={() => {}} />, {
      config: { search: { suggestions: [] } },
    });
    expect(screen.getByText(/^No results for/)).toBeInTheDocument();
    expect(screen.queryByText(/Believe this query should return results/)).not.toBeInTheDocument();
  });

  it('lists home cards without a picture or a description', () => {
    renderWithTheme(<HomeFeatures items={[{ title: 'Guide', href: '/docs-staging/guide' }]} />);
    const card = screen.getByRole('link', { name: 'Guide' });
    expect(card.querySelector('img, p')).toBeNull();
  });
});

function PriceTag({ amount }: { amount: number }) {
  return <strong>$ {amount} a month</strong>;
}

describe("a site's own MDX components", () => {
  it('render their slots in page content, beside the theme components', () => {
    const content = {
      type: 'root' as const,
      children: [
        {
          type: 'element' as const,
          tagName: 'PriceTag',
          properties: { amount: 12 },
          children: [],
        },
      ],
    };
    renderWithTheme(<MdxContent content={content} />, {
      mdxComponents: { PriceTag },
    });
    expect(screen.getByText('$ 12 a month')).toBeInTheDocument();
  });
});
